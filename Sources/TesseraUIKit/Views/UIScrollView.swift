import Foundation
import TesseraLayout

/// A screenless `UIScrollView`: content offset, content size and insets, the scroll state that
/// layouts read and set (`isPagingEnabled`, `decelerationRate` from `prepare()`).
///
/// `bounds`' origin is the content offset, as in UIKit: `collectionView.bounds` is the visible
/// rectangle in content coordinates.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How quickly a scroll view slows down after a flick on iOS (`.normal`, `.fast`). Kept so code
    /// that sets it compiles; nothing decelerates headlessly.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// `.normal` (0.998).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// `.fast` (0.99).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which safe-area insets ``adjustedContentInset`` adds to ``contentInset``: automatic, along
    /// scrollable axes, never, or always.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0, scrollableAxes = 1, never = 2, always = 3
    }

    /// The colour of the scroll indicators on iOS. Kept; no indicators are drawn headlessly.
    public enum IndicatorStyle: Int, Sendable { case `default` = 0, black = 1, white = 2 }

    /// When dragging dismisses the keyboard on iOS. Kept; there is neither keyboard nor dragging
    /// headlessly.
    public enum KeyboardDismissMode: Int, Sendable { case none = 0, onDrag = 1, interactive = 2 }

    /// `contentOffset`: the content point at the view's top-left corner (`bounds`' origin).
    open var contentOffset: CGPoint {
        get { boundsOrigin }
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    /// `setContentOffset(_:animated:)` (no animation: the offset is set at once).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }

    /// `contentSize`. A collection view sets it from its layout. Observable.
    open var contentSize: CGSize = .zero {
        willSet { observerList?.willChange() }
        didSet { observerList?.didChange() }
    }

    /// `contentInset`. When the view is at rest (scrolled to its top-left), changing the inset
    /// keeps it at rest, as a collection view that has not been scrolled shows its first item
    /// below the new inset.
    open var contentInset: UIEdgeInsets = .zero {
        willSet { observerList?.willChange() }
        didSet {
            defer { observerList?.didChange() }
            let oldRest = CGPoint(x: -(oldValue.left + safeAreaAdjustment.left), y: -(oldValue.top + safeAreaAdjustment.top))
            if contentOffset == oldRest { contentOffset = restingContentOffset }
            contentInsetDidChange()
        }
    }

    /// `adjustedContentInset`: ``contentInset`` plus the safe area the
    /// ``contentInsetAdjustmentBehavior`` adds.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaAdjustment
        return UIEdgeInsets(top: contentInset.top + safe.top, left: contentInset.left + safe.left,
                            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
    }

    /// The part of the safe area added to the content inset: none for `.never`, all of it for
    /// `.always`; for `.automatic` and `.scrollableAxes` the top and bottom, and the sides only
    /// when the view scrolls sideways (its content is wider, or it always bounces horizontally).
    var safeAreaAdjustment: UIEdgeInsets {
        let safe = safeAreaInsets
        switch contentInsetAdjustmentBehavior {
        case .never: return .zero
        case .always: return safe
        case .automatic, .scrollableAxes:
            let sideways = alwaysBounceHorizontal || contentSize.width > bounds.width
            return UIEdgeInsets(top: safe.top, left: sideways ? safe.left : 0, bottom: safe.bottom, right: sideways ? safe.right : 0)
        }
    }

    /// The content offset of a view scrolled to its top-left: minus the adjusted insets.
    public var restingContentOffset: CGPoint { CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top) }

    /// Called when ``contentInset`` changed.
    func contentInsetDidChange() {}

    /// Which safe-area insets ``adjustedContentInset`` adds (see ``ContentInsetAdjustmentBehavior``);
    /// changing it invalidates a collection view's layout.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { contentInsetDidChange() }
    }
    /// Kept so code that sets it compiles; ``contentOffset`` is set directly headlessly, never snapped
    /// to pages.
    open var isPagingEnabled = false
    /// Kept so code that sets it compiles; setting ``contentOffset`` scrolls whether or not it is true.
    open var isScrollEnabled = true
    /// Kept so code that sets it compiles; see ``DecelerationRate``.
    open var decelerationRate: DecelerationRate = .normal
    /// Kept so code that sets it compiles; nothing bounces headlessly.
    open var bounces = true
    /// Kept so code that sets it compiles; nothing bounces headlessly.
    open var alwaysBounceVertical = false
    /// Kept so code that sets it compiles; nothing bounces headlessly.
    open var alwaysBounceHorizontal = false
    /// Kept; no scroll indicators are drawn headlessly.
    open var showsVerticalScrollIndicator = true
    /// Kept; no scroll indicators are drawn headlessly.
    open var showsHorizontalScrollIndicator = true
    /// Kept; no scroll indicators are drawn headlessly.
    open var indicatorStyle: IndicatorStyle = .default
    /// Kept; no scroll indicators are drawn headlessly, and these insets do not change the layout.
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    /// Kept; no scroll indicators are drawn headlessly, and these insets do not change the layout.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Kept; no scroll indicators are drawn headlessly, and these insets do not change the layout.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Kept so code that sets it compiles; see ``KeyboardDismissMode``.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Kept so code that sets it compiles; there is no status bar to tap headlessly.
    open var scrollsToTop = true
    /// Kept so code that sets it compiles; nothing is dragged headlessly.
    open var isDirectionalLockEnabled = false
    /// `delaysContentTouches`, `canCancelContentTouches` (kept: there are no touches).
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    /// `minimumZoomScale`, `maximumZoomScale`, `zoomScale` (kept: nothing zooms).
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    /// `bouncesZoom`, `isZooming`, `isZoomBouncing`: kept, and nothing zooms.
    open var bouncesZoom = true
    open var isZooming: Bool { false }
    open var isZoomBouncing: Bool { false }

    /// `setZoomScale(_:animated:)`: ``zoomScale`` set to `scale` within ``minimumZoomScale`` and
    /// ``maximumZoomScale``, as UIKit clamps it; no view is scaled headlessly.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale)
    }

    /// `zoom(to:animated:)`: on a device, zooms the view the delegate names for zooming so that
    /// `rect` fills the bounds. Here ``zoomScale`` takes the scale that would do it, within the
    /// minimum and maximum; no view is scaled and the offset is unchanged.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
    }
    /// `automaticallyAdjustsScrollIndicatorInsets` (kept).
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// `refreshControl` (kept, not drawn).
    open var refreshControl: UIRefreshControl?
    /// `isTracking`, `isDragging`, `isDecelerating`: a static picture never scrolls.
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }

    /// `panGestureRecognizer`: the scroll view's own (see ``UIGestureRecognizer``).
    public var panGestureRecognizer: UIPanGestureRecognizer {
        if let recognizer = ownPanGestureRecognizer { return recognizer }
        let recognizer = UIPanGestureRecognizer()
        recognizer.view = self
        ownPanGestureRecognizer = recognizer
        return recognizer
    }
    private var ownPanGestureRecognizer: UIPanGestureRecognizer?

    /// `scrollRectToVisible(_:animated:)`: the smallest scroll that shows `rect`.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        let visible = bounds
        if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
        if rect.minY < offset.y { offset.y = rect.minY }
        contentOffset = offset
    }
}
