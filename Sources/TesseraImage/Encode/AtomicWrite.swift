#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a small file (a record, an index, a page) whole: under a temporary name in the same
/// folder, flushed, then renamed over the target (``AtomicFile``), so a reader, another shard or
/// the next run sees the old file or the new one, never a part.
///
/// ```swift
/// try AtomicWrite.write(Array(json.utf8), to: "sheets/2024/05-18.sheet.json")
/// ```
public enum AtomicWrite {
    /// Replaces the file at `path` with `bytes`, flushed to disk first unless `durable` is false
    /// (a cache entry, which a crash may lose but never leave half-written under its name).
    /// - Throws: ``EncodeError`` naming what failed; the target is then as it was.
    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(EncodeError) {
        let file = try written(bytes, to: path, durable: durable)
        try file.commit()
    }

    /// The ``AtomicFile`` for `path` holding `bytes`, not yet sealed or renamed (a file of a set
    /// goes on to ``AtomicFileSet``); discarded, and the error thrown, when writing fails.
    static func written(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(EncodeError) -> AtomicFile {
        let file = try AtomicFile(path: path)
        file.durable = durable
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                Glibc.write(file.descriptor, raw.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                file.discard()
                throw .writeFailed(path: path, reason: reason)
            }
            written += count
        }
        return file
    }
}
