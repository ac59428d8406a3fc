/// A line of glyphs laid out along the baseline at one size: each glyph's pen position and the
/// advance width.
///
/// Pen positions accumulate in design units (integers: advances plus kerning), and are scaled
/// to pixels once per glyph, `units × em / unitsPerEm` (plus synthetic bold's extra advance per
/// glyph before it), so they are exact, deterministic and free of rounding drift. Each glyph is
/// then drawn at its fractional position.
struct GlyphRun {
    /// One glyph of the line.
    struct Glyph: Equatable {
        /// The glyph index (0: `.notdef`).
        var id: UInt32
        /// The scalar it draws.
        var scalar: Unicode.Scalar
        /// Its pen position in design units, kerning with the glyph before included.
        var pen: Int
        /// Its advance in design units.
        var advance: Int
    }

    /// The size the run is laid out at.
    let size: TextSize
    /// Pixels per design unit.
    let scale: Double
    /// Extra advance per glyph, in pixels.
    let extra: Double
    /// The glyphs, in order.
    private(set) var glyphs: [Glyph] = []
    /// The pen after the last glyph, in design units.
    private(set) var end = 0

    /// An empty line at `size` for glyphs from `source`.
    init(size: TextSize, source: GlyphSource) {
        self.size = size
        scale = size.em / Double(max(1, source.unitsPerEm))
        extra = source.extraAdvance(size)
    }

    /// `scalars` laid out at `size`.
    init<S: Sequence<Unicode.Scalar>>(_ scalars: S, size: TextSize, source: GlyphSource) {
        self.init(size: size, source: source)
        for scalar in scalars { append(scalar, source: source) }
    }

    /// The advance width in pixels.
    var width: Double { position(units: end, glyphsBefore: glyphs.count) }

    /// Glyph `index`'s pen position in pixels.
    func x(_ index: Int) -> Double { position(units: glyphs[index].pen, glyphsBefore: index) }

    private func position(units: Int, glyphsBefore: Int) -> Double {
        Double(units) * scale + Double(glyphsBefore) * extra
    }

    /// Adds a scalar's glyph after the last, kerned with it.
    mutating func append(_ scalar: Unicode.Scalar, source: GlyphSource) {
        let id = source.glyph(for: scalar)
        let pen = end + (glyphs.last.map { source.kerning($0.id, id) } ?? 0)
        let advance = source.advance(id)
        glyphs.append(Glyph(id: id, scalar: scalar, pen: pen, advance: advance))
        end = pen + advance
    }

    /// The advance width in pixels of the first `count` glyphs followed by `scalar`'s glyph:
    /// `prefix(count)` with `scalar` appended, without copying the glyphs.
    func width(ofPrefix count: Int, then scalar: Unicode.Scalar, source: GlyphSource) -> Double {
        let id = source.glyph(for: scalar)
        let last = count > 0 ? glyphs[count - 1] : nil
        let pen = (last.map { $0.pen + $0.advance } ?? 0) + (last.map { source.kerning($0.id, id) } ?? 0)
        return position(units: pen + source.advance(id), glyphsBefore: count + 1)
    }

    /// The first `count` glyphs, laid out as they are here.
    func prefix(_ count: Int) -> GlyphRun {
        var run = self
        run.glyphs.removeSubrange(count...)
        run.end = run.glyphs.last.map { $0.pen + $0.advance } ?? 0
        return run
    }
}
