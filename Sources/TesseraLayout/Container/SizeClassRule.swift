import Foundation

/// How iPhones and iPads report their size classes for a full-screen window of a given size,
/// and the layout margins that follow: one rule for the UIKit layer's trait collections and the
/// engine's default margins.
///
/// - A window whose shorter side is at least ``padMinimumSide`` points is an iPad: regular width
///   and height.
/// - Otherwise a phone: in portrait (narrower than tall) compact width, regular height; in
///   landscape compact height, and a regular width only when the shorter side is at least
///   ``largePhoneMinimumWidth`` (the Plus and Max phones).
///
/// ```swift
/// print(SizeClassRule.isRegularWidth(CGSize(width: 852, height: 393)),
///       SizeClassRule.isRegularWidth(CGSize(width: 932, height: 430)))   // false true
/// ```
public enum SizeClassRule {
    /// The shortest side of an iPad's window, in points (the iPad mini's is 744).
    public static let padMinimumSide: CGFloat = 700
    /// The portrait width from which a phone reports a regular width in landscape (414–440
    /// points: the Plus and Max phones).
    public static let largePhoneMinimumWidth: CGFloat = 414

    /// Whether a window of `size` has a regular horizontal size class.
    public static func isRegularWidth(_ size: CGSize) -> Bool {
        let shorter = min(size.width, size.height)
        if shorter >= padMinimumSide { return true }
        return size.width >= size.height && shorter >= largePhoneMinimumWidth
    }

    /// Whether a window of `size` has a regular vertical size class.
    public static func isRegularHeight(_ size: CGSize) -> Bool {
        min(size.width, size.height) >= padMinimumSide || size.width < size.height
    }

    /// UIKit's system minimum layout margins for a view controller's root view: 16 points at
    /// the sides with a compact width, 20 with a regular one; 8 above and below (UIView's).
    public static func systemLayoutMargins(for size: CGSize) -> DirectionalEdgeInsets {
        let side: CGFloat = isRegularWidth(size) ? 20 : 16
        return DirectionalEdgeInsets(top: 8, leading: side, bottom: 8, trailing: side)
    }
}
