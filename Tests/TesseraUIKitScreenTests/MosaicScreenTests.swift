import Foundation
import Testing
import UIKit
import TesseraSnapshotTesting

/// The featured mosaic (FeaturedMosaicViewController): 240-point groups nesting a large item
/// (0.6 w) beside a vertical group (0.4 w) of two items 120 high, every item inset by 4.
@Suite("Featured screen: nested groups")
@MainActor
struct MosaicTests {
    @Test("a large photo beside two stacked, group after group", arguments: [ScreenHarness.portrait, ScreenHarness.landscape])
    func nested(size: CGSize) throws {
        let controller = FeaturedMosaicViewController()
        let result = ScreenHarness.layout(try ScreenHarness.show(controller, size, { controller.dataSource }, [.featured], [4]))
        let large = 0.6 * size.width, small = 0.4 * size.width
        expectFrames(result.cellFrames, [
            r(4, 4, large - 8, 232),
            r(large + 4, 4, small - 8, 112), r(large + 4, 124, small - 8, 112),
            r(4, 244, large - 8, 232),
        ])
        // A partly filled last group keeps its full height.
        #expect(result.contentSize.height == 480)
    }
}

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

/// Every orthogonal scrolling behaviour (ScrollBehaviorsViewController), at 390 × 844: a section
/// is a 44-point title, one 160-point row of mosaic groups and a 16-point bottom inset, so section
/// s starts at 220 s. Groups are 0.8 × 390 = 312 wide (390 for `.none`).
@Suite("Scroll behaviours screen")
@MainActor
struct ScrollBehaviorsTests {
    @Test("one section per behaviour; groupPagingCentered is centred; .none has full-width groups")
    func behaviours() throws {
        let controller = ScrollBehaviorsViewController()
        let collectionView = try ScreenHarness.show(controller, ScreenHarness.portrait, { controller.dataSource },
                                                    Array(0..<6), Array(repeating: 3, count: 6))
        let result = ScreenHarness.layout(collectionView)
        let title = ElementKind(ScrollBehaviorsViewController.titleElementKind)
        for section in 0..<6 {
            let top = CGFloat(section) * 220
            #expect(result.attributes(forSupplementaryOfKind: title, at: IndexPath(item: 0, section: section))?.frame == r(0, top, 390, 44))
            // The large item: inset 4 in its group; the centred section's group starts (390 − 312) / 2 = 39 in.
            let x: CGFloat = section == 4 ? 39 : 0
            let width = section == 5 ? 0.6 * 390 - 8 : 0.6 * 312 - 8
            #expect(near(result.attributes(forItemAt: IndexPath(item: 0, section: section))?.frame, r(x + 4, top + 48, width, 152)),
                    "section \(section)")
        }
        // .none: the lower of the stacked items, in the trailing 0.4 of the full width.
        #expect(near(result.attributes(forItemAt: IndexPath(item: 2, section: 5))?.frame, r(234 + 4, 1100 + 44 + 80 + 4, 156 - 8, 72)))
        #expect(result.contentSize.height == 1320)
        // The registration titles the sections by their behaviour.
        let header = controller.dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: ScrollBehaviorsViewController.titleElementKind,
                                                          at: IndexPath(item: 0, section: 4))
        #expect((header as? SectionTitleView)?.title.text == "Centred group paging")
    }
}
