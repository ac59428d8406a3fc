#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where ``PNGWriter`` sends encoded bytes, in order: a file descriptor or memory.
///
/// Implementations MAY buffer; ``flush()`` MUST hand everything on. They are classes because
/// the C encoder holds on to them while it runs.
public protocol ByteSink: AnyObject {
    /// Takes the next bytes of output.
    func write(_ bytes: UnsafeRawBufferPointer) throws(EncodeError)
    /// Passes on anything buffered.
    func flush() throws(EncodeError)
}

/// A ``ByteSink`` that keeps everything in memory, for tests and for callers that want the
/// PNG as bytes.
///
/// ```swift
/// let sink = MemoryByteSink()
/// let writer = try PNGWriter(sink: sink, width: 1, height: 1, hasAlpha: false)
/// try writer.append(rows: PixelBuffer(width: 1, height: 1, filledWith: .white))
/// try writer.finish()
/// print(sink.bytes.prefix(4))
/// // [137, 80, 78, 71]
/// ```
public final class MemoryByteSink: ByteSink {
    /// Everything written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty sink.
    public init() {}

    /// Appends `bytes` to ``bytes``.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(EncodeError) {
        self.bytes.append(contentsOf: bytes)
    }

    /// Nothing to do: memory is never buffered.
    public func flush() throws(EncodeError) {}
}

/// A ``ByteSink`` writing to a file descriptor it does not own, through a 64 KiB buffer.
final class DescriptorByteSink: ByteSink {
    private let descriptor: Int32
    /// The path named in errors ("-" for standard output).
    private let path: String
    private var buffer: [UInt8] = []

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
        buffer.reserveCapacity(1 << 16)
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws(EncodeError) {
        if buffer.count + bytes.count > 1 << 16 { try flush() }
        if bytes.count >= 1 << 16 { return try writeAll(bytes) }
        buffer.append(contentsOf: bytes)
    }

    func flush() throws(EncodeError) {
        guard !buffer.isEmpty else { return }
        let pending = buffer
        buffer.removeAll(keepingCapacity: true)
        let result: Result<Void, EncodeError> = pending.withUnsafeBytes { raw in
            do throws(EncodeError) { try writeAll(raw); return .success(()) } catch { return .failure(error) }
        }
        try result.get()
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) throws(EncodeError) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = posixWrite(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
            }
            offset += written
        }
    }
}

/// `write(2)`, named apart from the sinks' own `write`.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
