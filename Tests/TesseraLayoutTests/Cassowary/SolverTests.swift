import Foundation
import Testing
import TesseraLayout

/// The solver on systems whose answers are worked out by hand.
@Suite("Constraint solver")
struct SolverTests {
    func constant(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

    @Test("a required minimum wins over a strong wish; removing it lets the wish hold")
    func strengths() throws {
        let solver = Solver()
        let width = Variable("width")
        let minimum = Constraint(LinearExpression(width), .greaterThanOrEqual, constant(100))
        try solver.add(minimum)
        try solver.add(Constraint(LinearExpression(width), .equal, constant(80), strength: .strong))
        try solver.add(Constraint(LinearExpression(width), .equal, constant(300), strength: .weak))
        #expect(solver.value(of: width) == 100)
        try solver.remove(minimum)
        #expect(solver.value(of: width) == 80)
    }

    @Test("two views side by side in a 320-point row, 16-point margins, 8 apart, the second twice the first")
    func row() throws {
        let solver = Solver()
        let left1 = Variable(), width1 = Variable(), left2 = Variable(), width2 = Variable()
        try solver.add(Constraint(LinearExpression(left1), .equal, constant(16)))
        try solver.add(Constraint(LinearExpression(left2), .equal, LinearExpression([LinearTerm(left1), LinearTerm(width1)], constant: 8)))
        try solver.add(Constraint(LinearExpression([LinearTerm(left2), LinearTerm(width2)]), .equal, constant(320 - 16)))
        try solver.add(Constraint(LinearExpression(width2), .equal, LinearExpression([LinearTerm(width1, 2)])))
        // 16 + w + 8 + 2w = 304: w = 280 / 3.
        #expect(abs(solver.value(of: width1) - 280.0 / 3) < 1e-9)
        #expect(abs(solver.value(of: left2) - (24 + 280.0 / 3)) < 1e-9)
        #expect(abs(solver.value(of: width2) - 560.0 / 3) < 1e-9)
    }

    @Test("a contradicting required constraint is refused and changes nothing")
    func unsatisfiable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, constant(10)))
        try solver.add(Constraint(LinearExpression(x), .equal, constant(30), strength: .medium))
        let contradiction = Constraint(LinearExpression(x), .lessThanOrEqual, constant(5))
        #expect(throws: SolverError.unsatisfiable(contradiction)) { try solver.add(contradiction) }
        #expect(!solver.contains(contradiction))
        #expect(solver.value(of: x) == 30)
        #expect(throws: SolverError.unknownConstraint(contradiction)) { try solver.remove(contradiction) }
    }

    @Test("an edit variable follows its suggestions within the required bounds")
    func editing() throws {
        let solver = Solver()
        let offset = Variable("offset"), header = Variable("header")
        try solver.add(Constraint(LinearExpression(header), .greaterThanOrEqual, LinearExpression([LinearTerm(offset)])))
        try solver.add(Constraint(LinearExpression(header), .greaterThanOrEqual, constant(0)))
        try solver.add(Constraint(LinearExpression(header), .equal, constant(0), strength: .weak))
        try solver.addEditVariable(offset, strength: .strong)
        for (suggested, expected) in [(-40.0, 0.0), (25, 25), (120, 120), (-5, 0)] {
            try solver.suggest(suggested, for: offset)
            #expect(solver.value(of: header) == expected, "offset \(suggested)")
        }
        #expect(throws: SolverError.requiredEditStrength(header)) { try solver.addEditVariable(header, strength: .required) }
    }

    @Test("a required equation that needs an artificial variable is added when it can hold, and refused with its message when it cannot")
    func artificialVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, constant(10)))
        // x = 5 reads 0 = 5 + s + d once x = 10 + s is substituted: no subject, and the artificial
        // variable's minimum is 5, not 0.
        let five = Constraint(LinearExpression(x), .equal, constant(5), name: "x == 5")
        #expect(throws: SolverError.unsatisfiable(five)) { try solver.add(five) }
        #expect(SolverError.unsatisfiable(five).description == "unable to satisfy the constraint x == 5 together with the required constraints")
        // x = 15 reads 0 = 5 − s − d (negated): the artificial variable reaches 0 with s = 5.
        let fifteen = Constraint(LinearExpression(x), .equal, constant(15))
        try solver.add(fifteen)
        #expect(solver.value(of: x) == 15)
        try solver.remove(fifteen)
        #expect(solver.value(of: x) == 10)
    }

    @Test("a redundant required equation is kept on its own marker: removing either copy leaves the other in force")
    func redundantEquation() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = Constraint(LinearExpression(x), .equal, constant(10))
        let second = Constraint(LinearExpression(x), .equal, constant(10))
        try solver.add(first)
        try solver.add(second)
        try solver.add(Constraint(LinearExpression(x), .equal, constant(40), strength: .strong))
        #expect(solver.value(of: x) == 10)
        try solver.remove(first)
        #expect(solver.value(of: x) == 10)
        try solver.remove(second)
        #expect(solver.value(of: x) == 40)
        #expect(throws: SolverError.unknownConstraint(first)) { try solver.remove(first) }
    }

    @Test("removing a constraint whose marker is parametric pivots it into the restricted row the paper's rule picks, and the solution stays feasible")
    func removalThroughTheMarker() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let atLeast10 = Constraint(LinearExpression(x), .greaterThanOrEqual, constant(10))
        let atLeast20 = Constraint(LinearExpression(x), .greaterThanOrEqual, constant(20))
        try solver.add(atLeast10)
        // Added through an artificial variable: afterwards x = 20 + s₂₀ and s₁₀ = 10 + s₂₀, so the
        // marker s₂₀ is parametric, in an unrestricted row (x) and a restricted one (s₁₀).
        try solver.add(atLeast20)
        try solver.add(Constraint(LinearExpression(y), .equal, LinearExpression([LinearTerm(x, 2)])))
        #expect(solver.value(of: x) == 20 && solver.value(of: y) == 40)
        // The restricted row must be the one: pivoting s₂₀ into x's row would leave s₁₀ = −10.
        try solver.remove(atLeast20)
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 20)
        try solver.add(Constraint(LinearExpression(x), .equal, constant(0), strength: .weak))
        #expect(solver.value(of: x) == 10)
        try solver.remove(atLeast10)
        #expect(solver.value(of: x) == 0 && solver.value(of: y) == 0)
    }

    @Test("a suggestion past a required bound is repaired by the dual simplex: the edit variable's error takes the difference")
    func dualSimplex() throws {
        let solver = Solver()
        let x = Variable("x"), right = Variable("right")
        try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, constant(0)))
        try solver.add(Constraint(LinearExpression(x), .lessThanOrEqual, constant(100)))
        try solver.add(Constraint(LinearExpression(right), .equal, LinearExpression([LinearTerm(x)], constant: 20)))
        try solver.addEditVariable(x, strength: .strong)
        for (suggested, expected) in [(50.0, 50.0), (150, 100), (-20, 0), (70, 70), (100, 100), (100.5, 100)] {
            try solver.suggest(suggested, for: x)
            #expect(solver.value(of: x) == expected, "suggested \(suggested)")
            #expect(solver.value(of: right) == expected + 20, "suggested \(suggested)")
        }
        try solver.removeEditVariable(x)
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggest(1, for: x) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
    }

    @Test("a refused constraint leaves no trace: the solver then gives the very same values as one that never saw it")
    func refusalLeavesNoTrace() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), unused = Variable("unused")
        let refused = Constraint(LinearExpression([LinearTerm(x), LinearTerm(unused)]), .equal, LinearExpression([LinearTerm(unused)], constant: -1))
        func solve(tryingTheRefusedOne: Bool) throws -> [Double] {
            let solver = Solver()
            try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, constant(0)))
            try solver.add(Constraint(LinearExpression([LinearTerm(x), LinearTerm(y)]), .equal, constant(30), strength: .medium))
            if tryingTheRefusedOne {
                #expect(throws: SolverError.unsatisfiable(refused)) { try solver.add(refused) }
            }
            try solver.add(Constraint(LinearExpression(z), .equal, LinearExpression([LinearTerm(x, 3), LinearTerm(y)])))
            try solver.add(Constraint(LinearExpression(y), .lessThanOrEqual, constant(12), strength: .strong))
            try solver.add(Constraint(LinearExpression(x), .equal, constant(7), strength: .weak))
            return [x, y, z, unused].map(solver.value(of:))
        }
        let values = try solve(tryingTheRefusedOne: true)
        #expect(values == (try solve(tryingTheRefusedOne: false)))
        #expect(values == [18, 12, 66, 0])
    }

    @Test("every refusal has its error and its message")
    func errors() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let c = Constraint(LinearExpression(x), .equal, constant(1), name: "x == 1")
        try solver.add(c)
        #expect(solver.contains(c))
        #expect(throws: SolverError.duplicateConstraint(c)) { try solver.add(c) }
        try solver.addEditVariable(y, strength: .weak)
        #expect(throws: SolverError.duplicateEditVariable(y)) { try solver.addEditVariable(y, strength: .medium) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggest(3, for: x) }
        #expect(SolverError.duplicateConstraint(c).description == "the constraint x == 1 was added twice")
        #expect(SolverError.unknownConstraint(c).description == "the constraint x == 1 is not in the solver")
        #expect(SolverError.duplicateEditVariable(y).description == "y is an edit variable already")
        #expect(SolverError.unknownEditVariable(Variable()).description == "an unnamed variable is not an edit variable")
        #expect(SolverError.requiredEditStrength(x).description == "edit variable x cannot have the required strength")
        #expect(SolverError.internalError("the objective is unbounded").description == "solver: the objective is unbounded")
        let unnamed = Constraint(LinearExpression([LinearTerm(x, 2)], constant: -4), .greaterThanOrEqual)
        #expect(unnamed.description == "2.0 * x + -4.0 >= 0")
    }
}
