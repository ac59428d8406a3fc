import Foundation

/// Insets on the leading and trailing edges rather than left and right:
/// UIKit's `NSDirectionalEdgeInsets`.
///
/// A container's content insets and the compositional layout's content insets use this form.
/// Tessera lays out left to right, so leading is left and trailing is right.
///
/// ```swift
/// let insets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
/// print(insets.edgeInsets.left)   // 16.0
/// ```
public struct DirectionalEdgeInsets: Sendable, Equatable, Hashable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the leading edge (the left edge in a left-to-right layout).
    public var leading: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the trailing edge (the right edge in a left-to-right layout).
    public var trailing: CGFloat

    /// Creates insets, as `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)` does.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all value: CGFloat) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No inset: UIKit's `NSDirectionalEdgeInsets.zero`.
    public static let zero = DirectionalEdgeInsets()

    /// `leading + trailing`.
    public var horizontal: CGFloat { leading + trailing }
    /// `top + bottom`.
    public var vertical: CGFloat { top + bottom }

    /// The insets on physical edges for a left-to-right layout (leading is left).
    public var edgeInsets: EdgeInsets {
        EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}
