internal import CImageCodecs

/// PNG's container: the signature, and chunks of length, type, data and CRC-32.
enum PNGFraming {
    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func writeSignature(to sink: ByteSink) throws(EncodeError) {
        try write(signature, to: sink)
    }

    /// IHDR: 8 bits a sample, RGB or RGBA, deflate, filter method 0, not interlaced.
    static func writeHeader(width: Int, height: Int, hasAlpha: Bool, to sink: ByteSink) throws(EncodeError) {
        let data = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, hasAlpha ? 6 : 2, 0, 0, 0]
        try writeChunk(type: "IHDR", data, to: sink)
    }

    /// sRGB: the pixels are sRGB, rendering intent 0 (perceptual), as everything Tessera draws
    /// is (photos are converted to sRGB as they are decoded).
    static func writeColourSpace(to sink: ByteSink) throws(EncodeError) {
        try writeChunk(type: "sRGB", [0], to: sink)
    }

    /// pHYs: the same number of pixels per metre both ways, rounded (300 dpi is 11,811).
    static func writeResolution(dotsPerInch: Double, to sink: ByteSink) throws(EncodeError) {
        let perMetre = UInt32(min(Double(UInt32.max), (dotsPerInch / 0.0254).rounded()))
        try writeChunk(type: "pHYs", bigEndian(perMetre) + bigEndian(perMetre) + [1], to: sink)
    }

    /// tEXt: `keyword` and `text` (Latin-1; other characters are written as `?`).
    static func writeText(keyword: String, text: String, to sink: ByteSink) throws(EncodeError) {
        func latin1(_ string: String) -> [UInt8] { string.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : 0x3F } }
        try writeChunk(type: "tEXt", latin1(keyword) + [0] + latin1(text), to: sink)
    }

    /// Writes one chunk whose data is `pieces` end to end.
    static func writeChunk(type: String, _ pieces: [UInt8]..., to sink: ByteSink) throws(EncodeError) {
        try writeChunk(type: type, pieces: pieces, to: sink)
    }

    /// Writes one chunk whose data is `pieces` end to end.
    static func writeChunk(type: String, pieces: [[UInt8]], to sink: ByteSink) throws(EncodeError) {
        let count = pieces.reduce(0) { $0 + $1.count }
        precondition(count <= 0x7FFF_FFFF, "a PNG chunk holds at most 2³¹ − 1 bytes")
        let typeBytes = Array(type.utf8)
        var crc = checksum(typeBytes, continuing: 0)
        for piece in pieces { crc = checksum(piece, continuing: crc) }
        try write(bigEndian(UInt32(count)) + typeBytes, to: sink)
        for piece in pieces where !piece.isEmpty { try write(piece, to: sink) }
        try write(bigEndian(crc), to: sink)
    }

    /// The chunks of a PNG this module wrote (well formed by construction), in order.
    static func chunks(in png: [UInt8]) -> [(type: String, data: [UInt8])] {
        var found: [(String, [UInt8])] = []
        var offset = signature.count
        while offset + 12 <= png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            guard offset + 12 + length <= png.count else { break }
            found.append((String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self), Array(png[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return found
    }

    /// The two-byte zlib header zlib itself writes for a 32 KiB window at these settings.
    static func zlibHeader(_ settings: PNGCompression.Settings) -> [UInt8] {
        let level = settings.level
        let levelFlags: UInt16 = settings.strategy.rawValue >= PNGCompression.DeflateStrategy.huffmanOnly.rawValue || level < 2
            ? 0 : (level < 6 ? 1 : (level == 6 ? 2 : 3))
        var header: UInt16 = (0x78 << 8) | (levelFlags << 6)
        header += 31 - header % 31
        return [UInt8(header >> 8), UInt8(header & 0xFF)]
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func checksum(_ bytes: [UInt8], continuing crc: UInt32) -> UInt32 {
        bytes.withUnsafeBufferPointer { tessera_crc32(crc, $0.baseAddress, $0.count) }
    }

    private static func write(_ bytes: [UInt8], to sink: ByteSink) throws(EncodeError) {
        let result: Result<Void, EncodeError> = bytes.withUnsafeBytes { raw in
            do throws(EncodeError) { try sink.write(raw); return .success(()) } catch { return .failure(error) }
        }
        try result.get()
    }
}
