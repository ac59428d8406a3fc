import Foundation
import TesseraLayout

/// `NSLayoutAnchor`: an edge or size of a view or layout guide, to make constraints from.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// A constraint (not yet active) that puts this anchor where `anchor` is.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relation(.equal, anchor, 0)
    }
    /// A constraint (not yet active) that puts this anchor `c` points past `anchor` (right of or below
    /// it for positive `c`).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        relation(.equal, anchor, c)
    }
    /// A constraint (not yet active) that keeps this anchor at or past `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relation(.greaterThanOrEqual, anchor, 0)
    }
    /// A constraint (not yet active) that keeps this anchor at least `c` points past `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        relation(.greaterThanOrEqual, anchor, c)
    }
    /// A constraint (not yet active) that keeps this anchor at or before `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relation(.lessThanOrEqual, anchor, 0)
    }
    /// A constraint (not yet active) that keeps this anchor at most `c` points past `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        relation(.lessThanOrEqual, anchor, c)
    }

    func relation(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, _ constant: CGFloat,
                  multiplier: CGFloat = 1) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                           attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal position anchor (leading, trailing, left, right, centre X): it can only be constrained
/// to other horizontal anchors.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `constraint(equalToSystemSpacingAfter:multiplier:)`: 8 points of system spacing.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        relation(.equal, anchor, 8 * multiplier)
    }
    /// A constraint (not yet active) that keeps this anchor at least `multiplier` × the system spacing
    /// (8 points) after `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        relation(.greaterThanOrEqual, anchor, 8 * multiplier)
    }
}

/// A vertical position anchor (top, bottom, centre Y, baselines): it can only be constrained to other
/// vertical anchors.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `constraint(equalToSystemSpacingBelow:multiplier:)`: 8 points of system spacing.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        relation(.equal, anchor, 8 * multiplier)
    }
    /// A constraint (not yet active) that keeps this anchor at least `multiplier` × the system spacing
    /// (8 points) below `anchor`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        relation(.greaterThanOrEqual, anchor, 8 * multiplier)
    }
}

/// `NSLayoutDimension`: a width or height.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint (not yet active) that makes this width or height `c` points.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { relation(.equal, nil, c) }
    /// A constraint (not yet active) that makes this width or height at least `c` points.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { relation(.greaterThanOrEqual, nil, c) }
    /// A constraint (not yet active) that makes this width or height at most `c` points.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { relation(.lessThanOrEqual, nil, c) }
    /// A constraint (not yet active) that makes this width or height `m` times `anchor`'s.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        relation(.equal, anchor, 0, multiplier: m)
    }
    /// A constraint (not yet active) that makes this width or height `m` times `anchor`'s plus `c`
    /// points.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        relation(.equal, anchor, c, multiplier: m)
    }
}

/// The anchors a view and a layout guide share, declared on each as UIKit does (a shared
/// protocol would add a name UIKit does not have).
@MainActor
private enum EdgeAnchors {
    static func x(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(item: item, attribute: attribute)
    }
    static func y(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: item, attribute: attribute)
    }
    static func dimension(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
        NSLayoutDimension(item: item, attribute: attribute)
    }
}

extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { EdgeAnchors.x(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { EdgeAnchors.x(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { EdgeAnchors.x(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { EdgeAnchors.x(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { EdgeAnchors.x(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { EdgeAnchors.y(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { EdgeAnchors.y(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { EdgeAnchors.y(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { EdgeAnchors.dimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { EdgeAnchors.dimension(self, .height) }
}

extension UILayoutGuide {
    public var leadingAnchor: NSLayoutXAxisAnchor { EdgeAnchors.x(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { EdgeAnchors.x(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { EdgeAnchors.x(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { EdgeAnchors.x(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { EdgeAnchors.x(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { EdgeAnchors.y(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { EdgeAnchors.y(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { EdgeAnchors.y(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { EdgeAnchors.dimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { EdgeAnchors.dimension(self, .height) }
}

extension UIView {
    /// `firstBaselineAnchor`: a label's first line's baseline; other views' bottom edge.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// `lastBaselineAnchor`: a label's last line's baseline; other views' bottom edge.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// `layoutMarginsGuide`: the view's bounds inset by its ``layoutMargins`` (the same guide
    /// each time, as in UIKit).
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayout.marginsGuide { return guide }
        let guide = UILayoutGuide(owningView: self, kind: .layoutMargins)
        autoLayout.marginsGuide = guide
        return guide
    }
    /// `safeAreaLayoutGuide`: the view's bounds inset by its ``safeAreaInsets``.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.safeAreaGuide { return guide }
        let guide = UILayoutGuide(owningView: self, kind: .safeArea)
        autoLayout.safeAreaGuide = guide
        return guide
    }
    /// `readableContentGuide`: centred in the layout margins, as wide as they are up to
    /// ``UILayoutGuide/readableWidth`` points.
    public var readableContentGuide: UILayoutGuide {
        if let guide = autoLayout.readableGuide { return guide }
        let guide = UILayoutGuide(owningView: self, kind: .readableContent)
        autoLayout.readableGuide = guide
        return guide
    }
}

extension NSLayoutConstraint {
    /// Horizontal or vertical: the axis a stack view arranges along, or a content-hugging or
    /// compression-resistance priority applies to.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}
