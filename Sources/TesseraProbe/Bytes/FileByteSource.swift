#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A ``ByteSource`` reading a regular file with `pread`, a range at a time.
///
/// Opening refuses anything that is not a regular file (a directory named `x.jpg`, a FIFO, a
/// device) without blocking, so a probe can never hang on a special file. The descriptor is
/// closed when the source is released; it is a class because it owns that descriptor.
public final class FileByteSource: ByteSource {
    /// The open file, for decoders that stream it (TesseraImage's `CodecInput`).
    package let descriptor: Int32
    /// The file's size when it was opened.
    public let count: Int?

    /// Opens `path` for reading.
    /// - Throws: ``ProbeError/unreadable(reason:)`` naming what went wrong.
    public init(path: String) throws(ProbeError) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            throw .unreadable(reason: String(cString: strerror(errno)))
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw .unreadable(reason: reason)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            let kind = (info.st_mode & S_IFMT) == S_IFDIR ? "it is a directory" : "it is not a regular file"
            throw .unreadable(reason: kind)
        }
        descriptor = fd
        count = Int(info.st_size)
    }

    deinit { close(descriptor) }

    public func read(at offset: Int, count: Int) throws(ProbeError) -> [UInt8] {
        guard offset >= 0, count > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = buffer.withUnsafeMutableBytes { raw in
                pread(descriptor, raw.baseAddress! + filled, count - filled, off_t(offset + filled))
            }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw .unreadable(reason: String(cString: strerror(errno)))
            }
            filled += got
        }
        if filled < count { buffer.removeSubrange(filled...) }
        return buffer
    }
}
