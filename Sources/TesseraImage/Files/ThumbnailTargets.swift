import Foundation

/// Where `tessera thumbnail … -o DIR/` writes each photo of the paths given: files named on their
/// own go to `DIR/NAME.png`; a folder is walked as a sheet walks it (its image files, recursively,
/// hidden ones and sidecars left out), its subfolders mirrored (`Trip/Day 1/IMG_1.jpg` →
/// `DIR/Day 1/IMG_1.png`), and with several paths given each folder under its own name
/// (`DIR/Trip/Day 1/IMG_1.png`), as a sheet's sections are.
///
/// No thumbnail is ever written over another: photos that would share a name (`IMG_4501.HEIC`
/// beside `IMG_4501.JPG`) keep their whole file name (`IMG_4501.HEIC.png`, `IMG_4501.JPG.png`),
/// and names still shared (the same file name given from two folders) are numbered in the order
/// given (`x.png`, `x-2.png`). Files under `excluding` (the output folder inside a folder walked)
/// are not photos of the run.
///
/// ```swift
/// let plan = ThumbnailTargets(["Trip"], fileExtension: "png")
/// print(plan.targets.map(\.relative))
/// // ["IMG_1.png", "Day 1/IMG_2.png"]
/// ```
public struct ThumbnailTargets: Sendable, Equatable {
    /// A photo and its thumbnail's path under the output folder.
    public struct Target: Sendable, Equatable {
        public var input: String
        public var relative: String
        /// Whether it was found in a folder walked (rather than named on its own): a file there
        /// that is no image at all is skipped, not a failure.
        public var walked: Bool
    }

    /// Every photo found, in the order walked.
    public var targets: [Target]
    /// Folders that could not be read, and photos that could not be (a dangling link): path and reason.
    public var problems: [(path: String, reason: String)]

    public static func == (lhs: ThumbnailTargets, rhs: ThumbnailTargets) -> Bool {
        lhs.targets == rhs.targets && lhs.problems.map(\.path) == rhs.problems.map(\.path) && lhs.problems.map(\.reason) == rhs.problems.map(\.reason)
    }

    /// The targets of `paths`, each thumbnail with `fileExtension` (`png`, `jpg`).
    public init(_ paths: [String], fileExtension: String, excluding: String? = nil) {
        let folders = paths.filter { Self.isFolder($0) }
        let excluded = excluding.map { Self.canonical($0) + "/" }
        var found: [(input: String, folder: String, name: String, walked: Bool)] = []
        var problems: [(path: String, reason: String)] = []
        for path in paths {
            guard Self.isFolder(path) else {
                found.append((path, "", URL(fileURLWithPath: path).lastPathComponent, false))
                continue
            }
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            let own = URL(fileURLWithPath: trimmed).standardizedFileURL.lastPathComponent
            let named = folders.filter { URL(fileURLWithPath: $0).standardizedFileURL.lastPathComponent == own }.count > 1 ? trimmed : own
            let prefix = folders.count > 1 ? named : ""
            for entry in ImageFileWalker.walk([path]) {
                if let excluded, Self.canonical(entry.path).hasPrefix(excluded) { continue }
                if let problem = entry.problem {
                    problems.append((entry.path, problem.description))
                    continue
                }
                let folder = [prefix, entry.relativeFolder].filter { !$0.isEmpty }.joined(separator: "/")
                found.append((entry.path, folder, URL(fileURLWithPath: entry.path).lastPathComponent, true))
            }
        }
        func stem(_ name: String) -> String { (name as NSString).deletingPathExtension }
        func join(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }
        // Names shared in one folder keep their whole file name.
        var counts: [String: Int] = [:]
        for photo in found { counts[join(photo.folder, stem(photo.name)).lowercased(), default: 0] += 1 }
        var used = Set<String>()
        var lastNumber: [String: Int] = [:]   // by base: a thousand photos of one name are numbered in one pass
        targets = found.map { photo in
            let shared = counts[join(photo.folder, stem(photo.name)).lowercased(), default: 0] > 1
            let base = join(photo.folder, shared ? photo.name : stem(photo.name))
            // Still shared (one name given from two places): numbered in the order given.
            var name = base + "." + fileExtension, number = lastNumber[base.lowercased()] ?? 1
            while !used.insert(name.lowercased()).inserted {
                number += 1
                name = "\(base)-\(number).\(fileExtension)"
            }
            lastNumber[base.lowercased()] = number
            return Target(input: photo.input, relative: name, walked: photo.walked)
        }
        self.problems = problems
    }

    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
