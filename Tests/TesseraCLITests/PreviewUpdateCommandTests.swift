import Foundation
import Testing
@testable import tessera
import TesseraImage

/// `tessera preview --before A --after B`: an update's marks, checked at the pixels (issue 18).
@Suite("tessera preview: update previews")
struct PreviewUpdateCommandTests {
    @Test("a delete, an insert and a move are outlined where their items are, before and after")
    func marks() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("update.png").path
        let run = try Tessera.run(["preview", "--before", "Tests/Fixtures/specs/updates/before.yaml",
                                   "--after", "Tests/Fixtures/specs/updates/after.yaml", "-o", output,
                                   "--scale", "1", "--sizes", "390x844", "--glyphs", "boxes"])
        #expect(run.status == 0, "\(run.stderr)")
        let board = try ImageDecoder().decode(fileAt: output).pixels
        // Panels of 390×844 at (16, 44) and (16 + 390 + 24, 44); items are a third of 390 wide
        // (130), 130 high, inset 5: item n's frame starts at (130 × (n % 3) + 5, 130 × (n / 3) + 5).
        func pixel(panel: Int, item: Int, dx: Int = 1, dy: Int = 60) -> RGBA8 {
            board[16 + panel * 414 + 130 * (item % 3) + 5 + dx, 44 + 130 * (item / 3) + 5 + dy]
        }
        let red = RGBA8(255, 59, 48), green = RGBA8(52, 199, 89), orange = RGBA8(255, 149, 0)
        #expect(pixel(panel: 0, item: 2) == red)        // c, deleted
        #expect(pixel(panel: 1, item: 2) == green)      // x, inserted after a
        #expect(pixel(panel: 0, item: 5) == orange)     // f before: 0.5
        #expect(pixel(panel: 1, item: 0) == orange)     // f after: 0.0
        #expect(pixel(panel: 0, item: 0) != red && pixel(panel: 0, item: 0) != orange)   // a is not marked
        #expect(pixel(panel: 1, item: 3) != green && pixel(panel: 1, item: 3) != orange) // b only shifted
    }

    @Test("update previews need both specs, one identifier per item", arguments: [
        (["--before", "Tests/Fixtures/specs/updates/before.yaml"], Int32(2), "An update preview needs both --before and --after."),
        (["Tests/Fixtures/specs/compositional-grid.yaml", "--before", "Tests/Fixtures/specs/updates/before.yaml",
          "--after", "Tests/Fixtures/specs/updates/after.yaml"], 2, "Give a SPEC or FOLDER, or --before and --after, not both."),
        ([], 2, "Give a SPEC or FOLDER to preview, or --before and --after."),
    ])
    func usage(arguments: [String], status: Int32, message: String) throws {
        let run = try Tessera.run(["preview", "-o", "/tmp/never-written.png"] + arguments)
        #expect(run.status == status)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test("identifiers in specs are checked: one per item, unique")
    func identifiers() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("bad.yaml")
        try "sections:\n  - items: 2\n    ids: [a]\nlayout: {type: waterfall, columnCount: 2}\n".write(to: spec, atomically: true, encoding: .utf8)
        let short = try Tessera.run(["preview", "--before", spec.path, "--after", spec.path, "-o", folder.appendingPathComponent("o.png").path])
        #expect(short.status == 1 && short.stderr.contains("sections[0].ids: must name each of the section's 2 items, got 1 identifiers"),
                "\(short.stderr)")
        try "sections:\n  - items: 2\n    ids: [a, a]\nlayout: {type: waterfall, columnCount: 2}\n".write(to: spec, atomically: true, encoding: .utf8)
        let twice = try Tessera.run(["preview", "--before", spec.path, "--after", spec.path, "-o", folder.appendingPathComponent("o.png").path])
        #expect(twice.status == 1 && twice.stderr.contains("identifiers must be unique, \"a\" appears twice"), "\(twice.stderr)")
        try "sections:\n  - {id: s, items: 1, ids: [a]}\n  - {id: t, items: 1, ids: [a]}\nlayout: {type: waterfall, columnCount: 2}\n"
            .write(to: spec, atomically: true, encoding: .utf8)
        let across = try Tessera.run(["preview", "--before", spec.path, "--after", spec.path, "-o", folder.appendingPathComponent("o.png").path])
        #expect(across.status == 1 && across.stderr.contains("the identifier \"a\" names two items"), "\(across.stderr)")
    }
}

/// `--animation`: the update as an APNG.
@Suite("tessera preview: update animations")
struct PreviewUpdateAnimationTests {
    @Test("13 frames held 0.6 s, 25 ms apart, 1.2 s at the end; the first frame is the before state, the last the after")
    func animation() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let animation = folder.appendingPathComponent("update-anim.png").path
        let run = try Tessera.run(["preview", "--before", "Tests/Fixtures/specs/updates/before.yaml",
                                   "--after", "Tests/Fixtures/specs/updates/after.yaml", "-o", folder.appendingPathComponent("u.png").path,
                                   "--animation", animation, "--scale", "1", "--sizes", "390x300", "--glyphs", "boxes"])
        #expect(run.status == 0, "\(run.stderr)")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: animation)))
        // acTL right after IHDR and sRGB: 13 frames, looping.
        #expect(Array(bytes[37..<41]) == Array("sRGB".utf8))
        #expect(Array(bytes[50..<54]) == Array("acTL".utf8) && Array(bytes[54..<62]) == [0, 0, 0, 13, 0, 0, 0, 0])
        let first = try ImageDecoder().decode(bytes: bytes).pixels
        #expect(first.size == PixelSize(width: 390, height: 300))
        // Before: c (deleted) fills item 2's place, (265, 5)–(386, 125); f is at item 5, (265, 135).
        let white = RGBA8(255, 255, 255)
        #expect(first[320, 60] != white && first[320, 200] != white)
        #expect(first[60, 200] != white)                     // d at item 3
        let noInkRow = (0..<390).allSatisfy { first[$0, 280] == white }
        #expect(noInkRow)
        AssertUsageError(["preview", Tessera.repository("SampleImages"), "-o", "/tmp/never.png", "--animation", "/tmp/never-anim.png"],
                         contains: "--animation needs --before and --after.")
    }
}
