#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a cached thumbnail was made from, in words: the photo's identity and the parameters of
/// its decode. The entry's file name is the SHA-256 of this text, and the entry holds the text
/// itself, compared whole on every read: a hash collision, a file renamed over another or an
/// entry copied from elsewhere can never pass for the photo asked about.
///
/// The identity is the photo's canonical path, device and inode, size, and its modification and
/// change times to the nanosecond. The change time (`ctime`) moves on every write and cannot be
/// set back (`touch -d` sets only `mtime`), so a rewritten file never matches its old entry. Where
/// the file system keeps whole seconds only (both times with 0 nanoseconds: FAT, some network
/// shares), the identity also holds the SHA-256 of the file's bytes. A photo changed within the
/// last ``settleSeconds`` is not cached at all: it may still be being written.
struct ThumbnailCacheKey: Equatable {
    /// The key's text, one fact a line.
    let text: String
    /// SHA-256 of ``text``, hexadecimal: the entry's name.
    let digest: String
    /// Whether the photo changed too recently to be stored.
    let isSettling: Bool

    static let settleSeconds = 2

    /// The key of `path` decoded to `parameters` (a description of every input of the decode
    /// other than the file); nil when the file cannot be stat'ed or read.
    init?(path: String, parameters: String, now: Int = Int(time(nil))) {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        guard let resolved = realpath(path, nil) else { return nil }
        let canonical = String(cString: resolved)
        free(resolved)
        var lines = [
            "tessera-thumbnail-cache 1",
            "path \(canonical.utf8.count) \(canonical)",
            "file \(info.st_dev) \(info.st_ino) \(info.st_size)",
            "mtime \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)",
            "ctime \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)",
        ]
        if info.st_mtim.tv_nsec == 0 && info.st_ctim.tv_nsec == 0 {
            guard let content = Self.contentDigest(path) else { return nil }
            lines.append("content \(content)")
        }
        lines.append("decode \(parameters.utf8.count) \(parameters)")
        text = lines.joined(separator: "\n") + "\n"
        var hash = SHA256()
        hash.update(text)
        digest = hash.hexDigest()
        isSettling = now - Int(max(info.st_mtim.tv_sec, info.st_ctim.tv_sec)) < Self.settleSeconds
    }

    /// SHA-256 of the file's bytes, read 1 MiB at a time.
    static func contentDigest(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var hash = SHA256()
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return hash.hexDigest() }
            hash.update(buffer[0..<count])
        }
    }
}
