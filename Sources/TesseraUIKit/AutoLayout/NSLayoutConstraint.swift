import Foundation
import TesseraLayout

/// `NSLayoutConstraint`: `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute
/// + constant`, held at `priority`. Active constraints are solved as UIKit solves them (the
/// Cassowary algorithm) when a view lays out its subviews (`layoutSubviews`, `layoutIfNeeded`)
/// or is measured (`systemLayoutSizeFitting`): views whose `translatesAutoresizingMaskIntoConstraints`
/// is false get their frames from them.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// How the two sides of a constraint compare: less than or equal, equal, or greater than or equal.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The edge, centre, size or baseline of a view or layout guide that a constraint relates.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline,
             leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins,
             centerYWithinMargins, notAnAttribute = 0
    }

    /// `firstItem`, `firstAttribute`, `relation`, `secondItem`, `secondAttribute`, `multiplier`.
    public var firstItem: AnyObject? { first }
    public let firstAttribute: Attribute
    public let relation: Relation
    public var secondItem: AnyObject? { second }
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// The items, held weakly as UIKit holds them (a view owns its constraints, not the reverse).
    private weak var first: AnyObject?
    private weak var second: AnyObject?
    /// The points added to the second item's attribute (times the multiplier). Changing it lays the
    /// constrained views out again at their next layout pass.
    open var constant: CGFloat {
        didSet { if constant != oldValue { itemsNeedLayout() } }
    }
    /// How much the constraint matters: `.required` (1000) must hold; lower priorities give way to
    /// higher ones, as in UIKit. Changing it lays the constrained views out again.
    open var priority: UILayoutPriority = .required {
        didSet { if priority != oldValue { itemsNeedLayout() } }
    }
    /// A name that shows in the constraint's description and in unsatisfiable-constraint messages.
    open var identifier: String?
    /// `isActive`: activating a constraint hands it to the views it names; deactivating takes it
    /// back.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            for view in itemViews {
                if isActive {
                    view.autoLayout.constraints.append(self)
                } else {
                    view.autoLayout.constraints.removeAll { $0 === self }
                }
                view.setNeedsLayout()
            }
        }
    }

    /// The views the items are or belong to (a guide's owning view).
    private var itemViews: [UIView] {
        var views: [UIView] = []
        for item in [first, second] {
            let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
            if let view, !views.contains(where: { $0 === view }) { views.append(view) }
        }
        return views
    }

    private func itemsNeedLayout() {
        for view in itemViews { view.setNeedsLayout() }
    }

    /// The view UIKit installs the constraint on: the nearest common ancestor of its items' views.
    var installedView: UIView? {
        let views = itemViews
        guard var candidate = views.first else { return nil }
        for other in views.dropFirst() {
            var ancestor: UIView? = candidate
            while let a = ancestor, !(other === a || other.isDescendant(of: a)) { ancestor = a.superview }
            guard let found = ancestor else { return nil }
            candidate = found
        }
        return candidate
    }

    /// UIKit's console form: `<NSLayoutConstraint:"id" UILabel.width == 100   (active)>`.
    /// `nonisolated`, as `NSObject` declares it, and MUST be read on the main thread.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { consoleDescription }
    }

    private var consoleDescription: String {
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "" }
            if let guide = item as? UILayoutGuide { return "'\(guide.identifier)'" }
            return String(describing: type(of: item))
        }
        func attribute(_ a: Attribute) -> String { String(describing: a) }
        let op = switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        var rhs = ""
        if second != nil, secondAttribute != .notAnAttribute {
            rhs = (multiplier == 1 ? "" : "\(formatted(multiplier))*") + "\(name(second)).\(attribute(secondAttribute))"
            if constant != 0 { rhs += constant > 0 ? " + \(formatted(constant))" : " - \(formatted(-constant))" }
        } else {
            rhs = formatted(constant)
        }
        let id = identifier.map { "\"\($0)\" " } ?? ""
        let priorityText = priority.isRequired ? "" : " @\(formatted(CGFloat(priority.rawValue)))"
        return "<NSLayoutConstraint:\(id)\(name(first)).\(attribute(firstAttribute)) \(op) \(rhs)\(priorityText)   (\(isActive ? "active" : "inactive"))>"
    }

    private func formatted(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(describing: Double(value))
    }

    /// A constraint (not yet active) that `view1`'s `attr1` relates by `relation` to `view2`'s `attr2`
    /// × `multiplier` + `c`; `view2` is nil (and `attr2` `.notAnAttribute`) for a constant size.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        first = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        second = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// Activates every constraint in `constraints` (each `isActive = true`).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// `constraints(withVisualFormat:options:metrics:views:)`: the constraints the visual format
    /// describes (not yet active, as in UIKit). A format UIKit cannot parse raises an exception on
    /// iOS; here it gives no constraints and UIKit's message ("Unable to parse constraint format:
    /// …") on standard error.
    open class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormat(format, metrics: metrics, views: views)
        do {
            return try parser.constraints(options: opts)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return []
        }
    }

    /// How the views a visual-format string names line up across the format's direction: by left,
    /// right, top, bottom, leading, trailing or centre.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    }

    /// Deactivates every constraint in `constraints` (each `isActive = false`).
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

/// How much a constraint, or a view's content hugging or compression resistance, matters: 1 to 1000,
/// with `.required` (1000), `.defaultHigh` (750), `.defaultLow` (250) and `.fittingSizeLevel` (50).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (priority: UILayoutPriority, value: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue + value) }
    public static func - (priority: UILayoutPriority, value: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue - value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}
