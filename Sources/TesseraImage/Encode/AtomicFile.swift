internal import CImageCodecs
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that appears at its path complete or not at all: written under a temporary name in the
/// same folder, then renamed over the target (an atomic step on POSIX file systems).
///
/// ``commit()`` flushes to disk and renames; ``discard()`` removes the temporary file. A reader
/// of the target path never sees a partial file, and a failure leaves no partial file behind.
///
/// Temporaries of the same target left by runs killed outright (`kill -9`: no cleanup runs)
/// are removed first, when their process is gone (``StaleTemporaryFiles``).
///
/// A symbolic link is followed: the file it leads to is replaced, and the link stays. A target
/// that exists and is not a regular file (`/dev/null`, a FIFO, `/dev/stdout` on a pipe) is
/// written to directly, as a stream: renaming over it would replace a device with a file.
final class AtomicFile {
    /// Where the finished file goes (symbolic links resolved).
    let path: String
    /// The temporary file, `.<name>.<pid>-<random>.tmp` in the target's folder (the name cut
    /// to 200 bytes); nil when the target is a stream written directly.
    let temporaryPath: String?
    /// Open for writing until commit or discard.
    let descriptor: Int32
    /// Closed (sealed, committed or discarded): nothing more is written.
    private var closed = false
    /// Sealed: complete and closed under its temporary name, waiting for ``publish()``.
    private var sealed = false
    /// The interrupt-cleanup slot of ``temporaryPath`` (see ``InterruptCleanup``).
    private let cleanupSlot: Int32
    /// Whether ``seal()`` flushes the data to disk before the rename: true for what a user keeps
    /// (sheets, records); a cache, whose damaged entry is only a miss, skips the wait.
    var durable = true

    /// Creates the temporary file (permissions 0666 less the umask, like any new file), or
    /// opens a target that is not a regular file.
    init(path: String) throws(EncodeError) {
        var status = stat()
        if stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG && (status.st_mode & S_IFMT) != S_IFDIR {
            let fd = open(path, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw .cannotCreate(path: path, reason: String(cString: strerror(errno))) }
            self.path = path
            temporaryPath = nil
            descriptor = fd
            cleanupSlot = -1
            return
        }
        let target = Self.resolvingLink(path)
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[...$0]) } ?? ""
        let name = Self.prefix(of: slash.map { String(target[target.index(after: $0)...]) } ?? target, bytes: 200)
        // What runs killed outright (no cleanup ran) left for this target.
        StaleTemporaryFiles.sweep(folder: folder, name: name)
        var attempt = 0
        while true {
            let candidate = "\(folder).\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
            // Registered before it exists: a signal that arrives just after the file is created
            // must find it on the cleanup list (one that arrives just before unlinks a name that
            // is not there yet, which is harmless).
            let slot = tessera_temp_register(candidate)
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 {
                self.path = target
                temporaryPath = candidate
                descriptor = fd
                cleanupSlot = slot
                return
            }
            let code = errno
            tessera_temp_unregister(slot)
            attempt += 1
            if code != EEXIST || attempt >= 16 {
                throw .cannotCreate(path: path, reason: String(cString: strerror(code)))
            }
        }
    }

    deinit { discard() }

    /// The longest prefix of `name` of at most `bytes` UTF-8 bytes, whole characters only: a
    /// temporary name built on a 250-byte file name must still fit the file system's 255.
    private static func prefix(of name: String, bytes: Int) -> String {
        var count = 0
        return String(name.prefix { character in
            count += character.utf8.count
            return count <= bytes
        })
    }

    /// The file a symbolic link at `path` leads to (all links resolved), or `path` itself when
    /// it is not a link or the link leads nowhere.
    private static func resolvingLink(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK,
              let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Flushes the data to disk, closes the file and renames it to ``path`` (a stream target
    /// is only closed).
    func commit() throws(EncodeError) {
        try seal()
        try publish()
    }

    /// Flushes the data to disk and closes the file, keeping it under its temporary name (and
    /// on the interrupt-cleanup list) until ``publish()`` renames it or ``discard()`` removes it:
    /// the first step of a set of files that appear together (``AtomicFileSet``).
    func seal() throws(EncodeError) {
        precondition(!closed, "an atomic file is sealed, committed or discarded once")
        closed = true
        if durable && fsync(descriptor) != 0 && errno != EINVAL && errno != EROFS {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            removeTemporaryFile()
            throw .writeFailed(path: path, reason: reason)
        }
        if close(descriptor) != 0 {
            let reason = String(cString: strerror(errno))
            removeTemporaryFile()
            throw .writeFailed(path: path, reason: reason)
        }
        sealed = true
    }

    /// Renames a sealed file to ``path`` (a stream target has nothing to rename).
    func publish() throws(EncodeError) {
        precondition(sealed, "an atomic file is published once, after seal()")
        sealed = false
        guard let temporaryPath else { return }
        defer { tessera_temp_unregister(cleanupSlot) }
        if rename(temporaryPath, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw .cannotReplace(path: path, reason: reason)
        }
    }

    /// Whether ``path`` is a folder, which no file can be renamed over: checked for every file
    /// of a set before the first is published.
    var targetIsFolder: Bool {
        var status = stat()
        return temporaryPath != nil && stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Closes and removes the temporary file, also once sealed; nothing happens after a commit.
    func discard() {
        if sealed {
            sealed = false
            removeTemporaryFile()
            return
        }
        guard !closed else { return }
        closed = true
        close(descriptor)
        removeTemporaryFile()
    }

    private func removeTemporaryFile() {
        guard let temporaryPath else { return }
        unlink(temporaryPath)
        tessera_temp_unregister(cleanupSlot)
    }
}

/// Interrupted runs leave no temporary files: once ``install()`` has run, SIGINT, SIGTERM and
/// SIGHUP first remove every unfinished ``PNGWriter`` output (its temporary file), then end the
/// process as they would have. The handler is in C (`CImageCodecs`) and async-signal-safe.
///
/// ```swift
/// InterruptCleanup.install()   // at the start of a command-line tool
/// ```
package enum InterruptCleanup {
    /// Installs the handlers, once; signals the process ignores stay ignored.
    package static func install() { tessera_install_interrupt_cleanup() }
}
