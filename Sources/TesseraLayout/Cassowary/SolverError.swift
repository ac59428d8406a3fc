import Foundation

/// Why the ``Solver`` refused a constraint or an edit. Every refusal leaves the solver as it was
/// before the call.
package enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint contradicts the required constraints already added: the artificial
    /// variable of its row could not be brought to 0, or its row reduced to `0 = c` with `c ≠ 0`.
    case unsatisfiable(Constraint)
    /// The constraint was added already.
    case duplicateConstraint(Constraint)
    /// The constraint was never added (or removed already).
    case unknownConstraint(Constraint)
    /// The variable is an edit variable already.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required: a suggestion has to be able to give way.
    case requiredEditStrength(Variable)
    /// The tableau broke an invariant the algorithm guarantees (an unbounded objective, a
    /// marker in no row): a bug in the solver, never a caller's error.
    case internalError(String)

    package var description: String {
        switch self {
        case .unsatisfiable(let c): return "unable to satisfy the constraint \(c) together with the required constraints"
        case .duplicateConstraint(let c): return "the constraint \(c) was added twice"
        case .unknownConstraint(let c): return "the constraint \(c) is not in the solver"
        case .duplicateEditVariable(let v): return "\(v) is an edit variable already"
        case .unknownEditVariable(let v): return "\(v) is not an edit variable"
        case .requiredEditStrength(let v): return "edit variable \(v) cannot have the required strength"
        case .internalError(let message): return "solver: \(message)"
        }
    }
}
