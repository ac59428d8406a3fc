extension RoundedRectCoverage {
    /// The area 0…1 of the pixel at column `x`, row `y` that lies inside the shape: its overlap
    /// with the rectangle, less what the four corner arcs cut away.
    ///
    /// Distances are taken from the edges inward (`x − minX` on the left, `maxX − (x + 1)` on the
    /// right), so mirror-image pixels compute with the same numbers and get the same area.
    func area(x: Int, y: Int) -> Double {
        let px = Double(x), py = Double(y)
        let overlapX = min(px + 1, maxX) - max(px, minX), overlapY = min(py + 1, maxY) - max(py, minY)
        guard overlapX > 0, overlapY > 0 else { return 0 }
        let area = overlapX * overlapY
        guard radius > 0 else { return area }
        // The pixel's reach into each corner box, in the arc's own coordinates.
        let left = cornerRange(inward: px - minX), right = cornerRange(inward: maxX - (px + 1))
        let top = cornerRange(inward: py - minY), bottom = cornerRange(inward: maxY - (py + 1))
        guard left != nil || right != nil, top != nil || bottom != nil else { return area }
        var cut = 0.0
        if let left {
            if let top { cut += cornerCut(left, top) }
            if let bottom { cut += cornerCut(left, bottom) }
        }
        if let right {
            if let top { cut += cornerCut(right, top) }
            if let bottom { cut += cornerCut(right, bottom) }
        }
        return max(0, area - cut)
    }

    /// The part of the corner box `0…radius` (measured inward from an edge) that a pixel side
    /// spanning `inward … inward + 1` covers, as distances from the arc's centre towards the
    /// corner: `nil` when it misses the box.
    private func cornerRange(inward near: Double) -> (Double, Double)? {
        let low = max(near, 0), high = min(near + 1, radius)
        guard high > low else { return nil }
        return (radius - high, radius - low)
    }

    /// The area of a pixel's part of a corner box that lies outside the arc.
    private func cornerCut(_ s: (Double, Double), _ t: (Double, Double)) -> Double {
        let box = (s.1 - s.0) * (t.1 - t.0)
        return max(0, box - QuarterDisc(radius: radius).area(s0: s.0, s1: s.1, t0: t.0, t1: t.1))
    }
}
