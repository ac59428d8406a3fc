import Foundation

/// Which photos `--highlight` names: each pattern is a path (`Trip/IMG_1.jpg`, matched
/// however it is spelled: `./`, `..`, symbolic links), a bare file name (`IMG_1.jpg`, every
/// photo of that name), a glob (`IMG_1*.jpg` against file names; with a `/`, `Day 1/*.jpg`
/// against paths as walked), or `@list.txt`, a file of such patterns, one a line (blank lines
/// and lines starting with `#` skipped).
///
/// ```swift
/// let chosen = try HighlightPatterns(["IMG_0001.jpg", "*-best.jpg"]).paths(among: collection.photos)
/// ```
public struct HighlightPatterns: Sendable, Equatable {
    /// Why the patterns cannot be used.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// A pattern names no photo.
        case noMatch(pattern: String)
        /// An `@list` file cannot be read.
        case unreadableList(path: String, reason: String)

        public var description: String {
            switch self {
            case .noMatch(let pattern): "--highlight \(pattern) is not among the photos."
            case .unreadableList(let path, let reason): "--highlight @\(path): cannot read the list: \(reason)."
            }
        }
    }

    /// The patterns, `@list` files expanded.
    public let patterns: [String]

    /// Reads `arguments`, expanding `@list` files.
    public init(_ arguments: [String]) throws(Problem) {
        var patterns: [String] = []
        for argument in arguments {
            guard argument.hasPrefix("@"), argument.count > 1 else {
                patterns.append(argument)
                continue
            }
            let path = String(argument.dropFirst())
            guard let data = FileManager.default.contents(atPath: path) else {
                throw .unreadableList(path: path, reason: String(cString: strerror(errno)))
            }
            for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
                let entry = line.trimmingCharacters(in: .whitespaces)
                if !entry.isEmpty && !entry.hasPrefix("#") { patterns.append(entry) }
            }
        }
        self.patterns = patterns
    }

    /// The paths of the photos the patterns name; throws for the first pattern that names none.
    public func paths(among photos: [GalleryPhoto]) throws(Problem) -> Set<String> {
        let canonical = Dictionary(photos.map { (Self.canonical($0.path), $0.path) }, uniquingKeysWith: { first, _ in first })
        var chosen = Set<String>()
        for pattern in patterns {
            let matched: [String]
            if Self.isGlob(pattern) {
                let onPaths = pattern.contains("/")
                matched = photos.filter { fnmatch(pattern, onPaths ? $0.path : $0.name, 0) == 0 }.map(\.path)
            } else if !pattern.contains("/") && !FileManager.default.fileExists(atPath: pattern) {
                matched = photos.filter { $0.name == pattern }.map(\.path)
            } else {
                matched = canonical[Self.canonical(pattern)].map { [$0] } ?? photos.filter { $0.name == pattern }.map(\.path)
            }
            guard !matched.isEmpty else { throw .noMatch(pattern: pattern) }
            chosen.formUnion(matched)
        }
        return chosen
    }

    private static func isGlob(_ pattern: String) -> Bool {
        pattern.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
