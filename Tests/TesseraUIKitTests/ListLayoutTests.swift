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
        let result = frames(ReadingListViewController(appearance: appearance).makeLayout(), [2, 2])
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

    @Test("a list section beside others (BookshopHomeViewController): a sidebar list with its own insets")
    func mixedSections() {
        let result = frames(BookshopHomeViewController().makeLayout(), [1, 2, 1])
        // Section 0: a sideways row inside 12-point insets (366 wide); groups 0.3 × 366 wide and
        // 90 high, the cover inset 4 in its group.
        #expect(near(result.cellFrames[0], CGRect(x: 16, y: 16, width: 0.3 * 366 - 8, height: 82)))
        // Section 1 starts below section 0 (12 + 90 + 12 = 114): the sidebar list's own insets
        // replaced by the code's (12, 12, 0, 12), so its rows are 12 down and 390 − 24 = 366 wide.
        #expect(result.cellFrames[1] == CGRect(x: 12, y: 126, width: 366, height: 44))
        #expect(result.cellFrames[2] == CGRect(x: 12, y: 170, width: 366, height: 44))
        // Section 2 (from 126 + 88 + 0 = 214): inset grouped, 35 down, inset 16.
        #expect(result.cellFrames[3] == CGRect(x: 16, y: 249, width: 358, height: 44))
    }

    func near(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }
}
