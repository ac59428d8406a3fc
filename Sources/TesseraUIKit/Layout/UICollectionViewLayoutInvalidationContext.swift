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
    /// The items `invalidateItems(at:)` named, in order; nil when none was named (the whole layout is
    /// invalid).
    open var invalidatedItemIndexPaths: [IndexPath]? { storedInvalidatedItemIndexPaths }
    private var storedInvalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views `invalidateSupplementaryElements(ofKind:at:)` named, by kind; nil when
    /// none was named.
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { storedInvalidatedSupplementaryIndexPaths }
    private var storedInvalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views `invalidateDecorationElements(ofKind:at:)` named, by kind; nil when none
    /// was named.
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { storedInvalidatedDecorationIndexPaths }
    private var storedInvalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// An empty context. Not `required`, as in UIKit, so a subclass may write `override init()`
    /// (to give its own properties their first values).
    public override init() { super.init() }

    /// Makes a context of the dynamic class through its `init()`, for a layout's
    /// `invalidationContextClass` (Objective-C can call any class's `init` through its metatype;
    /// Swift only a `required` initializer). Not UIKit's: apps never call it. A subclass inherits
    /// it whenever it declares no designated initializer or overrides `init()`; one that declares
    /// only other designated initializers must forward this one (`required convenience
    /// init(_layoutInvalidationContextOfClass: Void) { self.init(…) }`), as it would have to
    /// provide a `required init()`.
    public required convenience init(_layoutInvalidationContextOfClass: Void) { self.init() }

    /// Names items whose attributes changed, for a layout subclass that re-computes only what a context
    /// names.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        storedInvalidatedItemIndexPaths = (storedInvalidatedItemIndexPaths ?? []) + indexPaths
    }
    /// Names supplementary views of `elementKind` whose attributes changed.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        storedInvalidatedSupplementaryIndexPaths = (storedInvalidatedSupplementaryIndexPaths ?? [:]).merging([elementKind: indexPaths]) { $0 + $1 }
    }
    /// Names decoration views of `elementKind` whose attributes changed.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        storedInvalidatedDecorationIndexPaths = (storedInvalidatedDecorationIndexPaths ?? [:]).merging([elementKind: indexPaths]) { $0 + $1 }
    }
}

/// The context a flow layout invalidates with: it says whether to ask the delegate for sizes and
/// spacing again and whether to recompute the attributes.
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
    /// What one update did to an item or section: inserted, deleted, reloaded or moved it.
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }
    /// Where the element was before the update; nil for an insertion. A one-index path names a section.
    public let indexPathBeforeUpdate: IndexPath?
    /// Where the element is after the update; nil for a deletion. A one-index path names a section.
    public let indexPathAfterUpdate: IndexPath?
    /// What the update did (see ``Action``).
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
    /// The layout the transition starts from; kept, never drawn.
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition ends at, which this layout lays out as.
    public let nextLayout: UICollectionViewLayout
    /// How far the transition has come on iOS. Kept; frames are always ``nextLayout``'s.
    open var transitionProgress: CGFloat = 0

    /// Creates a transition layout that lays out as `nextLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        super.init()
    }

    public required init?(coder: NSCoder) { nil }
}
