import Foundation
import TesseraLayout

/// `UICollectionViewLayoutInvalidationContext`: what an invalidation covers. TesseraUIKit
/// re-prepares the whole layout whatever the context says (a layout that reads the context in
/// `invalidateLayout(with:)` sees the values UIKit would set).
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// `invalidateEverything`: true for `invalidateLayout()` and data reloads.
    public var invalidateEverything: Bool { invalidatesEverything }
    /// `invalidateDataSourceCounts`: true after a data change.
    public var invalidateDataSourceCounts: Bool { invalidatesDataSourceCounts }
    var invalidatesEverything = false
    var invalidatesDataSourceCounts = false
    /// Made by `invalidationContext(forBoundsChange:)` for a bounds change the layout accepted.
    var isBoundsChange = false

    /// `contentOffsetAdjustment`.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// `contentSizeAdjustment`.
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
