/// A forward cursor over a ``ByteSource`` that reads in bounded chunks and skips by offset.
///
/// Every read names what it is reading (`context`), so that running out of bytes becomes
/// ``ProbeError/truncated(offset:context:)`` with a message a person understands.
package struct ByteReader {
    /// How many bytes one refill of the window asks for.
    package static let chunkSize = 16 * 1024

    private let source: any ByteSource
    /// The position of the next byte to read, from the start of the data.
    private(set) var offset: Int
    private var window: [UInt8] = []
    private var windowStart = 0

    package init(_ source: any ByteSource, offset: Int = 0) {
        self.source = source
        self.offset = offset
    }

    /// The total size, when the source knows it.
    package var count: Int? { source.count }

    /// The next byte, or nil at the end of the data. Does not move the cursor.
    package mutating func peek() throws(ProbeError) -> UInt8? {
        let index = offset - windowStart
        if index >= 0, index < window.count { return window[index] }
        window = try source.read(at: offset, count: Self.chunkSize)
        windowStart = offset
        return window.first
    }

    /// The next byte.
    package mutating func byte(_ context: @autoclosure () -> String) throws(ProbeError) -> UInt8 {
        guard let value = try peek() else { throw .truncated(offset: offset, context: context()) }
        offset += 1
        return value
    }

    /// The next two bytes as a big-endian number.
    package mutating func uint16(_ context: @autoclosure () -> String) throws(ProbeError) -> Int {
        let high = try byte(context())
        let low = try byte(context())
        return Int(high) << 8 | Int(low)
    }

    /// The next four bytes as a big-endian number.
    package mutating func uint32(_ context: @autoclosure () -> String) throws(ProbeError) -> UInt32 {
        let bytes = try self.bytes(4, context())
        return bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Exactly `count` bytes.
    package mutating func bytes(_ count: Int, _ context: @autoclosure () -> String) throws(ProbeError) -> [UInt8] {
        guard count > 0 else { return [] }
        let index = offset - windowStart
        if index >= 0, index + count <= window.count {
            offset += count
            return Array(window[index..<index + count])
        }
        let result = try source.read(at: offset, count: count)
        guard result.count == count else {
            throw .truncated(offset: offset + result.count, context: context())
        }
        offset += count
        return result
    }

    /// Moves the cursor `count` bytes forward without reading them.
    /// - Throws: ``ProbeError/truncated(offset:context:)`` when fewer bytes remain.
    package mutating func skip(_ count: Int, _ context: @autoclosure () -> String) throws(ProbeError) {
        guard count > 0 else { return }
        let target = offset + count
        if let total = source.count {
            guard target <= total else { throw .truncated(offset: total, context: context()) }
        } else if try source.read(at: target - 1, count: 1).isEmpty {
            throw .truncated(offset: target - 1, context: context())
        }
        offset = target
    }
}
