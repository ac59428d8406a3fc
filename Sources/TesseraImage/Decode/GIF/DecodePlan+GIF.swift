extension DecodePlan {
    /// A GIF's plan: giflib's state (its LZW tables, a read buffer, ``DecodeMemory/gifCodecBytes``)
    /// and one row of the first image; the picture is the logical screen at full size.
    static func gif(_ gif: GIFDetails, stored: PixelSize, orientation: ExifOrientation) -> DecodePlan {
        .averaged(stored: stored, factor: 1, orientation: orientation, codecBytes: DecodeMemory.gifCodecBytes + gif.firstImage.width)
    }
}
