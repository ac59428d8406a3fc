import Foundation
/// What happened while a sheet was rendered: its size, the photos drawn, and each photo that
/// failed or decoded with damage.
///
/// ```swift
/// for problem in report.failures { print("\(problem.path): \(problem.message)") }
/// ```
public struct RenderReport: Sendable, Equatable {
    /// A photo that could not be drawn, or was drawn from a damaged file.
    public struct Problem: Sendable, Equatable {
        /// The photo's path (or name, for a photo known to be bad before rendering).
        public var path: String
        /// The reason, as the decoder or probe gave it.
        public var message: String

        /// A problem from its parts.
        public init(path: String, message: String) {
            self.path = path
            self.message = message
        }
    }

    /// The picture's size in pixels.
    public var size: PixelSize
    /// Photos decoded and drawn (damaged ones included).
    public var photosDrawn: Int
    /// Photos drawn as a failure placeholder, in layout order.
    public var failures: [Problem]
    /// Photos drawn, but from a damaged file (the decoder's warnings), in layout order.
    public var warnings: [Problem]
    /// The most decoded thumbnails held at one time.
    public var peakLiveThumbnails: Int
    /// The most photos being decoded at one time.
    public var peakDecodesAtOnce: Int
    /// The largest sum of estimated memory of the photos being decoded at one time (bytes):
    /// at most ``RenderOptions/memoryLimit``, unless one photo alone needed more.
    public var peakDecodeMemory: Int
    /// Thumbnails served from the ``RenderOptions/thumbnailCache`` instead of decoded.
    public var thumbnailsFromCache: Int = 0
    /// The cells (section, item) whose photos were drawn: a photo cut between pages is one
    /// photo, however many pages show part of it.
    public var drawnPhotos: Set<IndexPath> = []
    /// For a zoomable picture (``PictureEncoding/tiles(_:)``): the tiles written, their bytes
    /// and the page beside them (``ZoomPage``); nil for one file.
    public var tiles: TileTally?

    /// What a zoomable picture's writing left: tiles, their bytes, and the page that shows them.
    public struct TileTally: Sendable, Equatable {
        public var count: Int
        public var bytes: Int
        public var page: String
    }

    /// A report from its parts.
    public init(size: PixelSize, photosDrawn: Int = 0, failures: [Problem] = [], warnings: [Problem] = [],
                peakLiveThumbnails: Int = 0, peakDecodesAtOnce: Int = 0, peakDecodeMemory: Int = 0) {
        self.size = size
        self.photosDrawn = photosDrawn
        self.failures = failures
        self.warnings = warnings
        self.peakLiveThumbnails = peakLiveThumbnails
        self.peakDecodesAtOnce = peakDecodesAtOnce
        self.peakDecodeMemory = peakDecodeMemory
    }
}
