/// An 8-bit coverage (alpha) mask: how much of each pixel a shape or a run of text covers,
/// 0 (none) … 255 (all). Text is rasterized into a mask, then painted in a colour with
/// ``BandCanvas/paint(_:x:y:color:clip:)``.
///
/// ```swift
/// var mask = CoverageMask(width: 2, height: 1)
/// mask[1, 0] = 128
/// print(mask.width, mask[0, 0], mask[1, 0])
/// // 2 0 128
/// ```
public struct CoverageMask: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height` coverage values, rows top to bottom, no padding.
    public var values: [UInt8]

    /// An empty (all zero) mask.
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "a mask cannot have a negative size")
        self.width = width
        self.height = height
        values = [UInt8](repeating: 0, count: width * height)
    }

    /// A mask over existing values; `values.count` MUST be `width × height`.
    public init(width: Int, height: Int, values: [UInt8]) {
        precondition(width >= 0 && height >= 0 && values.count == width * height, "values.count must be width × height")
        self.width = width
        self.height = height
        self.values = values
    }

    /// The coverage at column `x`, row `y` (both MUST be inside the mask).
    public subscript(x: Int, y: Int) -> UInt8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "(\(x), \(y)) is outside the mask")
            return values[y * width + x]
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "(\(x), \(y)) is outside the mask")
            values[y * width + x] = newValue
        }
    }
}
