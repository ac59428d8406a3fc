import Foundation
import TesseraLayout

extension UIView {
    /// `UIView.AnimationOptions`: an animation's timing curve and behaviour (lay out subviews,
    /// allow touches, start from the current state); accepted and ignored, as nothing animates.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// `UIView.AnimationCurve`: the pace of an animation — slow at both ends, at the start, at
    /// the end, or even. Kept by ``UIViewPropertyAnimator`` and ``UICubicTimingParameters``;
    /// nothing animates headlessly.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear
    }

    /// `animate(withDuration:animations:)`: the changes happen at once (there is no screen to
    /// animate on), as they would at the end of the animation.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// `animate(withDuration:animations:completion:)`: the changes at once, then `completion(true)`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// `animate(withDuration:delay:options:animations:completion:)`: the changes at once (no
    /// delay), then `completion(true)`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`:
    /// the end state at once, as every animation here.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// `areAnimationsEnabled`: whether `setAnimationsEnabled(_:)` last allowed animations (true by
    /// default). Changes are applied at once either way.
    public class var areAnimationsEnabled: Bool { AnimationsEnabled.value }

    /// `setAnimationsEnabled(_:)`: kept for ``areAnimationsEnabled``; nothing is animated headlessly.
    public class func setAnimationsEnabled(_ enabled: Bool) { AnimationsEnabled.value = enabled }

    /// `performWithoutAnimation(_:)`: runs the block at once, as every change here is unanimated.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }
}

/// The flag `UIView.setAnimationsEnabled(_:)` sets (main-actor state, as UIKit's is).
@MainActor
enum AnimationsEnabled {
    static var value = true
}
