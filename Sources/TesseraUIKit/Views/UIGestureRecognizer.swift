import Foundation
import TesseraLayout

/// `UIGestureRecognizer`: layouts read a scroll view's pan recognizer (`location(in:)`) to
/// follow the finger. There are no touches here: a recognizer is `.possible`, its location is
/// the centre of its view's bounds, its translation and velocity are zero.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// `UIGestureRecognizer.State`.
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }

    /// `state`.
    open var state: State = .possible
    /// `isEnabled`.
    open var isEnabled = true
    /// `view`.
    public internal(set) weak var view: UIView?
    /// `cancelsTouchesInView`.
    open var cancelsTouchesInView = true
    /// `numberOfTouches`.
    open var numberOfTouches: Int { 0 }
    /// `delegate`: kept (weakly, as UIKit does); no touches arrive, so it is never asked.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// `location(in:)`: the centre of the recognizer's view's bounds, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let centre = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        return view.map { own.convert(centre, to: $0) } ?? own.convert(centre, to: nil)
    }
}

/// `UIPanGestureRecognizer`.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// `translation(in:)`: zero.
    open func translation(in view: UIView?) -> CGPoint { .zero }
    /// `setTranslation(_:in:)`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    /// `velocity(in:)`: zero.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// `UILongPressGestureRecognizer`.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// `minimumPressDuration`.
    open var minimumPressDuration: TimeInterval = 0.5
}

/// `UITapGestureRecognizer`.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// `numberOfTapsRequired`.
    open var numberOfTapsRequired = 1
}

extension UIView {
}
