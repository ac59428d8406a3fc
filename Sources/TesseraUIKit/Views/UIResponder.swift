import Foundation

/// `UIResponder`: the base of views and view controllers. There are no events headlessly: a
/// responder is never first responder and nothing is delivered to it.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// `next`: a view's superview; `nil` otherwise.
    open var next: UIResponder? { nil }
    /// `canBecomeFirstResponder`.
    open var canBecomeFirstResponder: Bool { false }
    /// `becomeFirstResponder()`: false (nothing takes focus).
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// `resignFirstResponder()`.
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// `isFirstResponder`.
    open var isFirstResponder: Bool { false }
}

/// `UIWindow`: a view that is the root of a hierarchy. Views here never have one
/// (`UIView.window` is `nil`); the class exists for code that names it.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// `rootViewController` (kept).
    open var rootViewController: UIViewController?
    /// `makeKeyAndVisible()` (accepted).
    open func makeKeyAndVisible() {}
}

/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}
