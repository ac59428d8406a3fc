/// Where a ``TextRasterizer`` gets its glyphs: a font through FreeType (``FreeTypeGlyphs``) or
/// boxes (``BoxGlyphs``).
///
/// Advances and kerning are integers in design units, so a line's pen positions add up
/// exactly and are scaled to pixels once (see ``GlyphRun``). Implementations need not be
/// thread-safe: the rasterizer serialises every call.
protocol GlyphSource: AnyObject {
    /// Design units per em.
    var unitsPerEm: Int { get }

    /// The ascent and descent (positive) in pixels at `size`.
    func lineMetrics(_ size: TextSize) -> (ascent: Double, descent: Double)

    /// The glyph for a scalar.
    func glyph(for scalar: Unicode.Scalar) -> UInt32

    /// A glyph's advance, in design units.
    func advance(_ glyph: UInt32) -> Int

    /// The kerning between two glyphs, in design units.
    func kerning(_ left: UInt32, _ right: UInt32) -> Int

    /// Extra advance every glyph gets at `size`, in pixels (synthetic bold's widening).
    func extraAdvance(_ size: TextSize) -> Double

    /// Adds the run's ink to `mask`, the baseline on row `baseline`.
    func draw(_ run: GlyphRun, into mask: inout CoverageMask, baseline: Int)
}
