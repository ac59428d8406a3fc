extension DecodePlan {
    /// A WebP's plan: libwebp decodes from the whole file in memory, scaling a still picture by
    /// 1/k as it goes (k as for a PNG; its rescaler holds a few rows of 32-bit sums); an
    /// animation's first frame is decoded at full size.
    static func webp(_ webp: WebPDetails, stored: PixelSize, orientation: ExifOrientation, minimum: PixelSize?,
                     fileBytes: Int) -> DecodePlan {
        let factor = webp.isAnimated ? 1 : PNGDecoder.blockFactor(stored: stored, minimum: minimum)
        return .averaged(stored: stored, factor: factor, orientation: orientation,
                         codecBytes: max(0, fileBytes) + stored.width * 4 * 4 * 2)
    }
}
