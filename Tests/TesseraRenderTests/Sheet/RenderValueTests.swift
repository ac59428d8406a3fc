import Foundation
import Testing
import TesseraImage
import TesseraLayout
import TesseraRender

/// Issue 42, point 4: values a library caller gives the renderer, a print page, a contact sheet,
/// a comparison or a spec's container that they cannot take are typed errors; each of these
/// stopped the process (a `precondition`) before.
@Suite("Render entry points refuse values they cannot take")
struct RenderValueTests {
    @Test("a scale that is no positive number, or bands under a row, are refused by the renderer",
          arguments: [CGFloat(0), -1, .infinity, .nan])
    func scale(scale: CGFloat) {
        #expect(throws: RenderError.self) { _ = try LayoutRenderer(options: RenderOptions(scale: scale, glyphMode: .boxes)) }
    }

    @Test func bandsAndMessages() {
        #expect(throws: RenderError.invalidScale(0)) { _ = try LayoutRenderer(options: RenderOptions(scale: 0, glyphMode: .boxes)) }
        #expect(throws: RenderError.invalidBands(bandHeight: 0, lookaheadRows: 256)) {
            _ = try LayoutRenderer(options: RenderOptions(glyphMode: .boxes, bandHeight: 0))
        }
        #expect(RenderError.invalidScale(0).description == "the scale must be a number of pixels per point greater than 0, not 0.0")
    }

    @Test("pages of no height, or of a height that is no number, are refused before a file is made",
          arguments: [CGFloat(0), -10, .nan, .infinity])
    func pageHeight(height: CGFloat) throws {
        let renderer = try LayoutRenderer(options: RenderOptions(glyphMode: .boxes))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-page-height-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = LayoutResult(contentSize: CGSize(width: 100, height: 100), attributes: [])
        let error = #expect(throws: RenderError.self) {
            _ = try renderer.renderPages(layout, content: SheetContent(cells: []), pageHeight: height,
                                         to: folder.appendingPathComponent("out.png").path)
        }
        // Compared by its words: a NaN height is not equal to itself.
        #expect(error?.description == RenderError.invalidPageHeight(height).description)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        #expect(RenderError.invalidPageHeight(0).description == "a page must be a number of points high greater than 0, not 0.0")
    }

    @Test("a precision outside 0 … 1 is refused")
    func precision() {
        #expect(throws: ComparisonError.precisionOutOfRange(name: "precision", value: 2)) { _ = try ImageComparison(precision: 2) }
        #expect(throws: ComparisonError.precisionOutOfRange(name: "perceptualPrecision", value: -0.5)) {
            _ = try ImageComparison(perceptualPrecision: -0.5)
        }
        #expect(ComparisonError.precisionOutOfRange(name: "precision", value: 2).description == "precision must lie between 0 and 1, not 2.0")
    }

    @Test("a print page with no resolution, a negative margin or no paper is refused by check() and by the renderer")
    func printPage() throws {
        #expect(throws: PrintPageError.dotsPerInchOutOfRange(0)) { try PrintPage(paper: .a4, dotsPerInch: 0).check() }
        #expect(throws: PrintPageError.invalidMargin("-5mm")) { try PrintPage(paper: .a4, marginMillimetres: -5).check() }
        let none = PaperSize(name: "none", widthMillimetres: .nan, heightMillimetres: 100)
        #expect(throws: PrintPageError.unknownPaper("none")) { try PrintPage(paper: none).check() }
        #expect(PrintPage(paper: none).pixelSize == PixelSize(width: 0, height: 1181))
        let renderer = try LayoutRenderer(options: RenderOptions(scale: 2, glyphMode: .boxes))
        #expect(throws: PrintPageError.dotsPerInchOutOfRange(0)) {
            _ = try renderer.renderPrintPages(LayoutResult(contentSize: .zero, attributes: []), content: SheetContent(cells: []),
                                              page: PrintPage(paper: .a4, dotsPerInch: 0), to: "/tmp/never.png")
        }
        #expect(throws: PrintPageError.scaleMismatch(rendererScale: 2, pageScale: 300.0 / 72)) {
            _ = try renderer.renderPrintPages(LayoutResult(contentSize: .zero, attributes: []), content: SheetContent(cells: []),
                                              page: PrintPage(paper: .a4), to: "/tmp/never.png")
        }
    }

    @Test("a contact sheet without columns, or of no width, is refused")
    func contactSheet() {
        var sheet = ContactSheet()
        sheet.columns = 0
        #expect(throws: ContactSheetError.invalidGeometry(columns: 0, width: 1200, spacing: 8, padding: 16)) {
            _ = try sheet.make([], style: .light)
        }
        sheet.columns = 4
        sheet.width = -1
        #expect(throws: ContactSheetError.self) { _ = try sheet.make([], style: .light) }
    }

    @Test("a container side given to makeContainer is checked as the spec's own", arguments: [CGFloat(0), -3, 2_000_000, .nan])
    func containerSide(side: CGFloat) {
        let spec = LayoutSpec(sections: [.init(items: .placeholders(1))], layout: .waterfall(WaterfallLayout()))
        #expect(throws: SpecError.self) { _ = try spec.makeContainer(width: side) { _ in 1 } }
        #expect(throws: SpecError.self) { _ = try spec.makeContainer(height: side) { _ in 1 } }
        #expect(throws: Never.self) { _ = try spec.makeContainer(width: 1_000_000) { _ in 1 } }
    }
}
