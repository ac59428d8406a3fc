/// A rectangle of whole device pixels: columns `x ..< x + width`, rows `y ..< y + height`.
///
/// Frames in points become device rectangles through ``PixelSnapper``; everything the canvas
/// draws is placed and clipped in these integer coordinates, so neighbouring cells share an
/// edge exactly.
///
/// ```swift
/// let cell = DeviceRect(x: 10, y: 20, width: 100, height: 50)
/// print(cell.maxX, cell.maxY, cell.intersection(DeviceRect(x: 0, y: 0, width: 50, height: 30)))
/// // 110 70 DeviceRect(x: 10, y: 20, width: 40, height: 10)
/// ```
public struct DeviceRect: Sendable, Hashable, CustomStringConvertible {
    /// First column.
    public var x: Int
    /// First row.
    public var y: Int
    /// Columns covered; never negative.
    public var width: Int
    /// Rows covered; never negative.
    public var height: Int

    /// A rectangle from its origin and size; a negative size is taken as empty.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The rectangle between two corners (`maxX`, `maxY` exclusive).
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// One past the last column.
    public var maxX: Int { x + width }
    /// One past the last row.
    public var maxY: Int { y + height }
    /// Whether it covers no pixel.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The pixels in both rectangles (empty, at this rectangle's origin, when they do not meet).
    public func intersection(_ other: DeviceRect) -> DeviceRect {
        let minX = Swift.max(x, other.x), minY = Swift.max(y, other.y)
        let maxX = Swift.min(self.maxX, other.maxX), maxY = Swift.min(self.maxY, other.maxY)
        guard maxX > minX, maxY > minY else { return DeviceRect(x: x, y: y, width: 0, height: 0) }
        return DeviceRect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// Whether the two rectangles share at least one pixel.
    public func intersects(_ other: DeviceRect) -> Bool { !intersection(other).isEmpty }

    /// The rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> DeviceRect {
        DeviceRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `amount` pixels on every side (empty when nothing is left).
    public func insetBy(_ amount: Int) -> DeviceRect {
        DeviceRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// "DeviceRect(x: …, y: …, width: …, height: …)".
    public var description: String { "DeviceRect(x: \(x), y: \(y), width: \(width), height: \(height))" }
}
