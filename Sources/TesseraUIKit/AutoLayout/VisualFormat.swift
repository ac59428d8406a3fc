import Foundation
import TesseraLayout

/// Auto Layout's visual format language (`NSLayoutConstraint.constraints(withVisualFormat:…)`),
/// parsed into constraints as UIKit makes them:
///
/// ```
/// H:|-[icon(44)]-[title(>=100@750)]-|      V:|-(top)-[title]-8-[body(==title)]|
/// ```
///
/// `H:` (the default) relates leading and trailing edges, `V:` top and bottom; `|` is the
/// superview; `-` alone is the standard spacing (8 points between views, 20 to the superview's
/// edge); `-n-`, `-(n)-`, `-(>=n@p)-` are spacings with a relation and priority; `[name(…)]` sizes a
/// view by constants, metrics or another view's name; `metrics` gives names to numbers. Format
/// options `alignAll…` line every view of the format up on that attribute.
@MainActor
struct VisualFormat {
    /// Why a format string cannot be read: UIKit's "Unable to parse constraint format" with the
    /// reason and where.
    struct ParseError: Error, CustomStringConvertible {
        let reason: String
        let format: String
        let position: Int
        var description: String {
            "Unable to parse constraint format: \(reason)\n\(format)\n\(String(repeating: " ", count: position))^"
        }
    }

    /// One `(relation constant@priority)` predicate.
    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat?
        var view: String?
        var priority: UILayoutPriority = .required
    }

    private let format: String
    private let scalars: [Character]
    private var index = 0
    private let metrics: [String: Any]
    private let views: [String: Any]

    init(_ format: String, metrics: [String: Any]?, views: [String: Any]) {
        self.format = format
        scalars = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics ?? [:]
        self.views = views
    }

    // MARK: Parsing

    private func fail(_ reason: String) -> ParseError { ParseError(reason: reason, format: format, position: index) }

    private var current: Character? { index < scalars.count ? scalars[index] : nil }

    private mutating func take(_ character: Character) -> Bool {
        guard current == character else { return false }
        index += 1
        return true
    }

    private mutating func name() -> String? {
        let start = index
        while let c = current, c.isLetter || c.isNumber || c == "_" { index += 1 }
        guard index > start, let first = scalars[start...].first, !first.isNumber else { index = start; return nil }
        return String(scalars[start..<index])
    }

    private mutating func number() -> CGFloat? {
        let start = index
        while let c = current, c.isNumber || c == "." { index += 1 }
        guard index > start, let value = Double(String(scalars[start..<index])) else { index = start; return nil }
        return CGFloat(value)
    }

    private func metric(_ name: String) throws(ParseError) -> CGFloat {
        switch metrics[name] {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: throw fail("\(name) is not a key in the metrics dictionary")
        }
    }

    /// `constant | metric`, optionally negative.
    private mutating func constant() throws(ParseError) -> CGFloat? {
        let negative = take("-")
        if let value = number() { return negative ? -value : value }
        let start = index
        if let key = name() {
            // A name that is not a metric may be a view's (`[a(==b)]`): the caller decides.
            guard metrics[key] != nil else {
                index = negative ? start - 1 : start
                return nil
            }
            let value = try metric(key)
            return negative ? -value : value
        }
        if negative { index -= 1 }
        return nil
    }

    private mutating func predicate(allowsViews: Bool) throws(ParseError) -> Predicate {
        var predicate = Predicate()
        if take("=") {
            guard take("=") else { throw fail("Expected '=='") }
        } else if take("<") {
            guard take("=") else { throw fail("Expected '<='") }
            predicate.relation = .lessThanOrEqual
        } else if take(">") {
            guard take("=") else { throw fail("Expected '>='") }
            predicate.relation = .greaterThanOrEqual
        }
        let start = index
        if let value = try constant() {
            predicate.constant = value
        } else if allowsViews, let view = name() {
            guard views[view] != nil else { index = start; throw fail("\(view) is not a key in the views dictionary") }
            predicate.view = view
        } else {
            throw fail("Expected a number, a metric or a view name")
        }
        if take("@") {
            if let value = number() {
                predicate.priority = UILayoutPriority(Float(value))
            } else if let key = name() {
                predicate.priority = UILayoutPriority(Float(try metric(key)))
            } else {
                throw fail("Expected a priority")
            }
        }
        return predicate
    }

    /// `(p, p, …)` or a bare constant.
    private mutating func predicates(allowsViews: Bool) throws(ParseError) -> [Predicate] {
        if take("(") {
            var list = [try predicate(allowsViews: allowsViews)]
            while take(",") { list.append(try predicate(allowsViews: allowsViews)) }
            guard take(")") else { throw fail("Expected ')'") }
            return list
        }
        guard let value = try constant() else { throw fail("Expected a number, a metric or '('") }
        return [Predicate(constant: value)]
    }

    /// What lies between two items: nothing (`[a][b]`), the standard spacing (`-`), or
    /// predicates (`-8-`, `-(>=8)-`). `nil` for no connection at all.
    private mutating func connection(standard: CGFloat) throws(ParseError) -> [Predicate]? {
        guard take("-") else { return [Predicate(constant: 0)] }
        if current == "[" || current == "|" { return [Predicate(constant: standard)] }
        let list = try predicates(allowsViews: false)
        guard take("-") else { throw fail("Expected '-'") }
        return list
    }

    // MARK: Constraints

    /// The constraints of the format, in UIKit's order along the line.
    mutating func constraints(options: NSLayoutConstraint.FormatOptions) throws(ParseError) -> [NSLayoutConstraint] {
        var vertical = false
        if scalars.count >= 2, scalars[1] == ":" {
            guard scalars[0] == "H" || scalars[0] == "V" else { throw fail("Expected 'H:' or 'V:'") }
            vertical = scalars[0] == "V"
            index = 2
        }
        let leading: NSLayoutConstraint.Attribute = vertical ? .top : .leading
        let trailing: NSLayoutConstraint.Attribute = vertical ? .bottom : .trailing
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var result: [NSLayoutConstraint] = []
        var lined: [UIView] = []
        var previous: AnyObject?   // the item before the next connection: a view, or the superview
        var previousIsSuperview = false
        var pending: [Predicate]?

        func relate(_ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ second: AnyObject?,
                    _ secondAttribute: NSLayoutConstraint.Attribute, _ predicate: Predicate, constant: CGFloat) {
            let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: predicate.relation, toItem: second,
                                                attribute: secondAttribute, multiplier: 1, constant: constant)
            constraint.priority = predicate.priority
            result.append(constraint)
        }

        if take("|") {
            previousIsSuperview = true
            pending = try connection(standard: 20)
        }
        while take("[") {
            guard let key = name() else { throw fail("Expected a view name") }
            guard let view = views[key] as? UIView else { throw fail("\(key) is not a key in the views dictionary") }
            var sizes: [Predicate] = []
            if current == "(" { sizes = try predicates(allowsViews: true) }
            guard take("]") else { throw fail("Expected ']'") }
            for predicate in sizes {
                if let other = predicate.view, let otherView = views[other] as? UIView {
                    relate(view, size, otherView, size, predicate, constant: 0)
                } else {
                    relate(view, size, nil, .notAnAttribute, predicate, constant: predicate.constant ?? 0)
                }
            }
            // The connection from what came before: superview edge or the previous view.
            if let pending {
                if previousIsSuperview {
                    guard let superview = view.superview else { throw fail("Unable to interpret '|' character, because the related view doesn't have a superview") }
                    for predicate in pending { relate(view, leading, superview, leading, predicate, constant: predicate.constant ?? 0) }
                } else if let previous {
                    for predicate in pending { relate(view, leading, previous, trailing, predicate, constant: predicate.constant ?? 0) }
                }
            }
            lined.append(view)
            previous = view
            previousIsSuperview = false
            // The connection to what follows: the next view, the superview, or nothing.
            let following: [Predicate]
            if current == "[" {
                following = [Predicate(constant: 0)]
            } else if take("-") {
                if current == "|" {
                    following = [Predicate(constant: 20)]
                } else if current == "[" {
                    following = [Predicate(constant: 8)]
                } else {
                    following = try predicates(allowsViews: false)
                    guard take("-") else { throw fail("Expected '-'") }
                }
            } else if current == "|" {
                following = [Predicate(constant: 0)]
            } else {
                break
            }
            if take("|") {
                guard let superview = view.superview else {
                    throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
                }
                for predicate in following {
                    relate(superview, trailing, view, trailing, predicate, constant: predicate.constant ?? 0)
                }
                break
            }
            pending = following
        }
        guard index == scalars.count else { throw fail("Expected '[' or the end of the format") }
        guard !lined.isEmpty else { throw fail("Expected a view") }
        // alignAll…: every view lined up with the first on each attribute named.
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
        ]
        for (option, attribute) in alignments where options.contains(option) {
            for view in lined.dropFirst() {
                relate(lined[0], attribute, view, attribute, Predicate(), constant: 0)
            }
        }
        return result
    }
}
