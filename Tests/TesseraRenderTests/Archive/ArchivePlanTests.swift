import Testing
import TesseraRender

/// Issue 37, point 2: the split of an archive's folders into shards.
@Suite("Archive plan and shards")
struct ArchivePlanTests {
    @Test("folders go largest first to the shard with the fewest photos; ties by path, then the lowest shard")
    func longestFirst() {
        let plan = ArchivePlan(folders: [("a", 10), ("b", 50), ("c", 30), ("d", 30), ("e", 20), ("", 5)], shards: 2)
        // b → 0 (50); c → 1 (30); d → 1 (60); e → 0 (70); a → 1 (70); "" → 0 (75).
        #expect(plan.assignments.map(\.shard) == [1, 0, 1, 1, 0, 0])
        #expect(plan.folders(of: 0) == ["b", "e", ""] && plan.folders(of: 1) == ["a", "c", "d"])
        #expect(plan.photosPerShard == [75, 70])
    }

    @Test("every folder is in exactly one shard, whatever the count; one shard is everything")
    func partition() {
        let folders = (0..<200).map { (path: "roll-\($0)", photos: ($0 * 37) % 113 + 1) }
        for count in [1, 2, 3, 7, 64, 300] {
            let plan = ArchivePlan(folders: folders, shards: count)
            let union = (0..<count).flatMap { plan.folders(of: $0) }
            #expect(union.sorted() == folders.map(\.path).sorted())
            #expect(plan.photosPerShard.reduce(0, +) == folders.reduce(0) { $0 + $1.photos })
            if count <= 7 {
                // Longest-processing-time: no shard more than the largest folder above the mean.
                let mean = Double(folders.reduce(0) { $0 + $1.photos }) / Double(count)
                #expect(Double(plan.photosPerShard.max() ?? 0) <= mean + 113)
            }
        }
        #expect(ArchivePlan(folders: folders, shards: 1).folders(of: 0) == folders.map(\.path))
    }

    @Test("the same folders give the same plan, in any order given")
    func deterministic() {
        let folders = [("x", 3), ("y", 3), ("z", 3), ("w", 9)]
        let plan = ArchivePlan(folders: folders, shards: 3)
        let shuffled = ArchivePlan(folders: folders.reversed(), shards: 3)
        for (path, _) in folders {
            #expect(plan.assignments.first { $0.path == path }?.shard == shuffled.assignments.first { $0.path == path }?.shard)
        }
    }

    @Test("--shard I/N counts from 1; auto reads a Slurm array (any first task, any step) or an Indexed Job")
    func parse() throws {
        #expect(try ArchiveShard.parse("2/3", shards: nil, environment: [:]) == ArchiveShard(index: 1, count: 3))
        let slurm = ["SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_MIN": "4", "SLURM_ARRAY_TASK_COUNT": "3"]
        #expect(try ArchiveShard.parse("auto", shards: nil, environment: slurm) == ArchiveShard(index: 1, count: 3))
        let stepped = ["SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_STEP": "2", "SLURM_ARRAY_TASK_COUNT": "3"]
        #expect(try ArchiveShard.parse("auto", shards: nil, environment: stepped) == ArchiveShard(index: 2, count: 3))
        #expect(try ArchiveShard.parse("auto", shards: 4, environment: ["JOB_COMPLETION_INDEX": "3"]) == ArchiveShard(index: 3, count: 4))
        #expect(ArchiveShard(index: 1, count: 3).description == "2/3")
    }

    @Test("wrong shards are refused in words")
    func refusals() {
        func problem(_ text: String, _ shards: Int? = nil, _ environment: [String: String] = [:]) -> String {
            do {
                _ = try ArchiveShard.parse(text, shards: shards, environment: environment)
                return "accepted"
            } catch {
                return error.description
            }
        }
        #expect(problem("0/3") == "--shard 0/3: shard 0 is not one of 1 to 3")
        #expect(problem("4/3") == "--shard 4/3: shard 4 is not one of 1 to 3")
        #expect(problem("1-3") == "--shard takes I/N (1/3 is the first of three shards) or auto, not '1-3'")
        #expect(problem("2/3", 4) == "--shard 2/3 makes 3 shards but --shards says 4")
        #expect(problem("auto").hasPrefix("--shard auto found no scheduler"))
        #expect(problem("auto", nil, ["JOB_COMPLETION_INDEX": "0"]).hasPrefix("--shard auto in a Kubernetes Indexed Job needs --shards N"))
        #expect(problem("auto", 2, ["JOB_COMPLETION_INDEX": "2"]) == "JOB_COMPLETION_INDEX: shard 3 is not one of 1 to 2")
    }
}
