import Foundation
import TesseraLayout

/// One Auto Layout pass over a view and its subviews: UIKit's layout engine, headless.
///
/// Every view, and every layout guide a constraint names, is a ``Box``: its left, top, width and
/// height in the root's coordinates. The root is held where it is (``Mode/fixed``), or its size
/// left free for `systemLayoutSizeFitting` (``Mode/fitting``). A subview whose
/// `translatesAutoresizingMaskIntoConstraints` is true keeps its frame, following its
/// autoresizing mask, and its box is written in terms of its superview's (what UIKit's
/// autoresizing constraints say, substituted); the others have four variables each, fixed by
/// their constraints, their stack views' arrangement and their intrinsic content sizes
/// (hugging and compression resistance at their priorities). Constraints naming a view outside
/// the root's subtree take no part.
///
/// A required constraint that contradicts those added before it is broken as UIKit breaks it:
/// left out, and reported (``broken``, and on standard error with UIKit's words). The solver is
/// ``TesseraLayout/Solver`` (Cassowary), so the same views and constraints always give the same
/// frames.
@MainActor
final class AutoLayoutSolve {
    /// How the root is held.
    enum Mode {
        /// At its own bounds (`layoutSubviews`).
        case fixed
        /// Free, pulled towards `target` at the two fitting priorities (`systemLayoutSizeFitting`).
        case fitting(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    /// A rectangle as four linear expressions: of its own four variables for a view that Auto
    /// Layout places, of its superview's for one that keeps its frame (no variable, no
    /// constraint: what UIKit's autoresizing constraints would say, substituted), constants for a
    /// root held in place.
    struct Box {
        let left: LinearExpression, top: LinearExpression, width: LinearExpression, height: LinearExpression
        /// The variables of its own, if any.
        let variables: [Variable]

        /// A rectangle of four new variables.
        static func free() -> Box {
            let variables = (0..<4).map { _ in Variable() }
            return Box(left: LinearExpression(variables[0]), top: LinearExpression(variables[1]),
                       width: LinearExpression(variables[2]), height: LinearExpression(variables[3]), variables: variables)
        }
    }

    let root: UIView
    /// The root and its subviews, depth first, in subview order.
    private(set) var views: [UIView] = []
    /// Constraints left out because they contradicted required ones, in the order met.
    private(set) var broken: [NSLayoutConstraint] = []
    private let solver = Solver()
    private var boxes: [ObjectIdentifier: Box] = [:]
    private var inTree: Set<ObjectIdentifier> = []
    /// Each view's content-size constraints and the size they hold it to.
    private var intrinsic: [ObjectIdentifier: (size: CGSize, constraints: [Constraint])] = [:]

    /// Builds and solves the system of `root`'s subtree.
    init(root: UIView, mode: Mode) {
        self.root = root
        collect(root)
        holdRoot(mode)
        for constraint in activeConstraints() {
            add(constraint)
        }
        for case let stack as UIStackView in views {
            arrange(stack)
        }
        for view in views where view !== root || isFitting(mode) {
            if view === root || !view.translatesAutoresizingMaskIntoConstraints {
                intrinsic[ObjectIdentifier(view)] = addIntrinsicSize(view.intrinsicContentSize, of: view)
            }
        }
        measureAtSolvedWidths()
    }

    /// UIKit's second pass for views whose height depends on their width (multi-line labels,
    /// list content views): each is measured again at the width Auto Layout gives it and the
    /// system solved again, until no size changes (three passes at most, as nested wrapping
    /// text rarely needs more).
    private func measureAtSolvedWidths() {
        let wrapping = views.compactMap { $0 as? any WidthDependentContent }
            .filter { $0.wrapsAtItsWidth && intrinsic[ObjectIdentifier($0)] != nil }
        guard !wrapping.isEmpty else { return }
        for _ in 0..<3 {
            var changed = false
            for view in wrapping {
                guard let record = intrinsic[ObjectIdentifier(view)], let box = boxes[ObjectIdentifier(view)] else { continue }
                let width = CGFloat(value(box.width))
                let size = view.intrinsicContentSize(forWidth: width)
                guard size != record.size else { continue }
                for constraint in record.constraints { try? solver.remove(constraint) }
                intrinsic[ObjectIdentifier(view)] = addIntrinsicSize(size, of: view)
                changed = true
            }
            if !changed { return }
        }
    }

    /// A solved expression's value.
    private func value(_ expression: LinearExpression) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    /// The view whose subtree to solve when `view` lays out its subviews: the nearest view from
    /// `view` up whose frame Auto Layout does not set, then further up while a constraint in
    /// that subtree names a view above it.
    static func root(for view: UIView) -> UIView {
        var root = view
        while !root.translatesAutoresizingMaskIntoConstraints, let parent = root.superview { root = parent }
        while true {
            let members = [root] + root.allSubviews()
            // Ancestors of the root that a constraint in its subtree names.
            var highest: UIView?
            for member in members {
                for constraint in member.autoLayout.constraints where constraint.isActive {
                    for item in [constraint.firstItem, constraint.secondItem] {
                        guard let named = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView,
                              named !== root, root.isDescendant(of: named) else { continue }
                        if highest.map({ $0.isDescendant(of: named) }) ?? true { highest = named }
                    }
                }
            }
            guard let next = highest else { return root }
            root = next
        }
    }

    // MARK: Answers

    /// `view`'s rectangle in the root's coordinates, rounded to the display's pixels as UIKit
    /// rounds frames (each edge to the nearest pixel).
    func rect(of view: UIView) -> CGRect {
        guard let box = boxes[ObjectIdentifier(view)] else { return view.frame }
        return rounded(box)
    }

    /// `guide`'s rectangle in the root's coordinates (`layoutFrame` when the root owns it).
    func rect(of guide: UILayoutGuide) -> CGRect {
        guard let (box, _) = box(for: guide) else { return .zero }
        return rounded(box)
    }

    /// The root's size in the solution (what `systemLayoutSizeFitting` returns).
    var rootSize: CGSize { rect(of: root).size }

    /// Sets the frame of each subview of `parent` that Auto Layout places (those whose
    /// `translatesAutoresizingMaskIntoConstraints` is false), relative to `parent`: what UIKit's
    /// `layoutSubviews` does.
    func applyFrames(toSubviewsOf parent: UIView) {
        let outer = rect(of: parent)
        for view in parent.subviews where !view.translatesAutoresizingMaskIntoConstraints {
            let own = rect(of: view)
            let frame = CGRect(x: own.minX - outer.minX + parent.bounds.minX, y: own.minY - outer.minY + parent.bounds.minY,
                               width: own.width, height: own.height)
            if view.frame != frame { view.frame = frame }
        }
    }

    /// Whether some variable of `view`'s frame is not fixed by its constraints: moving it costs
    /// nothing (UIKit's `hasAmbiguousLayout`).
    func isAmbiguous(_ view: UIView) -> Bool {
        guard let box = boxes[ObjectIdentifier(view)] else { return false }
        for variable in box.variables {
            let before = solver.value(of: variable)
            do {
                try solver.addEditVariable(variable, strength: Strength(value: 1e-6))
                try solver.suggest(before + 100, for: variable)
                let moved = abs(solver.value(of: variable) - before) > 1e-6
                try solver.removeEditVariable(variable)
                if moved { return true }
            } catch {
                continue
            }
        }
        return false
    }

    // MARK: Building the system

    private func collect(_ view: UIView) {
        views.append(view)
        inTree.insert(ObjectIdentifier(view))
        for subview in view.subviews { collect(subview) }
    }

    private func isFitting(_ mode: Mode) -> Bool {
        if case .fitting = mode { return true }
        return false
    }

    /// A view's box: made when first asked for (a superview's before its subviews').
    private func box(_ view: UIView) -> Box {
        if let box = boxes[ObjectIdentifier(view)] { return box }
        let box: Box
        if view !== root, view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
            box = autoresizingBox(of: view, in: parent)
        } else {
            box = .free()
        }
        boxes[ObjectIdentifier(view)] = box
        return box
    }

    private func holdRoot(_ mode: Mode) {
        let zero = LinearExpression(constant: 0)
        switch mode {
        case .fixed:
            boxes[ObjectIdentifier(root)] = Box(left: zero, top: zero, width: LinearExpression(constant: Double(root.bounds.width)),
                                                height: LinearExpression(constant: Double(root.bounds.height)), variables: [])
        case .fitting(let target, let horizontal, let vertical):
            let width = Variable(), height = Variable()
            boxes[ObjectIdentifier(root)] = Box(left: zero, top: zero, width: LinearExpression(width), height: LinearExpression(height),
                                                variables: [width, height])
            addSafely(Constraint(LinearExpression(width), .equal, LinearExpression(constant: Double(target.width)),
                                 strength: horizontal.strength))
            addSafely(Constraint(LinearExpression(height), .equal, LinearExpression(constant: Double(target.height)),
                                 strength: vertical.strength))
        }
    }

    /// UIKit's autoresizing-mask constraints, substituted: the view keeps its frame in its
    /// superview, and the edges and size its `autoresizingMask` marks flexible follow the
    /// superview's size as UIKit's conversion of the mask makes them (a fixed margin stays fixed;
    /// flexible parts share a change of the superview's size in proportion to their lengths,
    /// equally when all are zero).
    private func autoresizingBox(of view: UIView, in parent: UIView) -> Box {
        let outer = box(parent)
        let frame = view.frame.offsetBy(dx: -parent.bounds.minX, dy: -parent.bounds.minY)
        let mask = view.autoresizingMask
        let x = axis(outerStart: outer.left, outerLength: outer.width, origin: frame.minX, size: frame.width,
                     outerSize: parent.bounds.width,
                     flexible: [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)])
        let y = axis(outerStart: outer.top, outerLength: outer.height, origin: frame.minY, size: frame.height,
                     outerSize: parent.bounds.height,
                     flexible: [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)])
        return Box(left: x.start, top: y.start, width: x.length, height: y.length, variables: [])
    }

    /// One axis of ``autoresizingBox(of:in:)``: start and length as expressions of the
    /// superview's start and length.
    private func axis(outerStart: LinearExpression, outerLength: LinearExpression, origin: CGFloat, size: CGFloat,
                      outerSize: CGFloat, flexible: [Bool]) -> (start: LinearExpression, length: LinearExpression) {
        let parts = [Double(origin), Double(size), Double(outerSize - origin - size)]
        let flexibleTotal = zip(parts, flexible).filter(\.1).map(\.0).reduce(0, +)
        let flexibleCount = flexible.filter { $0 }.count
        func share(_ index: Int) -> Double {
            guard flexible[index] else { return 0 }
            return flexibleTotal > 0 ? parts[index] / flexibleTotal : 1 / Double(flexibleCount)
        }
        let growth = outerLength.adding(LinearExpression(constant: -Double(outerSize)))
        var start = outerStart.adding(LinearExpression(constant: parts[0]))
        var length = LinearExpression(constant: parts[1])
        if share(0) != 0 { start = start.adding(growth.scaled(by: share(0))) }
        if share(1) != 0 { length = length.adding(growth.scaled(by: share(1))) }
        return (start, length)
    }

    func addSafely(_ constraint: Constraint) {
        try? solver.add(constraint)
    }

    /// The active constraints of the subtree whose items all lie in it, each once, in the order
    /// of the views (depth first) and of their activation on each view.
    private func activeConstraints() -> [NSLayoutConstraint] {
        var seen: Set<ObjectIdentifier> = []
        var result: [NSLayoutConstraint] = []
        for view in views {
            for constraint in view.autoLayout.constraints where constraint.isActive && !seen.contains(ObjectIdentifier(constraint)) {
                seen.insert(ObjectIdentifier(constraint))
                if contains(constraint.firstItem) && (constraint.secondItem == nil || contains(constraint.secondItem)) {
                    result.append(constraint)
                }
            }
        }
        return result
    }

    private func contains(_ item: AnyObject?) -> Bool {
        if let view = item as? UIView { return inTree.contains(ObjectIdentifier(view)) }
        if let guide = item as? UILayoutGuide, let owner = guide.owningView { return inTree.contains(ObjectIdentifier(owner)) }
        return false
    }

    private func add(_ constraint: NSLayoutConstraint) {
        guard let first = constraint.firstItem,
              let lhs = expression(first, constraint.firstAttribute) else { return }
        var rhs = LinearExpression(constant: Double(constraint.constant))
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            guard let other = expression(second, constraint.secondAttribute) else { return }
            rhs = other.scaled(by: Double(constraint.multiplier)).adding(rhs)
        }
        let relation: Constraint.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let solverConstraint = Constraint(lhs, relation, rhs, strength: constraint.priority.strength)
        do {
            try solver.add(solverConstraint)
        } catch {
            broken.append(constraint)
            FileHandle.standardError.write(Data("""
                [LayoutConstraints] Unable to simultaneously satisfy constraints.
                Will attempt to recover by breaking constraint
                \(constraint.description)

                """.utf8))
        }
    }

    /// The intrinsic content size as UIKit's content-size constraints: on each axis with a
    /// size, `size ≥ intrinsic` at the compression resistance priority and `size ≤ intrinsic` at
    /// the hugging priority.
    private func addIntrinsicSize(_ size: CGSize, of view: UIView) -> (size: CGSize, constraints: [Constraint]) {
        let box = box(view)
        var added: [Constraint] = []
        func add(_ constraint: Constraint) {
            if (try? solver.add(constraint)) != nil { added.append(constraint) }
        }
        if size.width != UIView.noIntrinsicMetric {
            add(Constraint(box.width, .greaterThanOrEqual, LinearExpression(constant: Double(size.width)),
                           strength: view.contentCompressionResistancePriority(for: .horizontal).strength))
            add(Constraint(box.width, .lessThanOrEqual, LinearExpression(constant: Double(size.width)),
                           strength: view.contentHuggingPriority(for: .horizontal).strength))
        }
        if size.height != UIView.noIntrinsicMetric {
            add(Constraint(box.height, .greaterThanOrEqual, LinearExpression(constant: Double(size.height)),
                           strength: view.contentCompressionResistancePriority(for: .vertical).strength))
            add(Constraint(box.height, .lessThanOrEqual, LinearExpression(constant: Double(size.height)),
                           strength: view.contentHuggingPriority(for: .vertical).strength))
        }
        return (size, added)
    }

    // MARK: Attributes

    /// The box of a constraint's item: a view's own, or a guide's (a system guide is its
    /// owning view's box inset by the margins, the safe area or the readable width).
    private func box(for item: AnyObject) -> (box: Box, view: UIView)? {
        if let view = item as? UIView { return (box(view), view) }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningView else { return nil }
        if let box = boxes[ObjectIdentifier(guide)] { return (box, owner) }
        let outer = self.box(owner)
        let box: Box
        switch guide.kind {
        case .custom:
            box = .free()
        case .layoutMargins:
            box = inset(outer, by: Self.margins(of: owner))
        case .safeArea:
            box = inset(outer, by: owner.safeAreaInsets)
        case .readableContent:
            // Centred in the margins, as wide as they are up to the readable width.
            let margins = inset(outer, by: Self.margins(of: owner))
            let width = Variable()
            let readable = LinearExpression(width)
            addSafely(Constraint(readable, .lessThanOrEqual, margins.width))
            addSafely(Constraint(readable, .lessThanOrEqual, LinearExpression(constant: Double(UILayoutGuide.readableWidth))))
            addSafely(Constraint(readable, .equal, margins.width, strength: Strength.lowered))
            // left = margins.left + (margins.width − width) / 2
            let left = margins.left.adding(margins.width.scaled(by: 0.5)).adding(readable.scaled(by: -0.5))
            box = Box(left: left, top: margins.top, width: readable, height: margins.height, variables: [width])
        }
        boxes[ObjectIdentifier(guide)] = box
        return (box, owner)
    }

    /// The margins constraints see: `layoutMargins`, measured from the safe area's edges when
    /// `insetsLayoutMarginsFromSafeArea` is true (UIKit's default), so a margin never reaches
    /// into a notch or the home indicator's strip.
    ///
    /// With `preservesSuperviewLayoutMargins`, each margin is at least the part of the
    /// superview's margin (as the superview's constraints see it) that the view's frame overlaps,
    /// read from the frames the views have when the system is built.
    static func margins(of view: UIView) -> UIEdgeInsets {
        var margins = view.layoutMargins
        if view.insetsLayoutMarginsFromSafeArea {
            let safe = view.safeAreaInsets
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if view.preservesSuperviewLayoutMargins, let superview = view.superview {
            let outer = Self.margins(of: superview), frame = view.frame, size = superview.bounds.size
            margins.left = max(margins.left, outer.left - frame.minX)
            margins.top = max(margins.top, outer.top - frame.minY)
            margins.right = max(margins.right, outer.right - (size.width - frame.maxX))
            margins.bottom = max(margins.bottom, outer.bottom - (size.height - frame.maxY))
        }
        return margins
    }

    /// `outer` inset by `insets`.
    private func inset(_ outer: Box, by insets: UIEdgeInsets) -> Box {
        Box(left: outer.left.adding(LinearExpression(constant: Double(insets.left))),
            top: outer.top.adding(LinearExpression(constant: Double(insets.top))),
            width: outer.width.adding(LinearExpression(constant: -Double(insets.left + insets.right))),
            height: outer.height.adding(LinearExpression(constant: -Double(insets.top + insets.bottom))), variables: [])
    }

    /// An attribute of an item as a linear expression of its box.
    func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        guard let (box, view) = box(for: item) else { return nil }
        let l = box.left, t = box.top, w = box.width, h = box.height
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        // Margin attributes read the view's margins; a guide has none.
        let m = item is UIView ? Self.margins(of: view) : .zero
        let right = l.adding(w), bottom = t.adding(h)
        func plus(_ e: LinearExpression, _ c: CGFloat) -> LinearExpression { e.adding(LinearExpression(constant: Double(c))) }
        switch attribute {
        case .left: return l
        case .right: return right
        case .top: return t
        case .bottom: return bottom
        // In a right-to-left layout, leading and trailing run from right to left: x negated,
        // so `a.leading == b.trailing + 8` still puts 8 points between them.
        case .leading: return rightToLeft ? right.scaled(by: -1) : l
        case .trailing: return rightToLeft ? l.scaled(by: -1) : right
        case .width: return w
        case .height: return h
        case .centerX: return l.adding(w.scaled(by: 0.5))
        case .centerY: return t.adding(h.scaled(by: 0.5))
        case .firstBaseline, .lastBaseline:
            return baseline(of: view, attribute, top: t, height: h) ?? bottom
        case .leftMargin: return plus(l, m.left)
        case .rightMargin: return plus(right, -m.right)
        case .topMargin: return plus(t, m.top)
        case .bottomMargin: return plus(bottom, -m.bottom)
        case .leadingMargin: return rightToLeft ? plus(right, -m.right).scaled(by: -1) : plus(l, m.left)
        case .trailingMargin: return rightToLeft ? plus(l, m.left).scaled(by: -1) : plus(right, -m.right)
        case .centerXWithinMargins: return plus(l.adding(w.scaled(by: 0.5)), (m.left - m.right) / 2)
        case .centerYWithinMargins: return plus(t.adding(h.scaled(by: 0.5)), (m.top - m.bottom) / 2)
        case .notAnAttribute: return nil
        }
    }

    /// A view's baseline when it has text: `nil` for other views, whose baseline is their bottom
    /// edge as in UIKit.
    private func baseline(of view: UIView, _ attribute: NSLayoutConstraint.Attribute, top: LinearExpression,
                          height: LinearExpression) -> LinearExpression? {
        guard let offsets = (view as? BaselineProviding)?.baselineOffsets else { return nil }
        // Text is centred vertically in the view: first baseline = centre - text height / 2 + first offset.
        let centre = top.adding(height.scaled(by: 0.5))
        let offset = attribute == .firstBaseline ? offsets.first : offsets.last
        return centre.adding(LinearExpression(constant: Double(offset - offsets.textHeight / 2)))
    }

    private func rounded(_ box: Box) -> CGRect {
        let scale = max(1, root.traitCollection.displayScale)
        func snap(_ v: Double) -> CGFloat { CGFloat((v * Double(scale)).rounded() / Double(scale)) }
        let left = value(box.left), top = value(box.top)
        let minX = snap(left), minY = snap(top)
        let maxX = snap(left + value(box.width)), maxY = snap(top + value(box.height))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A view whose intrinsic height depends on the width Auto Layout gives it: a multi-line
/// `UILabel`, a `UIListContentView` whose text wraps.
@MainActor
protocol WidthDependentContent: UIView {
    /// Whether the height depends on the width this time (a one-line label's does not).
    var wrapsAtItsWidth: Bool { get }
    /// The intrinsic content size at `width`.
    func intrinsicContentSize(forWidth width: CGFloat) -> CGSize
}

/// A view that shows text and so has baselines (`UILabel`): offsets from the top of its text.
@MainActor
protocol BaselineProviding: AnyObject {
    /// The first and last baselines, measured from the top of the text, and the text's height.
    var baselineOffsets: (first: CGFloat, last: CGFloat, textHeight: CGFloat)? { get }
}

extension Strength {
    /// Just below required: what UIKit's own "as wide as possible" guide constraints use (999).
    static var lowered: Strength { UILayoutPriority(999).strength }
}
