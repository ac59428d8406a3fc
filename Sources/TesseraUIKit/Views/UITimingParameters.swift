import Foundation

/// `UITimingCurveType`: which kind of timing a ``UITimingCurveProvider`` describes.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0, cubic, spring, composed
}

/// `UITimingCurveProvider`: the pace of a ``UIViewPropertyAnimator``'s animation, a cubic
/// Bézier curve or a spring. Kept; headless animations jump to their end, so no curve is
/// followed.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSObjectProtocol {
    /// `timingCurveType`.
    var timingCurveType: UITimingCurveType { get }
    /// `cubicTimingParameters`: the curve, for cubic or composed timing.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// `springTimingParameters`: the spring, for spring or composed timing.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// `UICubicTimingParameters`: a pace given by a built-in curve or by a cubic Bézier curve's
/// two control points (in the unit square).
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// `animationCurve`: the built-in curve (`.easeInOut` for a custom one).
    public let animationCurve: UIView.AnimationCurve
    /// `controlPoint1`, `controlPoint2`: the Bézier curve's control points; a built-in curve's
    /// are its standard ones (ease-in-out: (0.42, 0) and (0.58, 1)).
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// `UICubicTimingParameters()`: ease in and out.
    public convenience override init() { self.init(animationCurve: .easeInOut) }

    /// `UICubicTimingParameters(animationCurve:)`: a built-in curve.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = switch curve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        super.init()
    }

    /// `UICubicTimingParameters(controlPoint1:controlPoint2:)`: a custom curve.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    /// `.cubic`.
    open var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// nil.
    open var springTimingParameters: UISpringTimingParameters? { nil }
}

/// `UISpringTimingParameters`: a pace given by a damped spring. Kept; nothing oscillates here.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// `initialVelocity`: the starting speed, relative to the distance to travel.
    public let initialVelocity: CGVector
    /// The damping ratio (1 reaches the end without overshooting), when made from one
    /// (Tessera's: UIKit keeps it private).
    public let dampingRatio: CGFloat?

    /// `UISpringTimingParameters()`: UIKit's system spring (critically damped here).
    public convenience override init() { self.init(dampingRatio: 1) }

    /// `UISpringTimingParameters(dampingRatio:)`: a spring at rest at the start.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        super.init()
    }

    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: a spring from its
    /// physics; its damping ratio is `damping / (2 √(mass × stiffness))`.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let critical = 2 * (mass * stiffness).squareRoot()
        dampingRatio = critical > 0 ? damping / critical : nil
        initialVelocity = velocity
        super.init()
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// nil.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    open var springTimingParameters: UISpringTimingParameters? { self }
}
