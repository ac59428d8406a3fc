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

    @Test("in the picture the card is drawn behind the rows, its corners rounded, white around it")
    func picture() throws {
        let controller = TripCardsViewController()
        let collectionView = try ScreenHarness.show(controller, ScreenHarness.portrait, { controller.dataSource }, [0], [2])
        let image = withExtendedLifetime(controller) { ScreenHarness.render(collectionView) }
        // The renderer fills a background decoration with its style's decoration colour (the
        // light style's 242, 242, 247) and 12-point corners, from the layout's frame: between the
        // card's edge (6) and the rows (12), and below the last row (120 … 126).
        let card = RGBA8(242, 242, 247), white = RGBA8(255, 255, 255)
        #expect(image[9, 40] == card && image[200, 123] == card)
        #expect(image[3, 40] == white && image[200, 129] == white)
        // The corner at (6, 6) is cut by the radius.
        #expect(image[6, 6] == white)
    }
}
