import Foundation
import TesseraLayout

extension AutoLayoutSolve {
    /// The constraints a `UIStackView` makes for its arranged subviews (UIKit's `UISV-…`
    /// constraints), added to the solve. The visible arranged subviews are chained along the
    /// axis from the stack's leading (or top) edge to its trailing (or bottom) edge — its layout
    /// margins with `isLayoutMarginsRelativeArrangement` — and placed across it by the alignment:
    ///
    /// - gaps: `spacing`, or `customSpacing(after:)`; exact for the fill distributions, a minimum
    ///   for `.equalSpacing` (gaps equal) and `.equalCentering` (centres equally apart, at 999);
    /// - sizes: `.fill` leaves them to the views' own constraints and intrinsic sizes; `.fillEqually`
    ///   makes them equal; `.fillProportionally` shares the length in proportion to the intrinsic
    ///   sizes (at 999);
    /// - across: `.fill` pins both edges; `.leading`/`.top`, `.trailing`/`.bottom` and `.center` pin
    ///   one edge or the centre and keep the view inside; baseline alignments line up the views'
    ///   baselines (a view without text has its baseline at its bottom). Unless the alignment is
    ///   `.fill`, the stack is as thick as its thickest view when nothing else sets its thickness
    ///   (a pull to zero at priority 49, UIKit's canvas fit).
    func arrange(_ stack: UIStackView) {
        let views = stack.arrangedSubviews.filter { !$0.isHidden && $0.superview === stack }
        guard !views.isEmpty else { return }
        let horizontal = stack.axis == .horizontal
        let margins = stack.isLayoutMarginsRelativeArrangement
        // The stack's own edges (or margins) along and across the axis.
        let mainStart: NSLayoutConstraint.Attribute = horizontal ? (margins ? .leadingMargin : .leading) : (margins ? .topMargin : .top)
        let mainEnd: NSLayoutConstraint.Attribute = horizontal ? (margins ? .trailingMargin : .trailing) : (margins ? .bottomMargin : .bottom)
        let crossStart: NSLayoutConstraint.Attribute = horizontal ? (margins ? .topMargin : .top) : (margins ? .leadingMargin : .leading)
        let crossEnd: NSLayoutConstraint.Attribute = horizontal ? (margins ? .bottomMargin : .bottom) : (margins ? .trailingMargin : .trailing)
        let crossCentre: NSLayoutConstraint.Attribute = horizontal
            ? (margins ? .centerYWithinMargins : .centerY) : (margins ? .centerXWithinMargins : .centerX)
        // The arranged views' edges.
        let start: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let end: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let centre: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let across = (start: horizontal ? NSLayoutConstraint.Attribute.top : .leading,
                      end: horizontal ? NSLayoutConstraint.Attribute.bottom : .trailing,
                      centre: horizontal ? NSLayoutConstraint.Attribute.centerY : .centerX)

        func e(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
            expression(item, attribute) ?? LinearExpression()
        }
        func add(_ lhs: LinearExpression, _ relation: Constraint.Relation, _ rhs: LinearExpression,
                 _ priority: UILayoutPriority = .required) {
            addSafely(Constraint(lhs, relation, rhs, strength: priority.strength))
        }
        let constant = { (value: CGFloat) in LinearExpression(constant: Double(value)) }

        // Along the axis: the chain from edge to edge.
        add(e(views[0], start), .equal, e(stack, mainStart))
        add(e(views[views.count - 1], end), .equal, e(stack, mainEnd))
        var gaps: [LinearExpression] = []
        for (index, (view, next)) in zip(views, views.dropFirst()).enumerated() {
            let gap = e(next, start).subtracting(e(view, end))
            let custom = stack.customSpacing(after: view)
            var spacing = custom == UIStackView.spacingUseDefault ? stack.spacing : custom
            if spacing == UIStackView.spacingUseSystem { spacing = 8 }
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(gap, .equal, constant(spacing))
            case .equalSpacing, .equalCentering:
                add(gap, .greaterThanOrEqual, constant(spacing))
            }
            gaps.append(gap)
            if stack.distribution == .equalCentering, index > 0 {
                let step = e(next, centre).subtracting(e(view, centre))
                let first = e(views[1], centre).subtracting(e(views[0], centre))
                add(step, .equal, first, UILayoutPriority(999))
            }
        }
        if stack.distribution == .equalSpacing {
            for gap in gaps.dropFirst() { add(gap, .equal, gaps[0]) }
        }
        if stack.distribution == .fillEqually {
            for view in views.dropFirst() { add(e(view, length), .equal, e(views[0], length)) }
        }
        if stack.distribution == .fillProportionally {
            let intrinsic = views.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                let value = horizontal ? size.width : size.height
                return value == UIView.noIntrinsicMetric ? 0 : max(0, value)
            }
            let total = intrinsic.reduce(0, +)
            if total > 0 {
                // length_i = share_i × (stack length − the gaps)
                let available = e(stack, mainEnd).subtracting(e(stack, mainStart))
                    .subtracting(gaps.reduce(LinearExpression()) { $0.adding($1) })
                for (view, size) in zip(views, intrinsic) {
                    add(e(view, length), .equal, available.scaled(by: Double(size / total)), UILayoutPriority(999))
                }
            }
        }

        // Across the axis: the alignment.
        for view in views {
            switch stack.alignment {
            case .fill:
                add(e(view, across.start), .equal, e(stack, crossStart))
                add(e(view, across.end), .equal, e(stack, crossEnd))
            case .leading:
                add(e(view, across.start), .equal, e(stack, crossStart))
                add(e(view, across.end), .lessThanOrEqual, e(stack, crossEnd))
            case .trailing:
                add(e(view, across.end), .equal, e(stack, crossEnd))
                add(e(view, across.start), .greaterThanOrEqual, e(stack, crossStart))
            case .center:
                add(e(view, across.centre), .equal, e(stack, crossCentre))
                add(e(view, across.start), .greaterThanOrEqual, e(stack, crossStart))
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if horizontal, view !== views[0] { add(e(view, baseline), .equal, e(views[0], baseline)) }
                add(e(view, across.start), .greaterThanOrEqual, e(stack, crossStart))
                add(e(view, across.end), .lessThanOrEqual, e(stack, crossEnd))
                // The views sit as high as the stack allows.
                add(e(view, across.start), .equal, e(stack, crossStart), UILayoutPriority(48))
            }
        }
        if stack.alignment != .fill {
            // UIKit's canvas fit: the stack hugs its thickest view when nothing else sizes it.
            add(e(stack, crossEnd).subtracting(e(stack, crossStart)), .equal, LinearExpression(), UILayoutPriority(49))
        }
    }
}
