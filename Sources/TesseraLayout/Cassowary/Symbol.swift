import Foundation

/// A column of the solver's tableau: one of the variables of Badros, Borning and Stuckey, "The
/// Cassowary linear arithmetic constraint solving algorithm" (ACM TOCHI 8(4), 2001).
///
/// The paper (§2.1–2.3) splits them into *unrestricted* variables, which may take any value —
/// the caller's ``Variable``s — and *restricted* ones, which must stay ≥ 0:
/// - a **slack** variable turns an inequality into an equation (`e ≤ 0` becomes `e + s = 0`);
/// - the **error** variables δ⁺ and δ⁻ measure how far a non-required constraint is from holding
///   (`e = δ⁺ − δ⁻`); the objective function is their weighted sum;
/// - a **dummy** variable stands in a required equation only to mark it (§2.6): it is kept at 0
///   and never enters the basis;
/// - the **artificial** variable of §2.5 lives only while a constraint without a subject is added.
///
/// Symbols are numbered from 1 in the order the solver makes them. Wherever the algorithm allows
/// several choices — the entering or leaving variable of a pivot, a row's subject — this solver
/// takes the lowest-numbered candidate (Bland's rule for the simplex steps), so its answers never
/// depend on hashing or memory addresses.
struct Symbol: Hashable, Comparable, CustomStringConvertible {
    /// Which of the paper's kinds of variable the symbol is.
    enum Kind: Sendable { case external, slack, error, dummy, artificial }

    /// The symbol's number, unique within one solver.
    let number: Int
    /// Its kind.
    let kind: Kind

    /// Whether the symbol must stay ≥ 0 (every kind but `external`).
    var isRestricted: Bool { kind != .external }
    /// Whether a pivot may bring the symbol into the basis: every kind but `dummy`, whose value
    /// must stay 0.
    var mayEnter: Bool { kind != .dummy }

    static func == (a: Symbol, b: Symbol) -> Bool { a.number == b.number }
    func hash(into hasher: inout Hasher) { hasher.combine(number) }
    static func < (a: Symbol, b: Symbol) -> Bool { a.number < b.number }
    var description: String { "\(kind)#\(number)" }
}

/// What a constraint put into the tableau. Its *marker* (§2.6) is the symbol that identifies its
/// row for removal: the slack variable of an inequality, the dummy of a required equation, δ⁺
/// of a non-required equation. `errors` are its error variables, which the objective weighs.
struct ConstraintSymbols {
    /// The marker.
    let marker: Symbol
    /// The error variables (none for a required constraint; δ for an inequality; δ⁺ and δ⁻ for an
    /// equation, δ⁺ being the marker).
    let errors: [Symbol]

    /// The error variable that is not the marker: δ⁻ of a non-required equation, δ of an
    /// inequality.
    var otherError: Symbol? { errors.first { $0 != marker } }

    /// Every symbol the constraint made, in the order it made them (the marker first).
    var all: [Symbol] { [marker] + errors.filter { $0 != marker } }
}

/// Makes the solver's symbols and remembers which symbol stands for which ``Variable``.
///
/// A required constraint that is refused must leave no trace, numbering included: between
/// ``begin()`` and ``rollBack()`` the table notes what it makes so that it can forget it.
struct SymbolTable {
    private var nextNumber = 1
    private var externals: [Variable: Symbol] = [:]
    /// The variables first met since ``begin()``.
    private var met: [Variable] = []
    private var numberAtBegin = 1

    /// `variable`'s symbol, if a constraint has mentioned it.
    func existing(_ variable: Variable) -> Symbol? { externals[variable] }

    /// A new symbol of `kind`.
    mutating func make(_ kind: Symbol.Kind) -> Symbol {
        defer { nextNumber += 1 }
        return Symbol(number: nextNumber, kind: kind)
    }

    /// `variable`'s symbol, made (as an `external` one) the first time it is asked for.
    mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = externals[variable] { return symbol }
        let symbol = make(.external)
        externals[variable] = symbol
        met.append(variable)
        return symbol
    }

    /// Starts noting what is made, for a ``rollBack()``.
    mutating func begin() {
        met.removeAll(keepingCapacity: true)
        numberAtBegin = nextNumber
    }

    /// Forgets every symbol made since ``begin()``.
    mutating func rollBack() {
        for variable in met { externals[variable] = nil }
        met.removeAll(keepingCapacity: true)
        nextNumber = numberAtBegin
    }
}
