import Foundation
import Testing
import TesseraUIKit
import TesseraLayout

/// `NSDiffableDataSourceSnapshot` edits, checked against the results UIKit documents, and
/// `UICollectionViewDiffableDataSource` with cell registrations (issue 18).
@Suite("Diffable data sources")
@MainActor
struct DiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    @Test("appending, inserting, moving and deleting items and sections")
    func edits() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "c"])
        snapshot.insertSections(["b"], beforeSection: "c")
        snapshot.insertSections(["d"], afterSection: "c")
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c", "d"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([10, 11])                                 // to the last section, d
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([4], afterItem: 3)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [0, 1, 2, 3, 4])
        #expect(snapshot.itemIdentifiers(inSection: "d") == [10, 11])
        #expect(snapshot.numberOfItems == 7 && snapshot.numberOfSections == 4)
        #expect(snapshot.numberOfItems(inSection: "b") == 0)
        snapshot.moveItem(4, beforeItem: 0)
        snapshot.moveItem(10, afterItem: 2)                            // across sections
        #expect(snapshot.itemIdentifiers == [4, 0, 1, 2, 10, 3, 11])
        #expect(snapshot.sectionIdentifier(containingItem: 10) == "a" && snapshot.sectionIdentifier(containingItem: 99) == nil)
        #expect(snapshot.indexOfItem(11) == 6 && snapshot.indexOfItem(99) == nil)
        snapshot.moveSection("d", beforeSection: "a")
        snapshot.moveSection("b", afterSection: "c")
        #expect(snapshot.sectionIdentifiers == ["d", "a", "c", "b"] && snapshot.indexOfSection("c") == 2)
        #expect(snapshot.itemIdentifiers == [11, 4, 0, 1, 2, 10, 3])
        snapshot.deleteItems([0, 99])                                  // a missing identifier is ignored
        snapshot.deleteSections(["d"])                                 // with its item 11
        #expect(snapshot.itemIdentifiers == [4, 1, 2, 10, 3] && snapshot.sectionIdentifiers == ["a", "c", "b"])
        snapshot.reloadItems([1])
        snapshot.reconfigureItems([2])
        snapshot.reloadSections(["c"])
        #expect(snapshot.reloadedItemIdentifiers == [1] && snapshot.reconfiguredItemIdentifiers == [2]
                && snapshot.reloadedSectionIdentifiers == ["c"])
        snapshot.deleteItems([1])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
    }

    @Test("programmer errors stop with UIKit's reason, naming the identifier")
    func preconditions() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendItems([1])
        }
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.appendItems([1, 2, 1])
        }
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.insertItems([5], beforeItem: 4)
        }
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["a", "a"])
        }
    }

    /// A cell class of the kind apps write: stored properties, `init(frame:)` overridden.
    final class BadgeCell: UICollectionViewCell {
        let label: String
        var configured: [String] = []
        override init(frame: CGRect) {
            label = "badge"
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { fatalError("not implemented") }
    }

    @Test("a diffable data source drives the layout's counts, and its cells are the registered class, configured")
    func dataSource() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<BadgeCell, Int> { cell, indexPath, item in
            cell.configured.append("\(indexPath.section).\(indexPath.item)=\(item)")
        }
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = Snapshot()
        snapshot.appendSections(["main", "more"])
        snapshot.appendItems([7, 8, 9], toSection: "main")
        snapshot.appendItems([1], toSection: "more")
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
        #expect(completed)
        #expect(collectionView.numberOfSections == 2 && collectionView.numberOfItems(inSection: 0) == 3)
        #expect(collectionView.frozenLayout(.all).result.cellFrames.count == 4)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == 9)
        #expect(dataSource.indexPath(for: 1) == IndexPath(item: 0, section: 1))
        #expect(dataSource.sectionIdentifier(for: 1) == "more" && dataSource.index(for: "main") == 0)

        let cell = dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 1, section: 0))
        let badge = cell as? BadgeCell
        #expect(badge?.label == "badge" && badge?.configured == ["0.1=8"])
        #expect(cell.frame == CGRect(x: 110, y: 0, width: 100, height: 50))

        var next = dataSource.snapshot()
        next.deleteItems([8])
        next.appendItems([10], toSection: "main")
        next.moveItem(1, beforeItem: 7)
        dataSource.apply(next, animatingDifferences: false)
        let update = dataSource.lastUpdate
        #expect(update?.deletedItems.map(\.id) == [8] && update?.insertedItems.map(\.id) == [10])
        #expect(update?.movedItems.map(\.id) == [1])
        #expect(collectionView.numberOfItems(inSection: 0) == 4 && collectionView.numberOfItems(inSection: 1) == 0)
    }

    @Test("performBatchUpdates records what its updates named; a single insert is an update of its own")
    func batchMarks() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewFlowLayout(), itemCounts: [3])
        collectionView.performBatchUpdates {
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
            collectionView.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0))
        }
        #expect(collectionView.lastUpdate?.deletedItems == [IndexPath(item: 0, section: 0)])
        #expect(collectionView.lastUpdate?.insertedItems == [IndexPath(item: 2, section: 0)])
        #expect(collectionView.lastUpdate?.movedItems == [UpdateMarks.Move(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 0))])
        collectionView.insertSections(IndexSet(integer: 1))
        #expect(collectionView.lastUpdate?.summary == "1 section inserted")
    }

    @Test("a section snapshot applied to a section not shown yet appends it, showing the visible items (the sample's reorderable list relies on it)")
    func sectionSnapshotAppendsSection() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) { _, _, _ in nil }
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([1, 2])
        outline.append([10, 11], to: 1)
        dataSource.apply(outline, to: "first", animatingDifferences: false)
        #expect(dataSource.snapshot().sectionIdentifiers == ["first"] && dataSource.snapshot().itemIdentifiers == [1, 2])
        outline.expand([1])
        dataSource.apply(outline, to: "first")
        dataSource.apply(NSDiffableDataSourceSectionSnapshot<Int>(), to: "second")
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "first") == [1, 10, 11, 2])
        #expect(dataSource.snapshot().sectionIdentifiers == ["first", "second"])
        #expect(dataSource.snapshot(for: "first").level(of: 11) == 1)
    }
}
