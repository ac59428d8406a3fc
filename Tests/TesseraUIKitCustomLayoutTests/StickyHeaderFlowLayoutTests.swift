import Foundation
import Testing
import UIKit

/// ``StickyHeaderFlowLayout`` in a 320 × 480 collection view of two sections of six 100-point
/// items, scrolled by its content offset.
@Suite("StickyHeaderFlowLayout: section headers pinned while their section is visible")
@MainActor
struct StickyHeaderFlowLayoutTests {
    /// Counts `prepare()` calls, as a test double of the layout.
    final class CountingLayout: StickyHeaderFlowLayout {
        private(set) var prepareCount = 0
        override func prepare() {
            prepareCount += 1
            super.prepare()
        }
    }

    /// By hand: 300 points between the 10-point insets hold two 100-point items, 100 apart
    /// (x 10 and 210). Section 0: header (0, 0, 320, 40), lines at y 50, 160 and 270; the
    /// section ends at 270 + 100 + 10 = 380. Section 1: header (0, 380, 320, 40), lines at 430,
    /// 540 and 650; the content ends at 760.
    func makeHost(_ layout: UICollectionViewFlowLayout) -> LayoutHost {
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        return LayoutHost(layout, size: CGSize(width: 320, height: 480), counts: [6, 6])
    }

    /// Each header's y at each offset: it follows the visible top, never goes above its own place,
    /// and stops 40 points above its section's end (section 0: 340; section 1: 720).
    static let pinnedY: [(offset: CGFloat, header0: CGFloat, header1: CGFloat)] = [
        (0, 0, 380), (100, 100, 380), (350, 340, 380), (500, 340, 500), (720, 340, 720),
    ]

    @Test("headers follow the content offset, stop at their section's end, and are drawn above cells")
    func pinned() {
        let host = makeHost(StickyHeaderFlowLayout())
        let cells = host.itemFrames
        #expect(host.collectionView.contentSize == CGSize(width: 320, height: 760))
        for (offset, header0, header1) in Self.pinnedY {
            host.collectionView.contentOffset = CGPoint(x: 0, y: offset)
            #expect(host.header(0)?.frame == CGRect(x: 0, y: header0, width: 320, height: 40), "offset \(offset)")
            #expect(host.header(1)?.frame == CGRect(x: 0, y: header1, width: 320, height: 40), "offset \(offset)")
            #expect(host.header(1)?.zIndex == StickyHeaderFlowLayout.headerZIndex)
        }
        #expect(host.itemFrames == cells)
    }

    @Test("the visible elements hold the header of every section with visible cells, wherever its own place is")
    func visibleHeaders() {
        let host = makeHost(StickyHeaderFlowLayout())
        let headers = { (host.elements(in: host.collectionView.bounds)).filter { $0.representedElementCategory == .supplementaryView } }
        // Offset 350: section 0's last line (270…370) is visible, its header's place (0…40) is not.
        host.collectionView.contentOffset = CGPoint(x: 0, y: 350)
        #expect(headers().map(\.indexPath.section).sorted() == [0, 1])
        #expect(headers().first { $0.indexPath.section == 0 }?.frame == CGRect(x: 0, y: 340, width: 320, height: 40))
        // Offset 500: section 0 is gone (its cells end at 370), and so is its header.
        host.collectionView.contentOffset = CGPoint(x: 0, y: 500)
        #expect(headers().map(\.frame) == [CGRect(x: 0, y: 500, width: 320, height: 40)])
    }

    @Test("the same frames as the flow layout's own sectionHeadersPinToVisibleBounds")
    func sameAsFlowLayout() {
        let flow = UICollectionViewFlowLayout()
        flow.sectionHeadersPinToVisibleBounds = true
        let reference = makeHost(flow)
        let host = makeHost(StickyHeaderFlowLayout())
        for (offset, _, _) in Self.pinnedY {
            reference.collectionView.contentOffset = CGPoint(x: 0, y: offset)
            host.collectionView.contentOffset = CGPoint(x: 0, y: offset)
            #expect(host.header(0)?.frame == reference.header(0)?.frame, "offset \(offset)")
            #expect(host.header(1)?.frame == reference.header(1)?.frame, "offset \(offset)")
        }
        #expect(host.itemFrames == reference.itemFrames)
    }

    @Test("every scroll invalidates the layout, which prepares again")
    func invalidatesOnScroll() {
        let layout = CountingLayout()
        let host = makeHost(layout)
        let before = layout.prepareCount
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 10, width: 320, height: 480)))
        host.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        _ = host.header(0)
        #expect(layout.prepareCount == before + 1)
    }
}
