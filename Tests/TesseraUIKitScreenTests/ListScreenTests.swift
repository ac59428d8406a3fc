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

/// The region lists (RegionListViewController) in each appearance and header mode, at 390
/// points: 44-point rows; plain supplementary headers 28 high, grouped ones 38; a grouped
/// section without a supplementary header starts 35 points down; inset grouped rows are inset 16.
/// Iberia has 3 places, the Alps 2.
@Suite("Region list screen: appearances and header modes")
@MainActor
struct RegionListTests {
    func layout(_ appearance: UICollectionLayoutListConfiguration.Appearance,
                _ headerMode: UICollectionLayoutListConfiguration.HeaderMode) throws -> (RegionListViewController, LayoutResult) {
        let controller = RegionListViewController(appearance: appearance, headerMode: headerMode)
        let collectionView = try ScreenHarness.collectionView(of: controller)
        collectionView.frame = CGRect(origin: .zero, size: ScreenHarness.portrait)
        return (controller, ScreenHarness.layout(collectionView))
    }

    func header(_ result: LayoutResult, _ section: Int) -> CGRect? {
        result.attributes(forSupplementaryOfKind: ElementKind(UICollectionView.elementKindSectionHeader),
                          at: IndexPath(item: 0, section: section))?.frame
    }

    @Test("plain with supplementary headers: each region's header 28 high right above its rows")
    func plainHeaders() throws {
        let (controller, result) = try layout(.plain, .supplementary)
        // Iberia: header 0–28, rows 28, 72, 116; the Alps: header 160–188, rows 188, 232.
        #expect(header(result, 0) == r(0, 0, 390, 28) && header(result, 1) == r(0, 160, 390, 28))
        #expect(result.cellFrames == [28, 72, 116, 188, 232].map { r(0, $0, 390, 44) })
        #expect(result.contentSize.height == 276)
        let view = controller.dataSource.collectionView(controller.collectionView, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
                                                        at: IndexPath(item: 0, section: 1))
        #expect(((view as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text == "The Alps")
    }

    @Test("grouped with the first item as header: the region's name is a row, 35 points above each section")
    func groupedFirstItem() throws {
        let (controller, result) = try layout(.grouped, .firstItemInSection)
        // The header row is as high as its content: 11 + one footnote line (at the main
        // screen's 3×) + 11, not raised to a row's 44. Iberia: 35, then the header row h, then
        // 3 rows; the Alps 35 below that.
        let footnote = UILabel()
        footnote.simulatedDisplayScale = 3
        footnote.font = UIFont.preferredFont(forTextStyle: .footnote)
        footnote.text = "Iberia"
        let h = 11 + footnote.intrinsicContentSize.height + 11
        let alps = 35 + h + 132 + 35
        expectFrames(result.cellFrames, [r(0, 35, 390, h), r(0, 35 + h, 390, 44), r(0, 79 + h, 390, 44), r(0, 123 + h, 390, 44),
                                         r(0, alps, 390, h), r(0, alps + h, 390, 44), r(0, alps + h + 44, 390, 44)])
        #expect(header(result, 0) == nil)
        let cell = controller.dataSource.collectionView(controller.collectionView, cellForItemAt: IndexPath(item: 0, section: 1))
        #expect(((cell as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text == "The Alps")
    }

    @Test("grouped with supplementary headers: the 38-point header takes the place of the 35-point space")
    func groupedHeaders() throws {
        let (_, result) = try layout(.grouped, .supplementary)
        // Iberia: header 0–38, rows 38–170; the Alps: header 170–208, rows 208, 252.
        #expect(header(result, 0) == r(0, 0, 390, 38) && header(result, 1) == r(0, 170, 390, 38))
        #expect(result.cellFrames == [38, 82, 126, 208, 252].map { r(0, $0, 390, 44) })
    }

    @Test("inset grouped without headers: rows inset 16, 358 wide")
    func insetGrouped() throws {
        let (_, result) = try layout(.insetGrouped, .none)
        // Iberia 35–167; the Alps from 167 + 35 = 202.
        #expect(result.cellFrames == [35, 79, 123, 202, 246].map { r(16, $0, 358, 44) })
    }
}
