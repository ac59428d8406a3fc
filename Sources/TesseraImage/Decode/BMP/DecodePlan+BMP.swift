extension DecodePlan {
    /// A BMP's plan: Tessera's own reader holds one band of stored rows (``BMPDecoder/bandBytes``,
    /// at least a row; the file when it is smaller) and its palette, or run-length data whole;
    /// the picture is at full size.
    static func bmp(_ bmp: BMPDetails, stored: PixelSize, orientation: ExifOrientation, fileBytes: Int) -> DecodePlan {
        let rowBytes = (stored.width * bmp.bitsPerPixel + 31) / 32 * 4
        let runLength = bmp.compression == .rle8 || bmp.compression == .rle4
        let data = runLength ? max(0, fileBytes) : min(max(0, fileBytes), max(rowBytes, BMPDecoder.bandBytes))
        return .averaged(stored: stored, factor: 1, orientation: orientation, codecBytes: data + 256 * 4 * 4)
    }
}
