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
