import Foundation

/// `CASpringAnimation` (iOS 9): a basic animation paced by a damped spring — a mass on a spring
/// of ``stiffness`` with ``damping``, starting at ``initialVelocity``. Kept; nothing runs
/// headlessly.
open class CASpringAnimation: CABasicAnimation {
    /// `mass` (1), `stiffness` (100), `damping` (10), `initialVelocity` (0); kept.
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    /// `allowsOverdamping` (iOS 17): whether damping above critical is kept as given (false); kept.
    open var allowsOverdamping = false

    /// `settlingDuration`: an estimate of how long the spring takes to come to rest — the time its
    /// motion's envelope takes to fall to 0.1 % of the distance, from the spring's equation
    /// (Core Animation's own figure comes from its simulation and differs a little).
    open var settlingDuration: CFTimeInterval {
        guard mass > 0, stiffness > 0 else { return 0 }
        let natural = (stiffness / mass).squareRoot()
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        let decay = ratio < 1 ? ratio * natural : natural * (ratio - (ratio * ratio - 1).squareRoot())
        guard decay > 0 else { return .infinity }
        return Double(-log(0.001) / decay)
    }

    override class func blankCopy() -> CAAnimation { CASpringAnimation() }

    override func copyValues(to copy: CAAnimation) {
        super.copyValues(to: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
    }
}
