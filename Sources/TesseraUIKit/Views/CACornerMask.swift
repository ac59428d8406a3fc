import Foundation

/// `CACornerMask` (iOS 11): which corners of a layer ``CALayer/cornerRadius`` rounds, by
/// Core Animation's corner names (in a view's layer, min Y is the top and min X the left), with
/// Core Animation's raw values. Kept on the layer; nothing is drawn by it headlessly.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// A mask of the corners whose bits are set in `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at minimum x and minimum y (a view's top left): 1.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at maximum x and minimum y (a view's top right): 2.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at minimum x and maximum y (a view's bottom left): 4.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at maximum x and maximum y (a view's bottom right): 8.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// `CALayerCornerCurve` (iOS 13): the shape of a layer's rounded corners — `circular` quarter
/// circles (the default) or Apple's `continuous` ("squircle") curve. Kept; nothing is drawn.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A corner curve named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter-circle corners (`"circular"`), the default.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Continuous-curvature corners (`"continuous"`), as the system's own rounded views use.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
