import Foundation
import Testing
@testable import TesseraRender
import TesseraLayout

/// Issue 23: no page without content. Two rows of cells, 16.4 points of padding below the last
/// (content 240.4 high, as a sheet's fractional height makes it), cut at page heights around
/// each boundary: the last row's bottom (224), the content's height, a pixel either side.
@Suite("Pages without content")
struct PageSliverTests {
    static let layout = LayoutResult.cells([CGRect(x: 16, y: 16, width: 10, height: 100), CGRect(x: 16, y: 124, width: 10, height: 100)],
                                           width: 42, height: 240.4)

    /// Page height → the pages' (top, bottom).
    static let cases: [(CGFloat, [ClosedRange<CGFloat>])] = [
        (116, [0...116, 116...232]),        // no gap fits: cut at the page height, below the first row
        (119.9, [0...119.9, 119.9...239.8]),
        (120, [0...120, 120...240]),
        (223, [0...120, 120...240.4]),
        (223.9, [0...120, 120...240.4]),
        (224, [0...224]),                   // once a 16-point page of padding alone
        (224.5, [0...224.5]),
        (230, [0...230]),
        (239.4, [0...239.4]),
        (240, [0...240]),                   // once a page 0.4 points (one pixel) high
        (240.4, [0...240.4]),
        (241, [0...240.4]),
    ]

    @Test(arguments: cases.indices)
    func everyPageHoldsAnElement(_ index: Int) {
        let (pageHeight, expected) = Self.cases[index]
        let pages = PageBreaks.pages(of: Self.layout, pageHeight: pageHeight)
        #expect(pages.map { $0.minY...$0.maxY } == expected, "page height \(pageHeight)")
        for page in pages {
            #expect(page.height <= pageHeight, "page height \(pageHeight)")
            #expect(Self.layout.attributes.contains { $0.frame.minY < page.maxY && $0.frame.maxY > page.minY },
                    "page height \(pageHeight): \(page) holds no element")
        }
    }
}
