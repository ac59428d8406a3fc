import Foundation
import Testing
@testable import TesseraLayout

/// Vertical flow: greedy lines, justified spacing, centred single-item lines, the last line.
@Suite("Flow lines")
struct FlowLinesTests {
    static func flow(_ itemSize: CGSize = CGSize(width: 100, height: 100)) -> FlowLayout {
        FlowLayout(itemSize: itemSize, minimumLineSpacing: 10, minimumInteritemSpacing: 10)
    }

    /// 320 points hold 3 items of 100 (100 + 110 + 110 = 320); the last line keeps the columns.
    @Test func fullLinesAndLastLineColumns() throws {
        let result = try LayoutResult.checked(Self.flow(), container(width: 320, [.init(placeholders: 5)]))
        #expect(result.cells(0) == [
            R(0, 0, 100, 100), R(110, 0, 100, 100), R(220, 0, 100, 100), R(0, 110, 100, 100), R(110, 110, 100, 100),
        ])
        #expect(result.contentSize == CGSize(width: 320, height: 210))
    }

    /// The leftover space of a full line is spread between its items: (330 − 300) / 2 = 15.
    @Test func justifiedSpacing() throws {
        let result = try LayoutResult.checked(Self.flow(), container(width: 330, [.init(placeholders: 4)]))
        #expect(result.cells(0) == [R(0, 0, 100, 100), R(115, 0, 100, 100), R(230, 0, 100, 100), R(0, 110, 100, 100)])
    }

    /// A section whose only line is incomplete still uses the columns of a full line.
    @Test func singleIncompleteLineKeepsColumns() throws {
        let result = try LayoutResult.checked(Self.flow(), container(width: 330, [.init(placeholders: 2)]))
        #expect(result.cells(0) == [R(0, 0, 100, 100), R(115, 0, 100, 100)])
        #expect(result.contentSize == CGSize(width: 330, height: 100))
    }

    /// A line that fits only one item centres it: (300 − 200) / 2 = 50.
    @Test func singleItemLinesAreCentred() throws {
        let layout = Self.flow(CGSize(width: 200, height: 50))
        let result = try LayoutResult.checked(layout, container(width: 300, [.init(placeholders: 2)]))
        #expect(result.cells(0) == [R(50, 0, 200, 50), R(50, 60, 200, 50)])
        #expect(result.contentSize == CGSize(width: 300, height: 110))
    }

    /// Different widths: a full line is justified, the last is left-aligned with the minimum
    /// spacing; shorter items are centred vertically in their line.
    @Test func mixedWidths() throws {
        let section = sizes(CGSize(width: 100, height: 50), CGSize(width: 150, height: 100),
                            CGSize(width: 80, height: 60), CGSize(width: 200, height: 40))
        let result = try LayoutResult.checked(Self.flow(), container(width: 300, [section]))
        // line 1: 100 + 160 = 260 (+ 90 > 300); gap 300 − 250 = 50; 100 tall
        // line 2 at 110: 80 + 210 = 290, last → x 0, 90; 60 tall
        #expect(result.cells(0) == [R(0, 25, 100, 50), R(150, 0, 150, 100), R(0, 110, 80, 60), R(90, 120, 200, 40)])
        #expect(result.contentSize == CGSize(width: 300, height: 170))
    }

    /// With mixed widths, a line that fits one item is centred, but a last line of one item is
    /// left-aligned.
    @Test func mixedWidthsSingleItemLines() throws {
        let section = sizes(CGSize(width: 250, height: 20), CGSize(width: 100, height: 20), CGSize(width: 120, height: 30))
        let result = try LayoutResult.checked(Self.flow(), container(width: 300, [section]))
        #expect(result.cells(0) == [R(25, 0, 250, 20), R(0, 35, 100, 20), R(110, 30, 120, 30)])
        let last = sizes(CGSize(width: 100, height: 10), CGSize(width: 150, height: 10), CGSize(width: 50, height: 10))
        let result2 = try LayoutResult.checked(Self.flow(), container(width: 260, [last]))
        #expect(result2.cells(0) == [R(0, 0, 100, 10), R(110, 0, 150, 10), R(0, 20, 50, 10)])
    }

    /// An item wider than the line gets a line of its own, centred, overflowing both edges;
    /// the invariant check reports exactly those frames.
    @Test func itemWiderThanTheLine() {
        let layout = Self.flow(CGSize(width: 150, height: 20))
        let result = layout.layout(in: container(width: 100, [.init(placeholders: 2)]))
        #expect(result.cells(0) == [R(-25, 0, 150, 20), R(-25, 30, 150, 20)])
        #expect(result.invariantViolations() == [
            .outsideContent(index: 0, frame: R(-25, 0, 150, 20)), .outsideContent(index: 1, frame: R(-25, 30, 150, 20)),
        ])
    }

    /// Items with only an aspect ratio take itemSize.width and derive their height.
    @Test func aspectRatioItems() throws {
        let result = try LayoutResult.checked(Self.flow(CGSize(width: 100, height: 77)), container(width: 210, [ratios(2, 0.5)]))
        #expect(result.cells(0) == [R(0, 75, 100, 50), R(110, 0, 100, 200)])
        #expect(result.contentSize == CGSize(width: 210, height: 200))
    }

    @Test func zeroSpacingAndFractions() throws {
        let layout = FlowLayout(itemSize: CGSize(width: 33.3, height: 10), minimumLineSpacing: 0.5, minimumInteritemSpacing: 0)
        let result = try LayoutResult.checked(layout, container(width: 100, [.init(placeholders: 4)]))
        // 3 fit (99.9); gap (100 − 99.9) / 2; each position is the previous + (width + gap)
        let gap = (100 - (33.3 + 33.3 + 33.3)) / 2
        let x1 = 0 + (33.3 + gap), x2 = x1 + (33.3 + gap)
        #expect(x2 == 66.7)
        #expect(result.cells(0) == [R(0, 0, 33.3, 10), R(x1, 0, 33.3, 10), R(x2, 0, 33.3, 10), R(0, 10.5, 33.3, 10)])
    }

    /// Content insets shrink the line; frames are in content coordinates.
    @Test func contentInsets() throws {
        let insets = DirectionalEdgeInsets(top: 20, leading: 15, bottom: 0, trailing: 5)
        let result = try LayoutResult.checked(Self.flow(), container(width: 340, insets: insets, [.init(placeholders: 3)]))
        #expect(result.cells(0) == [R(0, 0, 100, 100), R(110, 0, 100, 100), R(220, 0, 100, 100)])
        #expect(result.contentSize == CGSize(width: 320, height: 100))
    }
}
