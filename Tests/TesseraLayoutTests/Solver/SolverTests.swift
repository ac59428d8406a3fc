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
}
