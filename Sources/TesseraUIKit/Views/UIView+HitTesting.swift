import Foundation
import TesseraLayout

extension UIView {
    /// UIKit's documented `hitTest(_:with:)`: see ``UIView/hitTest(_:with:)``.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// A point in the superview's coordinates in this view's, through ``center``, ``bounds`` and
    /// ``transform`` (about the center) as UIKit relates them.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let offset = CGPoint(x: point.x - center.x, y: point.y - center.y)
        let local = transform.isIdentity ? offset : offset.applying(transform.inverted())
        return CGPoint(x: local.x + bounds.midX, y: local.y + bounds.midY)
    }

    /// Inserts `view` at the index of `sibling` plus `offset` (on top when `sibling` is not a subview).
    func insertSubview(_ view: UIView, nextTo sibling: UIView, offset: Int) {
        if view === sibling { return }
        view.removeFromSuperview()
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
            addSubview(view)
            return
        }
        insertSubview(view, at: index + offset)
    }
}

/// `UIEvent`: an event delivered to responders. Headlessly no events arrive: the class exists
/// for the signatures that carry one (`hitTest(_:with:)`, `point(inside:with:)`), which are
/// called with `nil` or with an event a test makes.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// `UIEvent.EventType`: what kind of input an event carries (touches, motion, remote control,
    /// key presses, scrolling, hover …); an event here always says `.touches`.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll = 10, hover, transform }
    /// `UIEvent.EventSubtype`: the detail of a motion event (`motionShake`); always `.none` here.
    public enum EventSubtype: Int, Sendable { case none = 0, motionShake = 1 }

    /// `type` (`.touches`).
    open var type: EventType { .touches }
    /// `subtype` (`.none`).
    open var subtype: EventSubtype { .none }
    /// `timestamp`: the system uptime when the event was made.
    open var timestamp: TimeInterval { madeAt }
    private let madeAt = ProcessInfo.processInfo.systemUptime

    /// An event; UIKit makes them, a test may too.
    public override init() { super.init() }
}
