import Foundation
import TesseraLayout

/// One Auto Layout pass over a view and its subviews: UIKit's layout engine, headless.
///
/// Every view, and every layout guide a constraint names, is a box of four solver variables
/// (left, top, width, height) in the root's coordinates. The root is held where it is
/// (``Mode/fixed``), or left free for `systemLayoutSizeFitting` (``Mode/fitting``); a subview
/// whose `translatesAutoresizingMaskIntoConstraints` is true is held at its frame, as UIKit's
/// autoresizing constraints hold it; the others get their frames from their constraints and
/// their intrinsic content sizes (hugging and compression resistance at their priorities).
/// Constraints naming a view outside the root's subtree take no part.
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

    /// A rectangle's four variables.
    struct Box {
        let left: Variable, top: Variable, width: Variable, height: Variable

        init(_ name: String) {
            left = Variable(name + ".minX")
            top = Variable(name + ".minY")
            width = Variable(name + ".width")
            height = Variable(name + ".height")
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

    /// Builds and solves the system of `root`'s subtree.
    init(root: UIView, mode: Mode) {
        self.root = root
        collect(root)
        holdRoot(mode)
        for view in views.dropFirst() where view.translatesAutoresizingMaskIntoConstraints {
            holdAtFrame(view)
        }
        for constraint in activeConstraints() {
            add(constraint)
        }
        for view in views where view !== root || isFitting(mode) {
            if view === root || !view.translatesAutoresizingMaskIntoConstraints { addIntrinsicSize(of: view) }
        }
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
        for variable in [box.left, box.top, box.width, box.height] {
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

    private func box(_ view: UIView) -> Box {
        if let box = boxes[ObjectIdentifier(view)] { return box }
        let box = Box(String(describing: type(of: view)))
        boxes[ObjectIdentifier(view)] = box
        return box
    }

    private func holdRoot(_ mode: Mode) {
        let box = box(root)
        require(box.left, equals: 0, "root.minX")
        require(box.top, equals: 0, "root.minY")
        switch mode {
        case .fixed:
            require(box.width, equals: root.bounds.width, "root.width")
            require(box.height, equals: root.bounds.height, "root.height")
        case .fitting(let target, let horizontal, let vertical):
            addSafely(Constraint(LinearExpression(box.width), .equal, LinearExpression(constant: Double(target.width)),
                                 strength: horizontal.strength, name: "fitting width"))
            addSafely(Constraint(LinearExpression(box.height), .equal, LinearExpression(constant: Double(target.height)),
                                 strength: vertical.strength, name: "fitting height"))
        }
    }

    /// UIKit's autoresizing-mask constraints: the view keeps its frame in its superview, and
    /// the edges and size its `autoresizingMask` marks flexible follow the superview's size as
    /// UIKit's conversion of the mask makes them (a fixed margin stays fixed; flexible parts share
    /// a change of the superview's size in proportion to their current lengths).
    private func holdAtFrame(_ view: UIView) {
        guard let parent = view.superview else { return }
        let own = box(view), outer = box(parent)
        let frame = view.frame.offsetBy(dx: -parent.bounds.minX, dy: -parent.bounds.minY)
        let mask = view.autoresizingMask
        let name = "\(type(of: view)) autoresizing"
        holdAxis(start: own.left, length: own.width, outerStart: outer.left, outerLength: outer.width,
                 origin: frame.minX, size: frame.width, outerSize: parent.bounds.width,
                 flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)),
                 name: name)
        holdAxis(start: own.top, length: own.height, outerStart: outer.top, outerLength: outer.height,
                 origin: frame.minY, size: frame.height, outerSize: parent.bounds.height,
                 flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)),
                 name: name)
    }

    /// One axis of ``holdAtFrame(_:)``: the leading margin `origin`, the length `size` and the
    /// trailing margin `outerSize − origin − size`; the flexible ones take the superview's change
    /// of size in proportion to their lengths (equally when all are zero), the others keep theirs.
    private func holdAxis(start: Variable, length: Variable, outerStart: Variable, outerLength: Variable,
                          origin: CGFloat, size: CGFloat, outerSize: CGFloat,
                          flexible: (lead: Bool, size: Bool, trail: Bool), name: String) {
        let parts = [Double(origin), Double(size), Double(outerSize - origin - size)]
        let isFlexible = [flexible.lead, flexible.size, flexible.trail]
        let flexibleTotal = zip(parts, isFlexible).filter(\.1).map(\.0).reduce(0, +)
        let flexibleCount = isFlexible.filter { $0 }.count
        // Each part = its length now + share × (outerLength − outerSize).
        func share(_ index: Int) -> Double {
            guard isFlexible[index] else { return 0 }
            return flexibleTotal > 0 ? parts[index] / flexibleTotal : 1 / Double(flexibleCount)
        }
        let growth = LinearExpression(outerLength).adding(LinearExpression(constant: -Double(outerSize)))
        // start = outerStart + origin + share(lead) × growth
        addSafely(Constraint(LinearExpression(start), .equal,
                             LinearExpression(outerStart).adding(LinearExpression(constant: parts[0])).adding(growth.scaled(by: share(0))),
                             name: name))
        // length = size + share(size) × growth
        addSafely(Constraint(LinearExpression(length), .equal,
                             LinearExpression(constant: parts[1]).adding(growth.scaled(by: share(1))), name: name))
    }

    private func require(_ variable: Variable, equals value: CGFloat, _ name: String) {
        addSafely(Constraint(LinearExpression(variable), .equal, LinearExpression(constant: Double(value)), name: name))
    }

    private func addSafely(_ constraint: Constraint) {
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
        let solverConstraint = Constraint(lhs, relation, rhs, strength: constraint.priority.strength, name: constraint.description)
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
    private func addIntrinsicSize(of view: UIView) {
        let size = view.intrinsicContentSize
        let box = box(view)
        let name = "\(type(of: view)) content size"
        if size.width != UIView.noIntrinsicMetric {
            addSafely(Constraint(LinearExpression(box.width), .greaterThanOrEqual, LinearExpression(constant: Double(size.width)),
                                 strength: view.contentCompressionResistancePriority(for: .horizontal).strength, name: name))
            addSafely(Constraint(LinearExpression(box.width), .lessThanOrEqual, LinearExpression(constant: Double(size.width)),
                                 strength: view.contentHuggingPriority(for: .horizontal).strength, name: name))
        }
        if size.height != UIView.noIntrinsicMetric {
            addSafely(Constraint(LinearExpression(box.height), .greaterThanOrEqual, LinearExpression(constant: Double(size.height)),
                                 strength: view.contentCompressionResistancePriority(for: .vertical).strength, name: name))
            addSafely(Constraint(LinearExpression(box.height), .lessThanOrEqual, LinearExpression(constant: Double(size.height)),
                                 strength: view.contentHuggingPriority(for: .vertical).strength, name: name))
        }
    }

    // MARK: Attributes

    /// The box of a constraint's item: a view's own, or a guide's (a system guide is its
    /// owning view's box inset by the margins, the safe area or the readable width).
    private func box(for item: AnyObject) -> (box: Box, view: UIView)? {
        if let view = item as? UIView { return (box(view), view) }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningView else { return nil }
        if let box = boxes[ObjectIdentifier(guide)] { return (box, owner) }
        let box = Box(guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier)
        boxes[ObjectIdentifier(guide)] = box
        let outer = self.box(owner)
        switch guide.kind {
        case .custom:
            break
        case .layoutMargins:
            inset(box, in: outer, by: owner.layoutMargins, name: guide.identifier)
        case .safeArea:
            inset(box, in: outer, by: owner.safeAreaInsets, name: guide.identifier)
        case .readableContent:
            // Centred in the margins, as wide as they are up to the readable width.
            let margins = owner.layoutMargins
            let name = guide.identifier
            let marginWidth = LinearExpression(outer.width).adding(LinearExpression(constant: -Double(margins.left + margins.right)))
            addSafely(Constraint(LinearExpression(box.top), .equal,
                                 LinearExpression(outer.top).adding(LinearExpression(constant: Double(margins.top))), name: name))
            addSafely(Constraint(LinearExpression(box.height), .equal,
                                 LinearExpression(outer.height).adding(LinearExpression(constant: -Double(margins.top + margins.bottom))), name: name))
            addSafely(Constraint(LinearExpression(box.width), .lessThanOrEqual, marginWidth, name: name))
            addSafely(Constraint(LinearExpression(box.width), .lessThanOrEqual,
                                 LinearExpression(constant: Double(UILayoutGuide.readableWidth)), name: name))
            addSafely(Constraint(LinearExpression(box.width), .equal, marginWidth, strength: Strength.lowered, name: name))
            // centre: left + width / 2 == outer.left + margins.left + marginWidth / 2
            addSafely(Constraint(LinearExpression(box.left).adding(LinearExpression(box.width).scaled(by: 0.5)), .equal,
                                 LinearExpression(outer.left).adding(LinearExpression(constant: Double(margins.left)))
                                    .adding(marginWidth.scaled(by: 0.5)), name: name))
        }
        return (box, owner)
    }

    private func inset(_ box: Box, in outer: Box, by insets: UIEdgeInsets, name: String) {
        addSafely(Constraint(LinearExpression(box.left), .equal,
                             LinearExpression(outer.left).adding(LinearExpression(constant: Double(insets.left))), name: name))
        addSafely(Constraint(LinearExpression(box.top), .equal,
                             LinearExpression(outer.top).adding(LinearExpression(constant: Double(insets.top))), name: name))
        addSafely(Constraint(LinearExpression(box.width), .equal,
                             LinearExpression(outer.width).adding(LinearExpression(constant: -Double(insets.left + insets.right))), name: name))
        addSafely(Constraint(LinearExpression(box.height), .equal,
                             LinearExpression(outer.height).adding(LinearExpression(constant: -Double(insets.top + insets.bottom))), name: name))
    }

    /// An attribute of an item as a linear expression of its box.
    private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        guard let (box, view) = box(for: item) else { return nil }
        let l = LinearExpression(box.left), t = LinearExpression(box.top)
        let w = LinearExpression(box.width), h = LinearExpression(box.height)
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        // Margin attributes read the view's margins; a guide has none.
        let m = item is UIView ? view.layoutMargins : .zero
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
        let minX = snap(solver.value(of: box.left)), minY = snap(solver.value(of: box.top))
        let maxX = snap(solver.value(of: box.left) + solver.value(of: box.width))
        let maxY = snap(solver.value(of: box.top) + solver.value(of: box.height))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
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
