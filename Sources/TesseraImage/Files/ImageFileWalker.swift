#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the photos named on a command line: files as given, folders walked recursively.
///
/// - Inside folders, entries are visited in sorted order (by Unicode code points of their
///   names, so the order is the same on every machine), depth first; hidden entries (names
///   starting with `.`) are skipped, and so are files whose extension is not an image format's.
/// - A path named explicitly is always taken, whatever its extension (the probe, not the name,
///   decides what it is).
/// - Symbolic links are followed, but each folder is walked once: a link loop cannot hang it.
/// - Paths that cannot be read become failures in walk order, so that a caller reports them
///   where they belong and carries on.
public enum ImageFileWalker {
    /// One result of a walk, in walk order.
    public struct Entry: Sendable, Equatable {
        /// The file's path: the argument as given, or the argument joined with the names below it.
        public var path: String
        /// The folder holding the file relative to the argument it was found under (`""` for a
        /// file directly inside it or named explicitly; `"Trips/Rome"` two levels down).
        public var relativeFolder: String
        /// Why the path could not be walked or read; nil for a file found.
        public var problem: WalkProblem?

        /// ``problem`` in words.
        public var failure: String? { problem?.description }

        /// An entry.
        public init(path: String, relativeFolder: String, problem: WalkProblem?) {
            self.path = path
            self.relativeFolder = relativeFolder
            self.problem = problem
        }
    }

    /// File extensions (lowercased) taken inside folders: the formats Tessera reads, and those it
    /// recognises to report as unsupported.
    public static let imageExtensions: Set<String> = [
        "jpg", "jpeg", "jpe", "jfif", "png", "apng",
        "gif", "webp", "heic", "heif", "avif", "tif", "tiff", "bmp",
        // Camera RAW (told apart by signature, not by these names).
        "dng", "nef", "nrw", "cr2", "cr3", "crw", "arw", "srf", "sr2", "orf", "rw2", "raf", "pef", "srw", "mrw", "rwl", "3fr", "iiq", "erf", "kdc", "dcr", "mos", "x3f",
    ]

    /// Walks `paths` and returns the files found and the failures, in walk order.
    public static func walk(_ paths: [String]) -> [Entry] {
        var visited = Set<FileID>()
        var entries: [Entry] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                entries.append(Entry(path: path, relativeFolder: "", problem: .cannotReadFile(reason: String(cString: strerror(errno)))))
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walkFolder(path, relative: "", id: FileID(info), visited: &visited, into: &entries)
            } else {
                entries.append(Entry(path: path, relativeFolder: "", problem: nil))
            }
        }
        return entries
    }

    /// Whether a file name has one of the ``imageExtensions``.
    public static func hasImageExtension(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return imageExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    private static func walkFolder(_ folder: String, relative: String, id: FileID,
                                   visited: inout Set<FileID>, into entries: inout [Entry]) {
        guard visited.insert(id).inserted else { return }
        let listed: [(name: String, type: UInt8)]
        switch listFolder(folder) {
        case .success(let list): listed = list
        case .failure(let reason):
            entries.append(Entry(path: folder, relativeFolder: relative, problem: .cannotReadFolder(reason: reason)))
            return
        }
        for (name, type) in listed where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let child = relative.isEmpty ? name : relative + "/" + name  // the relative folder, should it be one
            if name.contains("\u{FFFD}") {
                // Read lossily: the bytes were not UTF-8, so this spelling cannot open the file.
                if hasImageExtension(name) {
                    entries.append(Entry(path: path, relativeFolder: relative, problem: .nameNotUTF8))
                }
                continue
            }
            var info = stat()
            guard stat(path, &info) == 0 else {
                // A dangling link, or an entry gone since the listing: report it if it looks like a
                // photo. A folder that cannot be entered (its path longer than the system allows,
                // say) is reported too: photos may be inside.
                let reason = String(cString: strerror(errno))
                if type == UInt8(DT_DIR) {
                    entries.append(Entry(path: path, relativeFolder: child, problem: .cannotReadFolder(reason: reason)))
                } else if hasImageExtension(name) {
                    entries.append(Entry(path: path, relativeFolder: relative, problem: .cannotReadFile(reason: reason)))
                }
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                walkFolder(path, relative: child, id: FileID(info), visited: &visited, into: &entries)
            case S_IFREG where hasImageExtension(name):
                entries.append(Entry(path: path, relativeFolder: relative, problem: nil))
            default:
                continue
            }
        }
    }

    enum Listing { case success([(name: String, type: UInt8)]), failure(String) }

    /// The folder's entries, sorted by name, each with its `d_type` (`DT_DIR`, `DT_REG`, … or
    /// `DT_UNKNOWN` where the file system does not say).
    static func listFolder(_ path: String) -> Listing {
        guard let dir = opendir(path) else { return .failure(String(cString: strerror(errno))) }
        defer { closedir(dir) }
        var listed: [(name: String, type: UInt8)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { listed.append((name, entry.pointee.d_type)) }
        }
        return .success(listed.sorted { $0.name.unicodeScalars.lexicographicallyPrecedes($1.name.unicodeScalars) })
    }
}

/// A file's identity (device and inode), to walk each folder once.
struct FileID: Hashable {
    let device: UInt64
    let inode: UInt64
    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
