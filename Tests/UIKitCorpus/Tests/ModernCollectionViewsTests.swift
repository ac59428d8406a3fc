import Foundation
import Testing
import TesseraImage
import TesseraSnapshotTesting
import UIKit  // beside `Testing`, as iOS test files import it (Tessera ships the `_Testing_UIKit` overlay)
import TesseraLayout

/// Apple's "Implementing Modern Collection Views" sample (ModernCollectionViews/, compiled
/// unchanged): its view controllers' diffable data sources and registrations drive the layout
/// and the picture (issue 18).
@Suite("Modern Collection Views sample, compiled unchanged")
@MainActor
struct ModernCollectionViewsTests {
    func render(_ collectionView: UICollectionView, extent: SnapshotExtent = .viewport) -> PixelBuffer {
        var image: PixelBuffer?
        Snapshotting<UICollectionView, PixelBuffer>.image(scale: 1, glyphs: .boxes, extent: extent, content: .cells())
            .snapshot(collectionView).run { image = $0 }
        return image ?? PixelBuffer(width: 0, height: 0)
    }

    @Test("GridViewController: 94 items from its snapshot, five to a row; cells show their cornflower-blue text cells")
    func grid() throws {
        let controller = GridViewController()
        controller.loadViewIfNeeded()
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.numberOfSections == 1 && collectionView.numberOfItems(inSection: 0) == 94)
        // The screen is 393 points wide: items are 0.2 of it, 78.6 square, row after row.
        let last = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 93, section: 0))?.frame)
        let expected = CGRect(x: 3 * 78.6, y: 18 * 78.6, width: 78.6, height: 78.6)
        #expect([last.minX - expected.minX, last.minY - expected.minY, last.width - expected.width, last.height - expected.height]
            .allSatisfy { abs($0) < 1e-9 }, "\(last)")

        // The registration's handler runs on a real TextCell, as on iOS.
        let cell = controller.dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 7, section: 0))
        let textCell = try #require(cell as? TextCell)
        #expect(textCell.label.text == "7" && textCell.label.textAlignment == .center)
        #expect(textCell.label.font.pointSize == 28)                  // .title1
        #expect(textCell.layer.borderWidth == 1)

        // In the picture each cell is filled with the colour its handler set, with its number.
        let image = render(collectionView)
        let cornflower = RGBA8(100, 149, 237)
        #expect(image[3, 3] == cornflower && image[80, 3] == cornflower)   // items 0 and 1, clear of their text
        let inkInFirstCell = (10..<69).flatMap { y in (10..<69).map { image[$0, y] } }.filter { $0 != cornflower }
        #expect(!inkInFirstCell.isEmpty, "the label's text is drawn")
    }

    @Test("SectionHeadersFootersViewController: supplementary registrations title each section")
    func headers() throws {
        let controller = SectionHeadersFootersViewController()
        controller.loadViewIfNeeded()
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.numberOfSections == 5 && (0..<5).allSatisfy { collectionView.numberOfItems(inSection: $0) == 5 })
        let header = controller.dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: "section-header-element-kind",
                                                          at: IndexPath(item: 0, section: 2))
        #expect((header as? TitleSupplementaryView)?.label.text == "section-header-element-kind for section 2")
        let cell = controller.dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 3, section: 1))
        #expect((cell as? ListCell)?.label.text == "1,3")
    }

    @Test("MountainsViewController: typing in the search bar applies a filtered snapshot, and lastUpdate says what went")
    func mountainsSearch() throws {
        let controller = MountainsViewController()
        controller.loadViewIfNeeded()
        let collectionView = try #require(controller.mountainsCollectionView)
        let everything = controller.mountainsController.filteredMountains(with: nil)
        #expect(collectionView.numberOfItems(inSection: 0) == everything.count)
        #expect(everything.count > 100)

        controller.searchBar.text = "Mount"
        let kept = controller.mountainsController.filteredMountains(with: "Mount")
        #expect(collectionView.numberOfItems(inSection: 0) == kept.count && kept.count < everything.count)
        let update = try #require(controller.dataSource.lastUpdate)
        #expect(update.deletedItems.count == everything.count - kept.count)
        #expect(update.insertedItems.isEmpty && update.movedItems.isEmpty)
        #expect(Set(update.deletedItems.map(\.id.name)) == Set(everything.map(\.name)).subtracting(kept.map(\.name)))

        // Mountains' cells are LabelCells with the mountain's name, in two columns of 32-point rows.
        let first = controller.dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 0, section: 0))
        #expect((first as? LabelCell)?.label.text == kept.sorted { $0.name < $1.name }.first?.name)
    }

    @Test("SimpleListViewController: list cells' content configurations give the rows their text")
    func simpleList() throws {
        let controller = SimpleListViewController()
        controller.loadViewIfNeeded()
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.numberOfItems(inSection: 0) == 94)
        let cell = controller.dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 5, section: 0))
        let list = try #require((cell as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)
        #expect(list.text == "5")
    }
}

/// The update strategy on the sample's grid: a diffable apply's marks at the pixels.
@Suite("Update snapshots of the Modern Collection Views grid")
@MainActor
struct ModernCollectionViewsUpdateTests {
    @Test("deleting 1, inserting 100 after 3 and moving 10 to the front: red, green and orange where the items are")
    func gridUpdate() throws {
        let controller = GridViewController()
        controller.loadViewIfNeeded()
        let collectionView = try #require(controller.collectionView)
        collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        let update = CollectionViewUpdate(collectionView) { _ in
            var snapshot = controller.dataSource.snapshot()
            snapshot.deleteItems([1])
            snapshot.insertItems([100], afterItem: 3)
            snapshot.moveItem(10, beforeItem: 0)
            controller.dataSource.apply(snapshot, animatingDifferences: true)
        }
        var board: PixelBuffer?
        Snapshotting<CollectionViewUpdate, PixelBuffer>.update(scale: 1, glyphs: .boxes).snapshot(update).run { board = $0 }
        let image = try #require(board)
        #expect(collectionView.lastUpdate?.summary == "1 inserted, 1 deleted, 1 moved")
        // Items are 78 points square (0.2 × 390), five to a row; panels at x 16 and 16 + 390 + 24.
        func pixel(panel: Int, item: Int) -> RGBA8 { image[16 + panel * 414 + 78 * (item % 5) + 1, 44 + 78 * (item / 5) + 39] }
        let red = RGBA8(255, 59, 48), green = RGBA8(52, 199, 89), orange = RGBA8(255, 149, 0)
        #expect(pixel(panel: 0, item: 1) == red)       // 1 was second
        #expect(pixel(panel: 0, item: 10) == orange)   // 10 was at 0.10
        #expect(pixel(panel: 1, item: 0) == orange)    // … and is first
        #expect(pixel(panel: 1, item: 4) == green)     // after 10, 0, 2, 3 comes 100
        #expect(pixel(panel: 1, item: 1) == RGBA8(100, 149, 237) || pixel(panel: 1, item: 1) == RGBA8(0, 0, 0))  // 0 only shifted
    }
}

/// The sample's reorderable list: its own reordering handlers keep its backing store in step.
@Suite("Reordering the Modern Collection Views list")
@MainActor
struct ModernCollectionViewsReorderTests {
    @Test("a reorder calls the sample's didReorder, which applies the section's CollectionDifference to its store", arguments: [
        ReorderableListViewController.ReorderingMethod.collectionDifference, .finalSnapshot,
    ])
    func reorder(method: ReorderableListViewController.ReorderingMethod) throws {
        let controller = ReorderableListViewController()
        controller.loadViewIfNeeded()
        controller.reorderingMethod = method
        let dataSource = try #require(controller.dataSource)
        let section = try #require(dataSource.snapshot().sectionIdentifiers.first)
        let items = dataSource.snapshot().itemIdentifiers(inSection: section)
        #expect(items.count >= 3 && controller.backingStore[section] == items)
        #expect(dataSource.reorderItem(items[2], to: IndexPath(item: 0, section: 0)))
        let moved = [items[2], items[0], items[1]] + items.dropFirst(3)
        #expect(dataSource.snapshot().itemIdentifiers(inSection: section) == moved)
        #expect(controller.backingStore[section] == moved)
        #expect(controller.collectionView.lastUpdate?.movedItems.map(\.to) == [IndexPath(item: 0, section: 0)])
    }
}
