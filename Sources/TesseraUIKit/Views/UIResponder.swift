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

    // MARK: String-key-path observing (UIKit inherits these from NSObject; Foundation on Linux has
    // no key-value observing, so views and view controllers declare them, overridable)

    /// `observeValue(forKeyPath:of:change:context:)`: where an observer registered with
    /// `addObserver(_:forKeyPath:options:context:)` is told of a change. Declared here, `open`,
    /// so that a view's or view controller's `override` compiles as on iOS (a method that
    /// `extension NSObject` added could not be overridden). It is never called headlessly:
    /// string-key-path observers are not told of changes (observe with
    /// `observe(_:options:changeHandler:)` and a Swift key path for that).
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    /// `addObserver(_:forKeyPath:options:context:)`: accepted; the observer is never told of a
    /// change headlessly (see ``observeValue(forKeyPath:of:change:context:)``).
    open func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                          context: UnsafeMutableRawPointer?) {}
    /// `removeObserver(_:forKeyPath:context:)`: accepted (nothing was observed).
    open func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {}
    /// `removeObserver(_:forKeyPath:)`: accepted (nothing was observed).
    open func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {}
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
