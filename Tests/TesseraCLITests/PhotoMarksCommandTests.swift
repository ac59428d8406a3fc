import Foundation
import Testing
import TesseraImage

/// Issue 40, point 7: a proof shows how the photographer sorted the photos: the colour label as
/// a dot at the tile's top right, a pick as a white dot at its top left, a reject as a black dot
/// on a greyed tile; `--show-rejects` keeps rejects (greyed) where `--min-rating` left them out.
@Suite("Colour labels and flags on the tiles")
struct PhotoMarksCommandTests {
    @Test("a blue label, a pick, a greyed reject kept by --show-rejects")
    func marks() throws {
        let folder = try SheetXMPCommandTests.shoot()
        defer { try? FileManager.default.removeItem(at: folder) }
        try SheetXMPCommandTests.packet(#"xmp:Rating="5" xmp:Label="Blue""#).write(to: folder.appendingPathComponent("shoot/a.xmp"))
        try SheetXMPCommandTests.packet(#"xmp:Rating="3" xmpDM:pick="1""#).write(to: folder.appendingPathComponent("shoot/c.xmp"))
        // One column of 50-point tiles (82 wide), 8 apart, 16 from the edges: a, b, c, then d (rated −1: a reject).
        let run = try Tessera.run(["sheet", "shoot", "-o", "s.png", "--layout", "grid", "--columns", "1", "--width", "82",
                                   "--min-rating", "1", "--show-rejects", "-q"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let sheet = try ImageDecoder().decode(fileAt: folder.appendingPathComponent("s.png").path).pixels
        #expect(sheet.height == 32 + 58 * 4 - 8)
        let red = RGBA8(200, 0, 0), top = { (tile: Int) in 16 + 58 * tile }
        // a: an 8-pixel blue dot 4 from the top right corner; the tile elsewhere as it was.
        #expect(sheet[58, top(0) + 8] == RGBA8(0x2F, 0x6F, 0xD6) && sheet[30, top(0) + 30] == red)
        // b (no label, no flag): untouched.
        #expect(sheet[58, top(1) + 8] == red && sheet[24, top(1) + 8] == red)
        // c: a pick, a white dot at the top left.
        #expect(sheet[24, top(2) + 8] == RGBA8(255, 255, 255))
        // d: a reject, kept by --show-rejects, greyed (60 % of the white background over it) with a black dot.
        #expect(sheet[30, top(3) + 30] == RGBA8(233, 153, 153), "\(sheet[30, top(3) + 30])")
        #expect(sheet[24, top(3) + 8] == RGBA8(20, 20, 20))
        // Without --show-rejects the reject is left out, as before.
        let hidden = try Tessera.run(["sheet", "shoot", "-o", "h.png", "--layout", "grid", "--columns", "1", "--width", "82", "--min-rating", "1", "-q"], in: folder)
        #expect(hidden.status == 0)
        #expect(try ImageDecoder().decode(fileAt: folder.appendingPathComponent("h.png").path).pixels.height == 32 + 58 * 3 - 8)
    }
}
