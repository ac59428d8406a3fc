import Foundation

/// An edit variable: a variable the caller moves by suggesting values (Badros, Borning and
/// Stuckey, TOCHI 2001, §2.4, "edit constraints").
struct EditVariable {
    /// The edit constraint `variable = α`, kept as `variable + 0 = 0` with α held apart.
    let constraint: Constraint
    /// Its symbols: δ⁺ (the marker) and δ⁻.
    let symbols: ConstraintSymbols
    /// α, the value last suggested (0 until the first suggestion).
    var suggested: Double
}

/// Edit variables and suggested values, §2.4 of the paper. An edit constraint `v = α` is an
/// ordinary non-required equation; suggesting a new α changes only the constants of the
/// tableau, after which the dual simplex (`Tableau+DualSimplex.swift`) restores feasibility —
/// far cheaper than removing and adding the constraint.
extension Solver {
    /// Makes `variable` an edit variable: its edit constraint `variable = α` is added at
    /// `strength`, which MUST be below required (a suggestion has to be able to give way). α
    /// starts at 0 until ``suggest(_:for:)`` is called.
    package func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard strength < .required else { throw .requiredEditStrength(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try add(constraint)
        guard let introduced = constraints[constraint] else { throw .internalError("the edit constraint of \(variable) was lost") }
        edits[variable] = EditVariable(constraint: constraint, symbols: introduced, suggested: 0)
    }

    /// Stops editing `variable`: its edit constraint is removed.
    package func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    /// Asks for `value` as the edit variable `variable`'s value, and re-solves.
    ///
    /// The edit constraint's equation is `v − α − δ⁺ + δ⁻ = 0`. Moving α by `Δ` is the same as
    /// replacing δ⁺ by `δ⁺ + Δ`, so the paper changes constants only:
    /// - if δ⁺ is basic, its equation's constant falls by `Δ`;
    /// - else if δ⁻ is basic, δ⁺ appears in its equation alone, whose constant rises by `Δ`;
    /// - else each equation holding δ⁺ with coefficient `c` gains `c·Δ`.
    /// Restricted equations that went negative are repaired by the dual simplex.
    package func suggest(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.suggested
        edit.suggested = value
        edits[variable] = edit
        let plus = edit.symbols.marker
        if tableau.row(of: plus) != nil {
            tableau.shiftConstant(of: plus, by: -delta)
        } else if let minus = edit.symbols.otherError, tableau.row(of: minus) != nil {
            tableau.shiftConstant(of: minus, by: delta)
        } else {
            // Each equation changes on its own: the order does not matter.
            for basic in tableau.rowsHolding(plus) {
                let c = tableau.row(of: basic)?.coefficient(of: plus) ?? 0
                tableau.shiftConstant(of: basic, by: c * delta)
            }
        }
        try tableau.restoreFeasibility()
    }
}
