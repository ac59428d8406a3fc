/// The fuzzer's input read as a tape of choices: each call takes the next bytes and turns them into
/// a small number, a size or a flag. An exhausted tape answers zeros, so every input builds a file.
struct Tape {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The next byte (0 once the tape is used up).
    mutating func byte() -> Int {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return Int(bytes[position])
    }

    /// A number in `0..<count` (`count` ≥ 1).
    mutating func below(_ count: Int) -> Int { byte() % max(count, 1) }

    /// A 16-bit number, big-endian.
    mutating func u16() -> Int { byte() << 8 | byte() }

    /// A 32-bit number, big-endian.
    mutating func u32() -> Int { u16() << 16 | u16() }

    /// A picture side: mostly small and honest, sometimes zero, sometimes huge.
    mutating func side() -> Int {
        switch below(8) {
        case 0: return 0
        case 1: return u32()
        case 2: return 65_535 + u16()
        default: return 1 + below(64)
        }
    }

    /// Whether the next choice says yes (about one time in `odds`).
    mutating func chance(_ odds: Int) -> Bool { below(odds) == 0 }
}
