import Foundation
import Testing
import UIKit

/// ``SpringFlowLayout``: cells on UIKit Dynamics springs, shown at rest, beside a plain
/// `UICollectionViewFlowLayout` with the same metrics.
@Suite("SpringFlowLayout: UIKit Dynamics springs")
@MainActor
struct SpringFlowLayoutTests {
    /// Counts `prepare()` calls, as a test double of the layout.
    final class CountingLayout: SpringFlowLayout {
        private(set) var prepareCount = 0
        override func prepare() {
            prepareCount += 1
            super.prepare()
        }
    }

    func makeHost(_ layout: UICollectionViewFlowLayout, items: Int = 7) -> LayoutHost {
        layout.itemSize = CGSize(width: 100, height: 60)
        return LayoutHost(layout, size: CGSize(width: 320, height: 480), counts: [items])
    }

    /// Portrait by hand: three 100-point items fill 320 points exactly (300 + 2 × 10), x 0, 110
    /// and 220; lines 60 high, 10 apart (y 0, 70, 140); the last line keeps the first column.
    static let portrait: [CGRect] = (0..<7).map { item in
        CGRect(x: CGFloat(item % 3) * 110, y: CGFloat(item / 3) * 70, width: 100, height: 60)
    }

    @Test("at rest the springs hold every cell at the flow layout's frame")
    func atRest() {
        let flow = makeHost(UICollectionViewFlowLayout())
        let host = makeHost(SpringFlowLayout())
        #expect(flow.itemFrames == Self.portrait)
        #expect(host.itemFrames == Self.portrait)
        #expect(host.cells(in: host.collectionView.bounds).map(\.frame) == Self.portrait)
        #expect(host.collectionView.indexPathsForVisibleItems.count == 7)
        #expect(host.collectionView.contentSize == CGSize(width: 320, height: 200))
    }

    @Test("one attachment per cell, anchored at the flow layout's centre, with the layout's spring")
    func springs() throws {
        let layout = SpringFlowLayout()
        layout.springDamping = 0.5
        let host = makeHost(layout)
        let springs = layout.dynamicAnimator.behaviors.compactMap { $0 as? UIAttachmentBehavior }
        #expect(springs.count == 7)
        #expect(springs.map(\.anchorPoint) == Self.portrait.map { CGPoint(x: $0.midX, y: $0.midY) })
        #expect(springs.allSatisfy { $0.length == 0 && $0.damping == 0.5 && $0.frequency == 1 })
        let item = try #require(springs.first?.items.first as? UICollectionViewLayoutAttributes)
        #expect(item.indexPath == IndexPath(item: 0, section: 0))
        #expect(host.itemFrames.count == 7)
    }

    @Test("a scroll pulls the cells without invalidating the layout; they come back to rest")
    func scroll() {
        let layout = CountingLayout()
        let host = makeHost(layout, items: 30)
        let before = host.itemFrames
        let prepares = layout.prepareCount
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 40, width: 320, height: 480)))
        host.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(host.itemFrames == before)
        #expect(layout.prepareCount == prepares)
        #expect(layout.dynamicAnimator.behaviors.count == 30)
        // Item 29, line 9 at y 9 × 70 = 630, column 2: still there after the pull.
        #expect(host.itemFrames.last == CGRect(x: 220, y: 630, width: 100, height: 60))
    }

    @Test("a rotation re-prepares and attaches the springs again at the new frames")
    func rotation() {
        let layout = CountingLayout()
        let host = makeHost(layout)
        let prepares = layout.prepareCount
        // 540 points hold five 100-point items exactly (500 + 4 × 10): x 0, 110, 220, 330, 440;
        // items 5 and 6 on the last line keep columns 0 and 1.
        host.collectionView.frame = CGRect(x: 0, y: 0, width: 540, height: 320)
        let landscape = (0..<7).map { item in
            CGRect(x: CGFloat(item % 5) * 110, y: CGFloat(item / 5) * 70, width: 100, height: 60)
        }
        #expect(host.itemFrames == landscape)
        #expect(layout.prepareCount == prepares + 1)
        let anchors = layout.dynamicAnimator.behaviors.compactMap { ($0 as? UIAttachmentBehavior)?.anchorPoint }
        #expect(anchors == landscape.map { CGPoint(x: $0.midX, y: $0.midY) })
    }

    @Test("reloadData attaches a spring to every cell of the new data")
    func reload() {
        let layout = SpringFlowLayout()
        let host = makeHost(layout)
        host.dataSource.counts = [8]
        host.collectionView.reloadData()
        // Item 7 joins item 6 on the third line, in column 1: (110, 140).
        #expect(host.itemFrames.last == CGRect(x: 110, y: 140, width: 100, height: 60))
        #expect(layout.dynamicAnimator.behaviors.count == 8)
    }
}
