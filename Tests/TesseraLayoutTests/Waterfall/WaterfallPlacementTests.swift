import Foundation
import Testing
@testable import TesseraLayout

/// Exact frames of docs/layout-spec.md's waterfall rules, computed by hand in the comments.
@Suite("Waterfall placement")
struct WaterfallPlacementTests {
    /// docs/layout-spec.md's example: 390 wide, 2 columns, spacing 8, insets 8.
    /// w = (390 − 8 − 8 − 8) / 2 = 183; x = 8 and 8 + 183 + 8 = 199.
    @Test func twoColumnsShortestFirst() throws {
        let layout = WaterfallLayout(columnCount: 2, columnSpacing: 8, interitemSpacing: 8, sectionInset: EdgeInsets(all: 8))
        let result = try LayoutResult.checked(layout, container(width: 390, [ratios(1.5, 0.75, 1, 2)]))
        // item 0 → column 0: h = 183 / 1.5 = 122, bottoms [138, 8]
        // item 1 → column 1 (8 < 138): h = 244, bottoms [138, 260]
        // item 2 → column 0: h = 183, bottoms [329, 260]
        // item 3 → column 1: h = 91.5, bottoms [329, 359.5]
        #expect(result.cells(0) == [R(8, 8, 183, 122), R(199, 8, 183, 244), R(8, 138, 183, 183), R(199, 260, 183, 91.5)])
        // top = 359.5 − 8 + 8
        #expect(result.contentSize == CGSize(width: 390, height: 359.5))
    }

    /// Placeholders are square; an explicit size gives h = w × height / width.
    @Test func placeholdersAndExplicitSizes() throws {
        let layout = WaterfallLayout(columnCount: 1, interitemSpacing: 0)
        let section = CollectionContainer.Section(items: [nil, .size(CGSize(width: 100, height: 40)), .aspectRatio(4)])
        let result = try LayoutResult.checked(layout, container(width: 200, [section]))
        #expect(result.cells(0) == [R(0, 0, 200, 200), R(0, 200, 200, 80), R(0, 280, 200, 50)])
        #expect(result.contentSize == CGSize(width: 200, height: 330))
    }

    /// Header and footer with every inset; the header spans W minus its own insets.
    @Test func headerAndFooterWithInsets() throws {
        var layout = WaterfallLayout(columnCount: 1, columnSpacing: 0, interitemSpacing: 10)
        layout.headerHeight = 44
        layout.headerInset = EdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
        layout.footerHeight = 30
        layout.footerInset = EdgeInsets(top: 2, left: 5, bottom: 3, right: 0)
        layout.sectionInset = EdgeInsets(top: 1, left: 0, bottom: 7, right: 0)
        let result = try LayoutResult.checked(layout, container(width: 300, [.init(items: [nil, .aspectRatio(2)])]))
        // top 0 + 4 → header (10, 4, 270, 44); 48 + 6 = 54; + 1 = 55
        #expect(result.supplementary(.header, 0) == R(10, 4, 270, 44))
        // items: (0, 55, 300, 300), (0, 365, 300, 150); bottom 525 − 10 + 7 = 522
        #expect(result.cells(0) == [R(0, 55, 300, 300), R(0, 365, 300, 150)])
        // + 2 → footer (5, 524, 295, 30); 554 + 3 = 557
        #expect(result.supplementary(.footer, 0) == R(5, 524, 295, 30))
        #expect(result.contentSize == CGSize(width: 300, height: 557))
    }

    /// Without a header, headerInset.top still applies and headerInset.bottom does not; the same
    /// for the footer.
    @Test func insetsWithoutHeaderOrFooter() throws {
        var layout = WaterfallLayout(columnCount: 2, columnSpacing: 10, interitemSpacing: 10)
        layout.headerInset = EdgeInsets(top: 5, left: 0, bottom: 100, right: 0)
        layout.footerInset = EdgeInsets(top: 3, left: 0, bottom: 100, right: 0)
        let result = try LayoutResult.checked(layout, container(width: 210, [.init(placeholders: 1)]))
        #expect(result.cells(0) == [R(0, 5, 100, 100)])
        #expect(result.attributes.count == 1)
        // bottoms [115, 5] → 115 − 10 + 0 (sectionInset) + 3 (footerInset.top)
        #expect(result.contentSize == CGSize(width: 210, height: 108))
    }

    @Test func headerWithoutFooter() throws {
        var layout = WaterfallLayout(columnCount: 2, columnSpacing: 10, interitemSpacing: 10)
        layout.headerHeight = 20
        let result = try LayoutResult.checked(layout, container(width: 210, [.init(placeholders: 2)]))
        #expect(result.supplementary(.header, 0) == R(0, 0, 210, 20))
        #expect(result.supplementary(.footer, 0) == nil)
        #expect(result.cells(0) == [R(0, 20, 100, 100), R(110, 20, 100, 100)])
        #expect(result.contentSize.height == 120)
    }

    @Test func footerWithoutHeader() throws {
        var layout = WaterfallLayout(columnCount: 2, columnSpacing: 10, interitemSpacing: 10)
        layout.footerHeight = 20
        let result = try LayoutResult.checked(layout, container(width: 210, [.init(placeholders: 3)]))
        #expect(result.supplementary(.header, 0) == nil)
        // items: (0,0), (110,0), (0,110); bottoms 220, 110 → top 210
        #expect(result.cells(0) == [R(0, 0, 100, 100), R(110, 0, 100, 100), R(0, 110, 100, 100)])
        #expect(result.supplementary(.footer, 0) == R(0, 210, 210, 20))
        #expect(result.contentSize.height == 230)
    }

    /// An empty section keeps its header, footer and section insets; `top` is unchanged by the
    /// missing items (no spacing is taken off).
    @Test func emptySections() throws {
        var layout = WaterfallLayout(columnCount: 3, columnSpacing: 5, interitemSpacing: 10,
                                     sectionInset: EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        layout.headerHeight = 20
        layout.footerHeight = 10
        let sections: [CollectionContainer.Section] = [.init(placeholders: 0), .init(placeholders: 1), .init(items: [])]
        let result = try LayoutResult.checked(layout, container(width: 110, sections))
        // section 0: header 0–20, + 8, + 8 → footer at 36, ends 46
        #expect(result.supplementary(.header, 0) == R(0, 0, 110, 20))
        #expect(result.supplementary(.footer, 0) == R(0, 36, 110, 10))
        // section 1: header 46–66, + 8 → item (0, 74, 33.33…) … w = (110 − 10) / 3
        let w: CGFloat = (110 - 10) / 3
        #expect(result.supplementary(.header, 1) == R(0, 46, 110, 20))
        #expect(result.cells(1) == [R(0, 74, w, w)])
        let afterItems = 74 + w + 10 - 10 + 8
        #expect(result.supplementary(.footer, 1) == R(0, afterItems, 110, 10))
        // section 2: like section 0, from afterItems + 10
        let start2 = afterItems + 10
        #expect(result.supplementary(.header, 2) == R(0, start2, 110, 20))
        #expect(result.supplementary(.footer, 2) == R(0, start2 + 20 + 8 + 8, 110, 10))
        #expect(result.contentSize.height == start2 + 20 + 8 + 8 + 10)
        #expect(result.cells(0).isEmpty && result.cells(2).isEmpty)
    }

    /// No sections at all: empty content of width W.
    @Test func noSections() throws {
        let result = try LayoutResult.checked(WaterfallLayout(), container(width: 320, []))
        #expect(result.attributes.isEmpty)
        #expect(result.contentSize == CGSize(width: 320, height: 0))
    }

    @Test func oneItemOneColumn() throws {
        let layout = WaterfallLayout(columnCount: 1, sectionInset: EdgeInsets(top: 3, left: 4, bottom: 5, right: 6))
        let result = try LayoutResult.checked(layout, container(width: 110, [ratios(0.5)]))
        // w = 110 − 10 = 100, h = 200
        #expect(result.cells(0) == [R(4, 3, 100, 200)])
        #expect(result.contentSize == CGSize(width: 110, height: 208))
    }

    /// More columns than items: the extra columns stay empty and the section ends below the
    /// longest one.
    @Test func moreColumnsThanItems() throws {
        let layout = WaterfallLayout(columnCount: 5, columnSpacing: 10, interitemSpacing: 10)
        let result = try LayoutResult.checked(layout, container(width: 540, [ratios(1, 0.5)]))
        // w = (540 − 40) / 5 = 100
        #expect(result.cells(0) == [R(0, 0, 100, 100), R(110, 0, 100, 200)])
        #expect(result.contentSize.height == 200)
    }

    @Test func zeroSpacing() throws {
        let layout = WaterfallLayout(columnCount: 2, columnSpacing: 0, interitemSpacing: 0)
        let result = try LayoutResult.checked(layout, container(width: 200, [ratios(1, 2, 1, 1)]))
        // bottoms after each: [100, 0] → [100, 50] → [100, 150] → [200, 150]
        #expect(result.cells(0) == [R(0, 0, 100, 100), R(100, 0, 100, 50), R(100, 50, 100, 100), R(0, 100, 100, 100)])
        #expect(result.contentSize.height == 200)
    }

    /// Fractional spacing: values are exact (no rounding); the expected numbers use docs/layout-spec.md's
    /// formulas in the same order of operations.
    @Test func fractionalSpacing() throws {
        let layout = WaterfallLayout(columnCount: 3, columnSpacing: 2.5, interitemSpacing: 0.25,
                                     sectionInset: EdgeInsets(top: 0.5, left: 1.5, bottom: 0.75, right: 1.5))
        let result = try LayoutResult.checked(layout, container(width: 100, [ratios(1, 1, 1, 3)]))
        let w: CGFloat = (100 - 1.5 - 1.5 - 2 * 2.5) / 3
        #expect(w == 30.666666666666668)
        let x1 = 1.5 + 1 * (w + 2.5), x2 = 1.5 + 2 * (w + 2.5)
        let y3 = 0.5 + w + 0.25
        #expect(result.cells(0) == [R(1.5, 0.5, w, w), R(x1, 0.5, w, w), R(x2, 0.5, w, w), R(1.5, y3, w, w / 3)])
        #expect(result.contentSize.height == y3 + w / 3 + 0.25 - 0.25 + 0.75)
    }

    /// Content insets shrink W; frames stay in content coordinates.
    @Test func contentInsets() throws {
        let layout = WaterfallLayout(columnCount: 2, columnSpacing: 10)
        let insets = DirectionalEdgeInsets(top: 50, leading: 20, bottom: 30, trailing: 10)
        let result = try LayoutResult.checked(layout, container(width: 240, insets: insets, [.init(placeholders: 2)]))
        #expect(result.cells(0) == [R(0, 0, 100, 100), R(110, 0, 100, 100)])
        #expect(result.contentSize == CGSize(width: 210, height: 100))
    }

    /// Sections stack: each starts where the previous one's footer inset ended.
    @Test func sectionsStack() throws {
        let layout = WaterfallLayout(columnCount: 2, columnSpacing: 10, interitemSpacing: 10,
                                     sectionInset: EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        let result = try LayoutResult.checked(layout, container(width: 210, [.init(placeholders: 1), .init(placeholders: 2)]))
        #expect(result.cells(0) == [R(0, 10, 100, 100)])
        // section 0 ends at 110 + 10 − 10 + 20 = 130; section 1 items at 140
        #expect(result.cells(1) == [R(0, 140, 100, 100), R(110, 140, 100, 100)])
        #expect(result.contentSize.height == 260)
    }
}
