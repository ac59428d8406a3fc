import Foundation
import TesseraLayout

/// `UIImage`, for code that names images: a file (`UIImage(contentsOfFile:)`, which a snapshot
/// can draw as a photo), encoded bytes (`UIImage(data:)`) or a name (`UIImage(named:)`,
/// `UIImage(systemName:)`, kept as a name: there are no asset catalogs or SF Symbols here).
///
/// In a Swift Testing test, an image made from a file or from data is an attachment
/// (`Attachment.record(image)`), recorded in its own encoding.
public final class UIImage: NSObject, Sendable {
    /// The file the image comes from, when it comes from one.
    public let path: String?
    /// The image's name (an asset or SF Symbol name), when it has one.
    public let name: String?
    /// The encoded image it was made from (`init(data:)`), when it was made from bytes.
    public let encodedData: Data?
    /// `renderingMode` (`.automatic` unless made by ``withRenderingMode(_:)``): kept; nothing
    /// tints an image headlessly.
    public let renderingMode: RenderingMode
    /// Whether the image is an SF Symbol (`UIImage(systemName:)`).
    let isSymbol: Bool
    /// The size in points of an image made without a file, bytes or name: zero for `UIImage()`,
    /// the renderer's size for a `UIGraphicsImageRenderer` image; `nil` for other images.
    let blankSize: CGSize?
    /// `scale`: pixels per point of the image — the renderer's scale for an image a
    /// `UIGraphicsImageRenderer` made, 1 for others (files are read at 1×, see ``size``).
    public let scale: CGFloat

    /// `UIImage()`: an empty image, of size zero, as on iOS (it shows nothing).
    public override convenience init() { self.init(blankSize: .zero, scale: 1) }

    /// A blank image `size` points large at `scale` (what a renderer makes headlessly: nothing
    /// is drawn into it).
    init(blankSize size: CGSize, scale: CGFloat) {
        path = nil
        name = nil
        encodedData = nil
        renderingMode = .automatic
        isSymbol = false
        blankSize = size
        self.scale = scale
    }

    /// `UIImage(contentsOfFile:)`: `nil` when there is no file at `path`.
    public init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.path = path
        name = nil
        encodedData = nil
        renderingMode = .automatic
        isSymbol = false
        blankSize = nil
        scale = 1
    }

    /// `UIImage(data:)`: `nil` unless `data` starts with the signature of an image format
    /// (PNG, JPEG, GIF, TIFF, BMP, WebP, HEIF/AVIF). The bytes are kept, not decoded.
    public init?(data: Data) {
        guard ImageSignature.isImage(data) else { return nil }
        path = nil
        name = nil
        encodedData = data
        renderingMode = .automatic
        isSymbol = false
        blankSize = nil
        scale = 1
    }

    /// `UIImage(data:scale:)`: as ``init(data:)`` (the scale is not kept).
    public convenience init?(data: Data, scale: CGFloat) { self.init(data: data) }

    /// The bytes of the encoded image: the data it was made from, or its file's contents.
    /// `nil` for an image known only by its name.
    public func encodedBytes() throws -> Data? {
        if let encodedData { return encodedData }
        guard let path else { return nil }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// `UIImage(named:)`: an image known by its name only.
    public convenience init?(named name: String) { self.init(assetName: name) }

    /// An image known by its asset name only (what `UIImage(named:)` and `#imageLiteral` make).
    init(assetName name: String) {
        path = nil
        self.name = name
        encodedData = nil
        renderingMode = .automatic
        isSymbol = false
        blankSize = nil
        scale = 1
    }

    /// `UIImage(systemName:)`: an SF Symbol, known by its name only.
    public init?(systemName name: String) {
        path = nil
        self.name = name
        encodedData = nil
        renderingMode = .automatic
        isSymbol = true
        blankSize = nil
        scale = 1
    }

    private init(copying image: UIImage, renderingMode: RenderingMode) {
        path = image.path
        name = image.name
        encodedData = image.encodedData
        isSymbol = image.isSymbol
        blankSize = image.blankSize
        scale = image.scale
        self.renderingMode = renderingMode
    }

    /// `UIImage.RenderingMode`: whether the image is drawn in its own colours (`alwaysOriginal`)
    /// or as a mask in the tint colour (`alwaysTemplate`); kept, nothing is drawn.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// `withRenderingMode(_:)`: the same image with `renderingMode` (an image already in that
    /// mode is returned as it is, as UIKit does).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        renderingMode == self.renderingMode ? self : UIImage(copying: self, renderingMode: renderingMode)
    }
}

/// The leading bytes of the image formats `UIImage(data:)` accepts.
enum ImageSignature {
    static func isImage(_ data: Data) -> Bool {
        let bytes = [UInt8](data.prefix(12))
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset ..< offset + prefix.count]) == prefix
        }
        return starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])        // PNG
            || starts([0xFF, 0xD8, 0xFF])                                       // JPEG
            || starts(Array("GIF8".utf8))                                       // GIF
            || starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A])   // TIFF
            || starts(Array("BM".utf8))                                         // BMP
            || (starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8))  // WebP
            || starts(Array("ftyp".utf8), at: 4)                                // HEIF, AVIF
    }
}

extension UIImage {
    /// `UIImage.SymbolConfiguration`: how an SF Symbol would be drawn (kept, no symbols are drawn).
    public final class SymbolConfiguration: NSObject, Sendable {
        /// `UIImage.SymbolScale`: a symbol's size relative to its point size; sizing takes `small`
        /// as 0.8, `large` as 1.25 and the rest as 1.
        public enum Scale: Int, Sendable { case `default` = -1, unspecified = 0, small, medium, large }
        /// `UIImage.SymbolWeight`: a symbol's stroke weight; accepted, not kept (it does not
        /// change the size).
        public enum Weight: Int, Sendable { case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }

        public let pointSize: CGFloat?
        public let scale: Scale

        /// `init(pointSize:)`: a symbol as tall and wide as `pointSize` (see ``UIImage/size``).
        public init(pointSize: CGFloat) { self.pointSize = pointSize; scale = .unspecified }
        /// `init(scale:)`: the point size comes from the font beside the image, else 17.
        public init(scale: Scale) { pointSize = nil; self.scale = scale }
        /// `init(pointSize:weight:scale:)`: point size and scale are kept; the weight is not.
        public init(pointSize: CGFloat, weight: Weight, scale: Scale = .default) { self.pointSize = pointSize; self.scale = scale }
        /// `init(weight:)`: keeps nothing (weight does not change the size).
        public init(weight: Weight) { pointSize = nil; scale = .unspecified }
        /// `init(textStyle:)`: takes that text style's font's point size.
        @MainActor public init(textStyle: UIFont.TextStyle) {
            pointSize = UIFont.preferredFont(forTextStyle: textStyle).pointSize
            scale = .unspecified
        }
        /// `init(textStyle:scale:)`: takes that text style's font's point size, and the scale.
        @MainActor public init(textStyle: UIFont.TextStyle, scale: Scale) {
            pointSize = UIFont.preferredFont(forTextStyle: textStyle).pointSize
            self.scale = scale
        }
        /// `init(font:scale:)`: takes the font's point size, and the scale.
        @MainActor public init(font: UIFont, scale: Scale) {
            pointSize = font.pointSize
            self.scale = scale
        }
        /// `init(font:)`: takes the font's point size.
        @MainActor public init(font: UIFont) {
            pointSize = font.pointSize
            scale = .unspecified
        }
    }
}
