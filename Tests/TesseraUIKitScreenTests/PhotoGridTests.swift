import Foundation
import Testing
import UIKit
import TesseraSnapshotTesting

/// The camera-roll grid and the contact sheet (PhotoGridViewController): four square tiles to a
/// row, a tile a quarter of the width (w / 4) on a side; the contact sheet insets each tile by 4.
@Suite("Photo grid screen")
@MainActor
struct PhotoGridTests {
    @Test("the roll's 70 photos from the screen's own snapshot, four to a row, each tile showing its number")
    func roll() throws {
        let controller = PhotoGridViewController()
        let collectionView = try ScreenHarness.collectionView(of: controller)
        #expect(collectionView.numberOfSections == 1 && collectionView.numberOfItems(inSection: 0) == 70)
        // The main screen is 393 points wide: tiles are 393 / 4 = 98.25 square. Photo 70 is
        // item 69: row 69 / 4 = 17, column 69 % 4 = 1.
        #expect(near(ScreenHarness.frame(collectionView, 69), r(98.25, 17 * 98.25, 98.25, 98.25)))
        #expect(abs(collectionView.contentSize.height - 18 * 98.25) < 1e-9)

        // The registration's handler ran on a real SwatchCell.
        let cell = controller.dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 7, section: 0))
        let swatch = try #require(cell as? SwatchCell)
        #expect(swatch.caption.text == "8" && swatch.caption.textAlignment == .center)
        #expect(swatch.caption.font.pointSize == 22)      // .title2
        #expect(swatch.contentView.layer.borderWidth == 1)
    }

    @Test("in the picture each tile is the cell's fill with its number drawn in it")
    func picture() throws {
        let controller = PhotoGridViewController()
        let collectionView = try ScreenHarness.collectionView(of: controller)
        let image = withExtendedLifetime(controller) { ScreenHarness.render(collectionView) }
        #expect(image.width == 393 && image.height == 852)
        let fill = RGBA8(0, 102, 153)                     // (0, 0.4, 0.6) × 255
        // Tiles 0 and 1 (x 0 and 98.25), clear of their border and their text.
        #expect(image[3, 3] == fill && image[101, 3] == fill && image[3, 95] == fill)
        // The black border: the tile's first column.
        #expect(image[0, 50] == RGBA8(0, 0, 0))
        // The caption "1", white, centred: ink inside the first tile that is not the fill.
        let ink = (30..<70).flatMap { y in (30..<70).map { image[$0, y] } }.filter { $0 != fill }
        #expect(!ink.isEmpty, "the caption is drawn")
    }

    @Test("grid and contact sheet frames", arguments: [ScreenHarness.portrait, ScreenHarness.landscape])
    func frames(size: CGSize) throws {
        let side = size.width / 4
        let grid = PhotoGridViewController()
        let plain = ScreenHarness.layout(try ScreenHarness.show(grid, size, { grid.dataSource }, [.roll], [6]))
        expectFrames(plain.cellFrames, (0..<6).map { r(CGFloat($0 % 4) * side, CGFloat($0 / 4) * side, side, side) })
        let sheet = PhotoGridViewController(style: .spaced)
        let spaced = ScreenHarness.layout(try ScreenHarness.show(sheet, size, { sheet.dataSource }, [.roll], [6]))
        // Each tile keeps its slot (side × side) and is inset by 4 inside it.
        expectFrames(spaced.cellFrames, (0..<6).map { r(CGFloat($0 % 4) * side + 4, CGFloat($0 / 4) * side + 4, side - 8, side - 8) })
        #expect(abs(spaced.contentSize.height - 2 * side) < 1e-9)
    }
}

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
