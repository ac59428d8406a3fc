import Foundation

/// An unknown of a linear constraint system — a view's left edge, a label's width — whose value
/// the ``Solver`` finds. In the terms of Badros, Borning and Stuckey ("The Cassowary linear
/// arithmetic constraint solving algorithm", ACM TOCHI 8(4), 2001, §2.1) it is an *unrestricted*
/// variable: it may take any value, negative ones included.
///
/// Two variables are the same variable only when they are the same object; the name is for
/// messages. The solver keeps no state outside itself: the same constraints added in the same
/// order always give the same values.
package final class Variable: Hashable, CustomStringConvertible, Sendable {
    /// A name for messages (`"cell.width"`).
    package let name: String

    /// A variable named `name`.
    package init(_ name: String = "") { self.name = name }

    package static func == (a: Variable, b: Variable) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    package var description: String { name.isEmpty ? "an unnamed variable" : name }
}

/// One term of a linear expression: `coefficient × variable`.
package struct LinearTerm: Sendable {
    /// The variable.
    package var variable: Variable
    /// Its factor.
    package var coefficient: Double

    /// `coefficient × variable`.
    package init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression over ``Variable``s: a sum of terms and a constant, `2 × width + 8`. A
/// variable may appear in several terms; the solver adds their coefficients up.
package struct LinearExpression: Sendable {
    /// The terms, in the order they were given (the solver numbers new variables in this order).
    package var terms: [LinearTerm]
    /// The constant part.
    package var constant: Double

    /// `Σ terms + constant`.
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
