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
