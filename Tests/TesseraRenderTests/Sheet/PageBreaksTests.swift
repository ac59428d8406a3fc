import Foundation
import Testing
@testable import TesseraRender
import TesseraLayout

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

    @Test("a section header is never left at the bottom of a page: it goes over with its first row")
    func headerKeepsWithRow() {
        let attributes = [
            LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0), frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
            LayoutAttributes(forSupplementaryOfKind: .header, at: IndexPath(item: 0, section: 1), frame: CGRect(x: 0, y: 12, width: 10, height: 8)),
            LayoutAttributes(forCellAt: IndexPath(item: 0, section: 1), frame: CGRect(x: 0, y: 22, width: 10, height: 10)),
        ]
        let layout = LayoutResult(contentSize: CGSize(width: 10, height: 32), attributes: attributes)
        #expect(PageBreaks.pages(of: layout, pageHeight: 25).map(\.maxY) == [11, 32])
        #expect(PageBreaks.allowedCuts(layout) == [11])
    }
}
