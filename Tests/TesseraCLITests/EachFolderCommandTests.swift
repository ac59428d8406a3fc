import Foundation
import Testing
@testable import tessera
import TesseraTestSupport

/// Issue 37, points 1–3: `tessera sheet ROOT --each-folder -o OUT`, its shards, its records and
/// what a second run, a changed folder and a killed run leave.
@Suite("sheet --each-folder", .serialized)
struct EachFolderCommandTests {
    /// An archive: photos directly in the root, two days of 2024, one of 2025 (with a damaged
    /// photo and a file that is no photo), and an empty folder.
    static func archive() throws -> URL {
        let folder = try Tessera.temporaryFolder()
        let root = folder.appendingPathComponent("Archive")
        let closeUps = ["dragonfly", "free", "friends", "greentock"], landscapes = ["aitzgorri", "bridge", "kleiber"]
        var files: [(String, String)] = [("wine.jpg", "SampleImages/Close-ups/wine.jpg")]
        files += closeUps.map { ("2024/05-18/\($0).jpg", "SampleImages/Close-ups/\($0).jpg") }
        files += landscapes.map { ("2024/05-19/\($0).jpg", "SampleImages/Landscapes/\($0).jpg") }
        files += [("2025/01-02/sunset.jpg", "SampleImages/Landscapes/sunset.jpg")]
        for (name, source) in files {
            let target = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Tessera.repositoryRoot.appendingPathComponent(source), to: target)
        }
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16]).write(to: root.appendingPathComponent("2025/01-02/cut.jpg"))
        try Data("notes".utf8).write(to: root.appendingPathComponent("2025/01-02/notes.txt"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("2025/empty"), withIntermediateDirectories: true)
        return folder
    }

    static let sheets = ["Archive.png", "2024/05-18.png", "2024/05-19.png", "2025/01-02.png"]

    static func run(_ folder: URL, _ extra: [String], out: String = "out") throws -> TesseraRun {
        try Tessera.run(["sheet", "Archive", "--each-folder", "-o", out, "--width", "400"] + extra, in: folder)
    }

    static func record(_ folder: URL, _ name: String, out: String = "out") throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("\(out)/\(name).sheet.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func temporaries(under folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".tmp") }
    }

    @Test("a sheet, a record and a line per folder with photos; the index; a damaged photo is not a failed job")
    func eachFolder() throws {
        let folder = try Self.archive()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.run(folder, [])
        #expect(run.status == 0, "\(run.stderr)")
        for sheet in Self.sheets {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/\(sheet)").path), "\(sheet)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/2025/empty.png").path))
        let record = try Self.record(folder, "2025/01-02")
        #expect(record["folder"] as? String == "2025/01-02" && record["photos"] as? Int == 2 && record["drawn"] as? Int == 1)
        #expect(record["failed"] as? Int == 1 && record["archive"] as? String == "Archive")
        #expect(run.stderr.contains("tessera: failed: Archive/2025/01-02/cut.jpg: truncated header"), "\(run.stderr)")
        #expect(run.stderr.contains("tessera: [4/4] 2025/01-02: 1 photo → out/2025/01-02.png"), "\(run.stderr)")
        let index = try String(contentsOf: folder.appendingPathComponent("out/index.json"), encoding: .utf8)
        #expect(index.contains("\"folders\" : 4") && index.contains("\"failed\" : 1"))
        let html = try String(contentsOf: folder.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(html.contains("<a href=\"2024/05-18.png\"><img src=\".tessera/previews/2024/05-18.png\""))
        // The preview: the sheet's top, 240 pixels wide, at most 180 high.
        let preview = try Data(contentsOf: folder.appendingPathComponent("out/.tessera/previews/2024/05-18.png"))
        let height = preview[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(preview[16..<20] == Data([0, 0, 0, 240]) && (1...180).contains(height), "\(Array(preview.prefix(24)))")
        // Each sheet is the one `tessera sheet` makes of the folder's photos, titled with it.
        let single = try Tessera.run(["sheet", "Archive/2024/05-19", "-o", "single.png", "--width", "400", "--title", "2024/05-19"], in: folder)
        #expect(single.status == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("single.png")) == Data(contentsOf: folder.appendingPathComponent("out/2024/05-19.png")))
    }

    @Test("--highlight naming a photo of one folder highlights it there and fails no other folder")
    func highlight() throws {
        let folder = try Self.archive()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.run(folder, ["--highlight", "free.jpg", "-q"])
        // Only the damaged photo is said; no folder failed for a pattern it does not match.
        #expect(run.status == 0 && run.stderr == "tessera: failed: Archive/2025/01-02/cut.jpg: truncated header: the file ends at byte 6 inside the APP0 segment at byte 2\n", "\(run.stderr)")
        let plain = try Self.run(folder, ["-q"], out: "plain")
        #expect(plain.status == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("out/2024/05-18.png")) != Data(contentsOf: folder.appendingPathComponent("plain/2024/05-18.png")))
        #expect(try Data(contentsOf: folder.appendingPathComponent("out/2024/05-19.png")) == Data(contentsOf: folder.appendingPathComponent("plain/2024/05-19.png")))
    }

    @Test("three shards, then tessera index, make byte for byte what one run makes")
    func shards() throws {
        let folder = try Self.archive()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.run(folder, ["-q"], out: "one").status == 0)
        for shard in 1...3 {
            let run = try Self.run(folder, ["-q", "--shard", "\(shard)/3"], out: "three")
            #expect(run.status == 0, "\(run.stderr)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("three/.tessera/shard-\(shard)-of-3.json").path))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("three/index.html").path))
        let index = try Tessera.run(["index", "three"], in: folder)
        #expect(index.status == 0 && index.stderr == "tessera: 4 sheets, 9 photos → three/index.json, three/index.html\n", "\(index.stderr)")
        for sheet in Self.sheets + ["index.html"] {
            #expect(try Data(contentsOf: folder.appendingPathComponent("one/\(sheet)")) == Data(contentsOf: folder.appendingPathComponent("three/\(sheet)")), "\(sheet)")
        }
        // Slurm's numbering, through the environment.
        let slurm = try Tessera.run(["sheet", "Archive", "--each-folder", "-o", "three", "--width", "400", "--shard", "auto"], in: folder,
                                    environment: ["SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_MIN": "6", "SLURM_ARRAY_TASK_COUNT": "3"])
        #expect(slurm.status == 0 && slurm.stderr.contains("tessera: shard 2/3: "), "\(slurm.stderr)")
    }

    @Test("a second run skips every folder; a folder that gained a photo is redone alone, decoding that photo; new options redo all")
    func idempotent() throws {
        let folder = try Self.archive()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A photo cut short: drawn, with a warning, each time.
        let bridge = try Tessera.bytes(of: "SampleImages/Landscapes/bridge.jpg")
        try Data(bridge.prefix(bridge.count / 2)).write(to: folder.appendingPathComponent("Archive/2024/05-18/cut-bridge.jpg"))
        // Photos changed in the last two seconds are not cached (they may still be being written).
        sleep(2)
        #expect(try Self.run(folder, ["-q"]).status == 0)
        let before = try Self.sheets.map { try Data(contentsOf: folder.appendingPathComponent("out/\($0)")) }
        let written = try Self.record(folder, "2024/05-18")["written"] as? String
        let again = try Self.run(folder, [])
        #expect(again.stderr.contains("4 of 4 folders — 0 written, 4 unchanged, 0 failed"), "\(again.stderr)")
        let summary = try String(contentsOf: folder.appendingPathComponent("out/.tessera/shard-1-of-1.json"), encoding: .utf8)
        #expect(summary.contains("\"unchanged\" : 4") && summary.contains("\"written\" : 0"))

        try FileManager.default.copyItem(at: Tessera.repositoryRoot.appendingPathComponent("SampleImages/Close-ups/umang.jpg"),
                                         to: folder.appendingPathComponent("Archive/2024/05-19/umang.jpg"))
        let changed = try Self.run(folder, [])
        #expect(changed.stderr.contains("4 of 4 folders — 1 written, 3 unchanged"), "\(changed.stderr)")
        #expect(changed.stderr.contains("2024/05-19: 4 photos (3 from the cache) → "), "\(changed.stderr)")
        #expect(try Self.record(folder, "2024/05-18")["written"] as? String == written)
        #expect(try Data(contentsOf: folder.appendingPathComponent("out/2024/05-19.png")) != before[2])

        let restyled = try Self.run(folder, ["--style", "dark"])
        #expect(restyled.stderr.contains("4 of 4 folders — 4 written, 0 unchanged"), "\(restyled.stderr)")
        // The thumbnails come from the cache, and the cut photo's damage is still said.
        #expect(restyled.stderr.contains("2024/05-18: 5 photos (5 from the cache) → "), "\(restyled.stderr)")
        #expect(restyled.stderr.contains("tessera: warning: Archive/2024/05-18/cut-bridge.jpg: "), "\(restyled.stderr)")
        // Drawn from the cache, a sheet is byte for byte the one drawn without it.
        #expect(try Tessera.run(["sheet", "Archive", "--each-folder", "-o", "fresh", "--width", "400", "--style", "dark", "--no-cache", "-q"], in: folder).status == 0)
        for sheet in Self.sheets {
            #expect(try Data(contentsOf: folder.appendingPathComponent("out/\(sheet)")) == Data(contentsOf: folder.appendingPathComponent("fresh/\(sheet)")), "\(sheet)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("fresh/.tessera/cache").path))
        // A sheet removed or cut short by hand is made again.
        try Data([1, 2, 3]).write(to: folder.appendingPathComponent("out/2024/05-18.png"))
        let repaired = try Self.run(folder, ["--style", "dark"])
        #expect(repaired.stderr.contains("1 written, 3 unchanged"), "\(repaired.stderr)")
    }

    @Test("a run killed mid-way leaves no temporary file for the next, which makes what one whole run makes")
    func killed() throws {
        let folder = try Self.archive()
        defer { try? FileManager.default.removeItem(at: folder) }
        // More folders, so that the kill lands inside the run.
        for day in 1...8 {
            let target = folder.appendingPathComponent("Archive/2026/day-\(day)")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            for name in ["bridge", "kleiber", "life", "seeding"] {
                try FileManager.default.copyItem(at: Tessera.repositoryRoot.appendingPathComponent("SampleImages/Landscapes/\(name).jpg"),
                                                 to: target.appendingPathComponent("\(name).jpg"))
            }
        }
        #expect(try Self.run(folder, ["-q", "--width", "1200"], out: "whole").status == 0)
        let process = Process()
        process.executableURL = Tessera.executable
        process.arguments = ["sheet", "Archive", "--each-folder", "-o", "out", "--width", "400", "-q", "--width", "1200"]
        process.currentDirectoryURL = folder
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Killed once the third folder's record is there: inside the run, likely inside a sheet.
        let third = folder.appendingPathComponent("out/2024/05-19.sheet.json").path
        let deadline = Date().addingTimeInterval(120)
        while !FileManager.default.fileExists(atPath: third), process.isRunning, Date() < deadline { usleep(2_000) }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        // A temporary a killed writer left beside a sheet still to be made (its process gone).
        try Data([0]).write(to: folder.appendingPathComponent("out/.Archive.png.999999999-1.tmp"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("out/Archive.sheet.json"))

        let rerun = try Self.run(folder, ["-q", "--width", "1200"])
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(Self.temporaries(under: folder.appendingPathComponent("out")) == [])
        let names = Self.sheets + (1...8).map { "2026/day-\($0).png" }
        for name in names {
            #expect(try Data(contentsOf: folder.appendingPathComponent("whole/\(name)")) == Data(contentsOf: folder.appendingPathComponent("out/\(name)")), "\(name)")
        }
    }

    @Test("usage and output errors: OUT inside the archive, several roots, an unwritable OUT, --shard without --each-folder")
    func refusals() throws {
        let folder = try Self.archive()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inside = try Tessera.run(["sheet", "Archive", "--each-folder", "-o", "Archive/sheets"], in: folder)
        #expect(inside.status == 2 && inside.stderr.contains("-o Archive/sheets is inside Archive: its sheets would be walked as photos"), "\(inside.stderr)")
        // Parsed in-process (the archive's paths absolute).
        let archive = folder.appendingPathComponent("Archive").path, out = folder.appendingPathComponent("out").path
        AssertUsageError(["sheet", archive, archive + "/2024", "--each-folder", "-o", out],
                         contains: "--each-folder takes one folder (the archive's root), not 2 paths.")
        AssertUsageError(["sheet", archive, "-o", folder.appendingPathComponent("x.png").path, "--shard", "1/2"],
                         contains: "--shard and --shards go with --each-folder.")
        AssertUsageError(["sheet", archive, "--each-folder", "-o", out, "--shard", "3/2"],
                         contains: "--shard 3/2: shard 3 is not one of 1 to 2")
        if Tessera.canHonourPermissions {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("locked"), withIntermediateDirectories: true)
            chmod(folder.appendingPathComponent("locked").path, 0o555)
            let locked = try Tessera.run(["sheet", "Archive", "--each-folder", "-o", "locked"], in: folder, honouringPermissions: true)
            #expect(locked.status == 1 && locked.stderr.contains("cannot write in the output folder locked"), "\(locked.stderr)")
        }
    }
}
