import Foundation

/// `CAAnimationGroup`: animations that run together, on the group's timing. Kept; nothing runs
/// headlessly. A copy holds copies of the animations, as Core Animation's does.
open class CAAnimationGroup: CAAnimation {
    /// `animations`: the grouped animations; kept.
    open var animations: [CAAnimation]?

    override class func blankCopy() -> CAAnimation { CAAnimationGroup() }

    override func copyValues(to copy: CAAnimation) {
        super.copyValues(to: copy)
        guard let copy = copy as? CAAnimationGroup else { return }
        copy.animations = animations?.map { ($0.copy() as? CAAnimation) ?? $0 }
    }
}
