import Foundation

/// The primal simplex optimisation of Badros, Borning and Stuckey, TOCHI 2001, §2.2 (Fig. 5,
/// `simplex_opt`): from a feasible tableau, pivot until no parametric symbol can lower the
/// objective.
///
/// Where the paper lets any candidate do, this solver follows Bland's rule (R. G. Bland, "New
/// finite pivoting rules for the simplex method", Mathematics of Operations Research 2(2),
/// 1977): the entering symbol is the lowest-numbered one that improves the objective, and among
/// the rows that tie in the ratio test the lowest-numbered basic symbol leaves. Bland's rule
/// never cycles on a degenerate tableau — Auto Layout's are full of zero constants — and it
/// depends on symbol numbers only, so the answer is the same on every run.
extension Tableau {
    /// Which objective a simplex run minimises.
    enum Goal {
        /// The weighted error of the non-required constraints.
        case objective
        /// The artificial variable of a constraint being added (§2.5).
        case artificial
    }

    /// Minimises `goal` by primal simplex pivots; the tableau MUST be feasible and stays so.
    ///
    /// Each step (Fig. 5): choose a parametric symbol with a negative coefficient in the
    /// objective — increasing it from 0 lowers the objective — then the restricted equation that
    /// first stops the increase, and pivot. The optimum is reached when no coefficient is
    /// negative. The objective is bounded below (a sum of weighted non-negative errors, or one
    /// non-negative artificial variable), so a step without a limiting equation means the
    /// tableau is broken.
    mutating func minimize(_ goal: Goal) throws(SolverError) {
        while let entering = enteringSymbol(for: goal) {
            guard let leaving = leavingSymbol(for: entering) else {
                throw .internalError("the objective is unbounded")
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The symbol to enter the basis: the lowest-numbered symbol with a negative coefficient in
    /// the objective that may enter (a dummy must stay 0 and never does), or nil at the optimum.
    func enteringSymbol(for goal: Goal) -> Symbol? {
        let function: Row?
        switch goal {
        case .objective: function = objective
        case .artificial: function = artificialObjective
        }
        return function?.lowest { symbol, coefficient in symbol.mayEnter && coefficient < 0 }
    }

    /// The ratio test of Fig. 5: among the restricted equations `xᵢ = cᵢ + aᵢ·entering + …` with
    /// `aᵢ < 0`, the one with the least `−cᵢ / aᵢ` — the one whose basic symbol reaches 0 first
    /// as `entering` grows; ties go to the lowest-numbered basic symbol (Bland). Unrestricted
    /// equations never limit the step: their basic symbols may take any value.
    func leavingSymbol(for entering: Symbol) -> Symbol? {
        var found: Symbol?
        var least = Double.infinity
        for basic in rowsHolding(entering) where basic.isRestricted {
            guard let row = row(of: basic) else { continue }
            let a = row.coefficient(of: entering)
            guard a < 0 else { continue }
            let ratio = -row.constant / a
            if ratio < least || (ratio == least && found.map { basic < $0 } == true) {
                least = ratio
                found = basic
            }
        }
        return found
    }
}
