import Foundation
import TesseraLayout

/// A screenless `UIView`: the geometry and the few properties layout and view-controller code
/// sets on the views around a collection view. Nothing is drawn from a view; the renderer
/// draws what the layout computes.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// `UIView.AutoresizingMask` (accepted; there is no superview layout).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    private var storedFrame: CGRect
    /// The key-value observations of this view, once one is made (`observe(_:options:changeHandler:)`).
    var observerList: KeyValueObserverList?
    /// The bounds' origin (a scroll view's content offset).
    var boundsOrigin: CGPoint = .zero
    /// Auto Layout's record of this view: its constraints, priorities and guides.
    var autoLayout = AutoLayoutState()
    /// The view's own style override (`overrideUserInterfaceStyle`, `traitOverrides`).
    var interfaceStyleOverride: UIUserInterfaceStyle = .unspecified
    /// The style override of the view controller whose view this is.
    var controllerInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The interactions added with `addInteraction(_:)`.
    var storedInteractions: [any UIInteraction] = []

    /// Creates a view with `frame` in its superview's coordinates, no superview and no subviews.
    /// Nothing is drawn until a snapshot strategy paints it.
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    /// `init(coder:)`: there are no storyboards here; the view starts with a zero frame.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        super.init()
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// `frame`: the view's rectangle in its superview. Setting it resizes `bounds`.
    open var frame: CGRect {
        get { storedFrame }
        set {
            let old = bounds
            observerList?.willChange()
            boundsWillChange(to: CGRect(origin: boundsOrigin, size: newValue.size))
            storedFrame = newValue
            if old.size != newValue.size { resizeSubviews(from: old.size) }
            boundsDidChange(from: old)
            observerList?.didChange()
        }
    }

    /// `bounds`: the view's own coordinate space; its origin is a scroll view's content offset.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            let old = bounds
            observerList?.willChange()
            boundsWillChange(to: newValue)
            boundsOrigin = newValue.origin
            storedFrame.size = newValue.size
            if old.size != newValue.size { resizeSubviews(from: old.size) }
            boundsDidChange(from: old)
            observerList?.didChange()
        }
    }

    /// The frame's midpoint; setting it moves the frame and keeps its size.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2) }
    }

    /// Called before `bounds` (or the frame's size) is set, while the old bounds are in place.
    func boundsWillChange(to newBounds: CGRect) {}

    /// Called after `bounds` (or the frame's size) was set.
    func boundsDidChange(from oldBounds: CGRect) {}

    /// The fill a snapshot paints behind the view's content (the layer's background colour when nil).
    open var backgroundColor: UIColor?
    /// The colour snapshots give template images and list-cell images that set no colour of their own.
    /// Not inherited from the superview: every view starts with `.systemBlue`.
    open var tintColor: UIColor! = .systemBlue
    /// Snapshots skip views whose alpha is 0.01 or less, and hit testing ignores them; any larger alpha
    /// draws the view fully opaque.
    open var alpha: CGFloat = 1
    /// A hidden view and its subviews are left out of snapshots and hit testing; it still takes part in
    /// Auto Layout, as in UIKit.
    open var isHidden = false
    /// Kept so code that sets it compiles; snapshots neither read it nor skip drawing behind opaque
    /// views.
    open var isOpaque = true
    /// When true (or when the layer's `masksToBounds` is), snapshots clip the view's subviews to its
    /// bounds.
    open var clipsToBounds = false
    /// A number app code can use to find the view again (`viewWithTag(_:)`); Tessera never reads it.
    open var tag = 0
    /// When false, `hitTest(_:with:)` passes over the view and its subviews.
    open var isUserInteractionEnabled = true
    /// `autoresizingMask` (accepted).
    open var autoresizingMask: AutoresizingMask = []
    /// `autoresizesSubviews`: when the size changes, subviews follow their `autoresizingMask`.
    open var autoresizesSubviews = true
    /// `translatesAutoresizingMaskIntoConstraints` (accepted).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// `layoutMargins`: UIView's default is 8 points on every edge (a collection view's follows
    /// its size class, see ``UICollectionView``); setting it fixes it.
    open var layoutMargins: UIEdgeInsets {
        get { explicitLayoutMargins ?? defaultLayoutMargins }
        set {
            let old = layoutMargins
            explicitLayoutMargins = newValue
            if old != newValue { traitsDidChange() }
        }
    }
    private var explicitLayoutMargins: UIEdgeInsets?
    /// The margins when none were set.
    var defaultLayoutMargins: UIEdgeInsets { UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
    /// `directionalLayoutMargins`: ``layoutMargins`` with leading and trailing edges.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { layoutMargins.directional }
        set { layoutMargins = newValue.edgeInsets }
    }
    /// `insetsLayoutMarginsFromSafeArea` (true): the layout margins are measured from the safe area.
    open var insetsLayoutMarginsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins` (false): when true, on each edge where the view's frame
    /// reaches into its superview's margin, its own margin grows to keep its content out of it.
    open var preservesSuperviewLayoutMargins = false
    /// `safeAreaInsets`: zero unless a test sets ``simulatedSafeAreaInsets``.
    open var safeAreaInsets: UIEdgeInsets { simulatedSafeAreaInsets }
    /// The safe area a device would give this view (a notch, a home indicator): set it to
    /// preview a layout that reads `safeAreaInsets`.
    public var simulatedSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if oldValue != simulatedSafeAreaInsets { traitsDidChange() } }
    }
    /// The application's layout direction (``UIApplication/userInterfaceLayoutDirection``, left to
    /// right unless a test sets it); a view's `semanticContentAttribute` does not change it.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIApplication.shared.userInterfaceLayoutDirection
    }
    /// `traitCollection`: derived from the view's size (see ``UITraitCollection/init(containerSize:displayScale:userInterfaceStyle:)``),
    /// at ``simulatedDisplayScale`` or the main screen's scale, in the appearance the nearest
    /// style override up the hierarchy gives (`.light` without one).
    open var traitCollection: UITraitCollection {
        UITraitCollection(containerSize: bounds.size, displayScale: displayScale, userInterfaceStyle: inheritedInterfaceStyle)
    }
    /// The scale the view is shown at: its own ``simulatedDisplayScale``, else its superview's,
    /// else the main screen's (traits flow down the hierarchy, as in UIKit).
    var displayScale: CGFloat {
        var view: UIView? = self
        while let current = view {
            if let scale = current.simulatedDisplayScale { return scale }
            view = current.superview
        }
        return UIScreen.main.scale
    }
    /// The display scale the view's traits report, when not the main screen's: snapshots set it
    /// to the scale they render at.
    public var simulatedDisplayScale: CGFloat? {
        didSet { if oldValue != simulatedDisplayScale { traitsDidChange() } }
    }
    /// Called when the traits change other than by a new size.
    func traitsDidChange() {}

    /// The view this one is a subview of, held weakly; nil for a view that was never added.
    public private(set) weak var superview: UIView?
    /// The subviews, back to front: snapshots paint them in this order.
    public private(set) var subviews: [UIView] = []
    /// `next`: the superview.
    open override var next: UIResponder? { superview }

    /// `gestureRecognizerShouldBegin(_:)`: whether a recognizer attached to this view may begin
    /// (true); subclasses override it. No touches arrive headlessly, so nothing asks.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// `window`: `nil` (there are no windows), so code that waits for one does not run.
    open var window: UIWindow? { nil }
    /// `semanticContentAttribute` (kept; layouts follow ``effectiveUserInterfaceLayoutDirection``).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// `contentMode` (kept: image views draw with it).
    open var contentMode: ContentMode = .scaleToFill

    /// `addSubview(_:)`: calls `willMove(toSuperview:)`, `didMoveToSuperview()` and
    /// `didAddSubview(_:)` as UIKit does.
    open func addSubview(_ view: UIView) {
        if view.superview !== self { view.removeFromSuperview() } else { subviews.removeAll { $0 === view } }
        view.willMove(toSuperview: self)
        subviews.append(view)
        view.superview = self
        view.didMoveToSuperview()
        didAddSubview(view)
    }
    /// Adds `view` (removing it from its old superview) at `index` in `subviews`, clamped to the valid
    /// range.
    open func insertSubview(_ view: UIView, at index: Int) {
        addSubview(view)
        subviews.removeLast()
        subviews.insert(view, at: min(max(0, index), subviews.count))
    }
    /// Moves `view` to the end of `subviews`, where it is painted last; does nothing if it is not a
    /// subview.
    open func bringSubviewToFront(_ view: UIView) {
        guard subviews.contains(where: { $0 === view }) else { return }
        subviews.removeAll { $0 === view }
        subviews.append(view)
    }
    /// Moves `view` to the start of `subviews`, where it is painted first; does nothing if it is not a
    /// subview.
    open func sendSubviewToBack(_ view: UIView) {
        guard subviews.contains(where: { $0 === view }) else { return }
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: 0)
    }
    /// `removeFromSuperview()`: calls `willRemoveSubview(_:)` on the superview and
    /// `willMove(toSuperview: nil)`, `didMoveToSuperview()` on the view.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        didMoveToSuperview()
    }
    /// Called before the view is added to or removed from a superview; override it as in UIKit (the
    /// default does nothing).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view was added to or removed from a superview; override it as in UIKit (the
    /// default does nothing).
    open func didMoveToSuperview() {}
    /// Called after a subview was added; override it as in UIKit (the default does nothing).
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed; override it as in UIKit (the default does nothing).
    open func willRemoveSubview(_ subview: UIView) {}
    /// `willMove(toWindow:)` and `didMoveToWindow()`: never called (there are no windows).
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    /// `viewWithTag(_:)`: this view when its tag matches, else the first match in its subviews,
    /// depth first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    /// Whether `view` is this view or one of its superviews, however far up.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let node = current {
            if node === view { return true }
            current = node.superview
        }
        return false
    }

    /// `layer`: kept, not drawn.
    public private(set) lazy var layer = CALayer()

    /// `convert(_:to:)`: a point in this view's coordinates in `view`'s (the root's for `nil`).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let root = rootPoint(point)
        guard let view else { return root }
        let origin = view.rootPoint(.zero)
        return CGPoint(x: root.x - origin.x, y: root.y - origin.y)
    }

    /// `convert(_:from:)`: a point in `view`'s coordinates (the root's for `nil`) in this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let root = view?.rootPoint(point) ?? point
        let origin = rootPoint(.zero)
        return CGPoint(x: root.x - origin.x, y: root.y - origin.y)
    }

    /// `convert(_:to:)` for a rectangle.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `convert(_:from:)` for a rectangle.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// A point of this view in the coordinates of its topmost superview (the window's).
    private func rootPoint(_ point: CGPoint) -> CGPoint {
        var point = CGPoint(x: point.x - boundsOrigin.x + frame.minX, y: point.y - boundsOrigin.y + frame.minY)
        var ancestor = superview
        while let view = ancestor {
            point = CGPoint(x: point.x - view.boundsOrigin.x + view.frame.minX, y: point.y - view.boundsOrigin.y + view.frame.minY)
            ancestor = view.superview
        }
        return point
    }

    /// `setNeedsLayout()`: layout runs when asked (`layoutIfNeeded()`), not on a run loop.
    open func setNeedsLayout() {}
    /// `layoutIfNeeded()`: updates constraints, then lays out this view (`layoutSubviews()`) and
    /// each subview in turn, depth first, as UIKit does for a view whose layout is needed.
    open func layoutIfNeeded() {
        updateConstraintsIfNeeded()
        layoutSubviews()
        for subview in subviews { subview.layoutIfNeeded() }
    }
    /// `layoutSubviews()`: by default, gives the subviews that Auto Layout places
    /// (`translatesAutoresizingMaskIntoConstraints == false`) the frames their constraints solve
    /// to. The system solved is that of the nearest view up the superview chain whose frame is
    /// not Auto Layout's (a cell's content view, a window's root view), widened to any ancestor
    /// a constraint below it names: what UIKit's window-wide engine gives for those views.
    open func layoutSubviews() {
        guard subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) else { return }
        AutoLayoutSolve(root: AutoLayoutSolve.root(for: self), mode: .fixed).applyFrames(toSubviewsOf: self)
    }

    /// `UIView.noIntrinsicMetric`: an intrinsic size with no value on an axis.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
    /// `UIView.layoutFittingCompressedSize`: (0, 0), the smallest size.
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// `UIView.layoutFittingExpandedSize`: the largest size, as iOS reports it.
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// `intrinsicContentSize`: none on either axis for a plain view. Subclasses with content
    /// (labels, image views) override it; Auto Layout holds the view to it at its hugging and
    /// compression resistance priorities.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    /// `invalidateIntrinsicContentSize()`: the next layout reads ``intrinsicContentSize`` again
    /// (it is read at every solve).
    open func invalidateIntrinsicContentSize() { setNeedsLayout() }

    /// Override to return true in a view that lays itself out with constraints; Tessera's Auto Layout
    /// pass runs whether or not it does.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// `updateConstraints()`: override it to change constraints before layout; call super last.
    open func updateConstraints() { autoLayout.needsUpdateConstraints = false }
    /// Marks the view for `updateConstraints()`, which `updateConstraintsIfNeeded()` (and the
    /// next layout pass) then calls.
    open func setNeedsUpdateConstraints() { autoLayout.needsUpdateConstraints = true }
    /// Whether `setNeedsUpdateConstraints()` was called since constraints were last updated.
    open func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }
    /// `updateConstraintsIfNeeded()`: ``updateConstraints()`` on this view and its subviews
    /// whose constraints need updating, subviews first as in UIKit.
    open func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if autoLayout.needsUpdateConstraints { updateConstraints() }
    }

    /// `systemLayoutSizeFitting(_:)`: the size its constraints give this view, as close to
    /// `targetSize` as the fitting priority (50) pulls it — the smallest size for
    /// ``layoutFittingCompressedSize``. The view itself is not resized.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: as
    /// ``systemLayoutSizeFitting(_:)``, each axis pulled to the target at its own priority
    /// (`.required` fixes it: a cell's width when its height is asked for). An axis held at
    /// `.required` is the target's length exactly, as in UIKit (not rounded to pixels: a
    /// self-sizing cell 374.4 points wide answers 374.4); a free axis is the solved length,
    /// rounded to the display's pixels as Auto Layout's frames are.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let solved = AutoLayoutSolve(root: self, mode: .fitting(target: targetSize, horizontal: horizontalFittingPriority,
                                                                vertical: verticalFittingPriority)).rootSize
        return CGSize(width: horizontalFittingPriority.isRequired ? targetSize.width : solved.width,
                      height: verticalFittingPriority.isRequired ? targetSize.height : solved.height)
    }

    /// `hasAmbiguousLayout`: whether a view's frame is not fixed by its constraints (solved with
    /// its superview's bounds held, or its own when it has no superview).
    open var hasAmbiguousLayout: Bool {
        AutoLayoutSolve(root: AutoLayoutSolve.root(for: superview ?? self), mode: .fixed).isAmbiguous(self)
    }
    /// `addGestureRecognizer(_:)`: the recognizer's view becomes this one (no touches arrive).
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    }
    /// Removes the recogniser from ``gestureRecognizers``; recognisers never fire headlessly.
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
    /// The recognisers added with `addGestureRecognizer(_:)`: kept so code can find them; nothing fires
    /// them headlessly.
    open var gestureRecognizers: [UIGestureRecognizer]?

    /// `awakeFromNib()`: never called (there are no nibs); a subclass's set-up there does not
    /// run unless its own initializer calls it.
    open func awakeFromNib() {}
    /// `prepareForInterfaceBuilder()`: never called.
    open func prepareForInterfaceBuilder() {}
    /// `contentScaleFactor`: the main screen's scale unless set.
    open var contentScaleFactor: CGFloat {
        get { explicitContentScaleFactor ?? UIScreen.main.scale }
        set { explicitContentScaleFactor = newValue }
    }
    private var explicitContentScaleFactor: CGFloat?

    /// `setNeedsDisplay()` (accepted: ``draw(_:)`` is never called, views are not drawn).
    open func setNeedsDisplay() {}
    /// `setNeedsDisplay(_:)` (accepted).
    open func setNeedsDisplay(_ rect: CGRect) {}
    /// `draw(_:)`: never called headlessly (the renderer draws from layouts, not views).
    open func draw(_ rect: CGRect) {}
    /// `sizeThatFits(_:)`: the view's current size (there is no intrinsic size yet).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// `sizeToFit()`: resizes the view to ``sizeThatFits(_:)``.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    // MARK: Transform, hit testing, snapshots and subview order (see UIView+HitTesting.swift)

    /// `transform`: the view's affine transform about its center (identity by default). Setting
    /// it keeps ``bounds`` and ``center``, as on a device. UIKit documents ``frame`` as undefined
    /// while the transform is not the identity (a device reads the bounding box of the
    /// transformed bounds); here it keeps reading the untransformed rectangle. Hit testing
    /// (``hitTest(_:with:)``) applies the transforms; ``convert(_:to:)`` does not. Nothing is drawn.
    open var transform: CGAffineTransform = .identity

    /// `hitTest(_:with:)`: the deepest visible, interactive descendant (or this view) holding
    /// `point` (in this view's coordinates), as UIKit documents: `nil` when this view is hidden,
    /// has user interaction disabled or an alpha under 0.01, or when ``point(inside:with:)``
    /// answers false; otherwise the subviews are asked front to back (last subview first), each
    /// with the point in its own coordinates (its transform applied), and the first answer wins.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    /// `point(inside:with:)`: whether `point` (in this view's coordinates) is inside ``bounds``.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// `snapshotView(afterScreenUpdates:)`: a plain view with this view's bounds size at the
    /// origin. On a device it shows the view's rendered contents; headlessly nothing is rendered,
    /// so its contents are not captured (its layer and subviews are empty).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        UIView(frame: CGRect(origin: .zero, size: bounds.size))
    }

    /// `insertSubview(_:aboveSubview:)`: just above `siblingSubview` (on top when it is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, nextTo: siblingSubview, offset: 1)
    }

    /// `insertSubview(_:belowSubview:)`: just below `siblingSubview` (on top when it is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, nextTo: siblingSubview, offset: 0)
    }

    /// `exchangeSubview(at:withSubviewAt:)`. Both indexes MUST be valid, as UIKit requires.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        precondition(subviews.indices.contains(index1) && subviews.indices.contains(index2),
                     "exchangeSubview(at: \(index1), withSubviewAt: \(index2)): there are \(subviews.count) subviews")
        subviews.swapAt(index1, index2)
    }
}
