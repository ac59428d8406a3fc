import Foundation
import Testing
import UIKit

/// ``SquareGridLayout``: four columns of squares 2 points apart, turned from portrait (390 × 844)
/// to landscape (844 × 390) and back.
@Suite("SquareGridLayout: an Instagram-style grid, rotated")
@MainActor
struct SquareGridLayoutTests {
    /// Counts `prepare()` calls, as a test double of the layout.
    final class CountingLayout: SquareGridLayout {
        private(set) var prepareCount = 0
        override func prepare() {
            prepareCount += 1
            super.prepare()
        }
    }

    func makeHost(_ layout: SquareGridLayout, counts: [Int] = [9]) -> LayoutHost {
        layout.numberOfColumns = 4
        layout.spacing = 2
        return LayoutHost(layout, size: CGSize(width: 390, height: 844), counts: counts)
    }

    /// Frames by hand: squares (width − 3 × 2) / 4 wide; item i in row i / 4, column i % 4, each
    /// square plus 2 apart.
    func grid(side: CGFloat, items: Int = 9) -> [CGRect] {
        (0..<items).map { item in
            CGRect(x: CGFloat(item % 4) * (side + 2), y: CGFloat(item / 4) * (side + 2), width: side, height: side)
        }
    }

    @Test("portrait: 96-point squares, 98 apart; three rows are 3 × 96 + 2 × 2 = 292 high")
    func portrait() {
        let host = makeHost(SquareGridLayout())
        // (390 − 6) / 4 = 96.
        #expect(host.itemFrames == grid(side: 96))
        #expect(host.itemFrames[5] == CGRect(x: 98, y: 98, width: 96, height: 96))
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 292))
        #expect(host.cells(in: CGRect(x: 0, y: 200, width: 390, height: 1)).map(\.indexPath.item) == [8])
    }

    @Test("rotated by its frame or its bounds: 209.5-point squares in landscape, then back",
          arguments: ["frame", "bounds"])
    func rotated(by property: String) {
        let layout = CountingLayout()
        let host = makeHost(layout)
        func resize(width: CGFloat, height: CGFloat) {
            if property == "frame" {
                host.collectionView.frame = CGRect(x: 0, y: 0, width: width, height: height)
            } else {
                host.collectionView.bounds = CGRect(x: 0, y: 0, width: width, height: height)
            }
        }
        let prepares = layout.prepareCount
        resize(width: 844, height: 390)
        // (844 − 6) / 4 = 209.5; item 5 at (211.5, 211.5); content 3 × 209.5 + 4 = 632.5.
        #expect(host.itemFrames == grid(side: 209.5))
        #expect(host.itemFrames[5] == CGRect(x: 211.5, y: 211.5, width: 209.5, height: 209.5))
        #expect(host.collectionView.contentSize == CGSize(width: 844, height: 632.5))
        #expect(layout.prepareCount == prepares + 1)
        resize(width: 390, height: 844)
        #expect(host.itemFrames == grid(side: 96))
        #expect(layout.prepareCount == prepares + 2)
    }

    @Test("scrolling, or a new height alone, keeps the prepared frames: only a new width re-prepares")
    func scrolling() {
        let layout = CountingLayout()
        let host = makeHost(layout, counts: [40])
        let before = host.itemFrames
        let prepares = layout.prepareCount
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 100, width: 390, height: 844)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 391, height: 844)))
        host.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        host.collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 500)
        #expect(host.itemFrames == before)
        #expect(layout.prepareCount == prepares)
        #expect(host.collectionView.indexPathsForVisibleItems.first == IndexPath(item: 4, section: 0))
    }

    @Test("three columns 3 apart; each section starts on a new row; a new column count re-prepares")
    func columnsAndSections() {
        let layout = SquareGridLayout()
        let host = makeHost(layout, counts: [4, 2])
        layout.numberOfColumns = 3
        layout.spacing = 3
        // (390 − 2 × 3) / 3 = 128, 131 apart. Section 0: row 0 (items 0–2), row 1 (item 3);
        // section 1 on row 2. Content 3 × 128 + 2 × 3 = 390.
        #expect(host.itemFrames == [
            CGRect(x: 0, y: 0, width: 128, height: 128), CGRect(x: 131, y: 0, width: 128, height: 128),
            CGRect(x: 262, y: 0, width: 128, height: 128), CGRect(x: 0, y: 131, width: 128, height: 128),
            CGRect(x: 0, y: 262, width: 128, height: 128), CGRect(x: 131, y: 262, width: 128, height: 128),
        ])
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 390))
    }
}
