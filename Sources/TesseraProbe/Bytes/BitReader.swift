/// Reads a bitstream most significant bit first, as the syntax tables of the video standards
/// HEIF carries are written (HEVC's `u(n)` and `ue(v)`, AV1's `f(n)` and `uvlc()`). Every read
/// past the end returns nil, so a cut-short header is a nil, never a trap.
struct BitReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The bits not yet read.
    var remaining: Int { bytes.count * 8 - position }

    /// The next `count` bits (0 … 32) as an unsigned number.
    mutating func bits(_ count: Int) -> Int? {
        guard count >= 0, count <= 32, count <= remaining else { return nil }
        var value = 0
        for _ in 0..<count {
            let byte = bytes[position >> 3]
            value = value << 1 | Int(byte >> (7 - UInt8(position & 7)) & 1)
            position += 1
        }
        return value
    }

    /// Whether the next bit is set.
    mutating func flag() -> Bool? { bits(1).map { $0 == 1 } }

    /// Moves past `count` bits; false when fewer are left.
    mutating func skip(_ count: Int) -> Bool {
        guard count >= 0, count <= remaining else { return false }
        position += count
        return true
    }

    /// An Exp-Golomb number: HEVC's `ue(v)` and AV1's `uvlc()` (leading zeros, a one, then as
    /// many bits). More than 31 leading zeros make no 32-bit value: nil (AV1 reads such a run
    /// as 2³² − 1, larger than any size this reader is used for).
    mutating func expGolomb() -> Int? {
        var zeros = 0
        while true {
            guard let bit = bits(1) else { return nil }
            if bit == 1 { break }
            zeros += 1
            guard zeros <= 31 else { return nil }
        }
        guard let rest = bits(zeros) else { return nil }
        return (1 << zeros) - 1 + rest
    }

    /// `payload` with HEVC's emulation prevention bytes removed (the 3 of each `00 00 03`), the
    /// raw byte sequence the syntax is read from.
    static func unescaped(_ payload: some Collection<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(payload.count)
        var zeros = 0
        for byte in payload {
            if zeros >= 2, byte == 3 {
                zeros = 0
                continue
            }
            zeros = byte == 0 ? zeros + 1 : 0
            result.append(byte)
        }
        return result
    }
}
