#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ThumbnailCache {
    /// What pruning found and did.
    public struct Pruned: Sendable, Equatable {
        /// Entries and bytes before.
        public var entries: Int
        public var bytes: Int
        /// Entries and bytes removed.
        public var removedEntries: Int
        public var removedBytes: Int
    }

    /// Removes the least recently used entries (oldest modification time first; a hit touches
    /// it) until the entries hold at most `maxBytes`, and temporaries their writers left more
    /// than an hour ago. Safe while other processes use the cache: a removed entry is a miss.
    @discardableResult
    public func prune(maxBytes: Int) -> Pruned {
        var entries: [(path: String, bytes: Int, used: Int)] = []
        var stale: [String] = []
        let now = Int(time(nil))
        for folder in Self.list(directory) where folder.count == 2 {
            let path = directory + "/" + folder
            for name in Self.list(path) {
                var info = stat()
                let file = path + "/" + name
                guard lstat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                if name.hasSuffix(".thumb") && !name.hasPrefix(".") {
                    entries.append((file, Int(info.st_size), Int(info.st_mtim.tv_sec)))
                } else if name.hasPrefix("."), name.hasSuffix(".tmp"), now - Int(info.st_mtim.tv_sec) > 3600 {
                    stale.append(file)
                }
            }
        }
        stale.forEach { unlink($0) }
        var result = Pruned(entries: entries.count, bytes: entries.reduce(0) { $0 + $1.bytes }, removedEntries: 0, removedBytes: 0)
        var total = result.bytes
        // Oldest first; ties by path, so that two prunes agree.
        for entry in entries.sorted(by: { ($0.used, $0.path) < ($1.used, $1.path) }) where total > maxBytes {
            if unlink(entry.path) == 0 {
                total -= entry.bytes
                result.removedEntries += 1
                result.removedBytes += entry.bytes
            }
        }
        return result
    }

    private static func list(_ folder: String) -> [String] {
        guard case .success(let listed) = ImageFileWalker.listFolder(folder) else { return [] }
        return listed.map(\.name)
    }
}
