import Foundation
import Testing
import TesseraUIKit
import TesseraLayout

/// List sections, frames derived by hand from the list measures (ListMetrics): 44-point rows,
/// inset-grouped sides of 16 points under 414 points of width and 20 from there, 35 points above
/// a grouped section without a header, 28/38-point headers.
@Suite("List layouts")
@MainActor
struct ListLayoutTests {
    func frames(_ layout: UICollectionViewLayout, width: CGFloat = 390, _ counts: [Int]) -> LayoutResult {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 844), collectionViewLayout: layout,
                                              itemCounts: counts)
        return collectionView.frozenLayout(.all).result
    }

    @Test("appearances with the first item as header: plain full width; grouped 35 down; sidebar inset", arguments:
            [(UICollectionLayoutListConfiguration.Appearance.plain, 0.0, 0.0), (.sidebarPlain, 0, 0), (.grouped, 0, 35),
             (.insetGrouped, 16, 35), (.sidebar, 16, 35)])
    func appearances(appearance: UICollectionLayoutListConfiguration.Appearance, side: Double, top: Double) {
        let result = frames(ListAppearancesViewController().makeLayout(appearance), [2, 2])
        let side = CGFloat(side), top = CGFloat(top)
        let section0 = (0..<2).map { CGRect(x: side, y: top + 44 * CGFloat($0), width: 390 - 2 * side, height: 44) }
        let section1 = (0..<2).map { CGRect(x: side, y: 2 * top + 88 + 44 * CGFloat($0), width: 390 - 2 * side, height: 44) }
        #expect(result.cellFrames == section0 + section1)
    }

    @Test("supplementary header and footer, and header top padding")
    func headerAndFooter() {
        var config = UICollectionLayoutListConfiguration(appearance: .grouped)
        config.headerMode = .supplementary
        config.footerMode = .supplementary
        let result = frames(UICollectionViewCompositionalLayout.list(using: config), [2])
        let header = ElementKind(UICollectionView.elementKindSectionHeader), footer = ElementKind(UICollectionView.elementKindSectionFooter)
        // A supplementary header replaces the 35-point spacing: header 38, rows, footer 38.
        #expect(result.attributes(forSupplementaryOfKind: header, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 390, height: 38))
        #expect(result.cellFrames == [CGRect(x: 0, y: 38, width: 390, height: 44), CGRect(x: 0, y: 82, width: 390, height: 44)])
        #expect(result.attributes(forSupplementaryOfKind: footer, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 126, width: 390, height: 38))
        var padded = UICollectionLayoutListConfiguration(appearance: .plain)
        padded.headerMode = .supplementary
        padded.headerTopPadding = 10
        let paddedResult = frames(UICollectionViewCompositionalLayout.list(using: padded), [1])
        #expect(paddedResult.attributes(forSupplementaryOfKind: header, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 10, width: 390, height: 28))
        #expect(paddedResult.cellFrames == [CGRect(x: 0, y: 38, width: 390, height: 44)])
    }

    @Test("a list section beside others (EmojiExplorerViewController): a sidebar list with its own insets")
    func mixedSections() {
        let result = frames(EmojiExplorerViewController().createLayout(), [1, 2, 1])
        // Section 0: orthogonal row, group 0.28 × 370 wide and 0.2 × 370 high, inset 10; item inset 5.
        let group = CGSize(width: 0.28 * 370, height: 0.2 * 370)
        #expect(result.cellFrames[0] == CGRect(x: 15, y: 15, width: group.width - 10, height: group.height - 10))
        // Section 1: the sidebar list's insets replaced by the code's (10, 10, 0, 10).
        let top1 = 10 + group.height + 10 + 10
        #expect(result.cellFrames[1] == CGRect(x: 10, y: top1, width: 370, height: 44))
        // Section 2: inset grouped, 35 down.
        #expect(result.cellFrames[3] == CGRect(x: 16, y: top1 + 88 + 35, width: 358, height: 44))
    }
}
