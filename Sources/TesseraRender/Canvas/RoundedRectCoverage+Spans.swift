extension RoundedRectCoverage {
    /// The columns of pixel row `y` that the shape covers at all and covers fully.
    ///
    /// Found from the arc's horizontal inset at the row's top and bottom edges, so a drawing
    /// call measures only the few pixels an arc or a fractional edge cuts.
    func spans(row y: Int) -> RowSpans {
        let top = Double(y), bottom = Double(y + 1)
        guard !isEmpty, bottom > minY, top < maxY else { return .none }
        let upper = max(top, minY), lower = min(bottom, maxY)
        var nearest = 0.0, farthest = 0.0
        if radius > 0 {
            let a = inset(at: upper), b = inset(at: lower)
            farthest = max(a, b)
            // Between the arcs' centres the sides are straight: no inset at all.
            let meetsStraightPart = upper <= maxY - radius && lower >= minY + radius
            nearest = meetsStraightPart ? 0 : min(a, b)
        }
        let covered = Int((minX + nearest).rounded(.down))..<Int((maxX - nearest).rounded(.up))
        guard top >= minY, bottom <= maxY else { return RowSpans(covered: covered, full: 0..<0) }
        let fullStart = Int((minX + farthest).rounded(.up)), fullEnd = Int((maxX - farthest).rounded(.down))
        return RowSpans(covered: covered, full: fullStart..<max(fullStart, fullEnd))
    }

    /// How far the outline lies inside the straight sides at height `edge` (within the shape's
    /// rows): 0 between the arcs' centres, up to `radius` at the very top and bottom.
    private func inset(at edge: Double) -> Double {
        // Distance beyond the nearer arc centre's row; edge differences first, so the top and
        // bottom corners (mirror images) compute with the same numbers.
        let beyond = max((minY - edge) + radius, (edge - maxY) + radius)
        guard beyond > 0 else { return 0 }
        let t = min(beyond, radius)
        return radius - (radius * radius - t * t).squareRoot()
    }
}
