import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder that appears at its path complete or not at all: a zoomable picture's tiles
/// (`OUT_files/`, or an IIIF `OUT/`), built under a temporary name in the same parent folder
/// (`.<name>.<pid>-<random>.tmp`, the pattern ``AtomicFile`` uses) and renamed into place.
///
/// An earlier run's folder at the path is renamed aside first, the new one renamed in, and the
/// old one removed: a reader sees the old folder or the new one, whole (for the moment between
/// the two renames, none). A run killed outright leaves its temporary folder, which the next
/// write of the same target removes (``StaleTemporaryFiles``); the writer keeps the folder's
/// modification time fresh (``touch()``) so a live writer's folder is never taken for abandoned.
final class AtomicFolder: AtomicOutput {
    /// Where the finished folder goes.
    let path: String
    /// The folder being built.
    let temporaryPath: String
    /// The parent folder (ending in `/`, or empty) and the folder's name.
    private let parent: String, name: String
    private var state = State.building

    private enum State { case building, published, discarded }

    /// Creates the temporary folder beside `path`.
    /// - Throws: ``EncodeError/cannotCreate(path:reason:)`` when the parent folder is missing or
    ///   not writable.
    init(path: String) throws(EncodeError) {
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        let slash = trimmed.lastIndex(of: "/")
        let parent = slash.map { String(trimmed[...$0]) } ?? ""
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
        StaleTemporaryFiles.sweep(folder: parent, name: name)
        var attempt = 0
        while true {
            let candidate = "\(parent).\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
            if mkdir(candidate, 0o777) == 0 {
                self.path = trimmed
                self.parent = parent
                self.name = name
                temporaryPath = candidate
                return
            }
            let code = errno
            attempt += 1
            if code != EEXIST || attempt >= 16 {
                throw .cannotCreate(path: path, reason: String(cString: strerror(code)))
            }
        }
    }

    deinit { discard() }

    /// Whether something that is not a folder is at ``path``.
    var targetBlocksReplacement: Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFDIR
    }

    /// Marks the folder as being written now (its modification time).
    func touch() {
        utimensat(AT_FDCWD, temporaryPath, nil, 0)
    }

    /// Moves the folder into place, replacing an earlier one.
    func publish() throws(EncodeError) {
        precondition(state == .building, "an atomic folder is published or discarded once")
        if targetBlocksReplacement {
            discard()
            throw .cannotReplace(path: path, reason: String(cString: strerror(ENOTDIR)))
        }
        var status = stat()
        var aside: String?
        if lstat(path, &status) == 0 {
            // Named as a temporary, so that a run killed before removing it leaves it to the sweep.
            let old = "\(parent).\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
            guard rename(path, old) == 0 else {
                let reason = String(cString: strerror(errno))
                discard()
                throw .cannotReplace(path: path, reason: reason)
            }
            aside = old
        }
        guard rename(temporaryPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            if let aside { rename(aside, path) }
            discard()
            throw .cannotReplace(path: path, reason: reason)
        }
        state = .published
        if let aside { Self.removeTree(aside) }
    }

    /// Removes the temporary folder and what it holds; nothing happens after ``publish()``.
    func discard() {
        guard state == .building else { return }
        state = .discarded
        Self.removeTree(temporaryPath)
    }

    /// Removes `path` and everything under it; whether it is gone.
    @discardableResult
    static func removeTree(_ path: String) -> Bool {
        (try? FileManager.default.removeItem(atPath: path)) != nil
    }
}
