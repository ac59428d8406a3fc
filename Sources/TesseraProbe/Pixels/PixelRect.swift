/// A rectangle of whole pixels: its top-left pixel and its size (a HEIF clean aperture, say).
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle's size.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// `W×H+X+Y`, as ImageMagick writes a geometry.
    public var description: String { "\(width)×\(height)+\(x)+\(y)" }
}
