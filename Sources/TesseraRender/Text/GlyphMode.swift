/// How glyphs are drawn.
///
/// ```swift
/// let boxes = try TextRasterizer(mode: .boxes)   // no font file is opened
/// print(boxes.metrics("Ab c", pixelSize: 10).width)
/// // 40.0
/// ```
public enum GlyphMode: String, Sendable, CaseIterable {
    /// The font's own glyphs, rasterized anti-aliased by FreeType.
    case outlines
    /// Every glyph a box one em wide, from 0.8 em above the baseline to 0.2 em below it, like
    /// the Ahem test font; whitespace advances one em and draws nothing; no kerning. Edges at
    /// fractional positions get their exact area coverage, so the pixels are the same on every
    /// machine and do not depend on FreeType or on any font being installed: for snapshot tests.
    case boxes
}
