import Foundation
import TesseraLayout

/// `UIGestureRecognizer`: layouts read a scroll view's pan recognizer (`location(in:)`) to
/// follow the finger. There are no touches here: a recognizer is `.possible`, its location is
/// the centre of its view's bounds, its translation and velocity are zero.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// `UIGestureRecognizer.State`: where a gesture is in its life — `possible` before it is
    /// recognised, `began`/`changed`/`ended` for continuous ones, `cancelled`, `failed`.
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }

    /// `state`: `.possible` unless you set it; no touches move it on.
    open var state: State = .possible
    /// `isEnabled`: kept; enabled or not, the recognizer never fires (no touches arrive).
    open var isEnabled = true
    /// `view`: the view it was added to (`addGestureRecognizer(_:)`, or the scroll view for its
    /// pan recognizer); weak.
    public internal(set) weak var view: UIView?
    /// `cancelsTouchesInView`: whether a recognised gesture cancels the view's own touches; kept,
    /// unused.
    open var cancelsTouchesInView = true
    /// `delaysTouchesBegan`: whether the view gets its touches only once the gesture failed
    /// (false); kept, no touches arrive.
    open var delaysTouchesBegan = false
    /// `delaysTouchesEnded`: whether the view's touch ends wait for the gesture (true); kept.
    open var delaysTouchesEnded = true
    /// `requiresExclusiveTouchType`: whether the recognizer takes one kind of touch (finger or
    /// pencil) at a time (true); kept.
    open var requiresExclusiveTouchType = true
    /// `numberOfTouches`: always 0.
    open var numberOfTouches: Int { 0 }
    /// `delegate`: kept (weakly, as UIKit does); no touches arrive, so it is never asked.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// The target–action pairs added, in order; targets are not retained, as in UIKit.
    private var targets: [(target: WeakTarget, action: Selector)] = []

    /// `init(target:action:)`: a recognizer that would send `action` to `target` when it
    /// recognises its gesture. No touches arrive headlessly, so it never does by itself.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// `init()`: a recognizer with no target.
    public override convenience init() { self.init(target: nil, action: nil) }

    /// `addTarget(_:action:)`: kept (the target weakly).
    open func addTarget(_ target: Any, action: Selector) {
        targets.append((WeakTarget(target as AnyObject), action))
    }

    /// `removeTarget(_:action:)`: a `nil` target stands for every target, a `nil` action for every
    /// action of the target.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { (object == nil || $0.target.object === object) && (action == nil || $0.action == action) }
    }

    /// The selector names added for `target`, in order (what UIKit would send on recognition).
    var actionNames: [String] { targets.map(\.action.description) }

    /// `location(in:)`: the centre of the recognizer's view's bounds, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let centre = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        return view.map { own.convert(centre, to: $0) } ?? own.convert(centre, to: nil)
    }
}

/// `UIPanGestureRecognizer`: a dragging finger; here it never moves, so translation and
/// velocity are zero.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// `translation(in:)`: zero.
    open func translation(in view: UIView?) -> CGPoint { .zero }
    /// `setTranslation(_:in:)`: does nothing; `translation(in:)` stays zero.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    /// `velocity(in:)`: zero.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// `UILongPressGestureRecognizer`: a finger held still; never recognised here.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// `minimumPressDuration`: seconds a press must last to count (0.5); kept, unused.
    open var minimumPressDuration: TimeInterval = 0.5
}

/// `UITapGestureRecognizer`: one or more taps; never recognised here.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// `numberOfTapsRequired`: taps needed to recognise (1); kept, unused.
    open var numberOfTapsRequired = 1
}

/// `UISwipeGestureRecognizer`: a swipe in one of its directions; never recognised here.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// `UISwipeGestureRecognizer.Direction`: UIKit's bits.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
    /// `direction`: the directions that count (`.right`, as UIKit's default); kept, unused.
    open var direction: Direction = .right
    /// `numberOfTouchesRequired`: fingers needed (1); kept, unused.
    open var numberOfTouchesRequired = 1
}

/// `UIPinchGestureRecognizer`: two fingers pinching; never recognised, so its scale stays 1.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// `scale`: 1 until code sets it.
    open var scale: CGFloat = 1
    /// `velocity`: zero.
    open var velocity: CGFloat { 0 }
}

/// `UIRotationGestureRecognizer`: two fingers turning; never recognised, so its rotation stays 0.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// `rotation`: 0 radians until code sets it.
    open var rotation: CGFloat = 0
    /// `velocity`: zero.
    open var velocity: CGFloat { 0 }
}
