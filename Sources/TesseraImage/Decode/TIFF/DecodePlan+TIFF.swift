extension DecodePlan {
    /// A TIFF's plan: one strip or row of tiles decoded whole and the compressed chunk libtiff
    /// reads it from (``TIFFChunkMemory``), converted a band of ``TIFFDecoder/bandRows``
    /// full-width RGBA rows at a time (and its averaged copy), averaged in blocks as a PNG's rows are.
    static func tiff(_ tiff: TIFFDetails, stored: PixelSize, orientation: ExifOrientation, minimum: PixelSize?,
                     fileBytes: Int) -> DecodePlan {
        let chunks = TIFFChunkMemory(tiff, stored: stored).heldBytes(compression: tiff.compression, fileBytes: fileBytes)
        return .averaged(stored: stored, factor: PNGDecoder.blockFactor(stored: stored, minimum: minimum), orientation: orientation,
                         codecBytes: chunks + stored.width * 4 * TIFFDecoder.bandRows * 2)
    }
}
