import Foundation

/// Where a supplementary item attaches to its item or group: UIKit's `NSCollectionLayoutAnchor`.
///
/// The edges pick a point of the container: one edge gives the middle of that edge, two
/// adjacent edges a corner (`[.top, .trailing]` is the top-trailing corner), none the centre.
/// The supplementary puts the same point of itself there (its top-trailing corner on the
/// container's), then moves by the offset: `absoluteOffset` in points, or `fractionalOffset` in
/// units of the supplementary's own size (`(0.5, -0.5)` centres it on the corner).
public struct CollectionLayoutAnchor: Sendable, Equatable, Hashable {
    /// The edges of a rectangle: UIKit's `NSDirectionalRectEdge`.
    public struct Edges: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = Edges(rawValue: 1 << 0)
        public static let leading = Edges(rawValue: 1 << 1)
        public static let bottom = Edges(rawValue: 1 << 2)
        public static let trailing = Edges(rawValue: 1 << 3)
        public static let all: Edges = [.top, .leading, .bottom, .trailing]
    }

    /// `edges`.
    public let edges: Edges
    /// `offset`: points, or a fraction of the supplementary's size when ``isFractionalOffset``.
    public let offset: CGPoint
    /// `isAbsoluteOffset`.
    public var isAbsoluteOffset: Bool { !isFractionalOffset }
    /// `isFractionalOffset`.
    public let isFractionalOffset: Bool

    /// `NSCollectionLayoutAnchor(edges:)`.
    public init(edges: Edges) {
        self.init(edges: edges, offset: .zero, fractional: false)
    }

    /// `NSCollectionLayoutAnchor(edges:absoluteOffset:)`.
    public init(edges: Edges, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, fractional: false)
    }

    /// `NSCollectionLayoutAnchor(edges:fractionalOffset:)`.
    public init(edges: Edges, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, fractional: true)
    }

    init(edges: Edges, offset: CGPoint, fractional: Bool) {
        self.edges = edges
        self.offset = offset
        self.isFractionalOffset = fractional
    }

    /// The anchor point of a rectangle (left-to-right: leading is left).
    func point(in rect: CGRect) -> CGPoint {
        let x = edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX
        let y = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
        return CGPoint(x: x, y: y)
    }

    /// The offset in points for a supplementary of `size`.
    func offset(for size: CGSize) -> CGPoint {
        isFractionalOffset ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
    }

    /// The frame of a supplementary of `size` attached to `container` by this anchor, with the
    /// supplementary's own anchor point `itemAnchor` (the same edges when nil).
    func frame(of size: CGSize, in container: CGRect, itemAnchor: CollectionLayoutAnchor?) -> CGRect {
        let target = point(in: container)
        let own = itemAnchor ?? CollectionLayoutAnchor(edges: edges)
        let ownPoint = own.point(in: CGRect(origin: .zero, size: size))
        let containerOffset = offset(for: size)
        let ownOffset = itemAnchor?.offset(for: size) ?? .zero
        return CGRect(x: target.x - ownPoint.x + containerOffset.x - ownOffset.x,
                      y: target.y - ownPoint.y + containerOffset.y - ownOffset.y,
                      width: size.width, height: size.height)
    }
}
