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
