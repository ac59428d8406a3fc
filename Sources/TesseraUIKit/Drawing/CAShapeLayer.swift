import Foundation
import TesseraLayout

#if !canImport(Darwin)
/// `CAShapeLayerLineCap`: how a shape layer's open strokes end.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// `CAShapeLayerLineJoin`: how a shape layer's stroke turns corners.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// `CAShapeLayerFillRule`: the rule of a shape layer's fill.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// `CAShapeLayer`: a layer that draws a path. Headlessly the path and the stroke and fill
/// attributes are recorded with Core Animation's defaults (a black fill, no stroke, a 1-point
/// line, the whole stroke from 0 to 1); nothing is drawn or animated.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// `path`: the shape to fill and stroke, in the layer's coordinates; kept, not drawn.
    open var path: CGPath?
    /// `fillColor` (opaque black).
    open var fillColor: CGColor? = CGColor(UIColor.black)
    /// `fillRule` (`.nonZero`).
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// `strokeColor` (none).
    open var strokeColor: CGColor?
    /// `lineWidth` (1).
    open var lineWidth: CGFloat = 1
    /// `lineCap` (`.butt`).
    open var lineCap: CAShapeLayerLineCap = .butt
    /// `lineJoin` (`.miter`).
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// `miterLimit` (10).
    open var miterLimit: CGFloat = 10
    /// `lineDashPattern`: lengths of dashes and gaps, alternating; `nil` for a solid line.
    open var lineDashPattern: [NSNumber]?
    /// `lineDashPhase` (0).
    open var lineDashPhase: CGFloat = 0
    /// `strokeStart` (0).
    open var strokeStart: CGFloat = 0
    /// `strokeEnd` (1).
    open var strokeEnd: CGFloat = 1
}
#endif
