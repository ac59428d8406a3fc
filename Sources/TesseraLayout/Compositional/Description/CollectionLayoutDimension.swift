import Foundation

/// One dimension (width or height) of a compositional layout element:
/// UIKit's `NSCollectionLayoutDimension`.
///
/// - `fractionalWidth(f)` / `fractionalHeight(f)`: a fraction of the containing element's width
///   or height (a top-level group's container is the section's content area; a nested item's is
///   its group).
/// - `absolute(p)`: exactly `p` points.
/// - `estimated(p)`: `p` points until the item's own size is known: an item with a preferred
///   size (an aspect ratio, an image, an explicit size) resolves to it; a placeholder keeps `p`.
/// - `uniformAcrossSiblings(estimate: p)` (iOS 17): estimated as `estimated(p)`, then every item of
///   the same group instance whose dimension is uniform takes the largest of their sizes across
///   the group's axis (a row of cards as tall as its tallest).
///
/// UIKit's type is an immutable class; Tessera's is a value with the same static constructors
/// and properties, so `.fractionalWidth(0.5)` reads the same in both.
public struct CollectionLayoutDimension: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// How the dimension is expressed.
    public enum Kind: Sendable, Equatable, Hashable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    /// How the dimension is expressed.
    public let kind: Kind
    /// The fraction, the points or the estimate (`dimension`).
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fraction: CGFloat) -> Self { Self(.fractionalWidth, fraction) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: CGFloat) -> Self { Self(.fractionalHeight, fraction) }
    /// A fixed number of points.
    public static func absolute(_ points: CGFloat) -> Self { Self(.absolute, points) }
    /// An estimate, replaced by the item's own size when it has one.
    public static func estimated(_ points: CGFloat) -> Self { Self(.estimated, points) }
    /// `uniformAcrossSiblings(estimate:)`: an estimate shared by the siblings, which take the
    /// largest of their sizes.
    public static func uniformAcrossSiblings(estimate points: CGFloat) -> Self { Self(.uniformAcrossSiblings, points) }

    /// `isFractionalWidth`.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// `isFractionalHeight`.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// `isAbsolute`.
    public var isAbsolute: Bool { kind == .absolute }
    /// `isEstimated`.
    public var isEstimated: Bool { kind == .estimated }
    /// `isUniformAcrossSiblings`.
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }
    /// Whether the element's own size decides this dimension (estimated or uniform across siblings).
    var isSelfSizing: Bool { kind == .estimated || kind == .uniformAcrossSiblings }

    /// The points this dimension stands for inside a container of `container` size (the estimate
    /// for an estimated dimension).
    public func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated, .uniformAcrossSiblings: dimension
        }
    }

    public var description: String {
        switch kind {
        case .fractionalWidth: "fractionalWidth(\(dimension))"
        case .fractionalHeight: "fractionalHeight(\(dimension))"
        case .absolute: "absolute(\(dimension))"
        case .estimated: "estimated(\(dimension))"
        case .uniformAcrossSiblings: "uniformAcrossSiblings(estimate: \(dimension))"
        }
    }
}

/// A width and a height: UIKit's `NSCollectionLayoutSize(widthDimension:heightDimension:)`.
///
/// A final class, as UIKit's is (apps extend it with `convenience init`s), and immutable as
/// UIKit's is: its two dimensions are set once, so it is `Sendable`. Equality and hashing compare
/// the dimensions (two sizes made alike are equal), as UIKit's `isEqual:` does.
public final class CollectionLayoutSize: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// `widthDimension`.
    public let widthDimension: CollectionLayoutDimension
    /// `heightDimension`.
    public let heightDimension: CollectionLayoutDimension

    /// Creates a size from two dimensions.
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in points inside a container of `container` size, estimates taken as they are.
    public func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    public static func == (lhs: CollectionLayoutSize, rhs: CollectionLayoutSize) -> Bool {
        lhs.widthDimension == rhs.widthDimension && lhs.heightDimension == rhs.heightDimension
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(widthDimension)
        hasher.combine(heightDimension)
    }

    public var description: String { "(\(widthDimension), \(heightDimension))" }
}
