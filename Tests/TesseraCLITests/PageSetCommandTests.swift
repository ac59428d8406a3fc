import Foundation
import Testing

/// Issue 23: the pages of `tessera sheet --page-height` (and `--paper`) are a set. They appear
/// together once every page is written; a failure or an interruption leaves the earlier run's
/// pages as they were; pages an earlier run left beyond the new count are removed and named.
@Suite("Page sets")
struct PageSetCommandTests {
    /// 7 photos in justified rows, 600 points wide: 425 points, cut between rows.
    static func sheet(_ extra: [String]) -> [String] {
        ["sheet", Tessera.repositoryRoot.appendingPathComponent("SampleImages/Landscapes").path, "-o", "s.png",
         "--width", "600", "--columns", "3", "--layout", "justified", "--glyphs", "boxes", "--jobs", "1", "-q"] + extra
    }

    /// `stderr` without the warnings naming photos a page cuts (issue 27), which these pages
    /// of a waterfall have.
    static func withoutSplits(_ stderr: String) -> String {
        stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(": split between pages ") }.joined(separator: "\n")
    }

    static func files(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test("a shorter run removes the pages an earlier run left, and says which; other files stay")
    func stalePagesAreRemoved() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let three = try Tessera.run(Self.sheet(["--page-height", "200"]), in: folder)
        #expect(three.status == 0 && Self.withoutSplits(three.stderr) == "", "\(three.stderr)")
        #expect(Self.files(folder) == ["s-1.png", "s-2.png", "s-3.png"])
        // Names that only look like pages, and a link, are not an earlier run's pages.
        for name in ["s-0.png", "s-3b.png", "s-.png", "t-9.png"] { try Data("x".utf8).write(to: folder.appendingPathComponent(name)) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("s-9.png").path, withDestinationPath: "s-0.png")
        let others = ["s-0.png", "s-.png", "s-3b.png", "s-9.png", "t-9.png"]

        let two = try Tessera.run(Self.sheet(["--page-height", "300"]), in: folder)
        #expect(two.status == 0)
        #expect(Self.withoutSplits(two.stderr) == "tessera: removed 1 page left by an earlier run: s-3.png\n")
        #expect(Self.files(folder) == (["s-1.png", "s-2.png"] + others).sorted())

        let one = try Tessera.run(Self.sheet(["--page-height", "1000"]), in: folder)
        #expect(Self.withoutSplits(one.stderr) == "tessera: removed 2 pages left by an earlier run: s-1.png, s-2.png\n")
        #expect(Self.files(folder) == (["s.png"] + others).sorted())

        let again = try Tessera.run(Self.sheet(["--page-height", "300"]), in: folder)
        #expect(Self.withoutSplits(again.stderr) == "tessera: removed 1 page left by an earlier run: s.png\n")
        #expect(Self.files(folder) == (["s-1.png", "s-2.png"] + others).sorted())
    }

    @Test("ten pages or more are numbered to the same width (s-01.png … s-12.png, issue 40), and a shorter run removes them")
    func zeroPadded() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let many = try Tessera.run(Self.sheet(["--page-height", "40"]), in: folder)
        #expect(many.status == 0, "\(many.stderr)")
        let pages = Self.files(folder)
        #expect(pages.count >= 10 && pages.first == "s-01.png" && pages == pages.sorted() && pages.allSatisfy { $0.count == "s-01.png".count }, "\(pages)")
        let three = try Tessera.run(Self.sheet(["--page-height", "200"]), in: folder)
        #expect(three.stderr.contains("tessera: removed \(pages.count) pages left by an earlier run: s-01.png, s-02.png"), "\(three.stderr)")
        #expect(Self.files(folder) == ["s-1.png", "s-2.png", "s-3.png"])
    }

    @Test("a run that fails on page 3 (a full disk: the page is a link to /dev/full) replaces no page and leaves no temporary file")
    func failureReplacesNothing() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try Tessera.run(Self.sheet(["--page-height", "200"]), in: folder)
        #expect(first.status == 0)
        let before = try ["s-1.png", "s-2.png"].map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("s-3.png"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("s-3.png").path, withDestinationPath: "/dev/full")

        let full = try Tessera.run(Self.sheet(["--page-height", "200", "--background", "black"]), in: folder)
        #expect(full.status == 1)
        #expect(full.stderr.hasPrefix("tessera: s-3.png: "), "\(full.stderr)")
        #expect(full.stderr.contains("No space left on device"), "\(full.stderr)")
        #expect(Self.files(folder) == ["s-1.png", "s-2.png", "s-3.png"])
        let after = try ["s-1.png", "s-2.png"].map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        #expect(after == before, "an earlier page was replaced")
    }

    @Test("an interrupted run (SIGINT) with finished pages waiting removes every temporary file and replaces no page")
    func interruptedPageSet() throws {
        let folder = try SheetCommandTests.corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("earlier".utf8).write(to: folder.appendingPathComponent("big-1.png"))
        let process = Process()
        process.executableURL = Tessera.executable
        process.arguments = ["sheet", "photos", "-o", "big.png", "--width", "2000", "--scale", "2", "--columns", "2",
                             "--page-height", "400", "--glyphs", "boxes", "-q", "--jobs", "1"]
        process.currentDirectoryURL = folder
        process.standardError = FileHandle.nullDevice
        try process.run()
        func temporaryFiles() -> [String] { Self.files(folder).filter { $0.hasSuffix(".tmp") } }
        // Wait until a page is done and the next is being written: two temporaries.
        let deadline = Date().addingTimeInterval(120)
        while temporaryFiles().count < 2 && process.isRunning && Date() < deadline { usleep(2_000) }
        #expect(temporaryFiles().count >= 2, "never saw a finished page waiting beside the next: \(Self.files(folder))")
        kill(process.processIdentifier, SIGINT)
        let killBy = Date().addingTimeInterval(20)
        while process.isRunning && Date() < killBy { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("SIGINT did not end the sheet")
        }
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT)
        #expect(Self.files(folder) == ["big-1.png", "photos"])
        #expect(try Data(contentsOf: folder.appendingPathComponent("big-1.png")) == Data("earlier".utf8))
    }
}
