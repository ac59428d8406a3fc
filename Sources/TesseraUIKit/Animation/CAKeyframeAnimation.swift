import Foundation

/// `CAAnimationCalculationMode`: how a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A calculation mode named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight interpolation between keyframes (`"linear"`, the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Jumps from value to value (`"discrete"`).
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even pacing over the whole path (`"paced"`).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the keyframes (`"cubic"`).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline, evenly paced (`"cubicPaced"`).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// `CAAnimationRotationMode`: whether an object moving along a path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A rotation mode named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turns to the path's tangent (`"auto"`).
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turns to 180° from the path's tangent (`"autoReverse"`).
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// `CAKeyframeAnimation`: a property animation through a list of values (or along a path), at
/// given key times. Kept; nothing runs headlessly.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// `values`: the keyframes' values; kept.
    open var values: [Any]?
    /// `path`: a path a point property follows instead of ``values``; kept.
    open var path: CGPath?
    /// `keyTimes`: each keyframe's time, 0 … 1; kept.
    open var keyTimes: [NSNumber]?
    /// `timingFunctions`: the pacing between successive keyframes; kept.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// `calculationMode` (`.linear`); kept.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// `tensionValues`, `continuityValues`, `biasValues`: the cubic modes' spline shape; kept.
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    /// `rotationMode` (`nil`: no turning); kept.
    open var rotationMode: CAAnimationRotationMode?

    override class func blankCopy() -> CAAnimation { CAKeyframeAnimation() }

    override func copyValues(to copy: CAAnimation) {
        super.copyValues(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        copy.values = values
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues
        copy.biasValues = biasValues
        copy.rotationMode = rotationMode
    }
}
