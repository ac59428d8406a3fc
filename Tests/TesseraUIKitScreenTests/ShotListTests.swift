import Foundation
import Testing
import UIKit
import TesseraSnapshotTesting

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
