import Foundation

/// How frame dumps write numbers: integers without a decimal point (`8`, not `8.0`), everything
/// else as the shortest decimal that reads back as the same `Double` (Swift's `description`).
///
/// ```swift
/// print(DumpNumber.format(8.0), DumpNumber.format(1234.5), DumpNumber.format(0.1 + 0.2))
/// // 8 1234.5 0.30000000000000004
/// ```
package enum DumpNumber {
    /// The text of `value`. Negative zero is written `0`; NaN and infinities, which no layout
    /// produces, are written `null` so the JSON stays valid.
    package static func format(_ value: CGFloat) -> String {
        format(Double(value))
    }

    /// The text of `value` (see ``format(_:)-(CGFloat)``).
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(.towardZero) && Swift.abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return value.description
    }
}
