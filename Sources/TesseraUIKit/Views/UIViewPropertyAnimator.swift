import Foundation

/// `UIViewPropertyAnimator`: animations that can be started, paused, scrubbed, reversed and
/// stopped.
///
/// Headlessly an animation has no duration, as with `UIView.animate(withDuration:…)`: its
/// blocks run at once and set their end values. ``startAnimation()`` runs the animation blocks,
/// then the completion handlers with `.end` (`.start` when ``isReversed``), and leaves the
/// animator `.inactive` with ``fractionComplete`` 1 — before it returns. ``pauseAnimation()``
/// on an inactive animator runs the blocks (the model values become the end values, as in
/// UIKit, where only the presentation is in between) and leaves it `.active` and paused, so
/// interactive code can set ``fractionComplete`` and then ``continueAnimation(withTimingParameters:durationFactor:)``
/// or ``stopAnimation(_:)`` and ``finishAnimation(at:)``. A reversed animation does not undo
/// its blocks' changes (neither does UIKit's: a completion told `.start` resets them).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var ranAnimations = false

    /// `duration`: the animation's length in seconds (kept; nothing waits for it).
    public private(set) var duration: TimeInterval
    /// `delay`: the delay given to `startAnimation(afterDelay:)` (or the running-animator
    /// factory); not waited for.
    public private(set) var delay: TimeInterval = 0
    /// `timingParameters`: the pace given (kept).
    public let timingParameters: (any UITimingCurveProvider)?
    /// `state`: `.inactive` until started or paused, `.active` while paused, `.stopped` after
    /// `stopAnimation(false)` until `finishAnimation(at:)`.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// `isRunning`: false whenever code can look: a started animation has already finished.
    public private(set) var isRunning = false
    /// `isReversed`: when true, the animation finishes at its start (completions get `.start`).
    open var isReversed = false
    /// `fractionComplete`: 0 before the animation, 1 after it; settable while it is paused, as
    /// interactive code scrubs it (clamped to 0…1).
    open var fractionComplete: CGFloat {
        get { storedFraction }
        set { storedFraction = newValue.isFinite ? min(max(newValue, 0), 1) : storedFraction }
    }
    private var storedFraction: CGFloat = 0
    /// `isInterruptible` (true), `isUserInteractionEnabled` (true), `isManualHitTestingEnabled`
    /// (false), `scrubsLinearly` (true): kept.
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var scrubsLinearly = true
    /// `pausesOnCompletion` (false): when true, a finished animation stays `.active` and paused
    /// at its end and its completions wait for `stopAnimation(_:)`, as in UIKit.
    open var pausesOnCompletion = false

    /// `init(duration:timingParameters:)`: an inactive animator with no animations yet.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        super.init()
    }

    /// `init(duration:curve:animations:)`: an animator on one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// `init(duration:controlPoint1:controlPoint2:animations:)`: an animator on a cubic curve.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// `init(duration:dampingRatio:animations:)`: an animator on a spring.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`: an
    /// animator started at once — here, already finished when it is returned (its animations
    /// and completion ran with `.end`).
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(_propertyAnimatorOfClass: ())
        animator.duration = duration
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// `init()`: an animator of no duration on the ease-in-out curve. Not `required`, as in
    /// UIKit, so a subclass may write `override init()`.
    public convenience override init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut))
    }

    /// Makes an animator of the dynamic class through its `init()`, for
    /// ``runningPropertyAnimator(withDuration:delay:options:animations:completion:)``, which returns
    /// `Self` (Swift can call only a `required` initializer through a metatype). Not UIKit's: apps
    /// never call it. A subclass inherits it whenever it declares no designated initializer or
    /// overrides `init(duration:timingParameters:)`.
    public required convenience init(_propertyAnimatorOfClass: Void) { self.init() }

    /// `addAnimations(_:)`: runs at once when the animator is already active (as UIKit starts
    /// it alongside the others), else when it starts.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active, ranAnimations { animation() } else { animations.append(animation) }
    }

    /// `addAnimations(_:delayFactor:)`: as ``addAnimations(_:)`` (there is no delay to scale).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

    /// `addCompletion(_:)`: called with the final position when the animation finishes.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// `startAnimation()`: runs the animations and finishes (see the type's discussion). Does
    /// nothing on a stopped animator, as UIKit refuses to restart one.
    open func startAnimation() {
        guard state != .stopped else { return }
        state = .active
        runAnimations()
        finish()
    }

    /// `startAnimation(afterDelay:)`: as ``startAnimation()``, at once (the delay is kept in
    /// ``delay``, not waited for).
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        startAnimation()
    }

    /// `pauseAnimation()`: an inactive animator becomes active, its animation blocks run and
    /// ``fractionComplete`` stays where it is; an active one stops running.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        state = .active
        isRunning = false
        runAnimations()
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)`: a paused animation finishes
    /// (see ``startAnimation()``).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        startAnimation()
    }

    /// `stopAnimation(_:)`: ends an active animation where it is. With `withoutFinishing` true
    /// the animator becomes inactive and no completion runs; with false it becomes `.stopped`
    /// and waits for ``finishAnimation(at:)``. The views keep their values (here, the end
    /// values the blocks set).
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    /// `finishAnimation(at:)`: calls the completions with `finalPosition` and makes the
    /// animator inactive. The animator MUST be stopped (`stopAnimation(false)`), as UIKit
    /// requires.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        precondition(state == .stopped, "finishAnimation(at:) on an animator that is not stopped (state \(state))")
        complete(at: finalPosition)
    }

    private func runAnimations() {
        guard !ranAnimations else { return }
        ranAnimations = true
        let blocks = animations
        animations = []
        for block in blocks { block() }
    }

    /// The animation reached its end (its start when reversed).
    private func finish() {
        storedFraction = isReversed ? 0 : 1
        isRunning = false
        if pausesOnCompletion { return }
        complete(at: isReversed ? .start : .end)
    }

    private func complete(at position: UIViewAnimatingPosition) {
        let handlers = completions
        reset()
        for handler in handlers { handler(position) }
    }

    private func reset() {
        completions = []
        animations = []
        ranAnimations = false
        state = .inactive
        isRunning = false
    }
}
