import Foundation

extension SpecLoader {
    /// The largest spec read, in bytes: 1 MiB (issue 36, point 11). A real spec is a few KB; one
    /// listing 10,000 photos by path with a title each about 600 KB. Yams turns every byte of
    /// text into tens of bytes of tree before anything can look at it (a 100 MB spec was still
    /// growing at 3.7 GB after 120 s), so the size is the first bound: 1 MiB of YAML composes in
    /// well under 100 MB.
    public static let maximumFileBytes = 1 << 20

    /// The text of the spec at `path`: a file, or a pipe (`<(…)`), read to its end but no further
    /// than ``maximumFileBytes``. A regular file's size is checked before any byte is read, and
    /// nothing reads more than the limit and one byte (a file that grows, a pipe, `/dev/zero`).
    static func read(path: String) throws(SpecLoadError) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unreadable(path: path, reason: errno == ENOENT ? "no such file" : String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            if (status.st_mode & S_IFMT) == S_IFDIR { throw .unreadable(path: path, reason: "it is a folder") }
            if (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) > maximumFileBytes {
                throw .fileTooLarge(path: path, bytes: Int(status.st_size), limit: maximumFileBytes)
            }
        }
        let capacity = maximumFileBytes + 1
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            while count < capacity {
                let read = Glibc.read(descriptor, buffer.baseAddress.map { $0 + count }, capacity - count)
                if read < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if read == 0 { break }
                count += read
            }
        }
        if failure != 0 { throw .unreadable(path: path, reason: String(cString: strerror(failure))) }
        guard bytes.count <= maximumFileBytes else { throw .fileTooLarge(path: path, bytes: nil, limit: maximumFileBytes) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .unreadable(path: path, reason: "not UTF-8 text") }
        return text
    }
}
