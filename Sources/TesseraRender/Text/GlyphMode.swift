/// How text is drawn.
///
/// ```swift
/// let boxes = try TextRasterizer(mode: .boxes)   // no font file needed
/// print(boxes.metrics("Ab c", pixelSize: 10).width)
/// // 40.0
/// ```
public enum GlyphMode: String, Sendable, CaseIterable {
    /// The font's glyphs, rasterized by FreeType.
    case outlines
    /// Every glyph a box one em wide, from 0.8 em above the baseline to 0.2 em below it
    /// (whitespace advances an em and draws nothing), like the Ahem test font: pictures that
    /// are the same on every machine, whatever FreeType's version, for snapshot tests.
    case boxes
}

/// The weight of a font.
public enum FontWeight: String, Sendable, CaseIterable {
    /// Book / regular.
    case regular
    /// Bold: DejaVu Sans Bold by default; a chosen font that is not bold is emboldened.
    case bold
}
