extension BandCanvas {
    /// Fills `rect` (optionally with rounded corners of `cornerRadius` pixels, clamped to half the
    /// shorter side) with `color`, anti-aliased at the corners.
    ///
    /// Straight edges lie on pixel boundaries, so every pixel inside gets exactly `color` (over
    /// what was there, if it is translucent) and none outside changes; a corner pixel gets the
    /// colour scaled by the share of its area inside the arc.
    public mutating func fill(_ rect: DeviceRect, cornerRadius: Double = 0, color: RGBA8, clip: DeviceRect? = nil) {
        let area = drawable(rect, clip: clip)
        guard !area.isEmpty, color.a > 0 || color != .clear else { return }
        let shape = RoundedRectCoverage(rect, radius: cornerRadius)
        let source = Compositing.channels(color)
        for y in area.y..<area.maxY {
            if shape.rowMeetsCorners(y) {
                let full = shape.fullSpan(row: y)
                for x in area.x..<area.maxX {
                    let coverage = full.contains(x) ? 255 : shape.coverage(x: x, y: y)
                    if coverage > 0 { withPixel(x: x, y: y) { pixel, _ in Compositing.blend(source, coverage: coverage, into: pixel) } }
                }
            } else {
                fillSpan(y: y, from: area.x, to: area.maxX, color: color, source: source)
            }
        }
    }

    /// Strokes the inside of `rect`: a border `lineWidth` pixels wide (fractional widths give a
    /// partly covered inner edge) following the rounded outline, so it never spills into a
    /// neighbouring cell. The inner corners have radius `cornerRadius − lineWidth` (at least 0).
    public mutating func stroke(_ rect: DeviceRect, cornerRadius: Double = 0, lineWidth: Double, color: RGBA8, clip: DeviceRect? = nil) {
        let area = drawable(rect, clip: clip)
        guard !area.isEmpty, lineWidth > 0 else { return }
        let outer = RoundedRectCoverage(rect, radius: cornerRadius)
        let inner = RoundedRectCoverage(minX: outer.minX + lineWidth, minY: outer.minY + lineWidth,
                                        maxX: outer.maxX - lineWidth, maxY: outer.maxY - lineWidth,
                                        radius: max(0, outer.radius - lineWidth))
        let source = Compositing.channels(color)
        for y in area.y..<area.maxY {
            // Columns wholly inside the inner shape are skipped: they get no ink.
            let hole = inner.isEmpty ? 0..<0 : inner.fullSpan(row: y)
            for x in area.x..<area.maxX where !hole.contains(x) {
                let covered = outer.coverage(x: x, y: y)
                let removed = inner.isEmpty ? 0 : inner.coverage(x: x, y: y)
                guard covered > removed else { continue }
                withPixel(x: x, y: y) { pixel, _ in Compositing.blend(source, coverage: covered - removed, into: pixel) }
            }
        }
    }

    /// Sets (opaque colour) or composites columns `from ..< to` of row `y` with full coverage.
    private mutating func fillSpan(y: Int, from: Int, to: Int, color: RGBA8, source: (UInt32, UInt32, UInt32, UInt32)) {
        guard from < to else { return }
        if color.a == 255 {
            let word = color.packedWord
            withPixel(x: from, y: y) { pixel, _ in
                pixel.withMemoryRebound(to: UInt32.self, capacity: to - from) { words in
                    words.update(repeating: word, count: to - from)
                }
            }
            return
        }
        withPixel(x: from, y: y) { pixel, _ in
            for index in 0..<(to - from) { Compositing.blend(source, coverage: 255, into: pixel + index * 4) }
        }
    }
}
