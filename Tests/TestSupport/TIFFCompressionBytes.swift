/// Compressed strip data for ``TIFFFileBytes``, written here rather than taken from the code
/// under test: a zlib stream of runs (a run of 16000 × 16000 zeros is 1.6 MB of deflate, not
/// 256 MB) and TIFF's LZW with literal codes only.
public extension TIFFFileBytes {
    /// A zlib stream (RFC 1950, one fixed-Huffman deflate block of RFC 1951) holding each
    /// `(byte, count)` run in turn: one literal, then matches of 258 bytes at distance 1, then
    /// literals for the rest.
    static func zlibRuns(_ runs: [(byte: UInt8, count: Int)]) -> [UInt8] {
        var bits = BitWriter()
        bits.write(1, count: 1)   // BFINAL
        bits.write(1, count: 2)   // BTYPE 01: fixed Huffman codes
        var a: UInt64 = 1, b: UInt64 = 0
        for run in runs where run.count > 0 {
            bits.literal(run.byte)
            var left = run.count - 1
            while left >= 258 {
                bits.writeReversed(0xC5, count: 8)   // length symbol 285: 258 bytes
                bits.writeReversed(0, count: 5)      // distance code 0: 1 byte back
                left -= 258
            }
            for _ in 0..<left { bits.literal(run.byte) }
            // Adler-32 over n copies of v: a grows by n·v, b by n·a + v·n(n+1)/2.
            let n = UInt64(run.count), v = UInt64(run.byte)
            b = (b + n % 65_521 * a + v * ((n * (n + 1) / 2) % 65_521)) % 65_521
            a = (a + n % 65_521 * v) % 65_521
        }
        bits.writeReversed(0, count: 7)   // end of block (symbol 256)
        let adler = UInt32(b << 16 | a)
        return [0x78, 0x01] + bits.flushed + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    }

    /// TIFF LZW (codes MSB first, 9 bits) of `data` with literal codes only: a Clear code, then
    /// at most 200 literals before the next Clear (the table never grows past 9 bits), EOI.
    static func lzwLiterals(_ data: [UInt8]) -> [UInt8] {
        var codes: [Int] = []
        for (index, byte) in data.enumerated() {
            if index % 200 == 0 { codes.append(256) }
            codes.append(Int(byte))
        }
        codes.append(257)
        var out: [UInt8] = []
        var accumulator = 0, held = 0
        for code in codes {
            accumulator = accumulator << 9 | code
            held += 9
            while held >= 8 {
                out.append(UInt8(accumulator >> (held - 8) & 0xFF))
                held -= 8
            }
            accumulator &= (1 << held) - 1
        }
        if held > 0 { out.append(UInt8(accumulator << (8 - held) & 0xFF)) }
        return out
    }
}

/// Deflate's bit order: values LSB first, Huffman codes MSB first.
private struct BitWriter {
    var bytes: [UInt8] = []
    private var current: UInt32 = 0
    private var used = 0

    /// The fixed-Huffman code of literal `byte` (RFC 1951, 3.2.6).
    mutating func literal(_ byte: UInt8) {
        if byte < 144 { writeReversed(0x30 + Int(byte), count: 8) } else { writeReversed(0x190 + Int(byte) - 144, count: 9) }
    }

    /// `value`'s low `count` bits, least significant first.
    mutating func write(_ value: Int, count: Int) {
        for bit in 0..<count { push(value >> bit & 1) }
    }

    /// A Huffman code of `count` bits, most significant first.
    mutating func writeReversed(_ code: Int, count: Int) {
        for bit in stride(from: count - 1, through: 0, by: -1) { push(code >> bit & 1) }
    }

    private mutating func push(_ bit: Int) {
        current |= UInt32(bit) << used
        used += 1
        if used == 8 { bytes.append(UInt8(current)); current = 0; used = 0 }
    }

    /// The bytes written, the last one padded with zero bits.
    var flushed: [UInt8] { used > 0 ? bytes + [UInt8(current)] : bytes }
}
