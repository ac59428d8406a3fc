import Foundation

/// `UITouch`: one finger on the screen. Headlessly no touches arrive: the class exists for the
/// signatures that carry one (`UIGestureRecognizerDelegate`'s `shouldReceive`); a touch a test
/// makes is in its view's top-left corner, tapped once.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// `UITouch.Phase`: where a touch is in its life — down (`began`), moving, still, lifted
    /// (`ended`), `cancelled`, or a pointer entering, moving in or leaving a region.
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited }

    /// `view` (nil unless set by a test).
    open var view: UIView?
    /// `phase` (`.began`).
    open var phase: Phase = .began
    /// `tapCount` (1).
    open var tapCount = 1

    /// A touch.
    public override init() { super.init() }

    /// `location(in:)`: the origin of the touch's view's bounds, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        return own.convert(own.bounds.origin, to: view)
    }
}
