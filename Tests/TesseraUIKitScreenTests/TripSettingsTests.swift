import Foundation
import Testing
import UIKit
import TesseraSnapshotTesting

/// The inset grouped settings list (TripSettingsViewController): 44-point rows, 35 points below
/// the top (a grouped section without a header), inset 16 at the sides below 414 points of width
/// and 20 from there.
@Suite("Trip settings screen")
@MainActor
struct TripSettingsTests {
    @Test("rows inset 16 on a phone, 20 on a wider screen, 35 points down")
    func insets() throws {
        let controller = TripSettingsViewController()
        let collectionView = try ScreenHarness.collectionView(of: controller)
        collectionView.frame = CGRect(origin: .zero, size: ScreenHarness.portrait)
        let narrow = ScreenHarness.layout(collectionView)
        // 390 − 2 × 16 = 358 wide; row i at 35 + 44 i.
        #expect(narrow.cellFrames == (0..<8).map { r(16, 35 + 44 * CGFloat($0), 358, 44) })
        // 35 + 8 × 44 = 387: nothing below the last row.
        #expect(narrow.contentSize.height == 387)
        collectionView.frame = CGRect(origin: .zero, size: CGSize(width: 844, height: 844))
        let wide = ScreenHarness.layout(collectionView)
        // 844 − 2 × 20 = 804.
        #expect(wide.cellFrames.first == r(20, 35, 804, 44))
    }

    @Test("the rows' content configurations carry the options' text")
    func rowText() throws {
        let controller = TripSettingsViewController()
        let collectionView = try ScreenHarness.collectionView(of: controller)
        let cell = controller.dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 3, section: 0))
        let content = try #require((cell as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "Photo backup")
    }

    @Test("self-sized at 3×: one-line default rows stay 44 points (11 + 61/3 + 11 is less), inset 16, 35 down")
    func selfSized() throws {
        let controller = TripSettingsViewController()      // kept: it owns the data source
        let collectionView = try ScreenHarness.collectionView(of: controller)
        collectionView.simulatedDisplayScale = 3
        collectionView.layoutIfNeeded()
        // The main screen: 393 wide, rows 393 − 32 = 361.
        let rows = (0..<8).compactMap { ScreenHarness.frame(collectionView, $0) }
        #expect(rows == (0..<8).map { r(16, 35 + 44 * CGFloat($0), 361, 44) })
    }
}
