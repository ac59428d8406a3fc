import Foundation
import Testing
@testable import TesseraLayout

/// The solver's units — rows, the pivot rules, the subject and marker choices — on tableaus
/// small enough to work out by hand (Badros, Borning and Stuckey, TOCHI 2001, §2.2–2.6).
@Suite("Constraint solver: the tableau and its rules")
struct SolverTableauTests {
    static func slack(_ number: Int) -> Symbol { Symbol(number: number, kind: .slack) }
    static func error(_ number: Int) -> Symbol { Symbol(number: number, kind: .error) }
    static func external(_ number: Int) -> Symbol { Symbol(number: number, kind: .external) }
    static func dummy(_ number: Int) -> Symbol { Symbol(number: number, kind: .dummy) }

    /// `constant + Σ coefficient × symbol`.
    static func row(_ constant: Double, _ cells: [(Symbol, Double)]) -> Row {
        var row = Row(constant: constant)
        for (symbol, coefficient) in cells { row.add(symbol, times: coefficient) }
        return row
    }

    @Test("a row solved for a symbol, exchanged in a pivot, substituted, negated; cancelled cells disappear")
    func rowAlgebra() {
        let x = Self.external(1), y = Self.external(2), s = Self.slack(3)
        // 0 = 6 + 2x − 4y  ⇒  x = −3 + 2y
        var row = Self.row(6, [(x, 2), (y, -4)])
        row.solve(for: x)
        #expect(row.constant == -3 && row.cells == [y: 2])
        // s = −3 + 2y  ⇒  y = 1.5 + 0.5s
        row.exchange(s, for: y)
        #expect(row.constant == 1.5 && row.cells == [s: 0.5])
        // 4 + y − 2s with y = 1.5 + 0.5s ⇒ 5.5 − 1.5s; then + 1.5s cancels the cell.
        var other = Self.row(4, [(y, 1), (s, -2)])
        let substituted = other.substitute(y, by: row)
        #expect(substituted)
        #expect(other.constant == 5.5 && other.cells == [s: -1.5])
        other.add(s, times: 1.5)
        #expect(other.cells.isEmpty)
        let again = other.substitute(y, by: row)
        #expect(!again)
        other.negate()
        #expect(other.constant == -5.5)
    }

    @Test("Bland's rule: the lowest-numbered improving symbol enters, not the most negative; a dummy never enters")
    func blandEntering() {
        var tableau = Tableau()
        tableau.weigh(Self.dummy(2), by: -100)
        tableau.weigh(Self.error(5), by: -10)
        tableau.weigh(Self.error(3), by: -1)
        tableau.weigh(Self.error(4), by: 7)
        #expect(tableau.enteringSymbol(for: .objective) == Self.error(3))
        #expect(tableau.enteringSymbol(for: .artificial) == nil)
    }

    @Test("the ratio test: least −c/a among restricted rows with a < 0, ties to the lowest number, unrestricted rows never limit")
    func ratioTest() {
        let entering = Self.error(1)
        var tableau = Tableau()
        tableau.insert(Self.row(4, [(entering, -2)]), for: Self.slack(7))      // ratio 2
        tableau.insert(Self.row(2, [(entering, -1)]), for: Self.slack(5))      // ratio 2, lower number
        tableau.insert(Self.row(1, [(entering, -4)]), for: Self.external(2))   // unrestricted
        tableau.insert(Self.row(0, [(entering, 3)]), for: Self.slack(3))       // grows with it
        tableau.insert(Self.row(9, [(entering, -1)]), for: Self.slack(4))      // ratio 9
        #expect(tableau.leavingSymbol(for: entering) == Self.slack(5))
    }

    @Test("the dual ratio test picks the least objective coefficient over row coefficient among positive cells; the lowest-numbered infeasible row goes first")
    func dualRatioTest() throws {
        let e1 = Self.error(1), e2 = Self.error(2), d = Self.dummy(3)
        var tableau = Tableau()
        tableau.weigh(e1, by: 3)
        tableau.weigh(e2, by: 1)
        let infeasible = Self.row(-4, [(e1, 1), (e2, 2), (d, 5)])
        // Ratios: e1 3/1, e2 1/2; the dummy is never a candidate.
        #expect(tableau.dualEnteringSymbol(for: infeasible) == e2)
        tableau.insert(infeasible, for: Self.slack(9))
        tableau.insert(Self.row(-1, [(e1, 1)]), for: Self.slack(8))
        tableau.insert(Self.row(-1e-10, [(e1, 1)]), for: Self.slack(4))   // negligible: feasible
        tableau.suspects = [Self.slack(9), Self.slack(8), Self.slack(4)]
        #expect(tableau.nextInfeasibleRow() == Self.slack(8))
        try tableau.restoreFeasibility()
        #expect(tableau.suspects.isEmpty)
        for (basic, row) in tableau.rows where basic.isRestricted { #expect(row.constant >= -Row.epsilon, "\(basic)") }
        // s8 = −1 + e1 makes e1 basic at 1; then s9 = −4 + 1 + s8 + 2e2 … brings e2 in at 1.5.
        #expect(tableau.value(of: e1) == 1 && tableau.value(of: e2) == 1.5)
        #expect(tableau.objective.constant == 4.5)
    }

    @Test("removal by marker (Fig. 9): a restricted row with a negative coefficient first, then one with a positive coefficient, then the highest-numbered unrestricted row")
    func markerExitRow() {
        let solver = Solver()
        let marker = Self.slack(1)
        solver.tableau.insert(Self.row(0, [(marker, -1)]), for: Self.external(2))
        solver.tableau.insert(Self.row(0, [(marker, 1)]), for: Self.external(3))
        solver.tableau.insert(Self.row(6, [(marker, 2)]), for: Self.slack(4))    // positive, c/a 3
        solver.tableau.insert(Self.row(4, [(marker, -1)]), for: Self.slack(5))   // negative, −c/a 4
        solver.tableau.insert(Self.row(8, [(marker, -4)]), for: Self.slack(6))   // negative, −c/a 2
        solver.tableau.insert(Self.row(1, [(marker, 2)]), for: Self.slack(7))    // positive, c/a 0.5
        #expect(solver.markerExitRow(for: marker) == Self.slack(6))
        _ = solver.tableau.removeRow(of: Self.slack(6))
        #expect(solver.markerExitRow(for: marker) == Self.slack(5))
        _ = solver.tableau.removeRow(of: Self.slack(5))
        #expect(solver.markerExitRow(for: marker) == Self.slack(7))
        _ = solver.tableau.removeRow(of: Self.slack(7))
        _ = solver.tableau.removeRow(of: Self.slack(4))
        #expect(solver.markerExitRow(for: marker) == Self.external(3))
        #expect(solver.markerExitRow(for: Self.slack(99)) == nil)
    }

    @Test("the subject of a new row: the lowest-numbered unrestricted symbol, else the constraint's own slack with a negative coefficient, else an artificial variable; dummies alone say 0 = c")
    func subjectChoice() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        func choice(_ constraint: Constraint) -> Solver.SubjectChoice {
            let (row, introduced) = solver.augmentedRow(for: constraint)
            return solver.chooseSubject(of: row, introduced)
        }
        // x + z = 0 makes x (#1) basic and leaves z (#2) parametric; in `y + z ≥ 0` y is new (#4),
        // so z is the lowest-numbered unrestricted symbol although it comes second.
        try solver.add(Constraint(LinearExpression([LinearTerm(x), LinearTerm(z)]), .equal))
        #expect(choice(Constraint(LinearExpression([LinearTerm(y), LinearTerm(z)]), .greaterThanOrEqual)) == .subject(Self.external(2)))

        let w = Variable("w")
        try solver.add(Constraint(LinearExpression(w), .greaterThanOrEqual, LinearExpression(constant: 10)))   // w = 10 + s
        // w ≥ 5: 0 = 10 + s − 5 − s′; the new slack s′ has a negative coefficient.
        let atLeastFive = Constraint(LinearExpression(w), .greaterThanOrEqual, LinearExpression(constant: 5))
        let (row, introduced) = solver.augmentedRow(for: atLeastFive)
        #expect(row.constant == 5 && row.coefficient(of: introduced.marker) == -1)
        #expect(solver.chooseSubject(of: row, introduced) == .subject(introduced.marker))
        // w ≥ 20: 0 = −10 + s − s′, negated to 10 − s + s′: no subject, an artificial variable.
        #expect(choice(Constraint(LinearExpression(w), .greaterThanOrEqual, LinearExpression(constant: 20))) == .artificialVariable)

        // A second required equation on v holds dummies only once v is substituted.
        let v = Variable("v")
        try solver.add(Constraint(LinearExpression(v), .equal, LinearExpression(constant: 7)))
        #expect(choice(Constraint(LinearExpression(v), .equal, LinearExpression(constant: 8))) == .contradiction)
        let again = Constraint(LinearExpression(v), .equal, LinearExpression(constant: 7))
        let (redundant, its) = solver.augmentedRow(for: again)
        #expect(redundant.constant == 0 && redundant.cells.keys.allSatisfy { $0.kind == .dummy })
        #expect(solver.chooseSubject(of: redundant, its) == .subject(its.marker))
    }
}
