/// Box glyphs (``GlyphMode/boxes``), like the Ahem test font: every scalar a box one em wide
/// from 0.8 em above the baseline to 0.2 em below it; whitespace advances one em and draws
/// nothing; no kerning. No font and no FreeType are involved.
///
/// Coverage is the area of the boxes in each pixel, rounded once to 0…255. Side edges lie on
/// multiples of 1/64 pixel (see ``TextSize``), so their overlaps are exact; the top and bottom
/// edges (0.8 and 0.2 em) are computed in IEEE double arithmetic, which every machine does
/// alike, so the pixels are the same everywhere.
final class BoxGlyphs: GlyphSource {
    /// The em is the unit: every advance is 1.
    var unitsPerEm: Int { 1 }

    /// Boxes keep no state; one instance serves every rasterizer.
    init() {}

    func lineMetrics(_ size: TextSize) -> (ascent: Double, descent: Double) {
        (size.em * 4 / 5, size.em / 5)
    }

    /// The scalar's value: a box stands for every scalar, whitespace for none.
    func glyph(for scalar: Unicode.Scalar) -> UInt32 { scalar.value }

    func advance(_ glyph: UInt32) -> Int { 1 }

    func kerning(_ left: UInt32, _ right: UInt32) -> Int { 0 }

    func extraAdvance(_ size: TextSize) -> Double { 0 }

    func draw(_ run: GlyphRun, into mask: inout CoverageMask, baseline: Int) {
        guard mask.width > 0, mask.height > 0 else { return }
        let (ascent, descent) = lineMetrics(run.size)
        // Boxes never overlap (no kerning, advance = box width), so a pixel's area is the
        // product of its column's horizontal cover and its row's vertical cover.
        var columns = [Double](repeating: 0, count: mask.width)
        for index in run.glyphs.indices where !run.glyphs[index].scalar.properties.isWhitespace {
            let left = run.x(index)
            Self.cover(from: left, to: left + run.size.em, in: &columns)
        }
        var rows = [Double](repeating: 0, count: mask.height)
        Self.cover(from: Double(baseline) - ascent, to: Double(baseline) + descent, in: &rows)
        for y in 0..<mask.height where rows[y] > 0 {
            for x in 0..<mask.width where columns[x] > 0 {
                mask[x, y] = UInt8((min(1, columns[x]) * rows[y] * 255).rounded())
            }
        }
    }

    /// Adds how much of each cell of `cells` the interval `start…end` covers.
    private static func cover(from start: Double, to end: Double, in cells: inout [Double]) {
        let first = max(0, Int(start.rounded(.down))), last = min(cells.count, Int(end.rounded(.up)))
        guard first < last else { return }
        for cell in first..<last {
            cells[cell] += max(0, min(Double(cell + 1), end) - max(Double(cell), start))
        }
    }
}
