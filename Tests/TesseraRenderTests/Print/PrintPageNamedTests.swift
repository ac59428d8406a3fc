import Testing
import TesseraImage
import TesseraRender

/// A print page from what a user types: paper, resolution and margin, each refused with its own error.
@Suite("PrintPage(paperName:dotsPerInch:margin:headerText:)")
struct PrintPageNamedTests {
    @Test("defaults: 300 dpi and 10 mm; a margin in inches")
    func defaults() throws {
        let page = try PrintPage(paperName: "a4", dotsPerInch: nil, margin: nil, headerText: nil)
        #expect(page == PrintPage(paper: try #require(PaperSize.parse("a4")), dotsPerInch: 300, marginMillimetres: 10))
        #expect(page.pixelSize == PixelSize(width: 2480, height: 3508))
        let inch = try PrintPage(paperName: "letter", dotsPerInch: 72, margin: "0.5in", headerText: "Client")
        #expect(inch.marginPixels == 36 && inch.headerText == "Client")
    }

    @Test("each wrong value is its own error, in the order paper, resolution, margin, room, width",
          arguments: [
            ("a9", 300.0, "10mm", PrintPageError.unknownPaper("a9")),
            ("a4", 35, "10mm", .dotsPerInchOutOfRange(35)),
            ("a4", 2401, "nonsense", .dotsPerInchOutOfRange(2401)),
            ("a4", 300, "nonsense", .invalidMargin("nonsense")),
            ("a5", 300, "70mm", .noRoomToPrint(margin: "70mm", paper: "A5")),
            ("2000x100mm", 2400, "10mm", .tooLarge(paper: "2000x100mm", dotsPerInch: 2400, .tooWide(width: 188_976, height: 9_449, limit: 65_500))),
          ])
    func errors(paper: String, dpi: Double, margin: String, expected: PrintPageError) {
        #expect(throws: expected) { try PrintPage(paperName: paper, dotsPerInch: dpi, margin: margin, headerText: nil) }
    }

    @Test("the largest page is PictureLimits.maximumSide wide")
    func widest() throws {
        // 65,500 pixels at 2400 dpi is 693.2 mm.
        #expect(throws: Never.self) { try PrintPage(paperName: "693x100mm", dotsPerInch: 2400, margin: nil, headerText: nil) }
        #expect(throws: PrintPageError.tooLarge(paper: "694x100mm", dotsPerInch: 2400, .tooWide(width: 65_575, height: 9_449, limit: 65_500))) {
            try PrintPage(paperName: "694x100mm", dotsPerInch: 2400, margin: nil, headerText: nil)
        }
    }
}
