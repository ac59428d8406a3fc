/// A size in whole pixels: a decoded image's, a thumbnail's, a cell's.
///
/// ```swift
/// let photo = PixelSize(width: 6000, height: 4000)
/// print(photo, photo.transposed, photo.scaled(toWidth: 300))
/// // 6000×4000 4000×6000 300×200
/// ```
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    /// Width in pixels, never negative.
    public var width: Int
    /// Height in pixels, never negative.
    public var height: Int

    /// A size of `width` × `height`; both MUST be zero or more.
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "a pixel size cannot be negative")
        self.width = width
        self.height = height
    }

    /// `width × height`.
    public var pixelCount: Int { width * height }

    /// Width and height exchanged, as EXIF orientations 5–8 exchange them.
    public var transposed: PixelSize { PixelSize(width: height, height: width) }

    /// Whether either side is zero.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The size with this aspect ratio and the given width: the height is rounded to the nearest
    /// pixel and is at least 1, so a 1×1000 strip asked for width 1 stays 1×1000 and a 1000×1
    /// strip scaled to width 10 becomes 10×1.
    public func scaled(toWidth newWidth: Int) -> PixelSize {
        precondition(newWidth > 0 && width > 0 && height > 0, "scaling needs non-empty sizes")
        let exact = Double(newWidth) * Double(height) / Double(width)
        return PixelSize(width: newWidth, height: max(1, Int(exact.rounded())))
    }

    /// "W×H".
    public var description: String { "\(width)×\(height)" }
}
