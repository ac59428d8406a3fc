import Foundation
import Testing
@testable import TesseraLayout

/// Flow headers, footers, insets, empty sections, per-section values and horizontal scrolling.
@Suite("Flow sections")
struct FlowSectionsTests {
    /// Headers and footers span the full width, are not inset, and have no line spacing next
    /// to them; the section inset applies to the items only.
    @Test func headersFootersAndInsets() throws {
        var layout = FlowLayout(itemSize: CGSize(width: 100, height: 50), minimumLineSpacing: 10, minimumInteritemSpacing: 10,
                                sectionInset: EdgeInsets(top: 5, left: 7, bottom: 9, right: 11),
                                headerReferenceSize: CGSize(width: 999, height: 40), footerReferenceSize: CGSize(width: 0, height: 30))
        layout.sectionOverrides[1] = .init(headerReferenceSize: .zero)
        let result = try LayoutResult.checked(layout, container(width: 300, [.init(placeholders: 3), .init(placeholders: 1)]))
        // line of 282 holds 2 (100 + 110); gap 282 − 200 = 82 → x 7 and 189
        #expect(result.supplementary(.header, 0) == R(0, 0, 300, 40))
        #expect(result.cells(0) == [R(7, 45, 100, 50), R(189, 45, 100, 50), R(7, 105, 100, 50)])
        #expect(result.supplementary(.footer, 0) == R(0, 164, 300, 30))
        // section 1 from 194: no header, inset 5 → 199
        #expect(result.supplementary(.header, 1) == nil)
        #expect(result.cells(1) == [R(7, 199, 100, 50)])
        #expect(result.supplementary(.footer, 1) == R(0, 258, 300, 30))
        #expect(result.contentSize == CGSize(width: 300, height: 288))
    }

    /// An empty section keeps its header, section insets and footer.
    @Test func emptySection() throws {
        let layout = FlowLayout(sectionInset: EdgeInsets(top: 5, left: 0, bottom: 9, right: 0),
                                headerReferenceSize: CGSize(width: 0, height: 20), footerReferenceSize: CGSize(width: 0, height: 10))
        let result = try LayoutResult.checked(layout, container(width: 200, [.init(placeholders: 0)]))
        #expect(result.supplementary(.header, 0) == R(0, 0, 200, 20))
        #expect(result.supplementary(.footer, 0) == R(0, 34, 200, 10))
        #expect(result.contentSize == CGSize(width: 200, height: 44))
    }

    @Test func sectionMetricsProvider() throws {
        var layout = FlowLayout(itemSize: CGSize(width: 100, height: 100), minimumLineSpacing: 10, minimumInteritemSpacing: 10)
        layout.sectionOverrides[0] = .init(minimumLineSpacing: 0)
        layout.sectionMetricsProvider = { section, metrics in
            var metrics = metrics
            if section == 1 { metrics.itemSize = CGSize(width: 50, height: 20) }
            return metrics
        }
        let result = try LayoutResult.checked(layout, container(width: 100, [.init(placeholders: 2), .init(placeholders: 2)]))
        #expect(result.cells(0) == [R(0, 0, 100, 100), R(0, 100, 100, 100)])
        // 50 + 60 > 100: one per line, centred at 25
        #expect(result.cells(1) == [R(25, 200, 50, 20), R(25, 230, 50, 20)])
    }

    /// Horizontal scrolling: the same rules with the axes swapped. Lines are columns filled top
    /// to bottom within the height; headers are full height and `width` wide.
    @Test func horizontal() throws {
        let layout = FlowLayout(scrollDirection: .horizontal, itemSize: CGSize(width: 80, height: 50),
                                minimumLineSpacing: 10, minimumInteritemSpacing: 10,
                                sectionInset: EdgeInsets(top: 4, left: 6, bottom: 8, right: 12),
                                headerReferenceSize: CGSize(width: 30, height: 999), footerReferenceSize: CGSize(width: 20, height: 0))
        let result = try LayoutResult.checked(layout, container(width: 300, height: 200, [.init(placeholders: 5)]))
        // column of 188 holds 3 (50 + 60 + 60 = 170); gap (188 − 150) / 2 = 19 → y 4, 73, 142
        #expect(result.supplementary(.header, 0) == R(0, 0, 30, 200))
        #expect(result.cells(0) == [R(36, 4, 80, 50), R(36, 73, 80, 50), R(36, 142, 80, 50), R(126, 4, 80, 50), R(126, 73, 80, 50)])
        #expect(result.supplementary(.footer, 0) == R(218, 0, 20, 200))
        #expect(result.contentSize == CGSize(width: 238, height: 200))
        #expect(result.scrollDirection == .horizontal)
    }

    /// Horizontal: mixed heights; a column that fits one item centres it along y, the last
    /// column is top-aligned; narrower items are centred horizontally in their column;
    /// aspect-ratio items keep itemSize.height.
    @Test func horizontalMixedSizes() throws {
        let layout = FlowLayout(scrollDirection: .horizontal, itemSize: CGSize(width: 10, height: 40),
                                minimumLineSpacing: 5, minimumInteritemSpacing: 10)
        let section = CollectionContainer.Section(items: [
            .size(CGSize(width: 60, height: 70)), .size(CGSize(width: 40, height: 50)), .aspectRatio(0.5),
        ])
        let insets = DirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0)
        let result = try LayoutResult.checked(layout, container(width: 300, height: 110, insets: insets, [section]))
        // H = 100; item 2 is 20 × 40. Column 1: 70 + 60 > 100 → [0] alone, y (100 − 70) / 2 = 15.
        // Column 2 at 60 + 5: [1, 2] (50 + 50 = 100), last → y 0 and 60; 40 wide, item 2 at 65 + 10
        #expect(result.cells(0) == [R(0, 15, 60, 70), R(65, 0, 40, 50), R(75, 60, 20, 40)])
        #expect(result.contentSize == CGSize(width: 105, height: 100))
    }
}
