import Foundation

/// A Cassowary constraint solver: linear equalities and inequalities over ``Variable``s, each
/// held at a ``Strength``, solved incrementally with the dual simplex method (Badros, Borning and
/// Stuckey, "The Cassowary linear arithmetic constraint solving algorithm", 2001). It follows
/// kiwi, Cassowary's fast implementation, step for step, including its choices where several
/// pivots would do (the lowest-numbered symbol), so both give the same values.
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
    /// What a constraint added to the tableau: its marker symbol and, for a non-required one,
    /// its second error symbol.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    struct EditInfo {
        let tag: Tag
        let constraint: Constraint
        var constant: Double
    }

    private var constraints: [Constraint: Tag] = [:]
    private var rows: [Symbol: Row] = [:]
    /// For each symbol, the basic symbols whose rows hold it: a pivot touches only those rows.
    private var columns: [Symbol: Set<Symbol>] = [:]
    private var variableSymbols: [Variable: Symbol] = [:]
    private var edits: [Variable: EditInfo] = [:]
    private var infeasibleRows: [Symbol] = []
    private let objective = Row()
    private var artificial: Row?
    private var nextSymbol = 1

    package init() {}

    /// Whether `constraint` is in the solver.
    package func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// Adds `constraint`. A required one that contradicts the required ones already added is
    /// refused with ``SolverError/unsatisfiable(_:)`` and leaves the solver as it was.
    package func add(_ constraint: Constraint) throws(SolverError) {
        guard constraints[constraint] == nil else { throw .duplicateConstraint(constraint) }
        let before = Checkpoint(nextSymbol: nextSymbol, variables: variableSymbols)
        let (row, tag) = makeRow(constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil && allDummies(row) {
            guard nearZero(row.constant) else {
                restore(before)
                throw .unsatisfiable(constraint)
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(row, for: subject)
        } else {
            // The artificial pass pivots the tableau: keep a copy to go back to if it fails.
            var saved = before
            saved.tableau = (rows.mapValues(Row.init(copying:)), Row(copying: objective), infeasibleRows)
            guard try addWithArtificialVariable(row) else {
                restore(saved)
                throw .unsatisfiable(constraint)
            }
        }
        constraints[constraint] = tag
        try optimize(objective)
    }

    /// What a refused constraint must not leave behind: the symbols it numbered, the variables
    /// it introduced and, when it pivoted the tableau, the tableau.
    private struct Checkpoint {
        let nextSymbol: Int
        let variables: [Variable: Symbol]
        var tableau: (rows: [Symbol: Row], objective: Row, infeasible: [Symbol])?
    }

    private func restore(_ checkpoint: Checkpoint) {
        nextSymbol = checkpoint.nextSymbol
        variableSymbols = checkpoint.variables
        if let tableau = checkpoint.tableau {
            rows = tableau.rows
            columns = [:]
            for (basic, row) in rows { addToColumns(row, basic) }
            objective.replace(with: tableau.objective)
            infeasibleRows = tableau.infeasible
        }
    }

    /// Removes `constraint`.
    package func remove(_ constraint: Constraint) throws(SolverError) {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw .unknownConstraint(constraint) }
        removeEffects(of: tag, strength: constraint.strength)
        if takeRow(tag.marker) == nil {
            guard let leaving = markerLeavingRow(tag.marker), let row = takeRow(leaving) else {
                throw .internalError("failed to find a leaving row")
            }
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimize(objective)
    }

    /// The value `variable` takes in the current solution (0 for a variable in no constraint).
    package func value(of variable: Variable) -> Double {
        guard let symbol = variableSymbols[variable], let row = rows[symbol] else { return 0 }
        return row.constant
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: ``suggest(_:for:)`` then asks for a value, held at
    /// `strength` (which MUST be below required).
    package func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard strength < .required else { throw .requiredEditStrength(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try add(constraint)
        guard let tag = constraints[constraint] else { throw .internalError("edit constraint lost") }
        edits[variable] = EditInfo(tag: tag, constraint: constraint, constant: 0)
    }

    /// Stops editing `variable`.
    package func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(info.constraint)
    }

    /// Asks for `value` as the edit variable `variable`'s value.
    package func suggest(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var info = edits[variable] else { throw .unknownEditVariable(variable) }
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info
        if let row = rows[info.tag.marker] {
            if row.add(-delta) < 0 { infeasibleRows.append(info.tag.marker) }
        } else if let other = info.tag.other, let row = rows[other] {
            if row.add(delta) < 0 { infeasibleRows.append(other) }
        } else {
            var infeasible: [Symbol] = []
            for symbol in columns[info.tag.marker] ?? [] {
                guard let row = rows[symbol] else { continue }
                let coefficient = row.coefficient(for: info.tag.marker)
                if coefficient != 0 && row.add(delta * coefficient) < 0 && symbol.kind != .external {
                    infeasible.append(symbol)
                }
            }
            infeasibleRows += infeasible.sorted()
        }
        try dualOptimize()
    }

    // MARK: Building rows

    private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbol += 1 }
        return Symbol(id: nextSymbol, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let symbol = variableSymbols[variable] { return symbol }
        let symbol = makeSymbol(.external)
        variableSymbols[variable] = symbol
        return symbol
    }

    /// The constraint as a tableau row, with its slack, error or dummy symbols (kiwi's createRow).
    private func makeRow(_ constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        let row = Row(constant: expression.constant)
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, coefficient)
            if constraint.strength < .required {
                let error = makeSymbol(.error)
                row.insert(error, -coefficient)
                objective.insert(error, constraint.strength.value)
                tag = Tag(marker: slack, other: error)
            } else {
                tag = Tag(marker: slack, other: nil)
            }
        case .equal:
            if constraint.strength < .required {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, constraint.strength.value)
                objective.insert(minus, constraint.strength.value)
                tag = Tag(marker: plus, other: minus)
            } else {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy, other: nil)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to make basic for a new row: an external one if any, else a slack or error
    /// marker with a negative coefficient.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.first(where: { symbol, _ in symbol.kind == .external }) { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .slack || symbol.kind == .error {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    private func allDummies(_ row: Row) -> Bool { row.cells.keys.allSatisfy { $0.kind == .dummy } }

    /// Adds a row that has no subject through an artificial variable; false when the row cannot
    /// be satisfied.
    private func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let art = makeSymbol(.slack)
        setRow(Row(copying: row), for: art)
        let artificial = Row(copying: row)
        self.artificial = artificial
        try optimize(artificial)
        let success = nearZero(artificial.constant)
        self.artificial = nil
        if let basic = takeRow(art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.first(where: { symbol, _ in symbol.kind == .slack || symbol.kind == .error }) else { return false }
            basic.solve(for: art, entering)
            substitute(entering, with: basic)
            setRow(basic, for: entering)
        }
        for basic in columns.removeValue(forKey: art) ?? [] { rows[basic]?.remove(art) }
        objective.remove(art)
        return success
    }

    // MARK: Pivoting

    /// Puts `row` in the tableau as `basic`'s row.
    private func setRow(_ row: Row, for basic: Symbol) {
        rows[basic] = row
        addToColumns(row, basic)
    }

    /// Takes `basic`'s row out of the tableau.
    private func takeRow(_ basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys { columns[symbol]?.remove(basic) }
        return row
    }

    private func addToColumns(_ row: Row, _ basic: Symbol) {
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
    }

    private func substitute(_ symbol: Symbol, with row: Row) {
        var infeasible: [Symbol] = []
        for basic in columns.removeValue(forKey: symbol) ?? [] {
            guard let other = rows[basic] else { continue }
            other.substitute(symbol, with: row)
            // The row gained or lost the substituted row's symbols.
            for changed in row.cells.keys {
                if other.cells[changed] != nil { columns[changed, default: []].insert(basic) } else { columns[changed]?.remove(basic) }
            }
            if basic.kind != .external && other.constant < 0 { infeasible.append(basic) }
        }
        infeasibleRows += infeasible.sorted()   // in symbol order, as kiwi's sorted row map lists them
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Minimises `objective` by primal simplex pivots.
    private func optimize(_ objective: Row) throws(SolverError) {
        while true {
            guard let entering = objective.first(where: { symbol, coefficient in symbol.kind != .dummy && coefficient < 0 }) else {
                return
            }
            guard let leaving = leavingRow(for: entering), let row = takeRow(leaving) else {
                throw .internalError("the objective is unbounded")
            }
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            setRow(row, for: entering)
        }
    }

    /// Restores feasibility after edits by dual simplex pivots.
    private func dualOptimize() throws(SolverError) {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], !nearZero(row.constant), row.constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(row) else { throw .internalError("dual optimize failed") }
            _ = takeRow(leaving)
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            setRow(row, for: entering)
        }
    }

    private func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var entering: Symbol?
        var ratio = Double.greatestFiniteMagnitude
        for (symbol, coefficient) in row.cells where symbol.kind != .dummy && coefficient > 0 {
            let candidate = objective.coefficient(for: symbol) / coefficient
            if candidate < ratio || (candidate == ratio && entering.map { symbol < $0 } == true) {
                ratio = candidate
                entering = symbol
            }
        }
        return entering
    }

    /// The row that leaves when `entering` enters: the least ratio among restricted rows.
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var ratio = Double.greatestFiniteMagnitude
        var found: Symbol?
        for symbol in columns[entering] ?? [] where symbol.kind != .external {
            guard let row = rows[symbol] else { continue }
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let candidate = -row.constant / coefficient
            if candidate < ratio || (candidate == ratio && found.map { symbol < $0 } == true) {
                ratio = candidate
                found = symbol
            }
        }
        return found
    }

    /// The row to pivot out when a constraint whose marker is not basic is removed.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: Symbol?, second: Symbol?, third: Symbol?
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        // As kiwi walks its rows in symbol order: the first least ratio of each kind, and the
        // last external row.
        for symbol in columns[marker] ?? [] {
            guard let row = rows[symbol] else { continue }
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if symbol.kind == .external {
                if third.map({ $0 < symbol }) ?? true { third = symbol }
            } else if coefficient < 0 {
                let r = -row.constant / coefficient
                if r < r1 || (r == r1 && first.map { symbol < $0 } == true) { r1 = r; first = symbol }
            } else {
                let r = row.constant / coefficient
                if r < r2 || (r == r2 && second.map { symbol < $0 } == true) { r2 = r; second = symbol }
            }
        }
        return first ?? second ?? third
    }

    private func removeEffects(of tag: Tag, strength: Strength) {
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] { objective.insert(row, -strength.value) } else { objective.insert(symbol, -strength.value) }
        }
    }
}
