import Foundation
import Testing
import UIKit
import TesseraSnapshotTesting

/// The destinations carousel (DestinationsCarouselViewController): an orthogonally scrolling
/// section of mosaic groups 0.8 w wide and 220 high, side by side from x 0; in each a large item
/// (0.6 of the group) beside two stacked (0.4 of it, 110 each), every item inset by 4.
@Suite("Destinations screen: orthogonal scrolling")
@MainActor
struct CarouselTests {
    @Test("groups side by side beyond the width", arguments: [ScreenHarness.portrait, ScreenHarness.landscape])
    func sideBySide(size: CGSize) throws {
        let controller = DestinationsCarouselViewController()
        let result = ScreenHarness.layout(try ScreenHarness.show(controller, size, { controller.dataSource }, [.destinations], [6]))
        let group = 0.8 * size.width, large = 0.6 * group, small = 0.4 * group
        expectFrames(result.cellFrames, (0..<2).flatMap { g -> [CGRect] in
            let x = CGFloat(g) * group
            return [r(x + 4, 4, large - 8, 212), r(x + large + 4, 4, small - 8, 102), r(x + large + 4, 114, small - 8, 102)]
        })
        // The section is one group high, however many groups it holds.
        #expect(result.contentSize.height == 220)
    }

    @Test("scrolled sideways by 100 points the items move left by 100; the page does not scroll")
    func scrolledSideways() throws {
        let controller = DestinationsCarouselViewController()
        let collectionView = try ScreenHarness.show(controller, ScreenHarness.portrait, { controller.dataSource }, [.destinations], [6])
        collectionView.orthogonalScrollOffsets = [0: 100]
        collectionView.layoutIfNeeded()
        let shown = (collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
            .filter { $0.representedElementCategory == .cell }
            .sorted { $0.indexPath.item < $1.indexPath.item }
        // Group 1 starts at 312 (0.8 × 390); its large item at 316 − 100.
        #expect(near(shown.first?.frame, r(4 - 100, 4, 179.2, 212)))
        #expect(near(shown.first { $0.indexPath.item == 3 }?.frame, r(216, 4, 179.2, 212)))
        #expect(collectionView.contentOffset == .zero)
    }
}
