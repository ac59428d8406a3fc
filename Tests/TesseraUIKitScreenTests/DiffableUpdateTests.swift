import Foundation
import Testing
import UIKit
import TesseraSnapshotTesting

/// The place search (PlaceSearchViewController): typing applies a filtered snapshot; the data
/// source's last update says which places went and which came back.
@Suite("Place search screen")
@MainActor
struct PlaceSearchTests {
    func cellText(_ controller: PlaceSearchViewController, _ item: Int) -> String? {
        let cell = controller.dataSource.collectionView(controller.collectionView, cellForItemAt: IndexPath(item: item, section: 0))
        return ((cell as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    @Test("the search bar over the list, placed by Auto Layout; every place listed by name")
    func everything() throws {
        let controller = PlaceSearchViewController()
        controller.loadViewIfNeeded()
        controller.view.layoutIfNeeded()
        // The main screen is 393 × 852: the bar 56 high at the top, the list below it.
        #expect(controller.searchBar.frame == r(0, 0, 393, 56))
        #expect(controller.collectionView.frame == r(0, 56, 393, 796))
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 32)
        #expect(cellText(controller, 0) == "Aberdeen" && cellText(controller, 31) == "Würzburg")
    }

    @Test("typing \"OR\" keeps Cork, Evora, Kotor and Porto; clearing the field brings the others back")
    func filtering() throws {
        let controller = PlaceSearchViewController()
        controller.loadViewIfNeeded()
        let everything = Place.matching(nil)
        controller.searchBar.text = "OR"
        let kept = ["Cork", "Evora", "Kotor", "Porto"]
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 4)
        #expect((0..<4).map { cellText(controller, $0) } == kept)
        let update = try #require(controller.dataSource.lastUpdate)
        #expect(update.deletedItems.count == 28 && update.insertedItems.isEmpty && update.movedItems.isEmpty)
        #expect(Set(update.deletedItems.map(\.id.name)) == Set(everything.map(\.name)).subtracting(kept))

        controller.searchBar.text = ""
        let restored = try #require(controller.dataSource.lastUpdate)
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 32)
        #expect(restored.insertedItems.count == 28 && restored.deletedItems.isEmpty)
    }

    @Test("subtitle rows: 11 + 61/3 + 3 + 18 + 11 points each at 3×, stacked from the list's top")
    func rows() throws {
        let controller = PlaceSearchViewController()
        controller.loadViewIfNeeded()
        controller.view.layoutIfNeeded()
        controller.collectionView.simulatedDisplayScale = 3
        controller.searchBar.text = "burg"
        controller.collectionView.layoutIfNeeded()
        let height: CGFloat = 11 + 61.0 / 3 + 3 + 18 + 11
        let frames = (0..<2).compactMap { ScreenHarness.frame(controller.collectionView, $0) }
        expectFrames(frames, [r(0, 0, 393, height), r(0, height, 393, height)])
        #expect(cellText(controller, 1) == "Würzburg")
    }
}

/// The shot list (ShotListViewController): a reorder goes through the data source's reordering
/// handlers, and the screen's didReorder keeps its own store in step.
@Suite("Shot list screen: reordering")
@MainActor
struct ShotListTests {
    @Test("moving the lighthouse to the top updates the list and the screen's store", arguments: [
        ShotListViewController.ReorderingMethod.collectionDifference, .finalSnapshot,
    ])
    func reorder(method: ShotListViewController.ReorderingMethod) throws {
        let controller = ShotListViewController()
        controller.loadViewIfNeeded()
        controller.reorderingMethod = method
        let dataSource = try #require(controller.dataSource)
        let morning = dataSource.snapshot().itemIdentifiers(inSection: .morning)
        #expect(morning.count == 5 && controller.shots[.morning] == morning)
        #expect(dataSource.reorderItem("Lighthouse", to: IndexPath(item: 0, section: 0)))
        let moved = ["Lighthouse", "Harbour from the bridge", "Fish market", "Fishing boats", "Breakfast table"]
        #expect(dataSource.snapshot().itemIdentifiers(inSection: .morning) == moved)
        #expect(controller.shots[.morning] == moved)
        #expect(controller.shots[.evening] == dataSource.snapshot().itemIdentifiers(inSection: .evening))
        #expect(controller.collectionView.lastUpdate?.movedItems.map(\.to) == [IndexPath(item: 0, section: 0)])
    }

    @Test("rows show the reorder grip: the inset grouped rows keep 44 points, 35 down, the second shoot 35 below the first")
    func rows() throws {
        let controller = ShotListViewController()
        let collectionView = try ScreenHarness.collectionView(of: controller)
        collectionView.frame = CGRect(origin: .zero, size: ScreenHarness.portrait)
        let result = ScreenHarness.layout(collectionView)
        // Morning: 35 + 5 × 44 = 255; evening from 255 + 35.
        #expect(result.cellFrames.first == r(16, 35, 358, 44))
        #expect(result.cellFrames[5] == r(16, 290, 358, 44))
        let cell = controller.dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 0, section: 0))
        #expect((cell as? UICollectionViewListCell)?.accessories.count == 1)
    }
}
