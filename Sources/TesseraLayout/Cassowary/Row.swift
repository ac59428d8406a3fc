import Foundation

/// A linear expression over tableau symbols, `constant + Σ coefficient × symbol`.
///
/// It is one of three things in the solver: the right-hand side of a tableau equation
/// `basic = row`, in *basic solved form* (Badros, Borning and Stuckey, TOCHI 2001, §2.2: only
/// parametric symbols appear on the right); the objective function; or a constraint on its way
/// in, read as `0 = row` until a subject is chosen and the row solved for it.
///
/// Coefficients whose magnitude falls below ``Row/epsilon`` are dropped as they arise, so that
/// rounding residue never looks like a symbol the row still depends on.
struct Row {
    /// The tolerance under which a coefficient or a constant counts as zero.
    static let epsilon = 1.0e-8

    /// Whether `value` counts as zero.
    static func isNegligible(_ value: Double) -> Bool { abs(value) < epsilon }

    /// The constant part: the basic symbol's value while every parametric symbol is 0.
    private(set) var constant: Double
    /// The coefficient of each symbol in the row (never a negligible one).
    private(set) var cells: [Symbol: Double] = [:]

    /// The constant row `constant`.
    init(constant: Double = 0) { self.constant = constant }

    /// `symbol`'s coefficient, 0 when it is not in the row.
    func coefficient(of symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Whether `symbol` is in the row.
    func contains(_ symbol: Symbol) -> Bool { cells[symbol] != nil }

    /// The lowest-numbered symbol whose cell passes `test` (the solver's tie-break rule).
    func lowest(where test: (Symbol, Double) -> Bool) -> Symbol? {
        var found: Symbol?
        for (symbol, coefficient) in cells where test(symbol, coefficient) {
            if let current = found, current < symbol { continue }
            found = symbol
        }
        return found
    }

    /// Adds `coefficient × symbol`, dropping the cell when the sum is negligible.
    mutating func add(_ symbol: Symbol, times coefficient: Double) {
        let sum = coefficient + (cells[symbol] ?? 0)
        cells[symbol] = Row.isNegligible(sum) ? nil : sum
    }

    /// Adds `factor × row`, constant and cells.
    mutating func add(_ row: Row, times factor: Double) {
        constant += factor * row.constant
        for (symbol, coefficient) in row.cells { add(symbol, times: factor * coefficient) }
    }

    /// Takes `symbol` out of the row (its value being 0 for good).
    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    /// Adds `delta` to the constant.
    mutating func shiftConstant(by delta: Double) { constant += delta }

    /// Multiplies the row by −1 (§2.5: a new constraint's row is negated when its constant is
    /// negative, so that a restricted subject starts at a value ≥ 0).
    mutating func negate() {
        constant = -constant
        cells = cells.mapValues { -$0 }
    }

    /// Solves `0 = self` for `symbol`, which MUST be in the row: afterwards the row is the
    /// right-hand side of `symbol = …`. From `0 = c + a·symbol + Σ bᵢ·xᵢ` it makes
    /// `symbol = −c/a + Σ (−bᵢ/a)·xᵢ`.
    mutating func solve(for symbol: Symbol) {
        guard let a = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / a
        constant *= factor
        cells = cells.mapValues { $0 * factor }
    }

    /// Rewrites `basic = self` as `entering = …`: the row half of a pivot (§2.2, Fig. 5).
    /// `entering` MUST be in the row.
    mutating func exchange(_ basic: Symbol, for entering: Symbol) {
        add(basic, times: -1)
        solve(for: entering)
    }

    /// Replaces `symbol` by `row` (the expression it is now equal to); false when the row does
    /// not hold `symbol`.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, by row: Row) -> Bool {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return false }
        add(row, times: coefficient)
        return true
    }
}
