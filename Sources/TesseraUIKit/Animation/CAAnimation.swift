import Foundation

/// `CAAnimation`: the base of Core Animation's animations — timing (``CAMediaTiming``), pacing
/// (``timingFunction``) and a delegate.
///
/// Nothing runs headlessly: an animation added to a layer (`CALayer.add(_:forKey:)`) is kept
/// there, by key, until removed; the layer's properties keep the model values code set; the
/// delegate is never told that the animation started or stopped.
///
/// Copies (`copy()`, `copy(with:)`, and the copy a layer keeps) are of the nearest Core
/// Animation class — an app's subclass of `CABasicAnimation` copies as a `CABasicAnimation`, a
/// deviation from Objective-C, which copies the subclass (Swift can make an instance of a
/// metatype only through a `required` initializer, which UIKit's classes do not have).
open class CAAnimation: NSObject, NSCopying, CAMediaTiming {
    /// `init()`: an animation with Core Animation's defaults.
    public override init() { super.init() }

    /// `CAAnimation.defaultValue(forKey:)`: the default of a property by name; `nil` here (the
    /// defaults are the properties' initial values).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// `timingFunction`: the pacing (`nil`: linear); kept.
    open var timingFunction: CAMediaTimingFunction?
    /// `delegate`: told when the animation starts and stops on iOS — strongly held, as Core
    /// Animation holds it. Never told anything headlessly.
    open var delegate: (any CAAnimationDelegate)?
    /// `isRemovedOnCompletion`: whether the layer drops the animation when it finishes (true);
    /// kept (nothing finishes headlessly).
    open var isRemovedOnCompletion = true

    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// `copy(with:)`: a new animation of the nearest Core Animation class with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.blankCopy()
        copyValues(to: copy)
        return copy
    }

    /// A new animation of this Core Animation class, for ``copy(with:)``.
    class func blankCopy() -> CAAnimation { CAAnimation() }

    /// Copies this animation's values into `copy`; each class copies its own, then its
    /// superclass's.
    func copyValues(to copy: CAAnimation) {
        copy.timingFunction = timingFunction
        copy.delegate = delegate
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.beginTime = beginTime
        copy.duration = duration
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
    }
}

/// `CAAnimationDelegate`: told when an animation starts and stops. Both methods are optional in
/// Core Animation; here they have default implementations that do nothing. No animation runs
/// headlessly, so neither is ever called.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// `animationDidStart(_:)` (optional): the animation began. Never called headlessly.
    func animationDidStart(_ anim: CAAnimation)
    /// `animationDidStop(_:finished:)` (optional): the animation ended, `flag` true when it ran to
    /// its end. Never called headlessly.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Not implemented: nothing happens.
    public func animationDidStart(_ anim: CAAnimation) { OptionalRequirement.fallback(self, ()) }
    /// Not implemented: nothing happens.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { OptionalRequirement.fallback(self, ()) }
}
