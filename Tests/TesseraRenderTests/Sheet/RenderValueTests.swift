import Foundation
import Testing
import TesseraImage
import TesseraLayout
import TesseraRender

/// Issue 42, point 4: values a library caller gives the renderer, a print page, a contact sheet
/// or a comparison that they cannot take. Before the fix each of these stopped the process.
@Suite("Render entry points trap on values they cannot take")
struct RenderValueTests {
    @Test func scaleZero() async {
        await #expect(processExitsWith: .failure) {
            _ = try SheetRenderer(options: RenderOptions(scale: 0, glyphMode: .boxes))
        }
    }

    @Test func precisionAboveOne() async {
        await #expect(processExitsWith: .failure) {
            _ = ImageComparison(precision: 2)
        }
    }

    @Test func printPageWithoutResolution() async {
        await #expect(processExitsWith: .failure) {
            guard let paper = PaperSize.parse("a4") else { return }
            _ = PrintPage(paper: paper, dotsPerInch: 0)
        }
    }

    @Test func contactSheetWithoutColumns() async {
        await #expect(processExitsWith: .failure) {
            var sheet = ContactSheet()
            sheet.columns = 0
            _ = sheet.make([], style: .light)
        }
    }

    @Test func containerWidthZero() async {
        await #expect(processExitsWith: .failure) {
            let spec = LayoutSpec(sections: [.init(items: .placeholders(1))], layout: .waterfall(WaterfallLayout()))
            _ = try spec.makeContainer(width: 0) { _ in 1 }
        }
    }
}
