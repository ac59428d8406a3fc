#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sweeps the temporary files that runs killed outright left beside an output (issue 36, point
/// 12): `kill -9`, the OOM killer or a power cut run no cleanup, and each left a hidden
/// `.NAME.png.PID-N.tmp` (~30 MB for a sheet) that no later run removed.
///
/// Before ``AtomicFile`` creates its own temporary file, it removes those of the same target
/// whose writer is gone: a name `.<name>.<pid>-<digits>.tmp` (the pattern ``AtomicFile`` gives,
/// `<name>` the target's name cut as it cuts it), a regular file (or a folder of tiles an
/// ``AtomicFolder`` was building, removed with what it holds), whose `<pid>` names no live
/// process (`kill(pid, 0)` fails with `ESRCH`). A temporary of a live process — this one, or
/// another run writing the same target now — is never touched, nor one whose process cannot be
/// asked (`EPERM`: it lives, under another user). Other names, other targets' temporaries and
/// files that are neither regular nor folders are left alone. A PID reused since by another process (or a PID of
/// another machine sharing the folder) keeps its stale file until that process ends, or until
/// the file has not been written to for an hour (``abandonedSeconds``): a writer streams its
/// file, so an hour without a write is a writer gone.
///
/// Only the target's own folder is read, once a write; failures to read or remove are ignored
/// (the sweep is housekeeping, never a reason to fail the write).
///
/// ```swift
/// // "out/.sheet.png.4242-17.tmp" left by a killed run 4242:
/// StaleTemporaryFiles.sweep(folder: "out/", name: "sheet.png")   // removed, if 4242 is gone
/// ```
enum StaleTemporaryFiles {
    /// Removes the stale temporaries of the target `name` in `folder` (ending in `/`, or empty
    /// for the working directory); returns the names removed.
    @discardableResult
    static func sweep(folder: String, name: String) -> [String] {
        guard let directory = opendir(folder.isEmpty ? "." : folder) else { return [] }
        defer { closedir(directory) }
        let prefix = "." + name + "."
        var removed: [String] = []
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard entryName.hasPrefix(prefix), let pid = writer(of: entryName, prefix: prefix) else { continue }
            let path = folder + entryName
            var status = stat()
            // Files, or the folders an AtomicFolder builds (a zoomable picture's tiles).
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG || (status.st_mode & S_IFMT) == S_IFDIR else { continue }
            // Its process is gone, or it has not been written to for an hour: the PID may be
            // another machine's (archives are written by shards on many nodes of a shared file
            // system), and a writer streams its file continuously.
            guard !isAlive(pid) || Int(time(nil)) - Int(status.st_mtim.tv_sec) > abandonedSeconds else { continue }
            if (status.st_mode & S_IFMT) == S_IFDIR {
                if AtomicFolder.removeTree(path) { removed.append(entryName) }
            } else if unlink(path) == 0 {
                removed.append(entryName)
            }
        }
        return removed
    }

    /// The PID in `name` when it is `prefix` + `<pid>-<digits>.tmp`, nil for any other name.
    static func writer(of name: String, prefix: String) -> pid_t? {
        guard name.hasSuffix(".tmp") else { return nil }
        let middle = name.utf8.dropFirst(prefix.utf8.count).dropLast(4)
        let parts = middle.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 10 && $0.allSatisfy { (48...57).contains($0) } })
        else { return nil }
        let value = parts[0].reduce(0) { $0 * 10 + Int($1 - 48) }
        // 0 and negative numbers would signal process groups: only a real PID is asked about.
        guard value > 0, value <= Int(Int32.max) else { return nil }
        return pid_t(value)
    }

    /// A temporary not written to for this long is abandoned whatever its PID: an hour.
    static let abandonedSeconds = 3600

    /// Whether a process `pid` exists (for all this process can tell: only `ESRCH` says no).
    static func isAlive(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }
}
