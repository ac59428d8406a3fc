import Foundation

/// Rounds frames in points to whole device pixels, so that neighbouring cells never gap or
/// overlap by a pixel.
///
/// Each EDGE is snapped on its own — `minX`, `minY`, `maxX` and `maxY` are multiplied by the
/// scale and rounded half up (⌊v + ½⌋) — rather than the origin and the size. Two frames that
/// share an edge in points therefore share it in pixels, whatever their fractional positions:
/// cells laid out at x = 0, 33.33, 66.67 on a 1× sheet become columns 0…33, 33…67, 67…100 with
/// no gap and no overlap, and a frame's pixel width may differ by one from its neighbour's. A
/// value a billionth (relative, at most a millionth of a pixel) short of a half counts as the
/// half, so an edge that one cell
/// computes as `7 × ⅓` points and its neighbour as `7 / 3` lands on the same pixel at 1.5×
/// (3.4999999999999996 and 3.5 pixels both round to 4). A frame narrower than half a pixel may
/// come out empty.
///
/// Snapping is the renderer's job: layouts keep frames in points.
///
/// ```swift
/// let snapper = PixelSnapper(scale: 3)
/// print(snapper.snap(CGRect(x: 10.4, y: 0, width: 33.3, height: 20)))
/// // DeviceRect(x: 31, y: 0, width: 100, height: 60)
/// ```
public struct PixelSnapper: Sendable, Equatable {
    /// Device pixels per point; positive.
    public let scale: CGFloat

    /// A snapper for `scale` pixels per point (1×, 2×, 3× or any positive value).
    public init(scale: CGFloat) {
        precondition(scale.isFinite && scale > 0, "the scale must be a positive number")
        self.scale = scale
    }

    /// `value` points as a pixel edge: `value × scale` rounded half up (`⌊v + ½⌋`), after
    /// adding a billionth of `v` (at least a billionth, at most a millionth of a pixel) so that
    /// a half computed a hair low, as `7 × (1/3)` points at 1.5× is (3.4999999999999996),
    /// still rounds up. Edges beyond
    /// ±``maximumEdge`` pixels (infinities included) are clamped there, far outside any
    /// picture; NaN, which no layout produces, counts as 0.
    ///
    /// ```swift
    /// let snapper = PixelSnapper(scale: 2)
    /// print(snapper.snap(0.25), snapper.snap(0.2), snapper.snap(-0.25))
    /// // 1 0 0
    /// ```
    public func snap(_ value: CGFloat) -> Int {
        let pixels = Double(value * scale)
        guard !pixels.isNaN else { return 0 }
        let limit = Double(Self.maximumEdge)
        guard abs(pixels) < limit else { return pixels < 0 ? -Self.maximumEdge : Self.maximumEdge }
        return Int((pixels + 0.5 + min(1e-6, 1e-9 * max(1, abs(pixels)))).rounded(.down))
    }

    /// The farthest edge ``snap(_:)-(CGFloat)`` returns, either way: 2⁵⁰ pixels. Differences of
    /// such edges still fit an `Int`.
    public static let maximumEdge = 1 << 50

    /// The pixels a frame covers, its four edges snapped independently (a frame with a negative
    /// size is standardized first). Frames sharing an edge in points share it in pixels; a frame
    /// narrower than half a pixel may come out empty.
    ///
    /// ```swift
    /// print(PixelSnapper(scale: 1).snap(CGRect(x: 0.5, y: 1.5, width: 1, height: 1)))
    /// // DeviceRect(x: 1, y: 2, width: 1, height: 1)
    /// ```
    public func snap(_ frame: CGRect) -> DeviceRect {
        let frame = frame.standardized
        return DeviceRect(minX: snap(frame.minX), minY: snap(frame.minY), maxX: snap(frame.maxX), maxY: snap(frame.maxY))
    }

    /// `length` points in pixels, unrounded: corner radii and line widths, which the canvas
    /// draws with fractional precision.
    ///
    /// ```swift
    /// print(PixelSnapper(scale: 3).pixels(2.5))
    /// // 7.5
    /// ```
    public func pixels(_ length: CGFloat) -> Double { Double(length * scale) }
}
