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

extension PixelBuffer {
    /// The pixels of `rect`, which MUST lie inside the buffer, as a buffer of their own.
    public func cropped(to rect: PixelRect) -> PixelBuffer {
        precondition(rect.x >= 0 && rect.y >= 0 && rect.width > 0 && rect.height > 0
                     && rect.x + rect.width <= width && rect.y + rect.height <= height, "PixelBuffer: \(rect) is outside \(size)")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rect.width * rect.height * 4)
        for row in rect.y..<(rect.y + rect.height) {
            let start = row * bytesPerRow + rect.x * 4
            bytes.append(contentsOf: self.bytes[start..<(start + rect.width * 4)])
        }
        return PixelBuffer(width: rect.width, height: rect.height, bytesPerRow: rect.width * 4, bytes: bytes)
    }
}
