import Foundation

/// `UIResponder`: the base of views and view controllers. There are no events headlessly: a
/// responder is never first responder and nothing is delivered to it.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// `next`: a view's superview; `nil` otherwise.
    open var next: UIResponder? { nil }
    /// `canBecomeFirstResponder`: whether it could take keyboard focus; always false here.
    open var canBecomeFirstResponder: Bool { false }
    /// `becomeFirstResponder()`: false (nothing takes focus).
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// `resignFirstResponder()`: true (there is no focus to give up).
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// `isFirstResponder`: always false (nothing takes focus).
    open var isFirstResponder: Bool { false }
    /// `keyCommands`: the keyboard shortcuts this responder handles (none by default); read by
    /// nothing headlessly, since no key is pressed.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Accessibility (UIKit declares these on NSObject; here views and controllers have them)

    /// `isAccessibilityElement` (false, as NSObject's; UIKit's own controls answer true on a
    /// device, not here). Kept: there is no assistive technology headlessly.
    open var isAccessibilityElement = false
    /// `accessibilityLabel` (kept).
    open var accessibilityLabel: String?
    /// `accessibilityHint` (kept).
    open var accessibilityHint: String?
    /// `accessibilityValue` (kept).
    open var accessibilityValue: String?
    /// `accessibilityIdentifier` (kept; UI tests find elements by it on a device).
    open var accessibilityIdentifier: String?
    /// `accessibilityTraits` (none).
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// `accessibilityElementsHidden` (false).
    open var accessibilityElementsHidden = false
    /// `accessibilityElements` (kept).
    open var accessibilityElements: [Any]?
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

/// `UISemanticContentAttribute`: whether a view mirrors in right-to-left languages (media
/// controls and `forceLeftToRight` do not); kept, it does not change the layout direction here.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}
