import Foundation
import Testing
import UIKit
@testable import TesseraUIKit

/// eleev's `InstagridLayout` (Custom/19-InstagridLayout), compiled as published, turned from
/// portrait to landscape and back. It re-prepares only when `shouldInvalidateLayout(forBoundsChange:)`
/// sees a new width (it compares `collectionView.bounds.width`, the old bounds on a device) and
/// its `invalidateLayout()` override empties its caches.
@Suite("InstagridLayout (eleev), rotated")
@MainActor
struct InstagridLayoutTests {
    func makeCollectionView() -> (UICollectionView, InstagridLayout) {
        let layout = InstagridLayout()
        layout.fixedDivisionCount = 3
        layout.itemSpacing = 2
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                              collectionViewLayout: layout, itemCounts: [7])
        return (collectionView, layout)
    }

    func frames(_ collectionView: UICollectionView) -> [CGRect] {
        (0..<7).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    /// Frames by hand: three columns of square items, each (width − 3 × spacing + spacing) / 3
    /// wide, `spacing` apart; item i in row i / 3, column i % 3.
    func grid(width: CGFloat) -> [CGRect] {
        let side = (width - 3 * 2 + 2) / 3
        return (0..<7).map { item in
            CGRect(x: CGFloat(item % 3) * (side + 2), y: CGFloat(item / 3) * (side + 2), width: side, height: side)
        }
    }

    func expectClose(_ actual: [CGRect], _ expected: [CGRect], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (a, e) in zip(actual, expected) {
            let close = abs(a.minX - e.minX) < 1e-9 && abs(a.minY - e.minY) < 1e-9
                && abs(a.width - e.width) < 1e-9 && abs(a.height - e.height) < 1e-9
            #expect(close, "\(a) is not \(e)", sourceLocation: sourceLocation)
        }
    }

    @Test("portrait: 128.67-point squares, 130.67 apart; the content is 390 points high")
    func portrait() {
        let (collectionView, layout) = makeCollectionView()
        expectClose(frames(collectionView), grid(width: 390))
        #expect(abs(frames(collectionView)[1].minX - 130.66666666666666) < 1e-9)
        #expect(abs(layout.collectionViewContentSize.height - 390) < 1e-9)
    }

    @Test("rotated by its frame: 280-point squares in landscape, then back to portrait",
          arguments: ["frame", "bounds"])
    func rotated(by property: String) {
        let (collectionView, layout) = makeCollectionView()
        let portrait = frames(collectionView)
        func resize(width: CGFloat, height: CGFloat) {
            if property == "frame" {
                collectionView.frame = CGRect(x: 0, y: 0, width: width, height: height)
            } else {
                collectionView.bounds = CGRect(x: 0, y: 0, width: width, height: height)
            }
        }
        resize(width: 844, height: 390)
        let landscape = frames(collectionView)
        #expect(landscape == grid(width: 844))
        #expect(landscape[4] == CGRect(x: 282, y: 282, width: 280, height: 280))
        #expect(layout.collectionViewContentSize == CGSize(width: 844, height: 844))
        resize(width: 390, height: 844)
        #expect(frames(collectionView) == portrait)
    }

    @Test("scrolling keeps the prepared frames: only a new width re-prepares")
    func scrolling() {
        let (collectionView, layout) = makeCollectionView()
        let before = frames(collectionView)
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(!layout.needsPrepare)
        #expect(frames(collectionView) == before)
    }
}
