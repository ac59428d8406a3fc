import Foundation
import Testing
import UIKit

/// ``CarouselFlowLayout`` in a 400 × 300 collection view of five 200-point cards, 20 apart.
@Suite("CarouselFlowLayout: cards scaled and faded by their distance from the middle, snapping")
@MainActor
struct CarouselFlowLayoutTests {
    /// By hand: the side insets are (400 − 200) / 2 = 100 and the top and bottom ones
    /// (300 − 200) / 2 = 50, so card i is at x 100 + 220 i (200 wide + 20 apart), y 50, its centre
    /// at (200 + 220 i, 150). The content is 100 + 5 × 200 + 4 × 20 + 100 = 1280 wide.
    func makeHost() -> (LayoutHost, CarouselFlowLayout) {
        let layout = CarouselFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 200)
        layout.minimumLineSpacing = 20
        return (LayoutHost(layout, size: CGSize(width: 400, height: 300), counts: [5]), layout)
    }

    func cell(_ host: LayoutHost, _ item: Int) -> UICollectionViewLayoutAttributes? {
        host.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
    }

    @Test("one horizontal row; the insets let the first and last cards reach the middle")
    func frames() {
        let (host, _) = makeHost()
        #expect(host.cells().map(\.center) == (0..<5).map { CGPoint(x: 200 + 220 * CGFloat($0), y: 150) })
        #expect(host.cells().map(\.size) == Array(repeating: CGSize(width: 200, height: 200), count: 5))
        #expect(host.collectionView.contentSize == CGSize(width: 1280, height: 300))
        #expect(host.collectionView.decelerationRate == .fast)
    }

    @Test("scale and alpha by the distance from the middle of the visible bounds, as the view scrolls")
    func transforms() {
        let (host, _) = makeHost()
        // Offset 0, middle 200: card 0 in the middle (1, 1, on top); card 1 a full pitch (220)
        // away and card 2 farther: 0.75 and 0.5.
        #expect(cell(host, 0)?.transform == .identity)
        #expect(cell(host, 0)?.alpha == 1 && cell(host, 0)?.zIndex == 1)
        for item in [1, 2] {
            #expect(cell(host, item)?.transform == CGAffineTransform(scaleX: 0.75, y: 0.75))
            #expect(cell(host, item)?.alpha == 0.5 && cell(host, item)?.zIndex == 0)
        }
        // Offset 110, middle 310: cards 0 and 1 are half a pitch away: 1 − 0.25 × 0.5 = 0.875,
        // alpha 1 − 0.5 × 0.5 = 0.75. Their frames do not move.
        host.collectionView.contentOffset = CGPoint(x: 110, y: 0)
        for attributes in host.cells(in: host.collectionView.bounds).prefix(2) {
            #expect(attributes.transform == CGAffineTransform(scaleX: 0.875, y: 0.875))
            #expect(attributes.alpha == 0.75)
        }
        #expect(cell(host, 1)?.center == CGPoint(x: 420, y: 150))
        // Offset 440: card 2 in the middle.
        host.collectionView.contentOffset = CGPoint(x: 440, y: 0)
        #expect(cell(host, 2)?.transform == .identity && cell(host, 2)?.alpha == 1)
        #expect(cell(host, 0)?.alpha == 0.5)
    }

    @Test("a scroll ends with a card in the middle: the nearest one, or the next in a flick's direction")
    func snapping() {
        let (host, layout) = makeHost()
        func target(_ x: CGFloat, velocity: CGFloat) -> CGFloat {
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: x, y: 0),
                                       withScrollingVelocity: CGPoint(x: velocity, y: 0)).x
        }
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 1, y: 0, width: 400, height: 300)))
        // Proposed 300, middle 500: card 1 (centre 420) is nearest → offset 420 − 200 = 220; a
        // flick forward takes card 2 (640) → 440; a flick back card 1 → 220.
        #expect(target(300, velocity: 0) == 220)
        #expect(target(300, velocity: 1.5) == 440)
        #expect(target(300, velocity: -1.5) == 220)
        // Past the end (middle 1200): the last card, centre 1080 → 880, the largest offset
        // (1280 − 400), whatever the flick. At the start, card 0 → 0.
        #expect(target(1000, velocity: 0) == 880)
        #expect(target(1000, velocity: 2) == 880)
        #expect(target(0, velocity: -1) == 0)
        #expect(host.collectionView.contentOffset == .zero)
    }
}
