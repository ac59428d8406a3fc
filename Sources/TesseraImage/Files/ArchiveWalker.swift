#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Walks an archive (`tessera sheet ROOT --each-folder`) folder by folder: which folders hold
/// photos directly, and how many — from the folder listings alone (`readdir`'s entry types), with
/// a `stat` only for each folder, each symbolic link and any entry whose type the file system does
/// not give, so that planning a tree of a million photos costs a listing a folder, not a
/// metadata request a file (what a network file system pays for most), and keeps no photo's name
/// once its folder is counted. The photos' sizes and times are read only for the folders a run
/// makes (``listing(of:)``).
///
/// The rules are ``ImageFileWalker``'s: entries in code-point order, depth first (a folder before
/// the folders inside it), hidden names skipped, files by their image extension, symbolic links
/// followed with each folder walked once.
public enum ArchiveWalker {
    /// A folder that holds photos directly.
    public struct Folder: Sendable, Equatable {
        /// Its path below the root, `/`-separated (`"2024/05-18"`); `""` for the root itself.
        public var relativePath: String
        /// The photos directly inside it (files with an image extension).
        public var photoCount: Int

        public init(relativePath: String, photoCount: Int) {
            self.relativePath = relativePath
            self.photoCount = photoCount
        }
    }

    /// A photo file directly in a folder: what says whether it changed.
    public struct Photo: Sendable, Equatable {
        /// Its name in the folder.
        public var name: String
        /// Its size in bytes.
        public var size: Int
        /// Its modification time, seconds and nanoseconds since 1970.
        public var modifiedSeconds: Int
        public var modifiedNanoseconds: Int
    }

    /// What a walk found: the folders with photos, in walk order, and the folders and files
    /// that could not be read (as ``ImageFileWalker/Entry`` failures).
    public struct Walk: Sendable {
        public var folders: [Folder]
        public var problems: [ImageFileWalker.Entry]
    }

    /// Walks the folder `root`.
    public static func walk(_ root: String) -> Walk {
        var walk = Walk(folders: [], problems: [])
        var visited = Set<FileID>()
        var info = stat()
        guard stat(root, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            walk.problems.append(ImageFileWalker.Entry(path: root, relativeFolder: "", problem: .cannotReadFolder(reason: "not a folder")))
            return walk
        }
        visit(root, relative: "", id: FileID(info), visited: &visited, into: &walk)
        return walk
    }

    /// What one folder holds directly: its photos, in order; its XMP sidecars (`.xmp`: ratings,
    /// picks, titles a sheet may show or select by); and the files that could not be read.
    public struct Listing: Sendable {
        public var photos: [Photo]
        public var sidecars: [Photo]
        public var problems: [ImageFileWalker.Entry]

        /// SHA-256 of the photos' and sidecars' names, sizes and modification times, one line
        /// each: what says whether the folder's sheet may have changed.
        public var digest: String {
            var hash = SHA256()
            for photo in photos {
                hash.update("\(photo.name)\t\(photo.size)\t\(photo.modifiedSeconds).\(photo.modifiedNanoseconds)\n")
            }
            for sidecar in sidecars {
                hash.update("xmp \(sidecar.name)\t\(sidecar.size)\t\(sidecar.modifiedSeconds).\(sidecar.modifiedNanoseconds)\n")
            }
            return hash.hexDigest()
        }
    }

    /// What `folder` holds directly, each photo and sidecar `stat`ed.
    public static func listing(of folder: String) -> Listing {
        list(folder, relative: "")
    }

    private static func visit(_ folder: String, relative: String, id: FileID, visited: inout Set<FileID>, into walk: inout Walk) {
        guard visited.insert(id).inserted else { return }
        let listed: [(name: String, type: UInt8)]
        switch ImageFileWalker.listFolder(folder) {
        case .success(let list): listed = list
        case .failure(let reason):
            walk.problems.append(ImageFileWalker.Entry(path: folder, relativeFolder: relative, problem: .cannotReadFolder(reason: reason)))
            return
        }
        var photos = 0
        var folders: [(String, FileID)] = []
        for (name, type) in listed where !name.hasPrefix(".") && !name.contains("\u{FFFD}") {
            let isPhotoName = ImageFileWalker.hasImageExtension(name)
            // A regular file's name says all; a folder, a link or an entry of unknown type is
            // asked about (a link to a folder is walked, a link to a photo counts).
            if type == UInt8(DT_REG) {
                if isPhotoName { photos += 1 }
                continue
            }
            let path = joined(folder, name)
            var info = stat()
            guard stat(path, &info) == 0 else {
                if type == UInt8(DT_DIR) {
                    walk.problems.append(ImageFileWalker.Entry(path: path, relativeFolder: relative,
                                                               problem: .cannotReadFolder(reason: String(cString: strerror(errno)))))
                }
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: folders.append((name, FileID(info)))
            case S_IFREG where isPhotoName: photos += 1
            default: continue
            }
        }
        if photos > 0 { walk.folders.append(Folder(relativePath: relative, photoCount: photos)) }
        for (name, childID) in folders {
            let path = joined(folder, name)
            visit(path, relative: relative.isEmpty ? name : relative + "/" + name, id: childID, visited: &visited, into: &walk)
        }
    }

    private static func list(_ folder: String, relative: String) -> Listing {
        var photos: [Photo] = [], sidecars: [Photo] = [], problems: [ImageFileWalker.Entry] = []
        let listed: [(name: String, type: UInt8)]
        switch ImageFileWalker.listFolder(folder) {
        case .success(let list): listed = list
        case .failure(let reason):
            let problem = ImageFileWalker.Entry(path: folder, relativeFolder: relative, problem: .cannotReadFolder(reason: reason))
            return Listing(photos: [], sidecars: [], problems: [problem])
        }
        for (name, type) in listed where !name.hasPrefix(".") {
            let path = joined(folder, name)
            if name.contains("\u{FFFD}") {
                if ImageFileWalker.hasImageExtension(name) {
                    problems.append(ImageFileWalker.Entry(path: path, relativeFolder: relative, problem: .nameNotUTF8))
                }
                continue
            }
            var info = stat()
            guard stat(path, &info) == 0 else {
                let reason = String(cString: strerror(errno))
                if type == UInt8(DT_DIR) {
                    problems.append(ImageFileWalker.Entry(path: path, relativeFolder: relative, problem: .cannotReadFolder(reason: reason)))
                } else if ImageFileWalker.hasImageExtension(name) {
                    problems.append(ImageFileWalker.Entry(path: path, relativeFolder: relative, problem: .cannotReadFile(reason: reason)))
                }
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG where ImageFileWalker.hasImageExtension(name):
                photos.append(Photo(name: name, size: Int(info.st_size), modifiedSeconds: Int(info.st_mtim.tv_sec),
                                    modifiedNanoseconds: Int(info.st_mtim.tv_nsec)))
            case S_IFREG where name.lowercased().hasSuffix(".xmp"):
                sidecars.append(Photo(name: name, size: Int(info.st_size), modifiedSeconds: Int(info.st_mtim.tv_sec),
                                      modifiedNanoseconds: Int(info.st_mtim.tv_nsec)))
            default:
                continue
            }
        }
        return Listing(photos: photos, sidecars: sidecars, problems: problems)
    }

    /// `name` inside `folder`.
    private static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
