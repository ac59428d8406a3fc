import Foundation

/// A Cassowary constraint solver: linear equations and inequalities over ``Variable``s, each held
/// at a ``Strength``, solved incrementally. It implements the algorithm of Badros, Borning and
/// Stuckey, "The Cassowary linear arithmetic constraint solving algorithm", ACM Transactions on
/// Computer-Human Interaction 8(4), 2001:
///
/// - constraints are kept as a simplex tableau in augmented simplex form (`Tableau`, §2.3);
/// - adding one rewrites it as an equation in the tableau's parametric symbols, chooses a
///   subject, or finds a feasible one through an artificial variable (`Solver+Adding.swift`,
///   `Solver+Artificial.swift`, §2.5), then re-optimises with the primal simplex
///   (`Tableau+Simplex.swift`, §2.2);
/// - removing one finds its equation through its marker variable (`Solver+Removing.swift`, §2.6);
/// - edit variables take suggested values by changing constants only, feasibility coming back
///   through the dual simplex (`Solver+Editing.swift`, `Tableau+DualSimplex.swift`, §2.4).
///
/// Where the paper leaves a choice the solver takes the lowest-numbered symbol (Bland's rule for
/// the pivots), so its answers depend only on the constraints and their order. It is checked
/// against an independent implementation, Debian's `python3-kiwisolver`, on 1,000 random
/// systems (`Tests/Fixtures/solver/kiwi-systems.json`).
///
/// Auto Layout is this algorithm: TesseraUIKit turns `NSLayoutConstraint`s into ``Constraint``s.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(Constraint(LinearExpression(left), .equal, LinearExpression(constant: 16)))
/// try solver.add(Constraint(LinearExpression(width), .greaterThanOrEqual, LinearExpression(constant: 100)))
/// try solver.add(Constraint(LinearExpression(width), .equal, LinearExpression(constant: 80), strength: .strong))
/// solver.value(of: width)   // 100: the required minimum wins over the strong wish
/// ```
///
/// The solver MUST be used from one thread at a time; it holds no global state.
package final class Solver {
    /// The equations and the objective.
    var tableau = Tableau()
    /// Symbol numbering, and the symbol of each variable the constraints mention.
    var symbols = SymbolTable()
    /// Each constraint in the solver, with the symbols it brought into the tableau.
    var constraints: [Constraint: ConstraintSymbols] = [:]
    /// Each edit variable, with its edit constraint and the value last suggested.
    var edits: [Variable: EditVariable] = [:]

    /// An empty solver.
    package init() {}

    /// Whether `constraint` is in the solver.
    package func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// The value `variable` takes in the current solution: its equation's constant when it is
    /// basic, 0 when it is parametric or in no constraint.
    package func value(of variable: Variable) -> Double {
        guard let symbol = symbols.existing(variable) else { return 0 }
        return tableau.value(of: symbol)
    }
}
