/// How much of each device pixel a rounded rectangle covers: 0 (none) … 255 (all).
///
/// The rectangle's edges may be fractional (a stroke's inner edge is); its corners are quarter
/// circles of `radius` pixels (clamped to half the shorter side). A pixel is classified cheaply
/// when it lies wholly inside or outside; only pixels cut by a corner's arc are measured, by
/// sampling a 16 × 16 grid inside them, so coverage is the covered area to within 1/256 and is
/// computed the same way on every machine.
struct RoundedRectCoverage {
    let minX: Double, minY: Double, maxX: Double, maxY: Double
    let radius: Double

    init(minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = max(minX, maxX)
        self.maxY = max(minY, maxY)
        self.radius = max(0, min(radius, (self.maxX - minX) / 2, (self.maxY - minY) / 2))
    }

    init(_ rect: DeviceRect, radius: Double) {
        self.init(minX: Double(rect.x), minY: Double(rect.y), maxX: Double(rect.maxX), maxY: Double(rect.maxY), radius: radius)
    }

    var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// Whether row `y` meets a corner's arc: outside those rows, ``coverage(x:y:)`` depends only
    /// on the column's overlap with the straight sides.
    func rowMeetsCorners(_ y: Int) -> Bool {
        guard radius > 0 else { return false }
        let top = Double(y), bottom = Double(y + 1)
        return top < minY + radius || bottom > maxY - radius
    }

    /// The columns of row `y` that are covered fully (255): a half-open range, possibly empty.
    func fullSpan(row y: Int) -> Range<Int> {
        let top = Double(y), bottom = Double(y + 1)
        guard top >= minY, bottom <= maxY else { return 0..<0 }
        var inset = 0.0
        if radius > 0 {
            // The arc's horizontal inset at the row edge nearer the corner.
            let dy = max(0, max(minY + radius - top, bottom - (maxY - radius)))
            if dy > 0 { inset = radius - (radius * radius - min(dy * dy, radius * radius)).squareRoot() }
        }
        let start = Int((minX + inset).rounded(.up)), end = Int((maxX - inset).rounded(.down))
        return start < end ? start..<end : 0..<0
    }

    /// The coverage of the pixel at column `x`, row `y`.
    func coverage(x: Int, y: Int) -> UInt32 {
        let px = Double(x), py = Double(y)
        let overlapX = min(px + 1, maxX) - max(px, minX), overlapY = min(py + 1, maxY) - max(py, minY)
        guard overlapX > 0, overlapY > 0 else { return 0 }
        if radius > 0, let center = cornerCenter(x: px, y: py) {
            // Nearest and farthest points of the pixel square from the arc's centre.
            let nearX = max(px, min(center.x, px + 1)) - center.x, nearY = max(py, min(center.y, py + 1)) - center.y
            let farX = max(abs(px - center.x), abs(px + 1 - center.x)), farY = max(abs(py - center.y), abs(py + 1 - center.y))
            let r2 = radius * radius
            if nearX * nearX + nearY * nearY >= r2 { return 0 }
            if farX * farX + farY * farY > r2 { return sampled(x: px, y: py) }
        }
        return UInt32((overlapX * overlapY * 255).rounded())
    }

    /// The centre of the corner arc whose quadrant the pixel square reaches into, if any.
    private func cornerCenter(x px: Double, y py: Double) -> (x: Double, y: Double)? {
        let left = minX + radius, right = maxX - radius, top = minY + radius, bottom = maxY - radius
        let cx: Double? = px < left ? left : (px + 1 > right ? right : nil)
        let cy: Double? = py < top ? top : (py + 1 > bottom ? bottom : nil)
        guard let cx, let cy else { return nil }
        return (cx, cy)
    }

    /// Coverage measured on a 16 × 16 grid of sample points inside the pixel.
    private func sampled(x px: Double, y py: Double) -> UInt32 {
        var inside = 0
        let r2 = radius * radius
        let left = minX + radius, right = maxX - radius, top = minY + radius, bottom = maxY - radius
        for j in 0..<16 {
            let sy = py + (Double(j) + 0.5) / 16
            guard sy >= minY && sy < maxY else { continue }
            let dy = sy < top ? top - sy : (sy > bottom ? sy - bottom : 0)
            for i in 0..<16 {
                let sx = px + (Double(i) + 0.5) / 16
                guard sx >= minX && sx < maxX else { continue }
                let dx = sx < left ? left - sx : (sx > right ? sx - right : 0)
                if dx * dx + dy * dy <= r2 { inside += 1 }
            }
        }
        return UInt32((inside * 255 + 128) / 256)
    }
}
