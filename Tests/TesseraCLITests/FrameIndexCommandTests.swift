import Foundation
import Testing
@testable import tessera

/// Issue 40, point 7: a frame index beside a print job (`--index-csv`), for a client ordering
/// from a proof: frame number (as `{index}` prints it), page, file, stars, colour label, flag.
@Suite("Frame index")
struct FrameIndexCommandTests {
    @Test("one line a photo in the sheet's order, its page, and what its XMP says")
    func index() throws {
        let folder = try SheetXMPCommandTests.shoot()
        defer { try? FileManager.default.removeItem(at: folder) }
        try SheetXMPCommandTests.packet(#"xmp:Rating="5" xmp:Label="Red, warm""#).write(to: folder.appendingPathComponent("shoot/a.xmp"))
        let run = try Tessera.run(["sheet", "shoot", "-o", "proof.png", "--layout", "grid", "--columns", "1", "--width", "66",
                                   "--page-height", "130", "--label", "{index}", "--index-csv", "frames.csv", "-q"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let csv = try String(contentsOf: folder.appendingPathComponent("frames.csv"), encoding: .utf8)
        // 50-point tiles and their caption strips: one on page 1 (with the top padding), two on page 2.
        #expect(csv == """
        frame,page,file,rating,label,flag
        1,1,shoot/a.png,5,"Red, warm",
        2,2,shoot/b.png,2,,
        3,2,shoot/c.png,,,pick
        4,3,shoot/d.png,-1,,reject

        """, "\(csv)")
        AssertUsageError(["sheet", folder.appendingPathComponent("shoot").path, "--each-folder", "-o", folder.appendingPathComponent("out").path,
                          "--index-csv", "f.csv"], contains: "--index-csv goes with one sheet")
    }
}
