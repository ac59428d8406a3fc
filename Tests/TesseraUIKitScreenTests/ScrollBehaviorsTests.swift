import Foundation
import Testing
import UIKit
import TesseraSnapshotTesting

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
