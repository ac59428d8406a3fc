import Foundation
import Testing
import UIKit
import TesseraSnapshotTesting

/// The two-column packing list (PackingListViewController): columns (w − 16 − 16 − 12) / 2 wide,
/// 12 points apart, rows 50 high and 12 apart, no inset above or below.
@Suite("Packing list screen")
@MainActor
struct PackingListTests {
    @Test("two columns with 12-point gaps, insets at the sides only", arguments: [ScreenHarness.portrait, ScreenHarness.landscape])
    func twoColumns(size: CGSize) throws {
        // Portrait: (390 − 44) / 2 = 173; landscape: (844 − 44) / 2 = 400.
        let column = (size.width - 44) / 2
        let controller = PackingListViewController()
        let result = ScreenHarness.layout(try ScreenHarness.show(controller, size, { controller.dataSource }, [.bag], [3]))
        expectFrames(result.cellFrames, [r(16, 0, column, 50), r(16 + column + 12, 0, column, 50), r(16, 62, column, 50)])
        // Two rows and the gap between them: 50 + 12 + 50.
        #expect(result.contentSize.height == 112)
    }
}
