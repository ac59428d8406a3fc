import Foundation

/// `UIImage`, for code that names images: a file (`UIImage(contentsOfFile:)`, which a snapshot
/// can draw as a photo) or a name (`UIImage(named:)`, `UIImage(systemName:)`, kept as a name).
public final class UIImage: NSObject, Sendable {
    /// The file the image comes from, when it comes from one.
    public let path: String?
    /// The image's name (an asset or SF Symbol name), when it has one.
    public let name: String?

    /// `UIImage(contentsOfFile:)`: `nil` when there is no file at `path`.
    public init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.path = path
        name = nil
    }

    /// `UIImage(named:)`: an image known by its name only.
    public init?(named name: String) {
        path = nil
        self.name = name
    }

    /// `UIImage(systemName:)`: an SF Symbol, known by its name only.
    public init?(systemName name: String) {
        path = nil
        self.name = name
    }
}

extension UIImage {
    /// `UIImage.SymbolConfiguration`: how an SF Symbol would be drawn (kept, no symbols are drawn).
    public final class SymbolConfiguration: NSObject, Sendable {
        /// `UIImage.SymbolScale`.
        public enum Scale: Int, Sendable { case `default` = -1, unspecified = 0, small, medium, large }
        /// `UIImage.SymbolWeight`.
        public enum Weight: Int, Sendable { case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }

        public let pointSize: CGFloat?
        public let scale: Scale

        /// `init(pointSize:)`.
        public init(pointSize: CGFloat) { self.pointSize = pointSize; scale = .unspecified }
        /// `init(scale:)`.
        public init(scale: Scale) { pointSize = nil; self.scale = scale }
        /// `init(pointSize:weight:scale:)`.
        public init(pointSize: CGFloat, weight: Weight, scale: Scale = .default) { self.pointSize = pointSize; self.scale = scale }
        /// `init(weight:)`.
        public init(weight: Weight) { pointSize = nil; scale = .unspecified }
        /// `init(textStyle:)`.
        @MainActor public init(textStyle: UIFont.TextStyle) {
            pointSize = UIFont.preferredFont(forTextStyle: textStyle).pointSize
            scale = .unspecified
        }
        /// `init(textStyle:scale:)`.
        @MainActor public init(textStyle: UIFont.TextStyle, scale: Scale) {
            pointSize = UIFont.preferredFont(forTextStyle: textStyle).pointSize
            self.scale = scale
        }
        /// `init(font:scale:)`.
        @MainActor public init(font: UIFont, scale: Scale) {
            pointSize = font.pointSize
            self.scale = scale
        }
        /// `init(font:)`.
        @MainActor public init(font: UIFont) {
            pointSize = font.pointSize
            scale = .unspecified
        }
    }
}
