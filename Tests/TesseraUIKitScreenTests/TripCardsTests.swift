import Foundation
import Testing
import UIKit
import TesseraSnapshotTesting

/// The trips screen (TripCardsViewController): 50-point rows 8 apart inside 12-point section
/// insets, each section on a background decoration covering the section inset by 6, sections
/// 20 points apart. A section of n rows is 12 + 50n + 8(n − 1) + 12 high.
@Suite("Trips screen: section background decorations")
@MainActor
struct TripCardsTests {
    @Test("a card behind each section", arguments: [ScreenHarness.portrait, ScreenHarness.landscape])
    func cards(size: CGSize) throws {
        let controller = TripCardsViewController()
        let result = ScreenHarness.layout(try ScreenHarness.show(controller, size, { controller.dataSource }, [0, 1], [2, 1]))
        let inner = size.width - 24
        // Section 0: 0–132 (12 + 50 + 8 + 50 + 12); section 1 from 152 (20 apart), 74 high.
        expectFrames(result.cellFrames, [r(12, 12, inner, 50), r(12, 70, inner, 50), r(12, 164, inner, 50)])
        let kind = ElementKind(CardBackgroundView.elementKind)
        let first = result.attributes(forDecorationOfKind: kind, at: IndexPath(item: 0, section: 0))
        let second = result.attributes(forDecorationOfKind: kind, at: IndexPath(item: 0, section: 1))
        #expect(first?.frame == r(6, 6, size.width - 12, 120))
        #expect(second?.frame == r(6, 158, size.width - 12, 62))
        // Behind the rows: the decoration at zIndex 0, the section's other elements at 1.
        #expect(first?.zIndex == 0 && result.attributes(forItemAt: IndexPath(item: 0, section: 0))?.zIndex == 1)
        #expect(result.contentSize.height == 226)
    }

    @Test("the card view class registered with the layout is the one drawn behind the section")
    func registeredView() throws {
        let controller = TripCardsViewController()
        let collectionView = try ScreenHarness.show(controller, ScreenHarness.portrait, { controller.dataSource }, [0], [2])
        let image = withExtendedLifetime(controller) { ScreenHarness.render(collectionView) }
        // systemGray5 at the card's inside, between the inset (6) and the rows (12), and white
        // outside it.
        let card = image[9, 40], outside = image[3, 40]
        #expect(card != outside)
        #expect(outside == RGBA8(255, 255, 255))
    }
}
