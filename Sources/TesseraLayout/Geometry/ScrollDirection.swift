import Foundation

/// The axis a collection view scrolls along: UIKit's `UICollectionView.ScrollDirection`.
///
/// Layouts grow their content along this axis; the other axis is bounded by the container.
public enum ScrollDirection: String, Sendable, Equatable, Hashable, CaseIterable {
    /// Content grows downwards (UIKit's default).
    case vertical
    /// Content grows to the right.
    case horizontal
}
