import Foundation

/// The dual simplex re-optimisation of Badros, Borning and Stuckey, TOCHI 2001, §2.4
/// (`re_optimize`): after an edit constant changes, the tableau is still *optimal* — the
/// objective's coefficients are untouched — but some restricted basic symbols may have become
/// negative. Each dual step takes one infeasible equation out of the basis and brings in the
/// symbol that keeps the objective's coefficients non-negative, until the basic solution is
/// feasible again. In an interactive edit this usually costs a pivot only when a constraint
/// starts or stops being violated.
///
/// Choices are made by symbol number, as in the primal steps: the lowest-numbered infeasible
/// equation is repaired first, and the ratio test's ties go to the lowest-numbered symbol.
extension Tableau {
    /// Pivots until no restricted basic symbol is negative, starting from the rows in
    /// ``suspects``; empties ``suspects``.
    mutating func restoreFeasibility() throws(SolverError) {
        while let leaving = nextInfeasibleRow() {
            guard let row = row(of: leaving), let entering = dualEnteringSymbol(for: row) else {
                throw .internalError("no symbol can repair the infeasible row of \(leaving)")
            }
            pivot(entering: entering, leaving: leaving)
        }
        suspects.removeAll(keepingCapacity: true)
    }

    /// The lowest-numbered suspect that is still basic with a (not negligibly) negative
    /// constant; suspects that have recovered are dropped.
    mutating func nextInfeasibleRow() -> Symbol? {
        suspects = suspects.filter { basic in
            guard let constant = row(of: basic)?.constant else { return false }
            return constant < 0 && !Row.isNegligible(constant)
        }
        return suspects.min()
    }

    /// The dual ratio test: the row `x = c + Σ aⱼ·yⱼ` has `c < 0`, and only a symbol with
    /// `aⱼ > 0` can raise `x` back to 0. Entering `yⱼ` changes every objective coefficient by a
    /// multiple of `dⱼ / aⱼ` (`dⱼ` its objective coefficient, ≥ 0 at the optimum); the least
    /// ratio keeps them all ≥ 0, so the tableau stays optimal. Ties go to the lowest-numbered
    /// symbol; a dummy never enters.
    func dualEnteringSymbol(for row: Row) -> Symbol? {
        var found: Symbol?
        var least = Double.infinity
        for (symbol, a) in row.cells where symbol.mayEnter && a > 0 {
            let ratio = objective.coefficient(of: symbol) / a
            if ratio < least || (ratio == least && found.map { symbol < $0 } == true) {
                least = ratio
                found = symbol
            }
        }
        return found
    }
}
