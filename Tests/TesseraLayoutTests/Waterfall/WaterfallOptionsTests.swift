import Foundation
import Testing
@testable import TesseraLayout

/// Render directions, minimum content height and per-section values.
@Suite("Waterfall options")
struct WaterfallOptionsTests {
    /// Heights 100, 50, 150, 20, 40 in 3 columns of width 100 (W = 320, spacing 10).
    static let items = ratios(1, 2, 100.0 / 150, 5, 2.5)

    @Test func shortestFirstPrefersLeftmostOnTies() throws {
        let layout = WaterfallLayout(columnCount: 3, columnSpacing: 10, interitemSpacing: 10)
        let result = try LayoutResult.checked(layout, container(width: 320, [Self.items]))
        // all start at 0 → item 0 col 0, item 1 col 1, item 2 col 2 (ties go left);
        // bottoms [110, 60, 160] → item 3 col 1 at 60 → [110, 90, 160] → item 4 col 1 at 90
        #expect(result.cells(0) == [
            R(0, 0, 100, 100), R(110, 0, 100, 50), R(220, 0, 100, 150), R(110, 60, 100, 20), R(110, 90, 100, 40),
        ])
        #expect(result.contentSize.height == 150)
    }

    @Test func leftToRight() throws {
        var layout = WaterfallLayout(columnCount: 3, columnSpacing: 10, interitemSpacing: 10)
        layout.itemRenderDirection = .leftToRight
        let result = try LayoutResult.checked(layout, container(width: 320, [Self.items]))
        // columns 0, 1, 2, 0, 1
        #expect(result.cells(0) == [
            R(0, 0, 100, 100), R(110, 0, 100, 50), R(220, 0, 100, 150), R(0, 110, 100, 20), R(110, 60, 100, 40),
        ])
    }

    @Test func rightToLeft() throws {
        var layout = WaterfallLayout(columnCount: 3, columnSpacing: 10, interitemSpacing: 10)
        layout.itemRenderDirection = .rightToLeft
        let result = try LayoutResult.checked(layout, container(width: 320, [Self.items]))
        // columns 2, 1, 0, 2, 1
        #expect(result.cells(0) == [
            R(220, 0, 100, 100), R(110, 0, 100, 50), R(0, 0, 100, 150), R(220, 110, 100, 20), R(110, 60, 100, 40),
        ])
    }

    @Test(arguments: [(CGFloat(0), CGFloat(150)), (149, 150), (150, 150), (151, 151), (1000.5, 1000.5)])
    func minimumContentHeight(minimum: CGFloat, expected: CGFloat) throws {
        var layout = WaterfallLayout(columnCount: 3, columnSpacing: 10, interitemSpacing: 10)
        layout.minimumContentHeight = minimum
        let result = try LayoutResult.checked(layout, container(width: 320, [Self.items]))
        #expect(result.contentSize == CGSize(width: 320, height: expected))
    }

    /// `sectionOverrides` replace the layout's values for one section only.
    @Test func sectionOverrides() throws {
        var layout = WaterfallLayout(columnCount: 2, columnSpacing: 10, interitemSpacing: 10)
        layout.sectionOverrides[1] = .init(columnCount: 3, columnSpacing: 5, headerHeight: 30)
        let result = try LayoutResult.checked(layout, container(width: 210, [.init(placeholders: 2), .init(placeholders: 3)]))
        #expect(result.cells(0) == [R(0, 0, 100, 100), R(110, 0, 100, 100)])
        #expect(result.supplementary(.header, 0) == nil)
        // section 1 starts at 100: header 100–130; w = (210 − 10) / 3
        let w: CGFloat = (210 - 10) / 3
        #expect(result.supplementary(.header, 1) == R(0, 100, 210, 30))
        #expect(result.cells(1) == [R(0, 130, w, w), R(w + 5, 130, w, w), R(2 * (w + 5), 130, w, w)])
    }

    /// A metrics provider acts like CHT's delegate and sees the overridden values.
    @Test func sectionMetricsProvider() throws {
        var layout = WaterfallLayout(columnCount: 2, columnSpacing: 10, interitemSpacing: 10)
        layout.sectionOverrides[0] = .init(columnSpacing: 20)
        layout.sectionMetricsProvider = { section, metrics in
            var metrics = metrics
            metrics.columnCount = section + 1
            metrics.footerHeight = metrics.columnSpacing   // 20 in section 0, 10 in section 1
            return metrics
        }
        let result = try LayoutResult.checked(layout, container(width: 210, [.init(placeholders: 1), .init(placeholders: 2)]))
        #expect(result.cells(0) == [R(0, 0, 210, 210)])
        #expect(result.supplementary(.footer, 0) == R(0, 210, 210, 20))
        #expect(result.cells(1) == [R(0, 230, 100, 100), R(110, 230, 100, 100)])
        #expect(result.supplementary(.footer, 1) == R(0, 330, 210, 10))
        #expect(layout.metrics(forSection: 0).columnSpacing == 20)
    }

    /// Headers and footers are supplementaries at item 0 with zIndex 0; cells have zIndex 0.
    @Test func elementKindsAndZIndex() throws {
        var layout = WaterfallLayout(columnCount: 1)
        layout.headerHeight = 10
        layout.footerHeight = 10
        let result = try LayoutResult.checked(layout, container(width: 100, [.init(placeholders: 1)]))
        #expect(result.attributes.map(\.category) == [.cell, .supplementaryView, .supplementaryView])
        // Dump order: kinds by name, so the footer comes before the header.
        #expect(result.attributes.map(\.representedElementKind) == [nil, .footer, .header])
        #expect(result.attributes.allSatisfy { $0.zIndex == 0 && $0.item == 0 && !$0.isHidden })
    }

    /// Insets and spacing wider than the container: column and header widths stop at 0.
    @Test func columnsWiderThanTheContainer() {
        var layout = WaterfallLayout(columnCount: 4, columnSpacing: 40, interitemSpacing: 0)
        layout.headerHeight = 10
        layout.headerInset = EdgeInsets(top: 0, left: 60, bottom: 0, right: 60)
        let result = layout.layout(in: container(width: 100, [.init(placeholders: 2)]))
        #expect(result.supplementary(.header, 0) == R(60, 0, 0, 10))
        // Zero-height items all tie at the top of column 0.
        #expect(result.cells(0) == [R(0, 10, 0, 0), R(0, 10, 0, 0)])
        #expect(result.contentSize == CGSize(width: 100, height: 10))
        #expect(result.invariantViolations().isEmpty)
    }
}
