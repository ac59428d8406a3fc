#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What appears at its path complete or not at all, and can wait, complete, for the others of a
/// set (``AtomicFileSet``): an ``AtomicFile`` or an ``AtomicFolder``.
protocol AtomicOutput: AnyObject {
    /// Where the output goes.
    var path: String { get }
    /// Whether something at ``path`` cannot be replaced by this output (a folder where a file
    /// goes): checked for every output of a set before the first is published.
    var targetBlocksReplacement: Bool { get }
    /// Moves the complete output into place.
    func publish() throws(EncodeError)
    /// Removes the temporary output; nothing happens after ``publish()``.
    func discard()
}

extension AtomicFile: AtomicOutput {
    var targetBlocksReplacement: Bool { targetIsFolder }
}

/// Files that appear together or not at all: the pages of one sheet (or the folders and files of
/// zoomable pages).
///
/// Each file is written complete under a temporary name (``PNGWriter/finish(into:)``) and stays
/// so, on the interrupt-cleanup list, until ``commit()`` renames every one into place. A run
/// that fails on page 3 (a full disk), or is interrupted, leaves the earlier run's pages as they
/// were and no temporary file; ``discard()`` (or releasing the set) removes the temporaries.
///
/// ```swift
/// let pages = AtomicFileSet()
/// for (number, rows) in pictures.enumerated() {
///     let writer = try PNGWriter(path: "sheet-\(number + 1).png", width: 800, height: rows.height, hasAlpha: false)
///     try writer.append(rows: rows)
///     try writer.finish(into: pages)
/// }
/// try pages.commit()   // every page appears now
/// ```
///
/// The set is a class because it owns the temporary files; use it from one thread at a time.
public final class AtomicFileSet {
    private var files: [any AtomicOutput] = []
    private var committed = false

    /// An empty set.
    public init() {}

    deinit { discard() }

    /// The number of files waiting to be committed.
    public var count: Int { files.count }

    /// Adds a sealed file (complete, closed, under its temporary name) or a complete folder.
    func add(_ file: any AtomicOutput) {
        precondition(!committed, "AtomicFileSet: a file added after commit()")
        files.append(file)
    }

    /// Renames every file into place, in the order they were added.
    /// - Throws: ``EncodeError/cannotReplace(path:reason:)`` before any file is renamed when a
    ///   target is a folder; should a rename still fail, the files not yet renamed are removed.
    public func commit() throws(EncodeError) {
        precondition(!committed, "AtomicFileSet: commit() once")
        if let blocked = files.first(where: \.targetBlocksReplacement) {
            discard()
            throw .cannotReplace(path: blocked.path, reason: String(cString: strerror(blocked is AtomicFolder ? ENOTDIR : EISDIR)))
        }
        committed = true
        for (index, file) in files.enumerated() {
            do {
                try file.publish()
            } catch {
                for rest in files[(index + 1)...] { rest.discard() }
                files = []
                throw error
            }
        }
        files = []
    }

    /// Removes every temporary file; nothing happens after a commit.
    public func discard() {
        for file in files { file.discard() }
        files = []
    }
}

extension AtomicFileSet {
    /// Writes `bytes` as a file of the set, to appear at `path` with the others.
    package func add(bytes: [UInt8], at path: String) throws(EncodeError) {
        let file = try AtomicWrite.written(bytes, to: path)
        try file.seal()
        add(file)
    }
}
