import Foundation
import Testing
import UIKit
import TesseraSnapshotTesting

/// The camera roll changed through its diffable data source, drawn by the update strategy: the
/// collection view before and after, with the update's marks where the items are.
@Suite("Photo grid screen: an update")
@MainActor
struct PhotoGridUpdateTests {
    @Test("deleting photo 2, inserting 100 after photo 4, moving 11 to the front: red, green and orange at the tiles")
    func update() throws {
        let controller = PhotoGridViewController()
        let collectionView = try ScreenHarness.collectionView(of: controller)
        collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        let update = CollectionViewUpdate(collectionView) { _ in
            var snapshot = controller.dataSource.snapshot()
            snapshot.deleteItems([2])
            snapshot.insertItems([100], afterItem: 4)
            snapshot.moveItem(11, beforeItem: 1)
            controller.dataSource.apply(snapshot, animatingDifferences: true)
        }
        var board: PixelBuffer?
        Snapshotting<CollectionViewUpdate, PixelBuffer>.update(scale: 1, glyphs: .boxes).snapshot(update).run { board = $0 }
        let image = try #require(board)
        #expect(collectionView.lastUpdate?.summary == "1 inserted, 1 deleted, 1 moved")
        // After: 11, 1, 3, 4, 100, 5, … (photo 2 gone).
        let after = controller.dataSource.snapshot().itemIdentifiers
        #expect(Array(after.prefix(6)) == [11, 1, 3, 4, 100, 5] && after.count == 70)
        // Tiles are 390 / 4 = 97.5 square; the panels start at x 16 and 16 + 390 + 24, 44 down.
        // A pixel 2 points inside a tile's leading edge, halfway down it:
        func pixel(panel: Int, item: Int) -> RGBA8 {
            image[Int(16 + CGFloat(panel) * 414 + 97.5 * CGFloat(item % 4)) + 2, Int(44 + 97.5 * CGFloat(item / 4) + 48)]
        }
        let red = RGBA8(255, 59, 48), green = RGBA8(52, 199, 89), orange = RGBA8(255, 149, 0)
        #expect(pixel(panel: 0, item: 1) == red)        // photo 2 was second
        #expect(pixel(panel: 0, item: 10) == orange)    // photo 11 was at 0.10 …
        #expect(pixel(panel: 1, item: 0) == orange)     // … and is first
        #expect(pixel(panel: 1, item: 4) == green)      // after 11, 1, 3, 4 comes 100
        #expect(pixel(panel: 1, item: 1) != red && pixel(panel: 1, item: 1) != green)   // photo 1 only shifted
    }
}
