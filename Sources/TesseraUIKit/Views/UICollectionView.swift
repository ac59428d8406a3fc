import Foundation
import TesseraLayout

/// A screenless `UICollectionView`: it owns a layout, asks its data source for counts, keeps
/// its scroll position and selection, and drives the layout's life cycle as UIKit does
/// (`prepare()` before attributes are read, again after an invalidation).
///
/// Nothing is drawn from views: cells are made only when asked for (registrations, or a snapshot
/// with `.cells()` calling the data source), never to lay out. `TesseraSnapshotTesting` renders a
/// collection view from its layout's attributes.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
///                                       collectionViewLayout: layout)
/// collectionView.dataSource = dataSource   // 3 items
/// print(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame as Any)
/// // Optional((220.0, 0.0, 100.0, 100.0))
/// ```
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// Whether an element is a cell, a supplementary view or a decoration view. It is the engine's enum
    /// under UIKit's name, so attributes and frozen results share it.
    public typealias ElementCategory = TesseraLayout.ElementCategory
    /// The axis a flow or compositional layout's content grows along. It is the engine's enum under
    /// UIKit's name.
    public typealias ScrollDirection = TesseraLayout.ScrollDirection

    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` bring an
    /// item; one vertical and one horizontal choice may be combined. The content offset moves at once:
    /// nothing animates headlessly.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// How quickly items move aside during an interactive reorder on iOS. Kept so code that sets it
    /// compiles; there is no interactive reordering headlessly.
    public enum ReorderingCadence: Int, Sendable { case immediate, fast, slow }

    /// `UICollectionView.elementKindSectionHeader`: UIKit's value.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// `UICollectionView.elementKindSectionFooter`: UIKit's value.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    var layout: UICollectionViewLayout
    private var counts: [Int]?
    private var selected: [IndexPath] = []
    private var cellRegistrations: [String: ViewRegistration] = [:]
    private var supplementaryRegistrations: [String: ViewRegistration] = [:]
    /// A data source the collection view keeps alive (see `init(frame:collectionViewLayout:itemCounts:)`).
    var ownedDataSource: (any UICollectionViewDataSource)?
    /// While cells are being sized: the frame a dequeued cell starts with (its estimate), so
    /// dequeuing does not ask the layout that is being sized.
    var cellSizingFrame: CGRect?
    /// Whether the self-sizing pass is running (it does not start again from inside itself).
    var isSizingCells = false

    /// Creates a collection view laid out by `layout`, which becomes attached to it (a layout serves
    /// one collection view, as in UIKit). Until it has a data source it has no sections.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        attach(layout)
    }

    /// `init(coder:)`: the collection view starts with an empty flow layout.
    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        attach(layout)
    }

    /// The object asked for section and item counts and for cells, held weakly as in UIKit. Setting it
    /// forgets the cached counts and invalidates the layout at once.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { dataDidChange() }
    }

    /// `delegate`. A flow layout reads per-section and per-item metrics from it when it is a
    /// ``UICollectionViewDelegateFlowLayout``.
    open weak var delegate: (any UICollectionViewDelegate)? {
        didSet { layout.invalidateLayout() }
    }

    /// `prefetchDataSource`: kept (weakly, as UIKit does). Nothing scrolls into view headlessly,
    /// so it is never asked to prefetch.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

    /// `isPrefetchingEnabled` (accepted: nothing is prefetched).
    open var isPrefetchingEnabled = true
    /// When false, `selectItem(at:animated:scrollPosition:)` selects nothing.
    open var allowsSelection = true
    /// When false (the default), selecting an item deselects the others; when true, selections add up.
    open var allowsMultipleSelection = false
    /// Kept so code that sets it compiles; there is no editing mode headlessly, so it changes nothing.
    open var allowsMultipleSelectionDuringEditing = false
    /// Kept so code that sets it compiles; it changes neither layout nor selection headlessly.
    open var isEditing = false
    /// Kept so code that sets it compiles; there is no focus engine headlessly.
    open var selectionFollowsFocus = false
    /// Kept so code that sets it compiles; there is no focus engine headlessly.
    open var remembersLastFocusedIndexPath = false
    /// Kept so code that sets it compiles; there is no drag and drop headlessly.
    open var dragInteractionEnabled = false
    /// Kept so code that sets it compiles; see ``ReorderingCadence``.
    open var reorderingCadence: ReorderingCadence = .immediate
    /// Kept but neither laid out nor drawn: snapshots draw the collection view's background colour and
    /// its elements.
    open var backgroundView: UIView?
    /// How far each orthogonal section of a compositional layout is scrolled along its own axis,
    /// by section (TesseraUIKit's addition: UIKit keeps these in private scroll views). Previews
    /// and snapshots set it to show a carousel scrolled; its items move, and its
    /// `visibleItemsInvalidationHandler` sees the offset.
    public var orthogonalScrollOffsets: [Int: CGFloat] = [:] {
        didSet { if oldValue != orthogonalScrollOffsets { layout.invalidateLayout() } }
    }

    // MARK: The layout

    /// `collectionViewLayout`. Setting it is `setCollectionViewLayout(_:animated: false)`.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Replaces the layout at once and invalidates it; `animated` is ignored, as nothing animates
    /// headlessly.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// `setCollectionViewLayout(_:animated:completion:)`: the new layout takes over at once and
    /// `completion` is called with `true`.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        if layout !== self.layout {
            if self.layout.attachedCollectionView === self { self.layout.attachedCollectionView = nil }
            self.layout = layout
            attach(layout)
        }
        completion?(true)
    }

    private func attach(_ layout: UICollectionViewLayout) {
        if let previous = layout.attachedCollectionView, previous !== self { previous.layoutWasTaken() }
        layout.attachedCollectionView = self
        layout.invalidateLayout()
    }

    private func layoutWasTaken() {
        layout = UICollectionViewFlowLayout()
        layout.attachedCollectionView = self
    }

    /// Runs the layout's `prepare()` if it was invalidated, and updates `contentSize`.
    /// Everything that reads attributes calls it first; TesseraUIKit's answer to UIKit's layout pass.
    open override func layoutSubviews() {
        prepareLayoutIfNeeded()
    }

    func prepareLayoutIfNeeded() {
        guard layout.needsPrepare else { return }
        layout.needsPrepare = false
        layout.isPreparing = true
        layout.prepare()
        layout.isPreparing = false
        contentSize = layout.collectionViewContentSize
        sizeCellsFromContent()
    }

    /// A bounds change goes to the layout as on iOS: `shouldInvalidateLayout(forBoundsChange:)`
    /// and `invalidationContext(forBoundsChange:)` are asked while `bounds` is still the old
    /// rectangle (layouts compare `collectionView.bounds.size` with the new size), and the
    /// context is delivered to `invalidateLayout(with:)` once the new bounds are in place.
    override func boundsWillChange(to newBounds: CGRect) {
        guard newBounds != bounds, layout.shouldInvalidateLayout(forBoundsChange: newBounds) else { return }
        let context = layout.invalidationContext(forBoundsChange: newBounds)
        context.isBoundsChange = true
        pendingBoundsInvalidation = context
    }

    override func boundsDidChange(from oldBounds: CGRect) {
        guard let context = pendingBoundsInvalidation else { return }
        pendingBoundsInvalidation = nil
        layout.invalidateLayout(with: context)
    }

    /// The invalidation a bounds change being set will deliver.
    private var pendingBoundsInvalidation: UICollectionViewLayoutInvalidationContext?

    override func contentInsetDidChange() { layout.invalidateLayout() }

    /// Unless set, a collection view's layout margins are UIKit's system minimum for a full-screen
    /// view of its size, as a view controller's root view has them: 16 points at the sides with a
    /// compact width, 20 with a regular one (`SizeClassRule.systemLayoutMargins(for:)`).
    override var defaultLayoutMargins: UIEdgeInsets { SizeClassRule.systemLayoutMargins(for: bounds.size).edgeInsets }

    /// A trait change (the display scale) invalidates the layout: section providers read traits.
    override func traitsDidChange() { layout.invalidateLayout() }

    // MARK: Data

    /// `numberOfSections`: the data source's answer (1 when it does not implement
    /// `numberOfSections(in:)`, 0 without a data source), read once after each data change.
    open var numberOfSections: Int { itemCounts.count }

    /// `numberOfItems(inSection:)`. `section` MUST exist.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = itemCounts
        precondition(counts.indices.contains(section), "section \(section) does not exist (there are \(counts.count))")
        return counts[section]
    }

    /// The data source's counts, asked once after each data change; negative answers count as 0.
    var itemCounts: [Int] {
        if let counts { return counts }
        var fresh: [Int] = []
        if let dataSource {
            let sections = max(0, OptionalRequirement.answer(dataSource, requirement: "numberOfSections(in:)") {
                $0.numberOfSections(in: self)
            } ?? 1)
            fresh = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        }
        counts = fresh
        return fresh
    }

    /// Drops the counts read from the data source: they are asked again when next needed (an
    /// invalidation context whose `invalidateDataSourceCounts` is true).
    func forgetItemCounts() { counts = nil }

    /// `reloadData()`: counts are asked again and the layout is invalidated.
    open func reloadData() { dataDidChange() }

    private func dataDidChange() {
        counts = nil
        let context = layout.makeInvalidationContext()
        context.invalidatesEverything = true
        context.invalidatesDataSourceCounts = true
        layout.invalidateLayout(with: context)
    }

    /// Records the reload in ``lastUpdate`` (or in the batch of `performBatchUpdates(_:completion:)`)
    /// and invalidates the layout; nothing animates.
    open func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections += sections } }
    /// Records the insertion in ``lastUpdate`` (or in the running batch) and invalidates the layout;
    /// the data source must already count the new sections, as on iOS.
    open func insertSections(_ sections: IndexSet) { record { $0.insertedSections += sections } }
    /// Records the deletion in ``lastUpdate`` (or in the running batch) and invalidates the layout; the
    /// data source must already leave the sections out.
    open func deleteSections(_ sections: IndexSet) { record { $0.deletedSections += sections } }
    /// Records the move in ``lastUpdate`` (or in the running batch) and invalidates the layout; the
    /// data source must already have moved the section.
    open func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }
    /// Records the insertion in ``lastUpdate`` (or in the running batch) and invalidates the layout;
    /// the data source must already count the new items.
    open func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems += indexPaths } }
    /// `deleteItems(at:)`: deleted items are deselected.
    open func deleteItems(at indexPaths: [IndexPath]) {
        selected.removeAll { indexPaths.contains($0) }
        record { $0.deletedItems += indexPaths }
    }
    /// Records the reload in ``lastUpdate`` (or in the running batch) and invalidates the layout.
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }
    /// Recorded as a reload (``lastUpdate``'s reloaded items): headlessly, reconfiguring and reloading
    /// a cell come to the same frames.
    open func reconfigureItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }
    /// `moveItem(at:to:)`: the item moves (its selection follows it); the data source is expected
    /// to have moved it already, as on iOS.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        selected = selected.map { $0 == indexPath ? newIndexPath : $0 }
        record { $0.movedItems.append(UpdateMarks.Move(from: indexPath, to: newIndexPath)) }
    }
    /// `performBatchUpdates(_:completion:)`: `updates` runs, then the data is read again; what the
    /// updates named becomes ``lastUpdate``.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outer = pendingUpdate
        pendingUpdate = outer ?? UpdateMarks()
        updates?()
        if outer == nil {
            lastUpdate = pendingUpdate
            pendingUpdate = nil
        }
        dataDidChange()
        completion?(true)
    }

    /// What the last batch update, single insert, delete, move or reload, or diffable apply
    /// changed, as index paths (Tessera's addition: what an update preview marks); nil before any.
    public internal(set) var lastUpdate: UpdateMarks?
    /// The marks of the batch update running, if any.
    private var pendingUpdate: UpdateMarks?

    /// Adds a change to the running batch update, or makes it the last update on its own.
    private func record(_ change: (inout UpdateMarks) -> Void) {
        if var pending = pendingUpdate {
            change(&pending)
            pendingUpdate = pending
        } else {
            var marks = UpdateMarks()
            change(&marks)
            lastUpdate = marks
            dataDidChange()
        }
    }

    // MARK: Layout queries

    /// The item's attributes, from a layout prepared first if it is invalid: there is no run loop, so
    /// the answer always reflects the latest changes (UIKit answers from its last layout pass).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layout.layoutAttributesForItem(at: indexPath)
    }

    /// The supplementary view's attributes, from a layout prepared first if it is invalid (see
    /// `layoutAttributesForItem(at:)`).
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// `indexPathForItem(at:)`: the topmost item whose frame holds `point`.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return (layout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// `indexPathsForVisibleItems`: the items whose frames meet the bounds.
    open var indexPathsForVisibleItems: [IndexPath] {
        prepareLayoutIfNeeded()
        return (layout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.intersects(bounds) }
            .map(\.indexPath).sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// `visibleCells`: empty (there are no cells on screen; cells are made only when asked for).
    open var visibleCells: [UICollectionViewCell] { [] }

    /// `cellForItem(at:)`: `nil` (there are no cells on screen).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }

    /// `indexPath(for:)`: on a device, the index path of a visible cell. Headlessly no cell is on
    /// screen, so it is the index path the cell was last dequeued for by this collection view
    /// (`dequeueReusableCell(withReuseIdentifier:for:)`, a registration, a diffable data source),
    /// while that index path still exists; `nil` for a cell this collection view did not make.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { dequeuedIndexPath(of: cell) }

    /// `indexPath(forSupplementaryView:)`: as ``indexPath(for:)``, for a supplementary view this
    /// collection view dequeued.
    open func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        dequeuedIndexPath(of: supplementaryView)
    }

    private func dequeuedIndexPath(of view: UICollectionReusableView) -> IndexPath? {
        guard view.dequeuingCollectionView === self, let indexPath = view.dequeuedIndexPath, indexPath.count == 2 else { return nil }
        let counts = itemCounts
        guard counts.indices.contains(indexPath[0]) else { return nil }
        // A supplementary view's index path may name an item past the last (a section's header is item 0 of an empty section).
        return view is UICollectionViewCell && indexPath[1] >= counts[indexPath[0]] ? nil : indexPath
    }

    /// `indexPathsForVisibleSupplementaryElements(ofKind:)`: the index paths of the elements of
    /// `elementKind` whose frames meet the bounds.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        prepareLayoutIfNeeded()
        return (layout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == elementKind
                && $0.frame.intersects(bounds) }
            .map(\.indexPath).sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// `supplementaryView(forElementKind:at:)`: `nil` (there are no views on screen).
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? { nil }

    /// `visibleSupplementaryViews(ofKind:)`: empty (there are no views on screen).
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] { [] }

    /// `scrollToItem(at:at:animated:)`: sets the content offset so the item sits at `position`.
    open func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        let size = bounds.size
        let insets = adjustedContentInset
        if position.contains(.top) { offset.y = frame.minY - insets.top }
        if position.contains(.bottom) { offset.y = frame.maxY - size.height + insets.bottom }
        if position.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
        if position.contains(.left) { offset.x = frame.minX - insets.left }
        if position.contains(.right) { offset.x = frame.maxX - size.width + insets.right }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
        contentOffset = offset
    }

    // MARK: Selection

    /// `indexPathsForSelectedItems`, in the order they were selected.
    open var indexPathsForSelectedItems: [IndexPath]? { selected }

    /// `selectItem(at:animated:scrollPosition:)`: selects the item (only it, unless
    /// ``allowsMultipleSelection``); `nil` clears the selection. Does nothing when
    /// ``allowsSelection`` is false; does not call the delegate, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            selected.removeAll()
            return
        }
        if !allowsMultipleSelection { selected.removeAll() }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Removes the item from the selection without calling the delegate, as in UIKit; `animated` is
    /// ignored.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
    }

    // MARK: Registration

    /// Records the class `dequeueReusableCell(withReuseIdentifier:for:)` makes for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = .viewClass(cellClass)
    }

    /// Records the class `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` makes for
    /// that kind and identifier.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryRegistrations[elementKind + "\u{0}" + identifier] = .viewClass(viewClass)
    }

    /// `register(_:forCellWithReuseIdentifier:)` with a nib: recorded. There are no nibs here, so
    /// a cell dequeued for it is a plain `UICollectionViewCell` (the nib names its class, which
    /// cannot be read without the nib).
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = .nib(nib)
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a nib: recorded, as
    /// for cells.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryRegistrations[kind + "\u{0}" + identifier] = .nib(nib)
    }

    /// `dequeueReusableCell(withReuseIdentifier:for:)`: a new instance of the class registered
    /// for `identifier` (made through its `init(frame:)`), with the item's frame, so
    /// `dequeueReusableCell(…) as! PhotoCell` works as on iOS. A nib registration gives a plain
    /// `UICollectionViewCell`. Cells are not reused: each call makes one.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let registration = cellRegistrations[identifier] else {
            preconditionFailure("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        let frame = cellSizingFrame ?? layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        let cell = (registration.viewClass as? UICollectionViewCell.Type)?.init(registeredFrame: frame)
            ?? UICollectionViewCell(frame: frame)
        cell.storedReuseIdentifier = identifier
        cell.dequeuingCollectionView = self
        cell.dequeuedIndexPath = indexPath
        return cell
    }

    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`: a new instance of
    /// the registered class (see ``dequeueReusableCell(withReuseIdentifier:for:)``), with the
    /// element's frame.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        guard let registration = supplementaryRegistrations[elementKind + "\u{0}" + identifier] else {
            preconditionFailure("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        let frame = layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath)?.frame ?? .zero
        let view = (registration.viewClass as? UICollectionReusableView.Type)?.init(registeredFrame: frame)
            ?? UICollectionReusableView(frame: frame)
        view.storedReuseIdentifier = identifier
        view.dequeuingCollectionView = self
        view.dequeuedIndexPath = indexPath
        return view
    }
}

/// What a reuse identifier was registered with.
enum ViewRegistration {
    case viewClass(AnyClass?)
    case nib(UINib?)

    /// The class to make, when a class was registered.
    var viewClass: AnyClass? {
        if case .viewClass(let type) = self { return type }
        return nil
    }
}
