/// Why an ``ImageComparison`` could not be made: a precision outside 0 … 1.
///
/// ```swift
/// print(ComparisonError.precisionOutOfRange(name: "precision", value: 2))
/// // precision must lie between 0 and 1, not 2.0
/// ```
public enum ComparisonError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `name` (`precision` or `perceptualPrecision`) is `value`, not a number in 0 … 1.
    case precisionOutOfRange(name: String, value: Double)

    /// The reason in words.
    public var description: String {
        switch self {
        case .precisionOutOfRange(let name, let value): "\(name) must lie between 0 and 1, not \(value)"
        }
    }
}
