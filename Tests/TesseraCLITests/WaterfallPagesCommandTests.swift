import Foundation
import Testing
import TesseraImage

/// Issue 40, point 3: a waterfall cut into pages. Before, a photo a page foot crossed was cut in
/// two (drawn on both pages and counted twice: "21 photos, 29 drawn"), `--no-split` changed
/// nothing, and the last page was a sliver of photo bottoms. Now each page ends ragged above
/// the photos that do not fit whole, the next page starts with them, every column at its top.
@Suite("Waterfall pages keep photos whole")
struct WaterfallPagesCommandTests {
    @Test("21 photos on 1000-point pages: two pages, every photo drawn once and whole, no warning")
    func wholePhotos() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("p.png").path
        let run = try Tessera.run(["sheet", "SampleImages", "--sections", "none", "--labels", "--page-height", "1000", "-o", output, "--jobs", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("warning"), "\(run.stderr)")
        #expect(run.stderr.contains("tessera: 21 photos, 21 drawn → "), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["p-1.png", "p-2.png"])
        // Page 2: each of the four columns starts at the page's top (a photo under the padding).
        let page = try ImageDecoder().decode(fileAt: folder.appendingPathComponent("p-2.png").path).pixels
        for column in 0..<4 {
            let x = 16 + column * 294 + 140
            #expect(page[x, 24] != RGBA8(255, 255, 255), "column \(column + 1) does not start at the top")
        }
        #expect(page.height < 1000)
    }
}
