/// A WebP file's RIFF container: `RIFF`, its size, `WEBP`, then chunks (a four-letter type, a
/// little-endian size, the data padded to an even length). Chunks are found by offset; only the
/// ones asked for are read.
package struct WebPContainer {
    /// One chunk: its type, where its data starts and how long it is.
    package struct Chunk: Equatable {
        package var type: String
        package var offset: Int
        package var size: Int
    }

    /// The chunks, in file order (at most ``maximumChunks``: a real file has a handful, an
    /// animation one per frame, and only the first few matter).
    package let chunks: [Chunk]

    /// Chunks looked at before the walk stops.
    package static let maximumChunks = 64

    /// Walks the chunks of the WebP `reader` reads (positioned at the start).
    /// - Throws: ``ProbeError/truncated(offset:context:)``, ``ProbeError/corruptWebP(offset:reason:)``.
    package init(_ reader: inout ByteReader) throws(ProbeError) {
        let header = try reader.bytes(12, "the RIFF header")
        guard Array(header[0..<4]) == Array("RIFF".utf8), Array(header[8..<12]) == Array("WEBP".utf8) else {
            throw .notAnImage
        }
        let riffSize = Self.littleEndian(header[4..<8])
        let end = min(8 + riffSize, reader.count ?? Int.max)
        var found: [Chunk] = []
        while reader.offset + 8 <= end && found.count < Self.maximumChunks {
            let start = reader.offset
            let head = try reader.bytes(8, "the chunk header at byte \(start)")
            let type = String(decoding: head[0..<4].map { (32...126).contains($0) ? $0 : 0x3F }, as: UTF8.self)
            let size = Self.littleEndian(head[4..<8])
            found.append(Chunk(type: type, offset: start + 8, size: size))
            // The first image chunk (VP8, VP8L) is all a still picture has; ANMF frames follow ANIM.
            let padded = size + (size & 1)
            if start + 8 + padded > end {
                // The last chunk may be cut short: its header is all the probe needs of it.
                break
            }
            try reader.skip(padded, "the \(type) chunk at byte \(start)")
        }
        guard !found.isEmpty else { throw .truncated(offset: reader.offset, context: "the first WebP chunk") }
        chunks = found
    }

    /// The first chunk of `type`.
    package func first(_ type: String) -> Chunk? { chunks.first { $0.type == type } }

    /// A chunk's data, read through `source` (at most `limit` bytes; nil when the file is cut
    /// short or the chunk is larger).
    package static func data(of chunk: Chunk, in source: any ByteSource, limit: Int) throws(ProbeError) -> [UInt8]? {
        guard chunk.size <= limit else { return nil }
        let bytes = try source.read(at: chunk.offset, count: chunk.size)
        return bytes.count == chunk.size ? bytes : nil
    }

    package static func littleEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
