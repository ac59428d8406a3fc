import Foundation
import Testing
import UIKit
import TesseraSnapshotTesting

/// The itinerary (ItineraryViewController): per day a 40-point header, 52-point stops 6 apart and
/// a 30-point footer, all inside 12-point insets at the sides (inner = w − 24); no space between
/// days. A day of n stops is 40 + 52n + 6(n − 1) + 30 high.
@Suite("Itinerary screen: headers and footers")
@MainActor
struct ItineraryTests {
    static let header = UICollectionView.elementKindSectionHeader
    static let footer = UICollectionView.elementKindSectionFooter

    @Test("headers above and footers below each day's stops", arguments: [ScreenHarness.portrait, ScreenHarness.landscape])
    func headersAndFooters(size: CGSize) throws {
        let controller = ItineraryViewController()
        let result = ScreenHarness.layout(try ScreenHarness.show(controller, size, { controller.dataSource }, [0, 1], [3, 1]))
        let inner = size.width - 24
        // Day 1: header 0–40, stops at 40, 98, 156, footer at 40 + 3 × 52 + 2 × 6 = 208, ending at 238.
        // Day 2: header 238–278, its stop 278–330, footer 330–360.
        expectFrames(result.cellFrames, [r(12, 40, inner, 52), r(12, 98, inner, 52), r(12, 156, inner, 52), r(12, 278, inner, 52)])
        func frame(_ kind: String, _ section: Int) -> CGRect? {
            result.attributes(forSupplementaryOfKind: ElementKind(kind), at: IndexPath(item: 0, section: section))?.frame
        }
        #expect(frame(Self.header, 0) == r(12, 0, inner, 40))
        #expect(frame(Self.footer, 0) == r(12, 208, inner, 30))
        #expect(frame(Self.header, 1) == r(12, 238, inner, 40))
        #expect(frame(Self.footer, 1) == r(12, 330, inner, 30))
        #expect(result.contentSize.height == 360)
    }

    @Test("the supplementary registrations title each day and count its stops")
    func titles() throws {
        let controller = ItineraryViewController()
        let collectionView = try ScreenHarness.show(controller, ScreenHarness.portrait, { controller.dataSource }, [0, 1], [3, 1])
        func title(_ kind: String, _ section: Int) -> String? {
            let view = controller.dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: kind,
                                                            at: IndexPath(item: 0, section: section))
            return (view as? SectionTitleView)?.title.text
        }
        #expect(title(Self.header, 1) == "Day 2")
        #expect(title(Self.footer, 0) == "3 stops" && title(Self.footer, 1) == "1 stop")
        let cell = controller.dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 2, section: 0))
        #expect(((cell as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text == "Stop 2")
    }

    @Test("pinned headers: at rest in the layout, then held at the top while scrolling, stopping at the day's end")
    func pinnedHeaders() throws {
        let controller = ItineraryViewController(pinsHeaders: true)
        let collectionView = try ScreenHarness.show(controller, ScreenHarness.portrait, { controller.dataSource }, [0, 1], [10, 10])
        func header(_ section: Int) -> UICollectionViewLayoutAttributes? {
            collectionView.layoutAttributesForSupplementaryElement(ofKind: Self.header, at: IndexPath(item: 0, section: section))
        }
        #expect(header(0)?.frame == r(12, 0, 366, 40))
        #expect(header(0)?.zIndex == 3)
        // Day 1 ends below its footer at 40 + 10 × 52 + 9 × 6 + 30 = 644: its header stops at
        // 644 − 40 = 604. Day 2's header rests at 644.
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(header(0)?.frame == r(12, 300, 366, 40))
        collectionView.contentOffset = CGPoint(x: 0, y: 620)
        #expect(header(0)?.frame == r(12, 604, 366, 40))
        #expect(header(1)?.frame == r(12, 644, 366, 40))
        collectionView.contentOffset = CGPoint(x: 0, y: 700)
        #expect(header(1)?.frame == r(12, 700, 366, 40))
    }
}
