extension BandCanvas {
    /// Fills `rect` with `color` (premultiplied, composited source-over), optionally with
    /// rounded corners of `cornerRadius` device pixels (clamped to half the shorter side).
    ///
    /// Straight edges lie on pixel boundaries, so every pixel inside gets exactly `color` (or
    /// `color` over what was there, if it is translucent) and no pixel outside changes. A pixel
    /// cut by a corner's arc gets `color` scaled by the share of its area inside the arc, so it
    /// lies strictly between the two colours; the pixel at the very corner of a radius-10 rect
    /// stays untouched. Whole runs of a row are written at once (an opaque colour as one word
    /// per pixel), and only arc pixels are measured.
    ///
    /// ```swift
    /// var band = BandCanvas(width: 40, top: 0, height: 40, background: .white)
    /// band.fill(DeviceRect(x: 5, y: 5, width: 30, height: 30), cornerRadius: 10, color: .black)
    /// print(band.pixels[5, 5], band.pixels[20, 5], band.pixels[20, 20])
    /// // RGBA8(255, 255, 255, 255) RGBA8(0, 0, 0, 255) RGBA8(0, 0, 0, 255)
    /// ```
    public mutating func fill(_ rect: DeviceRect, cornerRadius: Double = 0, color: RGBA8, clip: DeviceRect? = nil) {
        let area = drawable(rect, clip: clip)
        guard !area.isEmpty, color != .clear else { return }
        let shape = RoundedRectCoverage(rect, radius: cornerRadius)
        let columns = area.x..<area.maxX
        withRows { rows in
            for y in area.y..<area.maxY {
                let spans = shape.spans(row: y)
                Self.paint(rows, row: y, part: spans.covered.clamped(to: columns), of: spans, in: shape, color: color)
            }
        }
    }

    /// Strokes the inside of `rect`: a border `lineWidth` device pixels wide that follows the
    /// rounded outline and lies wholly INSIDE `rect`, so it never spills into a neighbouring
    /// cell.
    ///
    /// The outer corners have radius `cornerRadius` (clamped as in
    /// ``fill(_:cornerRadius:color:clip:)``), the inner ones `max(0, cornerRadius − lineWidth)`.
    /// A pixel's coverage is the area of it between the two outlines, so an integer width on an
    /// integer rect gives exact pixels, and a fractional width a partly covered inner edge
    /// (width 1.5: one pixel of `color`, then one at coverage 128). A width of half the shorter
    /// side or more fills the rect.
    ///
    /// ```swift
    /// var band = BandCanvas(width: 10, top: 0, height: 10, background: .white)
    /// band.stroke(DeviceRect(x: 0, y: 0, width: 10, height: 10), lineWidth: 2, color: .black)
    /// print(band.pixels[1, 5], band.pixels[2, 5])
    /// // RGBA8(0, 0, 0, 255) RGBA8(255, 255, 255, 255)
    /// ```
    public mutating func stroke(_ rect: DeviceRect, cornerRadius: Double = 0, lineWidth: Double, color: RGBA8,
                                clip: DeviceRect? = nil) {
        let area = drawable(rect, clip: clip)
        guard !area.isEmpty, lineWidth > 0, color != .clear else { return }
        let outer = RoundedRectCoverage(rect, radius: cornerRadius)
        let inner = outer.inset(by: lineWidth)
        let columns = area.x..<area.maxX
        withRows { rows in
            for y in area.y..<area.maxY {
                let ring = outer.spans(row: y), hole = inner.spans(row: y)
                // Pixels the inner shape does not reach are painted as a fill paints them …
                let lower = ring.covered.lowerBound, upper = ring.covered.upperBound
                let split = hole.covered.isEmpty ? upper : min(max(hole.covered.lowerBound, lower), upper)
                let resume = hole.covered.isEmpty ? upper : max(min(hole.covered.upperBound, upper), split)
                Self.paint(rows, row: y, part: (lower..<split).clamped(to: columns), of: ring, in: outer, color: color)
                Self.paint(rows, row: y, part: (resume..<upper).clamped(to: columns), of: ring, in: outer, color: color)
                // … the inner shape's own edge pixels get the area between the outlines, and the
                // pixels it covers wholly get nothing.
                let innerEdges = hole.edges(within: columns)
                for x in innerEdges.left { Self.blendRing(rows, x: x, y: y, outer: outer, inner: inner, color: color) }
                for x in innerEdges.right { Self.blendRing(rows, x: x, y: y, outer: outer, inner: inner, color: color) }
            }
        }
    }

    /// Paints the columns `part` of row `row` as a fill of `shape` would: its fully covered
    /// pixels as one run, the others at their measured coverage.
    private static func paint(_ rows: BandRows, row: Int, part: Range<Int>, of spans: RowSpans, in shape: RoundedRectCoverage,
                       color: RGBA8) {
        rows.fill(row: row, columns: spans.full.clamped(to: part), color: color)
        let left = part.lowerBound..<min(max(part.lowerBound, spans.full.lowerBound), part.upperBound)
        let right = max(min(part.upperBound, spans.full.upperBound), left.upperBound)..<part.upperBound
        for x in left { rows.blend(x: x, y: row, color: color, coverage: shape.coverage(x: x, y: row)) }
        for x in right { rows.blend(x: x, y: row, color: color, coverage: shape.coverage(x: x, y: row)) }
    }

    /// Composites `color` over one pixel at the coverage of the area between two outlines.
    private static func blendRing(_ rows: BandRows, x: Int, y: Int, outer: RoundedRectCoverage, inner: RoundedRectCoverage,
                           color: RGBA8) {
        let area = outer.area(x: x, y: y) - inner.area(x: x, y: y)
        rows.blend(x: x, y: y, color: color, coverage: RoundedRectCoverage.coverage(area: area))
    }
}
