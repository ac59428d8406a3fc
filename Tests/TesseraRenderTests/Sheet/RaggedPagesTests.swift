import Foundation
import Testing
@testable import TesseraRender
import TesseraLayout

/// Issue 40, point 3: a waterfall's pages keep photos whole. A page no gap between rows can end
/// ends ragged, each column at its last whole photo; the next page draws the photos left, each
/// column raised to start at the page's top, and none drawn before; no page is a sliver.
@Suite("Ragged pages")
struct RaggedPagesTests {
    /// Two columns: left a 0…40, c 44…84, e 88…128; right b 0…60, d 64…124.
    static let layout = LayoutResult.cells([
        CGRect(x: 0, y: 0, width: 10, height: 40), CGRect(x: 12, y: 0, width: 10, height: 60),
        CGRect(x: 0, y: 44, width: 10, height: 40), CGRect(x: 12, y: 64, width: 10, height: 60),
        CGRect(x: 0, y: 88, width: 10, height: 40),
    ], width: 22, height: 132)

    @Test("page 1 draws what fits whole; page 2 starts at the highest photo left, columns raised to start together")
    func ragged() {
        let pages = PageBreaks.pagesRepeatingHeaders(of: Self.layout, pageHeight: 100, keepingCellsWhole: true)
        #expect(pages.count == 2)
        // a, b and c fit above 100; d (64…124) and e (88…128) do not.
        #expect(pages[0].drawn == [0, 1, 2] && pages[0].region == CGRect(x: 0, y: 0, width: 22, height: 84))
        // Page 2 starts at d's top, 64; e (left column, 88) rises 24 to start with it.
        #expect(pages[1].region.minY == 64 && pages[1].drawn == [3, 4] && pages[1].raised == [4: 24])
        let drawn = pages[1].layout(from: Self.layout)
        #expect(drawn.attributes.map(\.frame.minY) == [64, 64])
        // As tall as the columns reach (d, 124 − 64) and the bottom padding (132 − 128).
        #expect(pages[1].region.height == 64)
        #expect(PageBreaks.splitCells(of: Self.layout, pages: pages).isEmpty)
    }

    @Test("without keeping cells whole, the same page is cut through d and e")
    func cut() {
        let pages = PageBreaks.pagesRepeatingHeaders(of: Self.layout, pageHeight: 100)
        #expect(pages.map(\.region.minY) == [0, 100] && pages.allSatisfy { $0.drawn == nil })
        #expect(PageBreaks.splitCells(of: Self.layout, pages: pages).map(\.indexPath.item) == [3, 4])
    }

    @Test("a photo taller than a page is still cut, and named")
    func taller() {
        let layout = LayoutResult.cells([CGRect(x: 0, y: 0, width: 10, height: 30), CGRect(x: 12, y: 0, width: 10, height: 250)],
                                        width: 22, height: 250)
        let pages = PageBreaks.pagesRepeatingHeaders(of: layout, pageHeight: 100, keepingCellsWhole: true)
        #expect(PageBreaks.splitCells(of: layout, pages: pages).map(\.indexPath.item) == [1])
        #expect(pages.count >= 3)
    }
}

extension RaggedPagesTests {
    @Test("a photo taller than a page beside short ones: pages go down the sheet, each drawing something new")
    func tallBesideShort() {
        // Left: a 250-point photo; right: short ones every 40 points.
        let layout = LayoutResult.cells([CGRect(x: 0, y: 0, width: 10, height: 250)]
                                        + (0..<6).map { CGRect(x: 12, y: CGFloat($0) * 42, width: 10, height: 40) },
                                        width: 22, height: 252)
        let pages = PageBreaks.pagesRepeatingHeaders(of: layout, pageHeight: 100, keepingCellsWhole: true)
        #expect(pages.count < 12)
        #expect(zip(pages, pages.dropFirst()).allSatisfy { $0.region.minY <= $1.region.minY })
        // Every short photo is drawn on exactly one page.
        for item in 1...6 {
            let on = pages.filter { page in
                page.drawn.map { $0.contains(item) } ?? page.region.intersects(layout.attributes[item].frame)
            }
            #expect(on.count == 1, "photo \(item) on \(on.count) pages")
        }
    }
}
