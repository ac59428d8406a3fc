import Foundation

/// The artificial variable of Badros, Borning and Stuckey, TOCHI 2001, §2.5: the way in for a
/// new row `0 = row` that has no subject — no unrestricted symbol, and none of its own slack or
/// error variables with a negative coefficient. Solving it for one of its other restricted
/// symbols could make that symbol, or the equations it is substituted into, negative.
///
/// Instead a restricted artificial variable `a = row` is added as a basic equation — feasible,
/// as the row's constant is ≥ 0 — and `a` is minimised by the primal simplex (phase one of the
/// two-phase method). The constraint can hold exactly when `a` reaches 0: then `a` is driven out
/// of the basis if it is still in it, and its column is deleted, which leaves the tableau with
/// the new constraint in it.
extension Solver {
    /// Adds `row` through an artificial variable; false when the row's minimum stays above 0 —
    /// the constraint cannot hold together with the required ones. On false the tableau is left
    /// pivoted, and the caller MUST put back its snapshot.
    func addThroughArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let artificial = symbols.make(.artificial)
        tableau.insert(row, for: artificial)
        tableau.artificialObjective = row
        try tableau.minimize(.artificial)
        let minimum = tableau.artificialObjective?.constant ?? 0
        tableau.artificialObjective = nil
        guard Row.isNegligible(minimum) else { return false }

        // At 0, `a` may still be basic, in a degenerate equation `a = 0 + Σ cⱼ·yⱼ`.
        if var equation = tableau.removeRow(of: artificial), let entering = exitPartner(in: equation) {
            equation.exchange(artificial, for: entering)
            tableau.enter(equation, for: entering)
        }
        tableau.removeColumn(artificial)
        return true
    }

    /// The symbol that replaces the artificial variable in the basis when its equation,
    /// `a = 0 + Σ cⱼ·yⱼ`, still has terms (nil when it has none: the equation is simply dropped).
    /// As the constant is 0 the pivot changes no value, so any symbol would do; this solver takes,
    /// each time the lowest-numbered, a slack or error variable, else an unrestricted symbol, else
    /// a dummy — a dummy only when the equation holds nothing but dummies, where it stays 0 for
    /// good, as no pivot ever touches a row of dummies.
    func exitPartner(in equation: Row) -> Symbol? {
        equation.lowest { symbol, _ in symbol.kind == .slack || symbol.kind == .error }
            ?? equation.lowest { symbol, _ in symbol.kind == .external }
            ?? equation.lowest { symbol, _ in symbol.kind == .dummy }
    }
}
