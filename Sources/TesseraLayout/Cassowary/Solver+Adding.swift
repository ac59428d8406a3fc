import Foundation

/// Adding a constraint: Badros, Borning and Stuckey, TOCHI 2001, §2.5 ("Incrementality: Adding
/// a Constraint").
extension Solver {
    /// Adds `constraint` and re-optimises.
    ///
    /// The steps of §2.5: the constraint becomes an equation `0 = row` in the tableau's parametric
    /// symbols (`augmentedRow(for:)`); a subject is chosen and the row solved for it
    /// (`chooseSubject(of:_:)`); when no subject will do, an artificial variable finds a feasible
    /// basis or proves the constraint unsatisfiable (`addThroughArtificialVariable(_:)`). Then
    /// the objective is minimised again (§2.2).
    ///
    /// A required constraint that contradicts the required ones already added is refused with
    /// ``SolverError/unsatisfiable(_:)``, and the solver is left exactly as it was, symbol
    /// numbering included. A non-required constraint is never refused: its error variables
    /// always give its row a subject.
    package func add(_ constraint: Constraint) throws(SolverError) {
        guard constraints[constraint] == nil else { throw .duplicateConstraint(constraint) }
        symbols.begin()
        var (row, introduced) = augmentedRow(for: constraint)
        switch chooseSubject(of: row, introduced) {
        case .subject(let subject):
            row.solve(for: subject)
            tableau.enter(row, for: subject)
        case .contradiction:
            symbols.rollBack()
            throw .unsatisfiable(constraint)
        case .artificialVariable:
            // The artificial pass pivots the tableau: keep a snapshot to go back to.
            let snapshot = tableau
            guard try addThroughArtificialVariable(row) else {
                tableau = snapshot
                symbols.rollBack()
                throw .unsatisfiable(constraint)
            }
        }
        constraints[constraint] = introduced
        try tableau.minimize(.objective)
        // The primal steps keep every restricted row ≥ 0: anything noted is rounding residue.
        tableau.suspects.removeAll(keepingCapacity: true)
    }

    /// The constraint `e ⋈ 0` as an equation `0 = row` in augmented simplex form (§2.3, §2.5),
    /// with the symbols it adds:
    ///
    /// | constraint          | required        | non-required, strength w                |
    /// |---------------------|-----------------|-----------------------------------------|
    /// | `e ≤ 0`             | `0 = e + s`     | `0 = e + s − δ`, objective += w·δ       |
    /// | `e ≥ 0`             | `0 = e − s`     | `0 = e − s + δ`, objective += w·δ       |
    /// | `e = 0`             | `0 = e + d`     | `0 = e − δ⁺ + δ⁻`, objective += w·δ⁺ + w·δ⁻ |
    ///
    /// `s` is the slack, `δ`, `δ⁺`, `δ⁻` the error variables and `d` a dummy; the first symbol made
    /// (`s`, `d` or `δ⁺`) is the marker. The variables of `e` are replaced by their rows when they
    /// are basic, so the row holds parametric symbols only; a row with a negative constant is
    /// negated, so that a restricted subject starts at a value ≥ 0.
    func augmentedRow(for constraint: Constraint) -> (Row, ConstraintSymbols) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !Row.isNegligible(term.coefficient) {
            tableau.addParametric(symbols.symbol(for: term.variable), times: term.coefficient, to: &row)
        }
        let introduced: ConstraintSymbols
        switch (constraint.relation, constraint.isRequired) {
        case (.equal, true):
            let dummy = symbols.make(.dummy)
            row.add(dummy, times: 1)
            introduced = ConstraintSymbols(marker: dummy, errors: [])
        case (.equal, false):
            let plus = symbols.make(.error), minus = symbols.make(.error)
            row.add(plus, times: -1)
            row.add(minus, times: 1)
            introduced = ConstraintSymbols(marker: plus, errors: [plus, minus])
        case (.lessThanOrEqual, _), (.greaterThanOrEqual, _):
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = symbols.make(.slack)
            row.add(slack, times: sign)
            if constraint.isRequired {
                introduced = ConstraintSymbols(marker: slack, errors: [])
            } else {
                let error = symbols.make(.error)
                row.add(error, times: -sign)
                introduced = ConstraintSymbols(marker: slack, errors: [error])
            }
        }
        for error in introduced.errors { tableau.weigh(error, by: constraint.strength.value) }
        if row.constant < 0 { row.negate() }
        return (row, introduced)
    }

    /// What §2.5 does with a new row.
    enum SubjectChoice: Equatable {
        /// Solve the row for this symbol and add it as its equation.
        case subject(Symbol)
        /// No symbol will do: find a feasible basis through an artificial variable.
        case artificialVariable
        /// The row reads `0 = c` with `c ≠ 0`: the constraint contradicts the required equations.
        case contradiction
    }

    /// The subject of a new row (§2.5), by the first rule that applies:
    /// 1. an unrestricted symbol — it may take any value — the lowest-numbered one;
    /// 2. one of the constraint's own new slack or error variables with a negative coefficient,
    ///    the lowest-numbered: new, it appears in no other equation, and as the row's constant is
    ///    ≥ 0 its value −c/a starts ≥ 0;
    /// 3. when the row holds dummies only it says `0 = c`: with `c = 0` the constraint is
    ///    redundant and its own dummy becomes basic (it stays 0, as no pivot touches a row of
    ///    dummies); with `c ≠ 0` it is a `SubjectChoice/contradiction`;
    /// 4. otherwise an `SubjectChoice/artificialVariable`.
    func chooseSubject(of row: Row, _ introduced: ConstraintSymbols) -> SubjectChoice {
        if let unrestricted = row.lowest(where: { symbol, _ in !symbol.isRestricted }) { return .subject(unrestricted) }
        let own = introduced.all.filter { $0.kind == .slack || $0.kind == .error }
        if let fresh = own.first(where: { row.coefficient(of: $0) < 0 }) { return .subject(fresh) }
        guard row.cells.keys.allSatisfy({ $0.kind == .dummy }) else { return .artificialVariable }
        return Row.isNegligible(row.constant) ? .subject(introduced.marker) : .contradiction
    }
}
