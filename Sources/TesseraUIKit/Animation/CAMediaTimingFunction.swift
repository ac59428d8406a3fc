import Foundation

/// `CAMediaTimingFunctionName`: Core Animation's named pacing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A timing function named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Even pacing, (0, 0) – (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start, (0.42, 0) – (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end, (0, 0) – (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end, (0.42, 0) – (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve, (0.25, 0.1) – (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// `CAMediaTimingFunction`: an animation's pacing, a cubic Bézier curve from (0, 0) to (1, 1)
/// given by its two control points. Kept with its control points (nothing runs headlessly).
// Unchecked only because the class is open, as UIKit's: its one stored property is a `let`.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The curve's control points: (c1x, c1y, c2x, c2y). Never changed after `init`.
    private let points: (Float, Float, Float, Float)

    /// `init(name:)`: one of Core Animation's named curves, with its control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// `init(controlPoints:_:_:_:)`: the curve through (0, 0), (c1x, c1y), (c2x, c2y), (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = (c1x, c1y, c2x, c2y)
        super.init()
    }

    /// `getControlPoint(at:values:)`: writes control point `idx` (0 … 3: the curve's start, its
    /// two control points, its end) as two floats at `ptr`. An index past 3 writes nothing.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (points.0, points.1)
        case 2: point = (points.2, points.3)
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// Two timing functions are equal when their control points are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return points == other.points
    }

    open override var hash: Int { [points.0, points.1, points.2, points.3].hashValue }
}
