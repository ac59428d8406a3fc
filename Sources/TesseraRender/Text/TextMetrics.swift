/// Metrics of a line of text at a pixel size, in device pixels.
///
/// ```swift
/// let metrics = try TextRasterizer(mode: .boxes).metrics("Hi", pixelSize: 10)
/// print(metrics.width, metrics.ascent, metrics.descent, metrics.lineHeight)
/// // 20.0 8.0 2.0 10.0
/// ```
public struct TextMetrics: Sendable, Equatable {
    /// The advance width, kerning included (not the ink's extent).
    public var width: Double
    /// The font's ascender above the baseline, scaled to the pixel size.
    public var ascent: Double
    /// The font's descender below the baseline, scaled, positive.
    public var descent: Double

    /// Metrics from their parts.
    public init(width: Double, ascent: Double, descent: Double) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }

    /// `ascent + descent`: the distance between baselines of set-solid lines.
    public var lineHeight: Double { ascent + descent }
}
