/// How much of each device pixel a rounded rectangle covers: the shape behind every fill,
/// stroke and rounded image of ``BandCanvas``.
///
/// The rectangle's edges may be fractional (a stroke's inner edge is); its corners are quarter
/// circles of `radius` pixels, clamped to 0…half the shorter side. A pixel's coverage is the
/// area of the pixel inside the shape, times 255, rounded half up. Straight edges are measured
/// exactly; the arcs by ``QuarterDisc``. Each pixel's coverage depends only on its own position,
/// never on the band or clip it is drawn through, so bands stack seamlessly.
///
/// ```swift
/// let shape = RoundedRectCoverage(DeviceRect(x: 0, y: 0, width: 20, height: 20), radius: 10)
/// print(shape.coverage(x: 0, y: 0), shape.coverage(x: 2, y: 3), shape.coverage(x: 3, y: 3))
/// // 0 150 255: outside the arc, cut by it (59 % inside), inside it
/// ```
struct RoundedRectCoverage {
    /// Left edge, in sheet pixels.
    let minX: Double
    /// Top edge.
    let minY: Double
    /// Right edge; at least `minX`.
    let maxX: Double
    /// Bottom edge; at least `minY`.
    let maxY: Double
    /// The corner radius after clamping.
    let radius: Double

    /// A rounded rectangle from its edges; a negative size is taken as empty, a radius that is
    /// negative or not a number as 0.
    init(minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = max(minX, maxX)
        self.maxY = max(minY, maxY)
        let limit = min(self.maxX - minX, self.maxY - minY) / 2
        self.radius = radius > 0 ? min(radius, limit) : 0
    }

    /// The rounded rectangle over whole pixels `rect`.
    init(_ rect: DeviceRect, radius: Double) {
        self.init(minX: Double(rect.x), minY: Double(rect.y), maxX: Double(rect.maxX), maxY: Double(rect.maxY),
                  radius: radius)
    }

    /// The shape `width` pixels inside this one: edges moved in by `width`, radius reduced by it
    /// (at least 0). Empty when `width` reaches half the shorter side.
    func inset(by width: Double) -> RoundedRectCoverage {
        RoundedRectCoverage(minX: minX + width, minY: minY + width, maxX: maxX - width, maxY: maxY - width,
                            radius: max(0, radius - width))
    }

    /// Whether it covers no area.
    var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// The coverage 0…255 of an area 0…1: `area × 255` rounded half up.
    static func coverage(area: Double) -> UInt8 {
        let scaled = (area * 255 + 0.5).rounded(.down)
        return scaled >= 255 ? 255 : (scaled > 0 ? UInt8(scaled) : 0)
    }

    /// The coverage 0…255 of the pixel at column `x`, row `y`.
    func coverage(x: Int, y: Int) -> UInt8 { Self.coverage(area: area(x: x, y: y)) }
}
