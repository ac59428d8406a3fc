import Foundation

/// `UITraitOverrides` (iOS 17): the traits a view or view controller imposes on itself and
/// everything below it, written `view.traitOverrides.userInterfaceStyle = .dark`.
///
/// Only the appearance can be overridden here: size classes, idiom and scale come from the
/// view's size and display scale (see ``UITraitCollection``), so they have no overrides.
public struct UITraitOverrides: Sendable, Hashable {
    /// `userInterfaceStyle`: the overriding appearance; `.unspecified` overrides nothing.
    public var userInterfaceStyle: UIUserInterfaceStyle

    init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    /// Whether the appearance is overridden (Tessera's spelling of `contains(UITraitUserInterfaceStyle.self)`).
    public var overridesUserInterfaceStyle: Bool { userInterfaceStyle != .unspecified }
}

extension UITraitCollection {
    /// `UITraitCollection(userInterfaceStyle:)`: a collection holding only the appearance; its
    /// other traits are unspecified (no size classes, idiom or scale), as UIKit's single-trait
    /// collections are.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, displayScale: 0,
                  userInterfaceIdiom: .unspecified, preferredContentSizeCategory: .unspecified,
                  userInterfaceStyle: userInterfaceStyle)
    }

    /// `hasDifferentColorAppearance(comparedTo:)`: whether colours would resolve differently
    /// in `traitCollection` — here, whether the appearance differs (there is no contrast or
    /// elevation trait). True against `nil`.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }
}

extension UIView {
    /// `overrideUserInterfaceStyle`: the appearance this view and its subviews report in their
    /// ``traitCollection`` (`.unspecified`, the default, inherits the superview's, and at the
    /// top `.light`). Nothing is redrawn and `traitCollectionDidChange(_:)` is not called: the
    /// style is read when the traits are.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { interfaceStyleOverride }
        set { interfaceStyleOverride = newValue }
    }

    /// `traitOverrides` (iOS 17): the same override as ``overrideUserInterfaceStyle``, as a
    /// value (`view.traitOverrides.userInterfaceStyle = .dark`).
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(userInterfaceStyle: interfaceStyleOverride) }
        set { interfaceStyleOverride = newValue.userInterfaceStyle }
    }

    /// The appearance of the nearest override up the superview chain: a view's own, then its
    /// view controller's; `.light` when there is none.
    var inheritedInterfaceStyle: UIUserInterfaceStyle {
        var view: UIView? = self
        while let current = view {
            if current.interfaceStyleOverride != .unspecified { return current.interfaceStyleOverride }
            if current.controllerInterfaceStyle != .unspecified { return current.controllerInterfaceStyle }
            view = current.superview
        }
        return .light
    }
}

extension UIViewController {
    /// `overrideUserInterfaceStyle`: the appearance of this controller's view and the views
    /// below it (`.unspecified` inherits). Setting it does not load the view.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { interfaceStyleOverride }
        set { interfaceStyleOverride = newValue }
    }

    /// `traitOverrides` (iOS 17): the same override as ``overrideUserInterfaceStyle``, as a value.
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(userInterfaceStyle: interfaceStyleOverride) }
        set { interfaceStyleOverride = newValue.userInterfaceStyle }
    }
}
