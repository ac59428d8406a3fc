import Foundation

/// Space between items or around an item: UIKit's `NSCollectionLayoutSpacing`.
///
/// `fixed(p)` is exactly `p` points. `flexible(p)` is at least `p` points and grows to share the
/// space a group has left over (docs/layout-spec.md, "How frames resolve" 3).
public struct CollectionLayoutSpacing: Sendable, Equatable, Hashable {
    /// The spacing in points (the minimum, for flexible spacing).
    public let spacing: CGFloat
    /// `isFlexibleSpacing`.
    public let isFlexibleSpacing: Bool

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        self.isFlexibleSpacing = flexible
    }

    /// Exactly `points`.
    public static func fixed(_ points: CGFloat) -> Self { Self(spacing: points, flexible: false) }
    /// At least `points`, growing to fill leftover space.
    public static func flexible(_ points: CGFloat) -> Self { Self(spacing: points, flexible: true) }

    /// `isFixedSpacing`.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// Spacing on each edge of an item, moving it within its slot of the group:
/// UIKit's `NSCollectionLayoutEdgeSpacing(leading:top:trailing:bottom:)`. `nil` is no spacing.
public struct CollectionLayoutEdgeSpacing: Sendable, Equatable, Hashable {
    /// `leading`.
    public let leading: CollectionLayoutSpacing?
    /// `top`.
    public let top: CollectionLayoutSpacing?
    /// `trailing`.
    public let trailing: CollectionLayoutSpacing?
    /// `bottom`.
    public let bottom: CollectionLayoutSpacing?

    /// Creates edge spacing.
    public init(leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?,
                trailing: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The points on each edge (the minimum of flexible spacing).
    var insets: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top?.spacing ?? 0, leading: leading?.spacing ?? 0,
                              bottom: bottom?.spacing ?? 0, trailing: trailing?.spacing ?? 0)
    }
}
