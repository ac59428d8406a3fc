import Foundation
import TesseraLayout

/// `UICollectionViewLayout`: the open class every collection-view layout subclasses.
///
/// It works as on iOS. A ``UICollectionView`` calls ``prepare()`` before it reads any attributes,
/// then asks ``collectionViewContentSize`` and ``layoutAttributesForElements(in:)`` (and the
/// per-element methods); it calls ``prepare()`` again only after the layout was invalidated:
/// `invalidateLayout()`, a data change (`reloadData()`, batch updates), or a bounds change for
/// which ``shouldInvalidateLayout(forBoundsChange:)`` answered `true` (a new size, or a scroll
/// for layouts that pin headers). Subclasses read the collection view through ``collectionView``
/// (its bounds, insets, data source and delegate), exactly as on a device.
///
/// The base class's answers are UIKit's: a zero content size, no attributes, no invalidation
/// on bounds changes.
///
/// What TesseraUIKit does not do: animations (the `initial…`/`final…` methods are called by
/// nobody and their answers are not drawn), self-sizing (`shouldInvalidateLayout(forPreferredLayoutAttributes:…)`
/// is never asked), and interactive movement.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// `collectionView`: the collection view using this layout, once one is.
    open var collectionView: UICollectionView? { attachedCollectionView }
    weak var attachedCollectionView: UICollectionView?

    /// Whether ``prepare()`` must run before attributes are read.
    var needsPrepare = true
    /// Whether ``prepare()`` is running: invalidations raised by it (a subclass setting its
    /// own properties) do not ask for another pass.
    var isPreparing = false

    /// Creates a layout attached to no collection view; a collection view created with it, or given it
    /// through `collectionViewLayout`, attaches it.
    public override init() {
        super.init()
    }

    /// `init(coder:)`: storyboards are not read here; the layout starts with its defaults.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: Providing layout attributes

    /// `layoutAttributesClass`: the class ``UICollectionViewFlowLayout`` and
    /// ``UICollectionViewCompositionalLayout`` make their attributes of.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// `invalidationContextClass`: the class of the contexts made by `invalidateLayout()`.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// `prepare()`: compute what the layout needs, once per invalidation.
    open func prepare() {}

    /// The size of everything the layout places; subclasses override it (the base class answers zero).
    /// Read after `prepare()`, as UIKit does.
    open var collectionViewContentSize: CGSize { .zero }

    /// `layoutAttributesForElements(in:)`: every element whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The item's attributes; subclasses override it (the base class answers nil).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; subclasses that place
    /// supplementary views override it (the base class answers nil).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes of the decoration view of `elementKind` at `indexPath`; subclasses that place
    /// decoration views override it (the base class answers nil).
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: where scrolling
    /// stops (the proposal, unless a subclass snaps it).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// `targetContentOffset(forProposedContentOffset:)`: the offset to show after a layout change.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Invalidation

    /// `shouldInvalidateLayout(forBoundsChange:)`: `false`, as in UIKit's base class.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context used when `shouldInvalidateLayout(forBoundsChange:)` answers true: one of
    /// ``invalidationContextClass`` whose content-size adjustment is the change in size, as in UIKit.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        if let collectionView {
            let old = collectionView.bounds
            context.contentOffsetAdjustment = .zero
            context.contentSizeAdjustment = CGSize(width: newBounds.width - old.width, height: newBounds.height - old.height)
        }
        return context
    }

    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`: a context of
    /// ``invalidationContextClass`` with the item invalidated, as UIKit makes it. UIKit asks it
    /// after `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// answers true for a cell's `preferredLayoutAttributesFitting(_:)`, then passes it on to
    /// `invalidateLayout(with:)` (as the self-sizing pass does here).
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [originalAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "",
                                                    at: [originalAttributes.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "",
                                                 at: [originalAttributes.indexPath])
        }
        return context
    }

    /// How the cell at `indexPath` is sized from its content, when it is: the priority holding
    /// each axis at the layout's size (`.required` for an axis the layout fixes,
    /// `.fittingSizeLevel` for one the cell chooses). `nil` (the base class's answer) when the
    /// layout gives the cell its size. UIKit keeps this knowledge privately; TesseraUIKit's
    /// layouts answer it for `estimatedItemSize` and `.estimated` dimensions.
    func fittingPriorities(forCellAt indexPath: IndexPath) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority)? {
        nil
    }

    /// The same for a supplementary view (a compositional section's header or footer with an
    /// `.estimated` dimension); `nil` in the base class.
    func fittingPriorities(forSupplementaryOfKind kind: String,
                           at indexPath: IndexPath) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority)? {
        nil
    }

    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`: false, as
    /// UIKit's base class answers.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// `invalidateLayout()`: `invalidateLayout(with:)` with a context that invalidates everything.
    ///
    /// A bounds change the layout accepts also calls it, after `invalidateLayout(with:)` has
    /// received the bounds context, as a device does (iOS logs a layout's `invalidateLayout()`
    /// right after `shouldInvalidateLayout(forBoundsChange:)` answers true on rotation): layouts
    /// that empty their caches here re-prepare at the new size. That call does not deliver a
    /// second context.
    open func invalidateLayout() {
        if isDeliveringBoundsChange {
            if !isPreparing { needsPrepare = true }
            return
        }
        let context = makeInvalidationContext()
        context.invalidatesEverything = true
        invalidateLayout(with: context)
    }

    /// `invalidateLayout(with:)`: marks the layout so that ``prepare()`` runs before attributes
    /// are read again (and, for a bounds change, calls ``invalidateLayout()``). Subclasses that
    /// override it call `super`.
    ///
    /// Every invalidation re-prepares the whole layout (a context whose
    /// ``UICollectionViewLayoutInvalidationContext/invalidateEverything`` answers true, from a
    /// subclass's override or from `invalidateLayout()`, does exactly what UIKit asks). The
    /// context is read through its open members: when
    /// ``UICollectionViewLayoutInvalidationContext/invalidateDataSourceCounts`` answers true (a
    /// subclass may override it), the collection view asks its data source for the counts again
    /// before the next `prepare()`, as UIKit documents.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if !isPreparing { needsPrepare = true }
        if context.invalidateDataSourceCounts { attachedCollectionView?.forgetItemCounts() }
        if context.isBoundsChange && !isDeliveringBoundsChange {
            isDeliveringBoundsChange = true
            defer { isDeliveringBoundsChange = false }
            invalidateLayout()
        }
    }

    /// Whether `invalidateLayout()` runs as part of a bounds change's invalidation.
    private var isDeliveringBoundsChange = false

    /// A context of ``invalidationContextClass``.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return type.init(_layoutInvalidationContextOfClass: ())
    }

    // MARK: Registering decoration views

    /// `register(_:forDecorationViewOfKind:)`: kept so ``registeredDecorationKinds`` can list it,
    /// and so a snapshot with `content: .cells()` can make the view and draw what it shows (its
    /// background, border, labels); other snapshots draw decorations from their style.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationRegistrations[elementKind] = viewClass
    }

    /// `register(_:forDecorationViewOfKind:)` with a nib: recorded like a class.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationRegistrations[elementKind] = UICollectionReusableView.self
    }

    /// The decoration kinds registered, in name order.
    public var registeredDecorationKinds: [String] { decorationRegistrations.keys.sorted() }

    /// The view class registered for decorations of `elementKind` (a nib registration gives
    /// `UICollectionReusableView`, as there are no nibs), or nil when none is.
    package func registeredDecorationViewClass(ofKind elementKind: String) -> UICollectionReusableView.Type? {
        decorationRegistrations[elementKind].flatMap { $0 as? UICollectionReusableView.Type }
    }
    private var decorationRegistrations: [String: AnyClass?] = [:]

    // MARK: Updates, transitions and animations (accepted; nothing is animated)

    /// `prepare(forCollectionViewUpdates:)`: not called. Batch updates and diffable `apply`
    /// invalidate the layout and record what changed (`UICollectionView.lastUpdate`); a layout
    /// that builds its own update state here (to animate inserted items) does not get it.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// `finalizeCollectionViewUpdates()`: not called (see `prepare(forCollectionViewUpdates:)`).
    open func finalizeCollectionViewUpdates() {}
    /// An animation hook Tessera never calls: bounds change at once, without animation. Kept so
    /// overrides compile.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    /// An animation hook Tessera never calls (see `prepare(forAnimatedBoundsChange:)`). Kept so
    /// overrides compile.
    open func finalizeAnimatedBoundsChange() {}
    /// A transition hook Tessera never calls: a new layout takes over at once. Kept so overrides
    /// compile.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    /// A transition hook Tessera never calls: a new layout takes over at once. Kept so overrides
    /// compile.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    /// A transition hook Tessera never calls. Kept so overrides compile.
    open func finalizeLayoutTransition() {}
    /// Where an inserted item starts its animation on iOS. Tessera never asks: updates are shown as
    /// before-and-after pictures, not animated.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a deleted item ends its animation on iOS. Tessera never asks: updates are not animated.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where an inserted supplementary view starts its animation on iOS. Tessera never asks: updates
    /// are not animated.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a deleted supplementary view ends its animation on iOS. Tessera never asks: updates are
    /// not animated.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where an inserted decoration view starts its animation on iOS. Tessera never asks: updates are
    /// not animated.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                                   at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where a deleted decoration view ends its animation on iOS. Tessera never asks: updates are not
    /// animated.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                                    at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Supplementary views a layout adds during an update, for UIKit's animations. Tessera never asks.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Supplementary views a layout removes during an update, for UIKit's animations. Tessera never
    /// asks.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Decoration views a layout adds during an update, for UIKit's animations. Tessera never asks.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Decoration views a layout removes during an update, for UIKit's animations. Tessera never asks.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    // MARK: Interactive movement (accepted)

    /// Where an item dragged to `position` would land; the base class keeps it where it was. Tessera
    /// never calls it: there is no interactive movement headlessly.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        previousIndexPath
    }
    /// The attributes of an item being dragged: its own, centred on `position` and above every other
    /// element. Tessera never calls it itself.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    // MARK: Layout direction

    /// The direction the layout's frames are written for; left to right, as in UIKit.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// Whether UIKit mirrors this layout's frames in a right-to-left interface. Tessera never mirrors
    /// frames; a layout that reads the direction flips its own.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
}
