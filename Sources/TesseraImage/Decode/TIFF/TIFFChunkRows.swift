internal import CImageCodecs

/// A TIFF page's rows as ``TIFFDecoder`` reads them: its strips, or its rows of tiles, each
/// decoded once, whole, by libtiff (which decompresses no less than a strip or a tile), then
/// converted to RGBA a band at a time.
///
/// The buffer for one chunk row (a strip, or a row of tiles, all planes) is what libtiff's
/// layout makes it; above ``DecodeLimits/maxDecodeBytes`` the page is refused before any of it
/// is allocated, as ``DecodeError/tiffChunkTooLarge(chunk:tiled:across:bytes:limit:)``. Before
/// issue 36, libtiff's RGBA reader decoded every strip or tile a 64-row band touched from its
/// start, for every band: a 16000-row strip 250 times, an 8192² tile 128 times.
struct TIFFChunkRows {
    /// One strip or row of tiles: its index, its first stored row and how many rows it has.
    struct Chunk {
        let index: Int
        let top: Int
        let rows: Int
    }

    /// The most one strip or tile may hold decoded: libtiff's cap on one allocation (256 MiB),
    /// set on every handle the shim opens.
    static let maxChunkBytes = 256 << 20

    /// The chunk rows, top to bottom.
    let chunks: [Chunk]
    /// Whether each chunk row is decoded by ``read(_:_:limit:)``; false for the raw-ink reader,
    /// which reads scanlines in order as the bands ask.
    private let decodes: Bool

    /// The raw-ink (CMYK through its profile) reader's rows: one span of `height` rows.
    static func inks(height: Int) -> TIFFChunkRows {
        TIFFChunkRows(chunks: [Chunk(index: 0, top: 0, rows: height)], decodes: false)
    }

    /// The started page's strips or rows of tiles, as libtiff lays them out.
    /// - Throws: ``DecodeError/tiffChunkTooLarge(chunk:tiled:across:bytes:limit:)`` when one
    ///   chunk row's buffer is above `limit` bytes, or one strip or tile above ``maxChunkBytes``;
    ///   `.corrupt` when libtiff gives no layout.
    static func layout(_ handle: OpaquePointer, size: PixelSize, limit: Int) throws(DecodeError) -> TIFFChunkRows {
        var layout = tessera_tiff_layout()
        guard tessera_tiff_decoder_layout(handle, &layout) == TESSERA_STATUS_OK else {
            throw .corrupt(format: .tiff, message: CodecDiagnostics(tessera_tiff_decoder_diagnostics(handle)).message)
        }
        let chunkHeight = Int(layout.chunk_height)
        // One strip or tile is also held to libtiff's own cap on one allocation (it refused a
        // larger strip before it was decoded here).
        if layout.bytes > Int64(limit) || layout.chunk_bytes > Int64(maxChunkBytes) {
            let limit = layout.bytes > Int64(limit) ? limit : maxChunkBytes
            throw .tiffChunkTooLarge(chunk: PixelSize(width: Int(layout.chunk_width), height: chunkHeight),
                                     tiled: layout.tiled != 0, across: Int(layout.across), bytes: Int(layout.bytes), limit: limit)
        }
        let chunks = (0..<Int(layout.down)).map { index in
            Chunk(index: index, top: index * chunkHeight, rows: min(chunkHeight, size.height - index * chunkHeight))
        }
        return TIFFChunkRows(chunks: chunks, decodes: true)
    }

    /// Decodes `chunk`'s strips or tiles (nothing for the raw-ink reader): the shim's status,
    /// DAMAGED when libtiff could not decode one.
    func read(_ chunk: Chunk, _ handle: OpaquePointer, limit: Int) -> tessera_status {
        decodes ? tessera_tiff_decoder_read_chunk_row(handle, Int32(chunk.index), Int64(limit)) : TESSERA_STATUS_OK
    }
}
