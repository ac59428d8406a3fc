import Foundation

/// How strongly the ``Solver`` holds a constraint.
///
/// Cassowary solves a *constraint hierarchy* (Badros, Borning and Stuckey, TOCHI 2001, §1–2.1):
/// `required` constraints must hold, and the others hold as far as the required ones allow,
/// compared by a weighted sum of their errors. The paper orders the levels strictly with
/// symbolic weights; this solver gives each strength one number instead — the weight of the
/// constraint's error variables in the objective function it minimises — with the levels a
/// thousand times apart, so that one stronger constraint outweighs any practical number of
/// weaker ones. `required` is above every other strength; its weight is never put in the
/// objective (a required constraint has no error variables).
///
/// The numbers are those of the Debian `python3-kiwisolver` the solver is checked against
/// (`Tests/Fixtures/solver/kiwi-systems.json`), so both weigh a system the same way.
package struct Strength: Comparable, Hashable, Sendable {
    /// The weight of the constraint's errors in the objective.
    package let value: Double

    /// A strength of `strong`, `medium` and `weak` parts, each scaled by `weight` and clipped to
    /// 0…1000: `strong × 10⁶ + medium × 10³ + weak`.
    package init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
        func level(_ part: Double) -> Double { min(max(part * weight, 0), 1000) }
        value = level(strong) * 1_000_000 + level(medium) * 1000 + level(weak)
    }

    /// A strength of exactly `value`, clipped to 0…``required``.
    package init(value: Double) { self.value = min(max(value, 0), Strength.required.value) }

    private init(exactly value: Double) { self.value = value }

    /// Must hold: `1000 × 10⁶ + 1000 × 10³ + 1000`, the largest strength.
    package static let required = Strength(exactly: 1000 * 1_000_000 + 1000 * 1000 + 1000)
    /// Holds unless a required constraint forbids it: 10⁶.
    package static let strong = Strength(exactly: 1_000_000)
    /// Gives way to strong constraints: 10³.
    package static let medium = Strength(exactly: 1000)
    /// Gives way to medium ones: 1.
    package static let weak = Strength(exactly: 1)

    package static func < (a: Strength, b: Strength) -> Bool { a.value < b.value }
}
