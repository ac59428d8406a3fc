/// Which shard makes each folder of an archive: a pure function of the folders and their photo
/// counts, so every shard of a job array, planning on its own from the same tree, makes the same
/// split, and together they make every folder exactly once.
///
/// The split balances photos, not folders: folders are taken largest first (ties by path) and
/// each goes to the shard with the fewest photos so far (ties: the lowest shard) — the
/// longest-processing-time rule, within 4/3 of the best possible split.
///
/// ```swift
/// let plan = ArchivePlan(folders: [("2024/05-18", 120), ("2024/05-19", 40), ("2024/06-01", 90)], shards: 2)
/// plan.folders(of: 0)   // ["2024/05-18"]
/// plan.folders(of: 1)   // ["2024/05-19", "2024/06-01"]
/// ```
public struct ArchivePlan: Sendable, Equatable {
    /// Each folder's relative path, photo count and shard (0-based), in the order given.
    public private(set) var assignments: [(path: String, photos: Int, shard: Int)]
    public let shardCount: Int

    public init(folders: [(path: String, photos: Int)], shards: Int) {
        shardCount = max(1, shards)
        var loads = [Int](repeating: 0, count: shardCount)
        var shardOf = [Int](repeating: 0, count: folders.count)
        let order = folders.indices.sorted { a, b in
            if folders[a].photos != folders[b].photos { return folders[a].photos > folders[b].photos }
            return folders[a].path.unicodeScalars.lexicographicallyPrecedes(folders[b].path.unicodeScalars)
        }
        for index in order {
            var lightest = 0
            for shard in 1..<shardCount where loads[shard] < loads[lightest] { lightest = shard }
            shardOf[index] = lightest
            loads[lightest] += folders[index].photos
        }
        assignments = folders.indices.map { (folders[$0].path, folders[$0].photos, shardOf[$0]) }
    }

    /// The folders shard `index` makes, in the order given.
    public func folders(of index: Int) -> [String] {
        assignments.filter { $0.shard == index }.map(\.path)
    }

    /// The photos each shard makes.
    public var photosPerShard: [Int] {
        assignments.reduce(into: [Int](repeating: 0, count: shardCount)) { $0[$1.shard] += $1.photos }
    }

    public static func == (a: ArchivePlan, b: ArchivePlan) -> Bool {
        a.shardCount == b.shardCount && a.assignments.elementsEqual(b.assignments) { $0 == $1 }
    }
}
