import Foundation
import TesseraLayout

/// `UICollectionViewLayoutInvalidationContext`: what an invalidation covers.
///
/// Its members are `open`, as UIKit's are, so a subclass may answer them itself
/// (`override var invalidateEverything: Bool { true }`); the layout and the collection view read
/// them through those members. A context that says ``invalidateDataSourceCounts`` makes the
/// collection view ask its data source for the counts again, as UIKit documents. Headlessly the
/// layout re-runs `prepare()` after any invalidation (as ``invalidateEverything`` asks),
/// whatever the context covers: a layout that reads the context in `invalidateLayout(with:)` sees
/// the values UIKit would set, and one that recomputes only what a partial context names still
/// gets its `prepare()` call.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// `invalidateEverything`: true for `invalidateLayout()` and data reloads. Open: a subclass
    /// may answer true; the layout then re-prepares everything (headlessly it always does).
    open var invalidateEverything: Bool { invalidatesEverything }
    /// `invalidateDataSourceCounts`: true after a data change. Open: a subclass that answers
    /// true makes the collection view ask its data source for the counts again.
    open var invalidateDataSourceCounts: Bool { invalidatesDataSourceCounts }
    var invalidatesEverything = false
    var invalidatesDataSourceCounts = false
    /// Made by `invalidationContext(forBoundsChange:)` for a bounds change the layout accepted.
    var isBoundsChange = false

    /// `contentOffsetAdjustment`: kept for the layout to read (there is no scrolling to adjust).
    open var contentOffsetAdjustment: CGPoint = .zero
    /// `contentSizeAdjustment`: kept for the layout to read; the content size is asked again.
    open var contentSizeAdjustment: CGSize = .zero
    /// `invalidatedItemIndexPaths`.
    open var invalidatedItemIndexPaths: [IndexPath]? { storedInvalidatedItemIndexPaths }
    private var storedInvalidatedItemIndexPaths: [IndexPath]?
    /// `invalidatedSupplementaryIndexPaths`.
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { storedInvalidatedSupplementaryIndexPaths }
    private var storedInvalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// `invalidatedDecorationIndexPaths`.
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { storedInvalidatedDecorationIndexPaths }
    private var storedInvalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// An empty context.
    public required override init() { super.init() }

    /// `invalidateItems(at:)`.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        storedInvalidatedItemIndexPaths = (storedInvalidatedItemIndexPaths ?? []) + indexPaths
    }
    /// `invalidateSupplementaryElements(ofKind:at:)`.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        storedInvalidatedSupplementaryIndexPaths = (storedInvalidatedSupplementaryIndexPaths ?? [:]).merging([elementKind: indexPaths]) { $0 + $1 }
    }
    /// `invalidateDecorationElements(ofKind:at:)`.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        storedInvalidatedDecorationIndexPaths = (storedInvalidatedDecorationIndexPaths ?? [:]).merging([elementKind: indexPaths]) { $0 + $1 }
    }
}

/// `UICollectionViewFlowLayoutInvalidationContext`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// `invalidateFlowLayoutDelegateMetrics` (default true).
    open var invalidateFlowLayoutDelegateMetrics = true
    /// `invalidateFlowLayoutAttributes` (default true).
    open var invalidateFlowLayoutAttributes = true
}

/// `UICollectionViewUpdateItem`: one insertion, deletion, reload or move of a batch update.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }
    /// `indexPathBeforeUpdate`.
    public let indexPathBeforeUpdate: IndexPath?
    /// `indexPathAfterUpdate`.
    public let indexPathAfterUpdate: IndexPath?
    /// `updateAction`.
    public let updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}

/// `UICollectionViewTransitionLayout`: the layout between two layouts during an interactive
/// transition. There are no transitions here: it lays out as ``nextLayout`` does.
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// `currentLayout`.
    public let currentLayout: UICollectionViewLayout
    /// `nextLayout`.
    public let nextLayout: UICollectionViewLayout
    /// `transitionProgress`.
    open var transitionProgress: CGFloat = 0

    /// `init(currentLayout:nextLayout:)`.
    public init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        super.init()
    }

    public required init?(coder: NSCoder) { nil }
}
