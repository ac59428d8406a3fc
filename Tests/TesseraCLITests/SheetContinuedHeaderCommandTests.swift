import Foundation
import Testing
import TesseraImage

/// A section that runs onto a new printed page gets its header again, "Name (continued)"
/// (issue 27). A5 at 72 dpi: 420 × 595 pixels, 28-pixel margins, 514 rows for the sheet.
@Suite("tessera sheet: continued section headers")
struct SheetContinuedHeaderCommandTests {
    static let headerInk = RGBA8(28, 28, 30)   // the light style's header colour

    /// The columns of rows `rows` in the header colour: their first and last.
    static func inkExtent(_ pixels: PixelBuffer, rows: Range<Int>) -> ClosedRange<Int>? {
        var xs: [Int] = []
        for y in rows { for x in 0..<pixels.width where pixels[x, y] == headerInk { xs.append(x) } }
        guard let low = xs.min(), let high = xs.max() else { return nil }
        return low...high
    }

    /// Twelve 1:2 photos in "Day 1", four columns 77 points wide: the header (16 + 39), three
    /// rows of 154 and the padding make 549 points, so the third row goes to page 2.
    @Test func headerRepeatedOnTheNextPage() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let day = folder.appendingPathComponent("shoot/Day 1")
        try FileManager.default.createDirectory(at: day, withIntermediateDirectories: true)
        for index in 0..<12 {
            try PNGWriter.write(PixelBuffer(width: 20, height: 40, filledWith: RGBA8(200, 0, 0)), to: day.appendingPathComponent("p\(index + 10).png").path)
        }
        let output = folder.appendingPathComponent("p.png").path
        let run = try Tessera.run(["sheet", "shoot", "-o", output, "--paper", "a5", "--dpi", "72", "--glyphs", "boxes", "-q"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let first = try ImageDecoder().decode(fileAt: folder.appendingPathComponent("p-1.png").path).pixels
        let second = try ImageDecoder().decode(fileAt: folder.appendingPathComponent("p-2.png").path).pixels
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("p-3.png").path))
        // Page 1: "Day 1" from the sheet's padding (x = 28 + 16), 16 points below the margin.
        let header = try #require(Self.inkExtent(first, rows: 44..<83))
        // Page 2: "Day 1 (continued)" in a 39-point strip right below the margin, from the same x,
        // longer; the photos below it.
        let continued = try #require(Self.inkExtent(second, rows: 28..<67))
        #expect(continued.lowerBound == header.lowerBound)
        #expect(continued.upperBound > header.upperBound + 20)
        #expect(second[60, 70] != RGBA8(200, 0, 0) && second[60, 75] == RGBA8(200, 0, 0))
    }

    /// The same with --page-height: page 2 starts with "Day 1 (continued)", 39 points, and holds
    /// 39 points less (the page is 39 + 174 high).
    @Test func headerRepeatedOnPageHeightPages() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let day = folder.appendingPathComponent("shoot/Day 1")
        try FileManager.default.createDirectory(at: day, withIntermediateDirectories: true)
        for index in 0..<12 {
            try PNGWriter.write(PixelBuffer(width: 20, height: 40, filledWith: RGBA8(200, 0, 0)), to: day.appendingPathComponent("p\(index + 10).png").path)
        }
        let output = folder.appendingPathComponent("p.png").path
        let run = try Tessera.run(["sheet", "shoot", "-o", output, "--width", "364", "--page-height", "400", "--glyphs", "boxes", "-q"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let first = try ImageDecoder().decode(fileAt: folder.appendingPathComponent("p-1.png").path).pixels
        let second = try ImageDecoder().decode(fileAt: folder.appendingPathComponent("p-2.png").path).pixels
        #expect(first.height == 375 && second.height == 39 + 174)
        let header = try #require(Self.inkExtent(first, rows: 16..<55))
        let continued = try #require(Self.inkExtent(second, rows: 0..<39))
        #expect(continued.lowerBound == header.lowerBound && continued.upperBound > header.upperBound + 20)
        #expect(second[30, 41] != RGBA8(200, 0, 0) && second[30, 45] == RGBA8(200, 0, 0))
    }
}
