/// A line of text rasterized into a coverage mask, ready to paint in a colour with
/// ``BandCanvas/paint(_:x:y:color:clip:)``: put the mask's row ``baseline`` on the line's baseline.
///
/// ```swift
/// let line = try TextRasterizer(mode: .boxes).render("Ab c", pixelSize: 10)
/// print(line.mask.width, line.mask.height, line.baseline, line.text, line.isTruncated)
/// // 40 10 8 Ab c false
/// ```
public struct RenderedText: Sendable, Equatable {
    /// The line box: `⌈width⌉` wide and `⌈ascent⌉ + ⌈descent⌉` high; ink outside it (a
    /// negative left bearing, an accent above the ascender) is clipped.
    public var mask: CoverageMask
    /// The baseline's row in the mask: `⌈ascent⌉`.
    public var baseline: Int
    /// What was drawn: the text, or a prefix of it ending in "…" (U+2026) when truncated, or
    /// "" when not even "…" fits.
    public var text: String
    /// Whether the text was cut to fit the maximum width.
    public var isTruncated: Bool
    /// The advance width of what was drawn, kerning included.
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
