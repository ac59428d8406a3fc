import Foundation
import TesseraLayout

extension UIView {
    /// `addLayoutGuide(_:)`: makes this view the guide's owner (taking it from any other owner),
    /// so constraints can place the guide in this view's coordinates.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        autoLayout.guides.append(layoutGuide)
    }
    /// `removeLayoutGuide(_:)`: drops the guide from this view and clears its owner.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        autoLayout.guides.removeAll { $0 === layoutGuide }
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
    }
    /// `layoutGuides`: the guides added with `addLayoutGuide(_:)`, in order (not the system guides).
    public var layoutGuides: [UILayoutGuide] { autoLayout.guides }
    /// `addConstraint(_:)`: activates it.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// `addConstraints(_:)`: activates them all.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// `removeConstraint(_:)`: deactivates it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// `removeConstraints(_:)`: deactivates them all.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }
    /// `constraints`: the active constraints held by this view, the nearest common ancestor of
    /// their items (as UIKit installs them).
    public var constraints: [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        for view in [self] + allSubviews() {
            for constraint in view.autoLayout.constraints where constraint.isActive && constraint.installedView === self {
                if !result.contains(where: { $0 === constraint }) { result.append(constraint) }
            }
        }
        return result
    }
    /// `contentHuggingPriority(for:)`: 250 on both axes unless set.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.hugging.horizontal : autoLayout.hugging.vertical
    }
    /// `setContentHuggingPriority(_:for:)`: how strongly the view resists growing past its
    /// intrinsic size on that axis; asks for layout.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.hugging.horizontal = priority } else { autoLayout.hugging.vertical = priority }
        setNeedsLayout()
    }
    /// `contentCompressionResistancePriority(for:)`: 750 on both axes unless set.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? autoLayout.compressionResistance.horizontal : autoLayout.compressionResistance.vertical
    }
    /// `setContentCompressionResistancePriority(_:for:)`: how strongly the view resists shrinking
    /// below its intrinsic size on that axis; asks for layout.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            autoLayout.compressionResistance.horizontal = priority
        } else {
            autoLayout.compressionResistance.vertical = priority
        }
        setNeedsLayout()
    }

    /// Every view below this one, depth first.
    func allSubviews() -> [UIView] {
        subviews.flatMap { [$0] + $0.allSubviews() }
    }
}
