import Foundation

/// The simplex tableau of Cassowary in *augmented simplex form* (Badros, Borning and Stuckey,
/// TOCHI 2001, §2.3): equations `basic = row` whose rows hold parametric symbols only, and the
/// objective function, also written in parametric symbols.
///
/// The paper keeps the equations in two sets, C_U — those whose basic variable is unrestricted
/// (a caller's ``Variable``) — and C_S — those whose basic variable is restricted (≥ 0); the
/// simplex steps work on C_S and the objective, and C_U only follows the substitutions. Here
/// both sets live in one map and the basic symbol's ``Symbol/isRestricted`` says which set an
/// equation belongs to. The *basic solution* sets every parametric symbol to 0 and every basic
/// symbol to its row's constant; it is *feasible* when no restricted basic symbol is negative.
///
/// A column index records, for each parametric symbol, the basic symbols whose rows hold it, so
/// that a pivot, a ratio test or an edit touches only those rows.
///
/// The tableau is a value: a copy is a snapshot (copy-on-write), which is how ``Solver`` puts
/// everything back when it refuses a constraint after pivoting.
struct Tableau {
    /// Each basic symbol's row.
    private(set) var rows: [Symbol: Row] = [:]
    /// For each parametric symbol, the basic symbols whose rows hold it.
    private var columns: [Symbol: Set<Symbol>] = [:]
    /// The objective: Σ weight × error variable, in parametric symbols; its constant is the
    /// current weighted error.
    private(set) var objective = Row()
    /// The objective of the artificial pass of §2.5 (the artificial variable's own row), while
    /// one runs; it follows every substitution like the real objective.
    var artificialObjective: Row?
    /// Restricted basic symbols whose constants went negative in a substitution or an edit:
    /// where the dual simplex looks for infeasible rows.
    var suspects: Set<Symbol> = []

    /// `basic`'s row, nil when the symbol is parametric.
    func row(of basic: Symbol) -> Row? { rows[basic] }

    /// The symbol's value in the basic solution: its row's constant, or 0 when it is parametric.
    func value(of symbol: Symbol) -> Double { rows[symbol]?.constant ?? 0 }

    /// The basic symbols whose rows hold `symbol`.
    func rowsHolding(_ symbol: Symbol) -> Set<Symbol> { columns[symbol] ?? [] }

    /// Adds `coefficient × symbol` to `row` in parametric symbols: a basic symbol is replaced by
    /// its row (the substitution §2.5 starts a new constraint with).
    func addParametric(_ symbol: Symbol, times coefficient: Double, to row: inout Row) {
        if let basic = rows[symbol] { row.add(basic, times: coefficient) } else { row.add(symbol, times: coefficient) }
    }

    /// Adds `weight × symbol` to the objective, in parametric symbols: how a non-required
    /// constraint's error variable is weighed in, and (with a negative weight) taken out (§2.6).
    mutating func weigh(_ symbol: Symbol, by weight: Double) {
        if let basic = rows[symbol] { objective.add(basic, times: weight) } else { objective.add(symbol, times: weight) }
    }

    /// Records `row` as `basic`'s equation. `basic` MUST be in no row.
    mutating func insert(_ row: Row, for basic: Symbol) {
        rows[basic] = row
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
    }

    /// Takes `basic`'s equation out of the tableau.
    mutating func removeRow(of basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys { columns[symbol]?.remove(basic) }
        return row
    }

    /// Replaces `symbol` by `row` in every equation and in the objectives. Rows whose restricted
    /// basic symbol went negative are noted in ``suspects``.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        for basic in columns.removeValue(forKey: symbol) ?? [] {
            rows[basic]?.substitute(symbol, by: row)
            guard let updated = rows[basic] else { continue }
            // The row gained or lost some of the substituted row's symbols.
            for other in row.cells.keys {
                if updated.contains(other) { columns[other, default: []].insert(basic) } else { columns[other]?.remove(basic) }
            }
            if basic.isRestricted && updated.constant < 0 { suspects.insert(basic) }
        }
        objective.substitute(symbol, by: row)
        artificialObjective?.substitute(symbol, by: row)
    }

    /// Makes `subject` basic with `row` (already solved for it): substitutes it everywhere, then
    /// records the equation.
    mutating func enter(_ row: Row, for subject: Symbol) {
        substitute(subject, by: row)
        insert(row, for: subject)
    }

    /// A pivot (§2.2, Fig. 5): `leaving`'s equation is solved for `entering`, which MUST be in
    /// it, and `entering` replaces `leaving` in the basis.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = removeRow(of: leaving) else { return }
        row.exchange(leaving, for: entering)
        enter(row, for: entering)
    }

    /// Adds `delta` to `basic`'s constant (an edit constant changed, §2.4), noting the row if it
    /// went negative.
    mutating func shiftConstant(of basic: Symbol, by delta: Double) {
        rows[basic]?.shiftConstant(by: delta)
        if basic.isRestricted, let constant = rows[basic]?.constant, constant < 0 { suspects.insert(basic) }
    }

    /// Deletes a parametric symbol's column: the symbol is 0 for good (the artificial variable
    /// once the artificial pass is over).
    mutating func removeColumn(_ symbol: Symbol) {
        for basic in columns.removeValue(forKey: symbol) ?? [] { rows[basic]?.remove(symbol) }
        objective.remove(symbol)
    }
}
