import Foundation

/// Removing a constraint: Badros, Borning and Stuckey, TOCHI 2001, §2.6 and Fig. 9
/// (`inc_deletion`).
///
/// Pivots mix the tableau's equations, so a constraint's own equation is not kept anywhere as
/// such. Its *marker* variable — the slack of an inequality, the dummy of a required equation,
/// δ⁺ of a non-required one — appears in no other constraint, so the equations where it has a
/// non-zero coefficient are exactly the ones the constraint still contributes to. Making the
/// marker basic and dropping its equation removes the constraint and nothing else.
extension Solver {
    /// Removes `constraint` and re-optimises.
    ///
    /// 1. Its error variables leave the objective: `−w × δ` is added for each, with δ replaced
    ///    by its equation when it is basic (§2.6).
    /// 2. If the marker is basic, its equation is dropped. Otherwise the marker is pivoted into
    ///    the basis in the equation chosen by `markerExitRow(for:)`, and that equation is
    ///    dropped.
    /// 3. The objective is minimised again: a non-required constraint may hold now.
    package func remove(_ constraint: Constraint) throws(SolverError) {
        guard let introduced = constraints[constraint] else { throw .unknownConstraint(constraint) }
        let marker = introduced.marker
        for error in introduced.errors { tableau.weigh(error, by: -constraint.strength.value) }
        if tableau.row(of: marker) == nil {
            guard let leaving = markerExitRow(for: marker) else {
                throw .internalError("the marker of \(constraint) is in no equation")
            }
            tableau.pivot(entering: marker, leaving: leaving)
        }
        _ = tableau.removeRow(of: marker)
        constraints[constraint] = nil
        try tableau.minimize(.objective)
        tableau.suspects.removeAll(keepingCapacity: true)
    }

    /// The equation to pivot a parametric marker into (Fig. 9), chosen so that the tableau stays
    /// feasible once it is dropped:
    /// 1. among restricted equations `x = c + a·marker + …` with `a < 0`, the least `−c / a`
    ///    (the ordinary ratio test: `x` is the first to reach 0);
    /// 2. else, among restricted equations with `a > 0`, the least `c / a`;
    /// 3. else an unrestricted equation, which no sign constrains: the paper lets any one do.
    /// Ties in 1 and 2 go to the lowest-numbered basic symbol. In 3 the highest-numbered one is
    /// taken — the variable the constraints met last becomes parametric, and the equations of
    /// the variables met before it stay as they were. Any choice is correct; it matters only
    /// when the removal leaves a variable free (several solutions are optimal), and there this
    /// one is also the choice of the reference the solver is tested against (python3-kiwisolver,
    /// `SolverKiwiTests`), so the two agree on such systems too.
    func markerExitRow(for marker: Symbol) -> Symbol? {
        var negative: (basic: Symbol, ratio: Double)?
        var positive: (basic: Symbol, ratio: Double)?
        var unrestricted: Symbol?
        func better(_ basic: Symbol, _ ratio: Double, than current: (basic: Symbol, ratio: Double)?) -> Bool {
            guard let current else { return true }
            return ratio < current.ratio || (ratio == current.ratio && basic < current.basic)
        }
        for basic in tableau.rowsHolding(marker) {
            guard let row = tableau.row(of: basic) else { continue }
            let a = row.coefficient(of: marker)
            if !basic.isRestricted {
                if unrestricted.map({ $0 < basic }) ?? true { unrestricted = basic }
            } else if a < 0 {
                let ratio = -row.constant / a
                if better(basic, ratio, than: negative) { negative = (basic, ratio) }
            } else if a > 0 {
                let ratio = row.constant / a
                if better(basic, ratio, than: positive) { positive = (basic, ratio) }
            }
        }
        return negative?.basic ?? positive?.basic ?? unrestricted
    }
}
