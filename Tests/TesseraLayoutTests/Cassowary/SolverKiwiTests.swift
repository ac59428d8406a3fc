import Foundation
import Testing
@testable import TesseraLayout

/// The solver, written from the Cassowary paper, against an independent implementation of the
/// same algorithm — kiwi, as Debian's `python3-kiwisolver` — on 1,000 random systems
/// (`Tests/Fixtures/solver/kiwi-systems.json`, made by running `Scripts/solver-oracle` with the
/// Debian package): equalities and inequalities at every strength, removals, edit variables and
/// suggested values, and required constraints kiwi refuses. The same constraints are refused in
/// every system, and where the solution is unique every variable's value matches kiwi's within
/// 1e-6 (where several solutions are optimal, kiwi's choice depends on the memory addresses of its
/// variables).
@Suite("Solver against kiwi")
struct SolverKiwiTests {
    /// The fixture: the kiwi version that answered, and the systems.
    struct Fixture: Decodable {
        let kiwi: String
        let systems: [System]
    }
    struct System: Decodable {
        let variables: Int
        let operations: [[Operand]]
        let refused: [Int]
        /// Whether kiwi finds the same values whatever order its variables are made in.
        let unique: Bool
        let values: [Double]
    }
    enum Operand: Decodable {
        case number(Double), text(String), terms([[Double]])
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) { self = .number(number) }
            else if let text = try? container.decode(String.self) { self = .text(text) }
            else { self = .terms(try container.decode([[Double]].self)) }
        }
        var number: Double { if case .number(let x) = self { return x } else { return .nan } }
        var text: String { if case .text(let x) = self { return x } else { return "" } }
        var terms: [[Double]] { if case .terms(let x) = self { return x } else { return [] } }
    }

    static let fixture: Fixture = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/solver/kiwi-systems.json")
        // A missing or broken fixture fails every test below with the decoding error.
        return (try? JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))) ?? Fixture(kiwi: "missing", systems: [])
    }()

    static func strength(_ name: String) -> Strength {
        switch name {
        case "strong": return .strong
        case "medium": return .medium
        case "weak": return .weak
        default: return .required
        }
    }

    /// Replays a system's operations; returns the values and the ids refused.
    static func replay(_ system: System) throws -> (values: [Double], refused: [Int]) {
        let solver = Solver()
        let variables = (0..<system.variables).map { Variable("v\($0)") }
        var constraints: [Int: Constraint] = [:]
        var refused: [Int] = []
        for operation in system.operations {
            switch operation[0].text {
            case "add":
                let id = Int(operation[1].number)
                let terms = operation[2].terms.map { LinearTerm(variables[Int($0[0])], $0[1]) }
                let relation: Constraint.Relation
                switch operation[4].text {
                case "<=": relation = .lessThanOrEqual
                case ">=": relation = .greaterThanOrEqual
                default: relation = .equal
                }
                let constraint = Constraint(LinearExpression(terms, constant: operation[3].number), relation,
                                            strength: strength(operation[5].text))
                do {
                    try solver.add(constraint)
                    constraints[id] = constraint
                } catch {
                    guard case .unsatisfiable = error else { throw error }
                    refused.append(id)
                }
            case "remove":
                if let constraint = constraints.removeValue(forKey: Int(operation[1].number)) { try solver.remove(constraint) }
            case "edit":
                try solver.addEditVariable(variables[Int(operation[1].number)], strength: strength(operation[2].text))
            case "suggest":
                try solver.suggest(operation[2].number, for: variables[Int(operation[1].number)])
            default:
                Issue.record("unknown operation \(operation[0].text)")
            }
        }
        return (variables.map(solver.value(of:)), refused)
    }

    @Test("1,000 random systems: the same refusals as kiwi, and the same values where the solution is unique")
    func matchesKiwi() throws {
        #expect(Self.fixture.systems.count == 1000, "fixture made by kiwi \(Self.fixture.kiwi)")
        #expect(Self.fixture.systems.filter(\.unique).count >= 700)
        var mismatches = 0
        for (index, system) in Self.fixture.systems.enumerated() {
            let (values, refused): ([Double], [Int])
            do { (values, refused) = try Self.replay(system) } catch {
                Issue.record("system \(index): \(error)")
                continue
            }
            let same = refused == system.refused
                && (!system.unique || zip(values, system.values).allSatisfy { abs($0 - $1) <= 1e-6 })
            if !same {
                mismatches += 1
                if mismatches <= 5 {
                    Issue.record("system \(index): refused \(refused) values \(values), kiwi refused \(system.refused) values \(system.values)")
                }
            }
        }
        #expect(mismatches == 0)
    }
}
