import Foundation

/// `UIViewAnimatingState`: where an animator is in its life — `inactive` (not started, or
/// finished), `active` (started or paused) or `stopped` (stopped, waiting for
/// `finishAnimation(at:)`).
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0, active = 1, stopped = 2
}

/// `UIViewAnimatingPosition`: where an animation ended, as its completion handlers are told:
/// at its `end`, back at its `start` (a reversed animation), or at the `current` point where it
/// was stopped.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0, start = 1, current = 2
}

/// `UIViewAnimating`: an object that runs animations that can be started, paused, scrubbed
/// and stopped (``UIViewPropertyAnimator``).
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    /// `state`: see ``UIViewAnimatingState``.
    var state: UIViewAnimatingState { get }
    /// `isRunning`: whether the animation is moving (not paused or finished).
    var isRunning: Bool { get }
    /// `isReversed`: whether it runs towards its start.
    var isReversed: Bool { get set }
    /// `fractionComplete`: how far it has gone, 0…1.
    var fractionComplete: CGFloat { get set }
    /// `startAnimation()`.
    func startAnimation()
    /// `startAnimation(afterDelay:)`.
    func startAnimation(afterDelay delay: TimeInterval)
    /// `pauseAnimation()`.
    func pauseAnimation()
    /// `stopAnimation(_:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// `finishAnimation(at:)`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// `UIViewImplicitlyAnimating`: an animator to which animation blocks and completion handlers
/// can be added.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// `addAnimations(_:)`.
    func addAnimations(_ animation: @escaping () -> Void)
    /// `addAnimations(_:delayFactor:)`.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// `addCompletion(_:)`.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// `continueAnimation(withTimingParameters:durationFactor:)`.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
