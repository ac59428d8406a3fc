import Foundation
import Testing
import TesseraImage
import TesseraLayout
@testable import TesseraRender

@Suite("Print pages")
struct PrintPageTests {
    @Test("paper names and sizes as typed", arguments: [
        ("a4", 210.0, 297.0), ("A3", 297, 420), ("letter", 215.9, 279.4), ("Legal", 215.9, 355.6),
        ("297x210mm", 297, 210), ("8.5x11in", 215.9, 279.4), ("100×150mm", 100, 150),
    ])
    func paper(text: String, width: Double, height: Double) throws {
        let paper = try #require(PaperSize.parse(text))
        #expect(abs(paper.widthMillimetres - width) < 1e-9 && abs(paper.heightMillimetres - height) < 1e-9)
    }

    @Test("not papers", arguments: ["a7", "", "210x297", "210mm", "0x297mm", "210x297cm", "1x1mm", "9000x9000mm"])
    func notPaper(text: String) {
        #expect(PaperSize.parse(text) == nil)
    }

    @Test("margins as typed")
    func margins() {
        #expect(PaperSize.millimetres("10mm") == 10)
        #expect(PaperSize.millimetres("1cm") == 10)
        #expect(PaperSize.millimetres("0.5in") == 12.7)
        #expect(PaperSize.millimetres("72pt") == 25.4)
        #expect(PaperSize.millimetres("15") == 15)
        #expect(PaperSize.millimetres("-1mm") == nil && PaperSize.millimetres("wide") == nil)
    }

    @Test("A4 at 300 dpi is 2480×3508 pixels; a point is 1/72 inch; the printable width is exact in pixels")
    func geometry() {
        let page = PrintPage(paper: .a4, dotsPerInch: 300, marginMillimetres: 10)
        #expect(page.pixelSize == PixelSize(width: 2480, height: 3508))
        #expect(page.marginPixels == 118)                      // 10 / 25.4 × 300 = 118.1
        #expect(page.printableWidthPixels == 2244)
        #expect(abs(page.scale - 300.0 / 72) < 1e-12)
        #expect(abs(page.printableWidth * page.scale - 2244) < 1e-9)
        #expect(page.footerPixels == 100)                      // 24 pt × 300 / 72
        #expect(page.contentHeightPixels == 3508 - 236 - 100 - 1)
        #expect(PrintPage(paper: .letter, dotsPerInch: 150, marginMillimetres: 0).pixelSize == PixelSize(width: 1275, height: 1650))
    }

    @Test("pages are the paper's exact size with pHYs, the sheet inside the margins, the footer numbered")
    func render() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-print-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A 100×150 mm card at 72 dpi (a point a pixel): 283×425 pixels, margin 10 mm = 28 pixels.
        let page = PrintPage(paper: PaperSize(name: "card", widthMillimetres: 100, heightMillimetres: 150),
                             dotsPerInch: 72, marginMillimetres: 10)
        #expect(page.pixelSize == PixelSize(width: 283, height: 425) && page.marginPixels == 28)
        // Three red rows of 200 points, 10 apart: one a page (the content holds 425 − 56 − 24 − 1 = 344).
        let frames = (0..<3).map { CGRect(x: 0, y: CGFloat($0) * 210, width: page.printableWidth, height: 200) }
        let layout = LayoutResult.cells(frames, width: page.printableWidth, height: 620)
        let content = SheetContent(cells: [Array(repeating: .color(Color(red: 255, green: 0, blue: 0)), count: 3)])
        var style = SheetStyle.light
        style.background = .white
        let renderer = try LayoutRenderer(style: style, options: RenderOptions(scale: page.scale, jobs: 2, glyphMode: .boxes))
        let output = folder.appendingPathComponent("cards.png").path
        let report = try renderer.renderPrintPages(layout, content: content, page: page, to: output)
        #expect(report.pages.map(\.path) == (1...3).map { LayoutRenderer.pagePath(output, number: $0) })
        for number in 1...3 {
            let path = LayoutRenderer.pagePath(output, number: number)
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            // sRGB right after IHDR, then pHYs: 72 dpi = 2,835 pixels a metre both ways, unit metre.
            #expect(Array(bytes[33..<42]) == [0, 0, 0, 1] + Array("sRGB".utf8) + [0])
            #expect(Array(bytes[46..<67]) == [0, 0, 0, 9] + Array("pHYs".utf8) + [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1] + Array(bytes[63..<67]))
            let image = try ImageDecoder().decode(bytes: bytes).pixels
            #expect(image.size == page.pixelSize)
            let red = RGBA8(255, 0, 0), white = RGBA8(255, 255, 255)
            // Pages after the first start in the middle of the 10-point gap: 5 rows above the cell.
            let top = 28 + (number == 1 ? 0 : 5)
            #expect(image[27, 100] == white && image[28, top] == red && image[254, top + 199] == red && image[255, 100] == white)
            #expect(image[100, top - 1] == white && image[100, top + 200] == white)
            // The footer strip (rows 425 − 28 − 24 ..< 425 − 28) holds the page number in ink.
            let footer = (373..<397).flatMap { y in (28..<255).map { image[$0, y] } }
            #expect(footer.contains { $0 != white })
            #expect((397..<425).allSatisfy { y in (0..<283).allSatisfy { image[$0, y] == white } })
        }
    }
}
