import Foundation
import Testing
import TesseraRender

/// A contact sheet set up for a width: `--columns` kept, or `--column-width` turned into columns.
@Suite("ContactSheet.fitted(width:minimumColumnWidth:)")
struct ContactSheetWidthTests {
    @Test("without a column width the columns stay; with one, as many as fit at that width")
    func fitted() {
        var sheet = ContactSheet()
        sheet.columns = 5
        #expect(sheet.fitted(width: 393, minimumColumnWidth: nil).columns == 5)
        #expect(sheet.fitted(width: 393, minimumColumnWidth: nil).width == 393)
        // ⌊(393 − 32 + 8) / (100 + 8)⌋ = 3, ⌊(1200 − 32 + 8) / 108⌋ = 10.
        for (width, columns) in [(393.0, 3), (1200, 10), (50, 1)] {
            let fitted = sheet.fitted(width: CGFloat(width), minimumColumnWidth: 100)
            #expect(fitted.columns == columns && fitted.width == CGFloat(width), "width \(width)")
        }
    }
}
