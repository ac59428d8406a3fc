import Foundation

/// A variable of a linear constraint system: one unknown the ``Solver`` finds a value for (a
/// view's left edge, a label's width). Variables are compared by identity, as Cassowary's are.
///
/// The solver is UIKit-free and pure: it reads nothing but what it is given, keeps no global
/// state, and gives the same values for the same constraints added in the same order.
package final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A name for messages (`"cell.width"`).
    package let name: String

    /// A variable named `name`.
    package init(_ name: String = "") { self.name = name }

    package static func == (a: Variable, b: Variable) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    package var description: String { name.isEmpty ? "an unnamed variable" : name }
}

/// `coefficient × variable`.
package struct LinearTerm: Sendable {
    package var variable: Variable
    package var coefficient: Double

    package init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms and a constant, `2 × width + 8`.
package struct LinearExpression: Sendable {
    package var terms: [LinearTerm]
    package var constant: Double

    package init(_ terms: [LinearTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `variable`.
    package init(_ variable: Variable) { self.init([LinearTerm(variable)]) }

    /// The constant expression `constant`.
    package init(constant: Double) { self.init([], constant: constant) }

    /// `self + other`.
    package func adding(_ other: LinearExpression) -> LinearExpression {
        LinearExpression(terms + other.terms, constant: constant + other.constant)
    }

    /// `self × factor`.
    package func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { LinearTerm($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    /// `self − other`.
    package func subtracting(_ other: LinearExpression) -> LinearExpression { adding(other.scaled(by: -1)) }
}
