/// What decoding a TIFF's strips or tiles holds, from its first directory alone: the buffer of
/// one strip, or of one row of tiles (``TIFFChunkRows`` decodes each whole, once), and the
/// compressed bytes of one strip or tile libtiff reads before decompressing it.
///
/// libtiff cuts an uncompressed page stored as one strip into strips of about 8 KiB as it opens
/// it ("strip chopping"), so such a page holds a few rows, not the whole picture.
struct TIFFChunkMemory: Equatable {
    /// One strip, or one tile, in pixels.
    let chunk: PixelSize
    /// Whether the page is tiled.
    let tiled: Bool
    /// Tiles in a row of tiles (1 for strips).
    let across: Int
    /// The decoded bytes of one strip, or of one row of tiles.
    let bytes: Int

    /// libtiff's size for the strips it makes of one uncompressed strip.
    static let choppedStripBytes = 8192

    init(_ tiff: TIFFDetails, stored: PixelSize) {
        let bits = Double(max(1, tiff.bitsPerSample)) * Double(max(1, tiff.samplesPerPixel))
        func rowBytes(_ width: Int) -> Double { (Double(width) * bits / 8).rounded(.up) }
        var width = tiff.chunkWidth > 0 ? tiff.chunkWidth : stored.width
        var height = tiff.chunkHeight > 0 ? tiff.chunkHeight : stored.height
        if !tiff.isTiled {
            width = stored.width
            height = min(height, stored.height)
            if tiff.compression == 1 && height >= stored.height {
                height = min(stored.height, max(1, Int(Double(Self.choppedStripBytes) / max(1, rowBytes(width)))))
            }
        }
        chunk = PixelSize(width: width, height: height)
        tiled = tiff.isTiled
        across = tiff.isTiled ? (stored.width + width - 1) / max(1, width) : 1
        let total = rowBytes(width) * Double(height) * Double(across)
        bytes = total >= Double(Int.max / 4) ? Int.max / 4 : Int(total)
    }

    /// The decoded chunk row, and the compressed bytes of one chunk (at most the file's size)
    /// libtiff holds while it decompresses it.
    func heldBytes(compression: Int, fileBytes: Int) -> Int {
        bytes + (compression == 1 ? 0 : min(max(0, fileBytes), bytes / max(1, across)))
    }
}
