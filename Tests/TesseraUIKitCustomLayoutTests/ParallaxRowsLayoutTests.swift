import Foundation
import Testing
import UIKit

/// ``ParallaxRowsLayout`` with its ``ParallaxLayoutAttributes`` and ``ParallaxInvalidationContext``
/// in a 390 × 600 collection view of five rows: four 200 points high and a last one 100.
@Suite("ParallaxRowsLayout: its own attributes class and invalidation context")
@MainActor
struct ParallaxRowsLayoutTests {
    /// Row heights; counts the questions.
    final class Heights: ParallaxRowsLayoutDelegate {
        let heights: [CGFloat] = [200, 200, 200, 200, 100]
        private(set) var asked = 0
        func collectionView(_ collectionView: UICollectionView, layout: ParallaxRowsLayout, heightForRowAt indexPath: IndexPath) -> CGFloat {
            asked += 1
            return heights[indexPath.item]
        }
    }

    /// Records the contexts it is invalidated with, as a test double of the layout.
    final class RecordingLayout: ParallaxRowsLayout {
        private(set) var contexts: [UICollectionViewLayoutInvalidationContext] = []
        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            contexts.append(context)
            super.invalidateLayout(with: context)
        }
    }

    func makeHost(_ layout: ParallaxRowsLayout, heights: Heights) -> LayoutHost {
        layout.delegate = heights
        return LayoutHost(layout, size: CGSize(width: 390, height: 600), counts: [5])
    }

    func offsets(_ host: LayoutHost) -> [CGFloat] {
        host.cells().compactMap { ($0 as? ParallaxLayoutAttributes)?.parallaxOffset }
    }

    @Test("rows of the delegate's heights, with attributes of the layout's class and their offsets")
    func rows() {
        let heights = Heights()
        let host = makeHost(ParallaxRowsLayout(), heights: heights)
        // Rows at y 0, 200, 400, 600, 800; centres 100, 300, 500, 700, 850. The visible middle is
        // 300: offsets (300 − centre) × 0.25 = 50, 0, −50, −100, −137.5.
        #expect(host.itemFrames == [0, 200, 400, 600].map { CGRect(x: 0, y: $0, width: 390, height: 200) }
                + [CGRect(x: 0, y: 800, width: 390, height: 100)])
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 900))
        #expect(host.cells().allSatisfy { $0 is ParallaxLayoutAttributes })
        #expect(host.collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) is ParallaxLayoutAttributes)
        #expect(offsets(host) == [50, 0, -50, -100, -137.5])
        #expect(heights.asked == 5)
    }

    @Test("a scroll invalidates with invalidateParallaxOnly: the rows stay cached, only the offsets move")
    func scroll() throws {
        let heights = Heights()
        let layout = RecordingLayout()
        let host = makeHost(layout, heights: heights)
        host.collectionView.contentOffset = CGPoint(x: 0, y: 200)
        let context = try #require(layout.contexts.last as? ParallaxInvalidationContext)
        #expect(context.invalidateParallaxOnly && !context.invalidateEverything)
        // Middle 500: (500 − centre) × 0.25 = 100, 50, 0, −50, −87.5.
        #expect(offsets(host) == [100, 50, 0, -50, -87.5])
        #expect(heights.asked == 5)
        // A new factor is a parallax-only invalidation too: (500 − centre) × 0.5.
        layout.parallaxFactor = 0.5
        #expect(offsets(host) == [200, 100, 0, -100, -175])
        #expect(heights.asked == 5)
    }

    @Test("a new width, or invalidateLayout(), empties the cache and the delegate is asked again")
    func fullInvalidation() throws {
        let heights = Heights()
        let layout = RecordingLayout()
        let host = makeHost(layout, heights: heights)
        host.collectionView.frame = CGRect(x: 0, y: 0, width: 600, height: 390)
        let rotation = try #require(layout.contexts.last as? ParallaxInvalidationContext)
        #expect(!rotation.invalidateParallaxOnly)
        #expect(host.itemFrames.first == CGRect(x: 0, y: 0, width: 600, height: 200))
        #expect(heights.asked == 10)
        // Middle 195 in landscape: row 0 (centre 100) → 23.75.
        #expect(offsets(host).first == 23.75)
        layout.invalidateLayout()
        let everything = try #require(layout.contexts.last as? ParallaxInvalidationContext)
        #expect(everything.invalidateEverything && !everything.invalidateParallaxOnly)
        _ = host.itemFrames
        #expect(heights.asked == 15)
    }

    @Test("copy(with:) keeps parallaxOffset and isEqual(_:) compares it")
    func copyAndEquality() throws {
        let attributes = ParallaxLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        attributes.frame = CGRect(x: 0, y: 400, width: 390, height: 200)
        attributes.parallaxOffset = -50
        let copy = try #require(attributes.copy() as? ParallaxLayoutAttributes)
        #expect(copy !== attributes)
        #expect(copy.parallaxOffset == -50 && copy.frame == attributes.frame && copy.indexPath == attributes.indexPath)
        #expect(copy.isEqual(attributes))
        copy.parallaxOffset = 0
        #expect(!copy.isEqual(attributes))
        let plain = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        plain.frame = attributes.frame
        #expect(!attributes.isEqual(plain))
    }
}
