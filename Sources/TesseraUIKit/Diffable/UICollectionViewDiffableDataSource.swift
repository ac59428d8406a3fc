import Foundation
import TesseraLayout

/// `UICollectionViewDiffableDataSource`: a data source that holds a
/// ``NSDiffableDataSourceSnapshot`` and makes cells with a cell provider.
///
/// `init(collectionView:cellProvider:)` makes it the collection view's data source (which holds
/// it weakly, as in UIKit: keep a reference). ``apply(_:animatingDifferences:completion:)``
/// replaces the snapshot; the collection view's layout then sees the new counts, and
/// ``lastUpdate`` keeps what that apply changed (Tessera's addition, what an update preview
/// draws). Nothing animates: the completion runs once the new state is in place, before
/// `apply` returns.
///
/// ```swift
/// let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { cv, indexPath, item in
///     cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["a", "b"])
/// dataSource.apply(snapshot, animatingDifferences: false)
/// print(collectionView.numberOfItems(inSection: 0))   // 2
/// ```
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UICollectionViewDataSource
{
    /// `CellProvider`: the cell for an item (nil is a programmer error when UIKit asks).
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// `SupplementaryViewProvider`: the view of an element kind at an index path.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String,
                                                  _ indexPath: IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The outlines applied to sections, for `snapshot(for:)`.
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Makes the supplementary view for a kind and index path, as
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` would; set it before headers or
    /// footers are dequeued (snapshots ask for them).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`: whether an item may be dragged,
    /// and what to tell the app before and after a reorder.
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }

    /// `reorderingHandlers`. There is no dragging here; ``reorderItem(_:to:)`` (Tessera's) moves
    /// an item as a finished drag does, through these handlers.
    open var reorderingHandlers = ReorderingHandlers()

    /// Moves `item` to `destination` (an index path of the data after the move) as a finished
    /// drag does: refused unless `canReorderItem` allows it; otherwise `willReorder`, the new
    /// snapshot applied, then `didReorder` with the transaction. Returns whether it moved.
    @discardableResult
    public func reorderItem(_ item: ItemIdentifierType, to destination: IndexPath) -> Bool {
        guard reorderingHandlers.canReorderItem?(item) ?? false, let from = current.indexPath(of: item) else { return false }
        var next = current
        next.deleteItems([item])
        let section = next.sectionIdentifiers.indices.contains(destination.section) ? destination.section : from.section
        let sectionID = next.sectionIdentifiers[section]
        let others = next.itemIdentifiers(inSection: sectionID)
        if destination.item < others.count {
            next.insertItems([item], beforeItem: others[destination.item])
        } else {
            next.appendItems([item], toSection: sectionID)
        }
        let transaction = NSDiffableDataSourceTransaction(from: current, to: next)
        reorderingHandlers.willReorder?(transaction)
        apply(next, animatingDifferences: false)
        reorderingHandlers.didReorder?(transaction)
        return true
    }

    /// What the last ``apply(_:animatingDifferences:completion:)`` changed, or nil before any
    /// (Tessera's addition).
    public private(set) var lastUpdate: UpdateDifference<SectionIdentifierType, ItemIdentifierType>?

    /// `init(collectionView:cellProvider:)`: becomes `collectionView`'s data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// `apply(_:animatingDifferences:completion:)`: shows `snapshot`. There is no animation;
    /// `completion` runs before this returns.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let difference = current.difference(to: snapshot)
        lastUpdate = difference
        current = snapshot
        collectionView?.reloadData()
        collectionView?.lastUpdate = difference.marks
        completion?()
    }

    /// `applySnapshotUsingReloadData(_:completion:)`: shows `snapshot` as a reload.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// `apply(_:to:animatingDifferences:completion:)`: shows a section snapshot's visible items
    /// as the section's items; a section not yet shown is appended, as in UIKit.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var next = current
        if next.indexOfSection(section) == nil { next.appendSections([section]) }
        next.deleteItems(next.itemIdentifiers(inSection: section))
        next.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        apply(next, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// `snapshot(for:)`: the section snapshot last applied to `section`, or its items as roots.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// `snapshot()`: a copy of the state shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// `itemIdentifier(for:)`, or nil outside the data.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    /// `indexPath(for:)`, or nil when the item is not shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// `sectionIdentifier(for:)`, or nil outside the data.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// `index(for:)`: the section's index, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let identifier = sectionIdentifier(for: section) else { return 0 }
        return current.numberOfItems(inSection: identifier)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: no item at \(indexPath)")
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the cell provider returned nil for \(indexPath)")
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        // Without a provider the method answers as if not implemented (nil through the
        // optional-call form), which is how UIKit sees a data source without one.
        guard let provider = supplementaryViewProvider else { return OptionalRequirement.fallback(self, UICollectionReusableView(frame: .zero)) }
        guard let view = provider(collectionView, kind, indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the supplementary view provider returned nil for \(kind) at \(indexPath)")
        }
        return view
    }
}
