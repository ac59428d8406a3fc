import Foundation
import Testing
import TesseraRender

@Suite("PageBreaks")
struct PageBreaksTests {
    @Test("pages end in the middle of the lowest gap between rows that fits")
    func betweenRows() {
        let layout = LayoutResult.cells([CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 12, width: 10, height: 10),
                                         CGRect(x: 0, y: 24, width: 10, height: 10), CGRect(x: 0, y: 36, width: 10, height: 10)],
                                        width: 10, height: 46)
        #expect(PageBreaks.pages(of: layout, pageHeight: 25) == [CGRect(x: 0, y: 0, width: 10, height: 23),
                                                                 CGRect(x: 0, y: 23, width: 10, height: 23)])
        #expect(PageBreaks.pages(of: layout, pageHeight: 46) == [CGRect(x: 0, y: 0, width: 10, height: 46)])
    }

    @Test("overlapping columns allow no cut inside them")
    func staggered() {
        let layout = LayoutResult.cells([CGRect(x: 0, y: 0, width: 5, height: 10), CGRect(x: 5, y: 5, width: 5, height: 15),
                                         CGRect(x: 0, y: 22, width: 10, height: 8)], width: 10, height: 30)
        #expect(PageBreaks.pages(of: layout, pageHeight: 25).map(\.maxY) == [21, 30])
    }

    @Test("with no gap, pages are cut at exactly the page height")
    func hardCut() {
        let layout = LayoutResult.cells([CGRect(x: 0, y: 0, width: 10, height: 100)], width: 10, height: 100)
        #expect(PageBreaks.pages(of: layout, pageHeight: 30).map(\.minY) == [0, 30, 60, 90])
        #expect(PageBreaks.pages(of: layout, pageHeight: 30).last?.height == 10)
    }
}
