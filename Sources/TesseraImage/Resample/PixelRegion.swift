/// A rectangle in pixel coordinates with fractional edges: the part of a source image that a
/// resample shows. (0, 0) is the top-left corner of the top-left pixel; pixel (i, j) covers
/// [i, i+1) × [j, j+1).
///
/// ```swift
/// let centre = PixelRegion(x: 100, y: 0, width: 400, height: 400)
/// print(centre.maxX, centre.maxY)
/// // 500.0 400.0
/// ```
public struct PixelRegion: Sendable, Equatable, CustomStringConvertible {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width, positive.
    public var width: Double
    /// Height, positive.
    public var height: Double

    /// A region; `width` and `height` MUST be positive.
    public init(x: Double, y: Double, width: Double, height: Double) {
        precondition(width > 0 && height > 0, "a region needs a positive size")
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The whole of an image of `size`.
    public init(covering size: PixelSize) {
        self.init(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
    }

    /// Right edge.
    public var maxX: Double { x + width }
    /// Bottom edge.
    public var maxY: Double { y + height }

    /// "(x, y, width×height)".
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
