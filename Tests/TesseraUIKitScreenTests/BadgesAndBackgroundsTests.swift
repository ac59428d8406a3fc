import Foundation
import Testing
import UIKit
import TesseraSnapshotTesting

/// The albums grid (AlbumsViewController): three slots to a row inside 16-point insets
/// (slot = (w − 32) / 3, rows 0.3 × (w − 32) high), albums inset 6 in their slots, and on each a
/// 24-point badge whose top-trailing corner sits on the album's, moved out by a quarter of the
/// badge (6 points) to the trailing side and up: x = album.maxX − 24 + 6, y = album.minY − 6.
@Suite("Albums screen: item badges")
@MainActor
struct AlbumBadgeTests {
    func show(_ size: CGSize) throws -> (AlbumsViewController, UICollectionView) {
        let controller = AlbumsViewController()
        let collectionView = try ScreenHarness.collectionView(of: controller)
        collectionView.frame = CGRect(origin: .zero, size: size)
        controller.show(Album.samples)
        return (controller, collectionView)
    }

    @Test("badges at the albums' top-trailing corners, a quarter outside", arguments: [ScreenHarness.portrait, ScreenHarness.landscape])
    func badges(size: CGSize) throws {
        let (controller, collectionView) = try show(size)
        let result = withExtendedLifetime(controller) { ScreenHarness.layout(collectionView) }
        let inner = size.width - 32, slot = inner / 3, row = 0.3 * inner
        expectFrames(result.cellFrames, (0..<5).map {
            r(16 + CGFloat($0 % 3) * slot + 6, 16 + CGFloat($0 / 3) * row + 6, slot - 12, row - 12)
        })
        let badges = result.attributes.filter { $0.representedElementKind == ElementKind(CountBadgeView.elementKind) }
        expectFrames(badges.map(\.frame), result.cellFrames.map { r($0.maxX - 18, $0.minY - 6, 24, 24) })
        #expect(abs(result.contentSize.height - (32 + 2 * row)) < 1e-9)
    }

    @Test("the badge registration shows each album's count of new photos, and hides a badge of 0")
    func badgeViews() throws {
        let (controller, collectionView) = try show(ScreenHarness.portrait)
        func badge(_ item: Int) -> CountBadgeView? {
            controller.dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: CountBadgeView.elementKind,
                                                 at: IndexPath(item: item, section: 0)) as? CountBadgeView
        }
        #expect(badge(2)?.count.text == "12" && badge(2)?.isHidden == false)      // Markets
        #expect(badge(1)?.isHidden == true)                                        // Harbour walks: nothing new
        let cell = controller.dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 3, section: 0))
        #expect((cell as? SwatchCell)?.caption.text == "Night trains")
    }
}

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

    @Test("in the picture the card is drawn as its view: behind the rows, its colour, border and rounded corners, white around it")
    func picture() throws {
        let controller = TripCardsViewController()
        let collectionView = try ScreenHarness.show(controller, ScreenHarness.portrait, { controller.dataSource }, [0], [2])
        let image = withExtendedLifetime(controller) { ScreenHarness.render(collectionView) }
        // The decoration is drawn as the CardBackgroundView registered for its kind shows itself
        // (systemGray5 with a 1-point systemGray3 border and 12-point corners), at the layout's
        // frame: between the card's edge (6) and the rows (12), and below the last row (120 … 126).
        let card = RGBA8(229, 229, 234), border = RGBA8(199, 199, 204), white = RGBA8(255, 255, 255)
        #expect(image[9, 40] == card && image[200, 123] == card)
        #expect(image[6, 40] == border && image[200, 125] == border)
        #expect(image[3, 40] == white && image[200, 129] == white)
        // The corner at (6, 6) is cut by the radius.
        #expect(image[6, 6] == white)
    }
}
