import Foundation

/// One thing a control does for its events: a `UIAction`, or a selector sent to a target.
struct ControlActionEntry {
    enum Kind {
        case action(UIAction)
        case target(WeakTarget, Selector)
    }

    let kind: Kind
    let events: UIControl.Event

    var action: UIAction? {
        if case .action(let action) = kind { return action }
        return nil
    }

    /// Whether this entry sends `action` (any, when `nil`) to `target` (`nil`: the responder chain).
    func isTarget(_ target: AnyObject?, action: Selector?) -> Bool {
        guard case .target(let weak, let selector) = kind else { return false }
        let sameTarget = target == nil ? weak.wasNil : weak.object === target
        return sameTarget && (action == nil || selector == action)
    }
}

/// A target kept without retaining it, as UIKit keeps action targets. `wasNil` tells a target
/// added as `nil` (the responder chain) from one that has since gone away.
struct WeakTarget {
    weak var object: AnyObject?
    let wasNil: Bool

    init(_ object: AnyObject?) {
        self.object = object
        wasNil = object == nil
    }
}

/// An object in a `Set<AnyHashable>` by identity (`allTargets` holds objects that need not be
/// `Hashable`).
struct ObjectIdentifierHashable: Hashable {
    let object: AnyObject
    init(_ object: AnyObject) { self.object = object }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(object)) }
}
