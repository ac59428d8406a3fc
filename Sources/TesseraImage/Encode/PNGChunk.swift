internal import CImageCodecs

/// One piece of a PNG's image data: a run of rows to filter and deflate on its own, with the
/// rows just above them, from which its deflate dictionary is rebuilt.
///
/// A chunk is a pure function of its fields (``PNGChunkEncoder/encode(_:)``), so chunks can be
/// encoded on any thread in any order and the PNG is the same bytes. Its rows are premultiplied
/// RGBA as ``PNGWriter`` receives them: the context rows first, then its own.
struct PNGChunk: Sendable {
    /// Position in the image's stream of chunks, from 0.
    var index: Int
    /// Premultiplied RGBA, `width × 4` bytes a row: ``contextRows`` rows, then ``ownRows``.
    var pixels: [UInt8]
    /// Rows before this chunk's own, for the filters' row above and the 32 KiB dictionary.
    var contextRows: Int
    /// The rows this chunk encodes.
    var ownRows: Int
    /// Whether the first row of ``pixels`` is the image's first row (nothing is above it).
    var startsAtTop: Bool
    /// Whether this chunk ends the image (its deflate stream is finished, not flushed).
    var isLast: Bool
}

/// A chunk deflated: its piece of the zlib stream, and what the stream's trailer needs.
struct EncodedChunk: Sendable {
    var index: Int
    /// Raw deflate data, ending with a sync flush (or the final block).
    var deflated: [UInt8]
    /// The Adler-32 of the chunk's filtered bytes, and their count.
    var adler: UInt32
    var filteredCount: Int
    var isLast: Bool
}

/// Filters and deflates ``PNGChunk``s of one image.
struct PNGChunkEncoder: Sendable {
    /// The size of deflate's window: the dictionary a chunk starts from.
    static let dictionarySize = 32_768

    let width: Int
    /// 3 (RGB: alpha dropped) or 4 (straight RGBA).
    let channels: Int
    let settings: PNGCompression.Settings

    /// Bytes in one unfiltered row of the PNG.
    var rowBytes: Int { width * channels }

    /// How many context rows a chunk needs: enough filtered rows for a full dictionary, plus
    /// the row above them.
    var contextRowsNeeded: Int { (Self.dictionarySize + rowBytes) / (rowBytes + 1) + 1 }

    /// Filters and deflates `chunk`.
    func encode(_ chunk: PNGChunk) -> Result<EncodedChunk, EncodeError> {
        let rows = chunk.contextRows + chunk.ownRows
        let rowBytes = self.rowBytes, filteredRow = rowBytes + 1
        var raw = [UInt8](repeating: 0, count: rows * rowBytes)
        chunk.pixels.withUnsafeBufferPointer { pixels in
            raw.withUnsafeMutableBufferPointer { raw in
                for y in 0..<rows {
                    let source = UnsafeBufferPointer(rebasing: pixels[(y * width * 4)..<((y + 1) * width * 4)])
                    let target = UnsafeMutableBufferPointer(rebasing: raw[(y * rowBytes)..<((y + 1) * rowBytes)])
                    if channels == 4 {
                        RowConversion.unpremultiply(source, into: target, width: width)
                    } else {
                        RowConversion.dropAlpha(source, into: target, width: width)
                    }
                }
            }
        }
        // Away from the top, the first context row only serves as the row above the rest.
        let above = chunk.startsAtTop ? 0 : 1
        let filteredRows = rows - above
        var filtered = [UInt8](repeating: 0, count: filteredRows * filteredRow)
        let filterStatus = raw.withUnsafeBufferPointer { raw in
            filtered.withUnsafeMutableBufferPointer { out in
                guard let base = raw.baseAddress else { return TESSERA_STATUS_ERROR }
                return tessera_png_filter_rows(base + above * rowBytes, filteredRows, rowBytes, Int32(channels),
                                               above == 1 ? base : nil, Int32(settings.filter.rawValue), out.baseAddress)
            }
        }
        if let error = Self.error(filterStatus, doing: "filtering rows") { return .failure(error) }

        let ownStart = (chunk.contextRows - above) * filteredRow
        let dictionaryStart = max(0, ownStart - Self.dictionarySize)
        var deflated: UnsafeMutablePointer<UInt8>?
        var deflatedCount = 0
        var adler: UInt32 = 0
        let status = filtered.withUnsafeBufferPointer { filtered in
            guard let base = filtered.baseAddress else { return TESSERA_STATUS_ERROR }
            return tessera_deflate_chunk(base + dictionaryStart, ownStart - dictionaryStart,
                                         base + ownStart, filtered.count - ownStart,
                                         Int32(settings.level), Int32(settings.strategy.rawValue), chunk.isLast ? 1 : 0,
                                         &deflated, &deflatedCount, &adler)
        }
        defer { tessera_deflate_free(deflated) }
        if let error = Self.error(status, doing: "deflating") { return .failure(error) }
        guard let deflated else { return .failure(.library(message: "deflate gave no output")) }
        return .success(EncodedChunk(index: chunk.index, deflated: Array(UnsafeBufferPointer(start: deflated, count: deflatedCount)),
                                     adler: adler, filteredCount: filtered.count - ownStart, isLast: chunk.isLast))
    }

    private static func error(_ status: tessera_status, doing what: String) -> EncodeError? {
        switch CodecStatus(status) {
        case .ok: nil
        case .noMemory: .outOfMemory
        default: .library(message: "zlib refused while \(what)")
        }
    }
}
