/// Which part of an archive one run makes: shard `index` (0-based) of `count`, each folder in
/// exactly one shard (``ArchivePlan``). Runs of all `count` shards together make what one run of
/// the whole archive makes.
public struct ArchiveShard: Sendable, Equatable, CustomStringConvertible {
    /// 0 … `count` − 1.
    public var index: Int
    /// At least 1.
    public var count: Int

    /// The whole archive: one shard.
    public static let all = ArchiveShard(index: 0, count: 1)

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `I/N` as written on a command line: I counts from 1 (`1/3`, `2/3`, `3/3`).
    public var description: String { "\(index + 1)/\(count)" }

    /// Why a shard could not be chosen, in words fit for a usage error.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The shard `--shard` names: `I/N` (I from 1 to N), or `auto` for the scheduler's own
    /// numbering: a Slurm job array's `SLURM_ARRAY_TASK_ID` − `SLURM_ARRAY_TASK_MIN` of
    /// `SLURM_ARRAY_TASK_COUNT` (the array may start at any number: `--array=1-3` or `0-2`), or a
    /// Kubernetes Indexed Job's `JOB_COMPLETION_INDEX` (from 0) of `shards` (`--shards N`: the
    /// Job's `completions`, which the pod is not told). `shards`, when given, must agree.
    public static func parse(_ text: String, shards: Int?, environment: [String: String]) throws(Problem) -> ArchiveShard {
        if text == "auto" {
            if let id = environment["SLURM_ARRAY_TASK_ID"].flatMap(Int.init) {
                guard let count = environment["SLURM_ARRAY_TASK_COUNT"].flatMap(Int.init), count >= 1 else {
                    throw Problem(description: "--shard auto: SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_COUNT is not a number of tasks")
                }
                let first = environment["SLURM_ARRAY_TASK_MIN"].flatMap(Int.init) ?? 0
                // An array with a step (--array=0-10:2) numbers its tasks apart.
                let step = max(1, environment["SLURM_ARRAY_TASK_STEP"].flatMap(Int.init) ?? 1)
                guard id >= first, (id - first) % step == 0 else {
                    throw Problem(description: "--shard auto: SLURM_ARRAY_TASK_ID \(id) is not a task of an array starting at \(first) in steps of \(step)")
                }
                return try checked(ArchiveShard(index: (id - first) / step, count: count), shards: shards, source: "the Slurm array")
            }
            if let index = environment["JOB_COMPLETION_INDEX"].flatMap(Int.init) {
                guard let shards else {
                    throw Problem(description: "--shard auto in a Kubernetes Indexed Job needs --shards N (the Job's completions): JOB_COMPLETION_INDEX does not say how many there are")
                }
                return try checked(ArchiveShard(index: index, count: shards), shards: nil, source: "JOB_COMPLETION_INDEX")
            }
            throw Problem(description: "--shard auto found no scheduler: neither SLURM_ARRAY_TASK_ID (a Slurm job array) nor JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) is set; give --shard I/N")
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[0]), let count = Int(parts[1]) else {
            throw Problem(description: "--shard takes I/N (1/3 is the first of three shards) or auto, not '\(text)'")
        }
        return try checked(ArchiveShard(index: number - 1, count: count), shards: shards, source: "--shard \(text)")
    }

    private static func checked(_ shard: ArchiveShard, shards: Int?, source: String) throws(Problem) -> ArchiveShard {
        guard shard.count >= 1, shard.count <= 100_000 else {
            throw Problem(description: "\(source): the number of shards must be from 1 to 100000, not \(shard.count)")
        }
        guard (0..<shard.count).contains(shard.index) else {
            throw Problem(description: "\(source): shard \(shard.index + 1) is not one of 1 to \(shard.count)")
        }
        if let shards, shards != shard.count {
            throw Problem(description: "\(source) makes \(shard.count) shards but --shards says \(shards)")
        }
        return shard
    }
}
