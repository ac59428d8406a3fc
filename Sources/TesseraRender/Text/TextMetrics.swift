/// The size of a line of text at a pixel size, in device pixels.
///
/// ```swift
/// let metrics = try TextRasterizer(mode: .boxes).metrics("Hi", pixelSize: 10)
/// print(metrics.width, metrics.ascent, metrics.descent, metrics.lineHeight)
/// // 20.0 8.0 2.0 10.0
/// ```
public struct TextMetrics: Sendable, Equatable {
    /// The advance width, kerning included.
    public var width: Double
    /// Height of the font's ascender above the baseline (hhea, scaled).
    public var ascent: Double
    /// Depth of the font's descender below the baseline, positive.
    public var descent: Double

    /// A metrics value from its parts.
    public init(width: Double, ascent: Double, descent: Double) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }

    /// `ascent + descent`.
    public var lineHeight: Double { ascent + descent }
}

/// A line of text rasterized into a coverage mask, ready to paint in a colour.
public struct RenderedText: Sendable, Equatable {
    /// The line box: `⌈width⌉` wide, `⌈ascent⌉ + ⌈descent⌉` high; ink outside it is clipped.
    public var mask: CoverageMask
    /// The baseline's row in the mask (`⌈ascent⌉`).
    public var baseline: Int
    /// What was drawn: the text, or a prefix of it ending in "…" when it was truncated.
    public var text: String
    /// Whether the text was cut to fit.
    public var isTruncated: Bool
    /// The advance width of what was drawn.
    public var width: Double

    /// A rendered line from its parts.
    public init(mask: CoverageMask, baseline: Int, text: String, isTruncated: Bool, width: Double) {
        self.mask = mask
        self.baseline = baseline
        self.text = text
        self.isTruncated = isTruncated
        self.width = width
    }
}
