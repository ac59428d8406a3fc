extension DecodePlan {
    /// A PNG's plan: rows averaged in k × k blocks as they are read (k from
    /// ``PNGDecoder/blockFactor(stored:minimum:)``), or at full size when interlaced (Adam7 needs
    /// the whole picture); libpng holds two 16-bit RGBA rows.
    static func png(_ png: PNGDetails, stored: PixelSize, orientation: ExifOrientation, minimum: PixelSize?) -> DecodePlan {
        let factor = png.isInterlaced ? 1 : PNGDecoder.blockFactor(stored: stored, minimum: minimum)
        return .averaged(stored: stored, factor: factor, orientation: orientation, codecBytes: stored.width * 8 * 2)
    }

    /// The plan of a picture read as rows into a picture averaged in `factor` × `factor` blocks
    /// (or scaled by 1/`factor`), its codec holding `codecBytes`.
    static func averaged(stored: PixelSize, factor: Int, orientation: ExifOrientation, codecBytes: Int) -> DecodePlan {
        let decoded = PixelSize(width: (stored.width + factor - 1) / factor, height: (stored.height + factor - 1) / factor)
        return DecodePlan(stored: stored, scale: DecodeScale(numerator: 1, denominator: factor), decoded: decoded, path: .rows,
                          codecBytes: codecBytes, pictureBytes: pictureBytes(decoded, orientation: orientation))
    }
}
