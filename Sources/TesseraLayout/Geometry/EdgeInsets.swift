import Foundation

/// Insets on the four physical edges: UIKit's `UIEdgeInsets`.
///
/// Waterfall and flow layouts take their section, header and footer insets in this form, as
/// `UICollectionViewFlowLayout.sectionInset` and CHT's `sectionInset` do. Values are points.
///
/// ```swift
/// let inset = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// print(inset.horizontal, inset.vertical)   // 32.0 16.0
/// ```
public struct EdgeInsets: Sendable, Equatable, Hashable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the left edge.
    public var left: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the right edge.
    public var right: CGFloat

    /// Creates insets from the four edges, as `UIEdgeInsets(top:left:bottom:right:)` does.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: CGFloat) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset: UIKit's `UIEdgeInsets.zero`.
    public static let zero = EdgeInsets()

    /// `left + right`.
    public var horizontal: CGFloat { left + right }
    /// `top + bottom`.
    public var vertical: CGFloat { top + bottom }

    /// The insets as directional insets for a left-to-right layout (left is leading).
    public var directional: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
