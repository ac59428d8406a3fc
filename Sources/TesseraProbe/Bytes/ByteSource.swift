/// Where a probe reads bytes from: a file, or bytes already in memory.
///
/// Probing asks only for the ranges it needs (a marker's length, an EXIF segment, a chunk
/// header) and skips the rest by offset, so a 50 MB photo costs as little as a 50 KB one.
public protocol ByteSource {
    /// The total number of bytes, when known up front (a regular file's size, a buffer's count).
    var count: Int? { get }

    /// Up to `count` bytes starting at `offset`; fewer (possibly none) only at the end of the data.
    /// Implementations MUST NOT return more than asked.
    func read(at offset: Int, count: Int) throws(ProbeError) -> [UInt8]
}

/// A ``ByteSource`` over bytes in memory.
public struct MemoryByteSource: ByteSource, Sendable {
    /// The bytes, for the codec libraries that identify a file from memory (LibRaw).
    package let bytes: [UInt8]

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public var count: Int? { bytes.count }

    public func read(at offset: Int, count: Int) throws(ProbeError) -> [UInt8] {
        guard offset >= 0, count > 0, offset < bytes.count else { return [] }
        let end = offset + min(count, bytes.count - offset)
        return Array(bytes[offset..<end])
    }
}
