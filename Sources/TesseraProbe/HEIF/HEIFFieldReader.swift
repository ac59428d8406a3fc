/// Big-endian fields read in order from a box's data, each checked to lie inside it.
struct HEIFFieldReader {
    private let data: ArraySlice<UInt8>
    private let base: Int
    private let context: String
    private var at = 0

    init(_ data: ArraySlice<UInt8>, fileOffset: Int, context: String) {
        self.data = data
        base = fileOffset
        self.context = context
    }

    /// Where the next field lies in the file.
    var fileOffset: Int { base + at }

    /// The next `width` bytes (0 … 8) as a number; a value past `Int.max` is refused.
    mutating func uint(_ width: Int) throws(ProbeError) -> Int {
        guard width <= data.count - at else { throw .truncated(offset: base + data.count, context: context) }
        let start = data.startIndex + at
        let value = data[start..<(start + width)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        guard value <= UInt64(Int.max) else {
            throw .corruptHEIF(offset: base + at, reason: "a field of \(width) bytes in \(context) is \(value), past any file offset")
        }
        at += width
        return Int(value)
    }

    /// Moves past `count` bytes (a later ``uint(_:)`` finds the end).
    mutating func skip(_ count: Int) { at = min(data.count, at + count) }
}
