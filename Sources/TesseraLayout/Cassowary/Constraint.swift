import Foundation

/// A linear constraint, `expression ⋈ 0` held at a ``Strength`` — an equation or a non-strict
/// inequality, the two kinds Cassowary handles (Badros, Borning and Stuckey, TOCHI 2001, §2.7
/// explains why strict inequalities are left out).
///
/// Constraints are compared by identity: the same expression added twice is two constraints,
/// each removed on its own. The solver turns a constraint into a row of its tableau on
/// ``Solver/add(_:)`` (see `Solver+Adding.swift`).
package final class Constraint: Hashable, CustomStringConvertible, Sendable {
    /// The relation of the expression to zero.
    package enum Relation: Sendable, CustomStringConvertible {
        /// `expression ≤ 0`.
        case lessThanOrEqual
        /// `expression = 0`.
        case equal
        /// `expression ≥ 0`.
        case greaterThanOrEqual

        package var description: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }
    }

    /// The left-hand side; the right-hand side is 0.
    package let expression: LinearExpression
    /// How the expression relates to 0.
    package let relation: Relation
    /// How strongly the constraint is held.
    package let strength: Strength
    /// A name for messages (the `NSLayoutConstraint` it comes from).
    package let name: String

    /// `expression relation 0` at `strength`.
    package init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required, name: String = "") {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.name = name
    }

    /// `lhs relation rhs` at `strength`, kept as `lhs − rhs relation 0`.
    package convenience init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                             strength: Strength = .required, name: String = "") {
        self.init(lhs.subtracting(rhs), relation, strength: strength, name: name)
    }

    /// Whether the constraint must hold.
    var isRequired: Bool { strength >= .required }

    package static func == (a: Constraint, b: Constraint) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The name, or the constraint written out (`1.0 * x + -10.0 >= 0`).
    package var description: String {
        if !name.isEmpty { return name }
        let terms = expression.terms.map { "\($0.coefficient) * \($0.variable)" }.joined(separator: " + ")
        return "\(terms) + \(expression.constant) \(relation) 0"
    }
}
