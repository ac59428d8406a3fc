/// How much smaller than the stored image a decode came out, as the fraction
/// `numerator / denominator` of each side: n/8 for JPEG DCT scaling, 1/k for a PNG averaged in
/// k × k blocks while its rows were read, 1/1 for a full-size decode.
///
/// ```swift
/// print(DecodeScale(numerator: 2, denominator: 8), DecodeScale.full)
/// // 2/8 1/1
/// ```
public struct DecodeScale: Sendable, Hashable, CustomStringConvertible {
    /// The numerator (1 … 8 for JPEG; 1 for PNG).
    public var numerator: Int
    /// The denominator (8 for JPEG; the block size for PNG).
    public var denominator: Int

    /// A scale of `numerator / denominator`; both MUST be positive.
    public init(numerator: Int, denominator: Int) {
        precondition(numerator > 0 && denominator > 0, "a decode scale is a positive fraction")
        self.numerator = numerator
        self.denominator = denominator
    }

    /// Full size.
    public static let full = DecodeScale(numerator: 1, denominator: 1)

    /// Whether the decode kept every stored pixel.
    public var isFull: Bool { numerator == denominator }

    /// Scales are equal when their fractions are: 8/8 == 1/1, 2/8 == 1/4.
    public static func == (lhs: DecodeScale, rhs: DecodeScale) -> Bool {
        lhs.numerator * rhs.denominator == rhs.numerator * lhs.denominator
    }

    /// Hashes the fraction in lowest terms, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        var a = numerator, b = denominator
        while b != 0 { (a, b) = (b, a % b) }
        hasher.combine(numerator / a)
        hasher.combine(denominator / a)
    }

    /// "n/d".
    public var description: String { "\(numerator)/\(denominator)" }
}
