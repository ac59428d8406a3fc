import Foundation

/// A symbol of the simplex tableau: a variable's own (`external`), or one the solver adds for an
/// inequality (`slack`), a non-required constraint's error (`error`) or a required equality
/// (`dummy`). Symbols are numbered in the order the solver makes them; where Cassowary leaves a
/// choice, the lowest number is taken, which makes the solver deterministic (and kiwi's twin).
struct Symbol: Hashable, Comparable {
    enum Kind { case external, slack, error, dummy }

    let id: Int
    let kind: Kind

    static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
}

/// Cassowary's "near zero": coefficients this small are dropped.
@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

/// A row of the tableau: `basic = constant + Σ coefficient × symbol`.
final class Row {
    var constant: Double
    private(set) var cells: [Symbol: Double]

    init(constant: Double = 0) {
        self.constant = constant
        cells = [:]
    }

    init(copying other: Row) {
        constant = other.constant
        cells = other.cells
    }

    /// Makes this row a copy of `other`.
    func replace(with other: Row) {
        constant = other.constant
        cells = other.cells
    }

    /// The lowest-numbered symbol whose cell satisfies `predicate` (the first in kiwi's sorted
    /// cells).
    func first(where predicate: (Symbol, Double) -> Bool) -> Symbol? {
        var found: Symbol?
        for (symbol, coefficient) in cells where predicate(symbol, coefficient) {
            if found.map({ symbol < $0 }) ?? true { found = symbol }
        }
        return found
    }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if nearZero(sum) { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    /// Adds `coefficient × row`.
    func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    func remove(_ symbol: Symbol) { cells[symbol] = nil }

    func reverseSign() {
        constant = -constant
        for symbol in Array(cells.keys) { cells[symbol] = -(cells[symbol] ?? 0) }
    }

    /// Solves `0 = row` for `symbol`, which MUST be in the row: the row becomes `symbol = …`.
    func solve(for symbol: Symbol) {
        let coefficient = -1 / (cells[symbol] ?? 1)
        cells[symbol] = nil
        constant *= coefficient
        for key in Array(cells.keys) { cells[key] = (cells[key] ?? 0) * coefficient }
    }

    /// Solves `lhs = row` for `rhs`.
    func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` with `row`'s expression.
    func substitute(_ symbol: Symbol, with row: Row) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }
}
