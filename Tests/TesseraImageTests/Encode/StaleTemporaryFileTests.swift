import Foundation
import Testing
@testable import TesseraImage

/// Issue 36, point 12: a run killed outright (`kill -9`) leaves its hidden temporary beside the
/// output; the next write of the same target removes it when its process is gone, and never
/// one whose process lives.
@Suite("Stale temporary files of killed runs are swept")
struct StaleTemporaryFileTests {
    /// The PID of a process that has ended (and been reaped).
    static func deadPID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-stale-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("a PNG write removes its target's temporary left by a dead process, and keeps a live one's and others'")
    func sweptOnWrite() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dead = try Self.deadPID()
        #expect(kill(dead, 0) != 0 && errno == ESRCH, "PID \(dead) was reused already")
        let stale = ".out.png.\(dead)-1.tmp"
        let kept = [".out.png.\(getpid())-2.tmp",    // this process: alive
                    ".out.png.1-3.tmp",               // init: alive (asked as root, or EPERM)
                    ".other.png.\(dead)-4.tmp",       // another target's
                    ".out.png.\(dead)-x.tmp",         // not the pattern
                    ".out.png.0-5.tmp"]               // PID 0 would be the process group: never asked
        for name in [stale] + kept {
            try Data(repeating: 7, count: 1000).write(to: folder.appendingPathComponent(name))
        }
        try PNGWriter.write(PixelBuffer(width: 4, height: 3, filledWith: .white), to: folder.appendingPathComponent("out.png").path)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == (["out.png"] + kept).sorted())
    }

    @Test("a temporary not written to for an hour is swept whatever its PID (another node's, on a shared file system)")
    func abandoned() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = ".out.png.\(getpid())-7.tmp", fresh = ".out.png.\(getpid())-8.tmp"
        for name in [old, fresh] { try Data(repeating: 7, count: 10).write(to: folder.appendingPathComponent(name)) }
        var times = [timespec(tv_sec: time(nil) - 7200, tv_nsec: 0), timespec(tv_sec: time(nil) - 7200, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, folder.appendingPathComponent(old).path, &times, 0) == 0)
        #expect(StaleTemporaryFiles.sweep(folder: folder.path + "/", name: "out.png") == [old])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [fresh])
    }

    @Test("a write into a set of pages sweeps each page's own stale temporaries")
    func sweptForPages() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dead = try Self.deadPID()
        let stale = [".sheet-1.png.\(dead)-11.tmp", ".sheet-2.png.\(dead)-12.tmp"]
        for name in stale { try Data(repeating: 1, count: 100).write(to: folder.appendingPathComponent(name)) }
        let pages = AtomicFileSet()
        for page in 1...2 {
            let writer = try PNGWriter(path: folder.appendingPathComponent("sheet-\(page).png").path, width: 2, height: 2, hasAlpha: false)
            try writer.append(rows: PixelBuffer(width: 2, height: 2, filledWith: .black))
            try writer.finish(into: pages)
        }
        try pages.commit()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["sheet-1.png", "sheet-2.png"])
    }

    @Test("the PID is read only from names of the exact pattern")
    func names() {
        #expect(StaleTemporaryFiles.writer(of: ".a.png.123-456.tmp", prefix: ".a.png.") == 123)
        #expect(StaleTemporaryFiles.writer(of: ".a.png.123-.tmp", prefix: ".a.png.") == nil)
        #expect(StaleTemporaryFiles.writer(of: ".a.png.-1-2.tmp", prefix: ".a.png.") == nil)
        #expect(StaleTemporaryFiles.writer(of: ".a.png.99999999999-2.tmp", prefix: ".a.png.") == nil)
        #expect(StaleTemporaryFiles.writer(of: ".a.png.12-34.tmp.bak", prefix: ".a.png.") == nil)
    }
}
