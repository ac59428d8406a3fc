import Foundation

/// How strongly the ``Solver`` holds a constraint: `required` ones always hold (or the system is
/// refused); weaker ones hold as far as the required ones allow, a stronger one winning over any
/// number of weaker ones in practice (Cassowary's strengths, as kiwi weighs them).
package struct Strength: Comparable, Hashable, Sendable {
    /// The weight in the objective the solver minimises.
    package let value: Double

    /// A strength of `strong`, `medium` and `weak` parts, each 0…1000 (kiwi's `strength.create`).
    package init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
        func part(_ x: Double) -> Double { min(max(x * weight, 0), 1000) }
        value = part(strong) * 1_000_000 + part(medium) * 1000 + part(weak)
    }

    /// A strength of exactly `value`, clipped to 0…``required``.
    package init(value: Double) { self.value = min(max(value, 0), Strength.required.value) }

    private init(exactly value: Double) { self.value = value }

    package static let required = Strength(exactly: 1000 * 1_000_000 + 1000 * 1000 + 1000)
    package static let strong = Strength(exactly: 1_000_000)
    package static let medium = Strength(exactly: 1000)
    package static let weak = Strength(exactly: 1)

    package static func < (a: Strength, b: Strength) -> Bool { a.value < b.value }
}

/// `expression ⋈ 0` held at a strength: the solver's constraint.
package final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The relation of the expression to zero.
    package enum Relation: Sendable, CustomStringConvertible {
        case lessThanOrEqual, equal, greaterThanOrEqual
        package var description: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }
    }

    package let expression: LinearExpression
    package let relation: Relation
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

    /// `lhs relation rhs` at `strength`.
    package convenience init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required, name: String = "") {
        self.init(lhs.subtracting(rhs), relation, strength: strength, name: name)
    }

    package static func == (a: Constraint, b: Constraint) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    package var description: String {
        if !name.isEmpty { return name }
        let terms = expression.terms.map { "\($0.coefficient) * \($0.variable)" }.joined(separator: " + ")
        return "\(terms) + \(expression.constant) \(relation) 0"
    }
}

/// Why the solver refused a constraint or an edit.
package enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint contradicts the required constraints already added.
    case unsatisfiable(Constraint)
    /// The constraint was added already.
    case duplicateConstraint(Constraint)
    /// The constraint was never added (or removed already).
    case unknownConstraint(Constraint)
    /// The variable is an edit variable already.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required.
    case requiredEditStrength(Variable)
    /// The objective has no minimum (a bug in the solver, never a user's error).
    case internalError(String)

    package var description: String {
        switch self {
        case .unsatisfiable(let c): return "unable to satisfy the constraint \(c) together with the required constraints"
        case .duplicateConstraint(let c): return "the constraint \(c) was added twice"
        case .unknownConstraint(let c): return "the constraint \(c) is not in the solver"
        case .duplicateEditVariable(let v): return "\(v) is an edit variable already"
        case .unknownEditVariable(let v): return "\(v) is not an edit variable"
        case .requiredEditStrength(let v): return "edit variable \(v) cannot have the required strength"
        case .internalError(let message): return "solver: \(message)"
        }
    }
}
