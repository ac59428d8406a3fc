import Foundation

/// Rounds frames in points to whole device pixels, so that neighbouring cells never gap or
/// overlap by a pixel.
///
/// Each EDGE is snapped on its own — `minX`, `minY`, `maxX` and `maxY` are multiplied by the
/// scale and rounded half up (⌊v + ½⌋) — rather than the origin and the size. Two frames that
/// share an edge in points therefore share it in pixels, whatever their fractional positions:
/// cells laid out at x = 0, 33.33, 66.67 on a 1× sheet become columns 0…33, 33…67, 67…100 with
/// no gap and no overlap, and a frame's pixel width may differ by one from its neighbour's. A
/// value within a billionth of a pixel of a half is taken as the half, so 1/3-point positions
/// at 3× (0.999999… pixels) land on whole pixels. A frame narrower than half a pixel may come out
/// empty.
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

    /// `value` points as a pixel edge: `value × scale` rounded half up.
    public func snap(_ value: CGFloat) -> Int {
        let pixels = Double(value * scale)
        return Int((pixels + 0.5 + 1e-9 * max(1, abs(pixels))).rounded(.down))
    }

    /// The pixels a frame covers, its four edges snapped independently.
    public func snap(_ frame: CGRect) -> DeviceRect {
        let frame = frame.standardized
        return DeviceRect(minX: snap(frame.minX), minY: snap(frame.minY), maxX: snap(frame.maxX), maxY: snap(frame.maxY))
    }

    /// `length` points in pixels, unrounded: corner radii and line widths.
    public func pixels(_ length: CGFloat) -> Double { Double(length * scale) }
}
