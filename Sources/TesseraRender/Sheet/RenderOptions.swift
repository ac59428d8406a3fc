import Foundation
import TesseraImage

/// How ``LayoutRenderer`` rasterizes: scale, concurrency, text and decoding.
///
/// ```swift
/// var options = RenderOptions(scale: 2)
/// options.jobs = 1                 // same pixels as with 8 workers, only slower
/// options.glyphMode = .boxes       // text as boxes, for snapshot tests
/// ```
public struct RenderOptions: Sendable, Equatable {
    /// Device pixels per point (1×, 2×, 3×, or any positive value).
    public var scale: CGFloat
    /// The worker threads of a drawing, besides the calling thread: one ``WorkerPool`` that
    /// decodes the photos and compresses what is written (PNG chunks, PDF pages, tiles); at
    /// least 1.
    public var jobs: Int
    /// Real glyphs from the font, or boxes (see ``GlyphMode``).
    public var glyphMode: GlyphMode
    /// A font file or fontconfig name; nil for DejaVu Sans.
    public var font: String?
    /// Rows drawn per band before they are handed on.
    public var bandHeight: Int
    /// How far below the current band photos may already be decoded, in device rows.
    public var lookaheadRows: Int
    /// Limits and strictness of photo decoding.
    public var decoding: DecodeOptions
    /// Bytes the photos being decoded at once may hold, as each photo's decode plan counts them
    /// (`ImageDecoder.thumbnailPlan`, the plan its decoder follows): workers wait rather than go over it, and a photo that needs more on
    /// its own is decoded alone. 64 MB by default (`tessera sheet --memory-limit`).
    public var memoryLimit: Int = RenderOptions.defaultMemoryLimit
    /// The default ``memoryLimit``: 64 MB, so that with the rest of a sheet's needs the
    /// process stays under 150 MB whatever the photos.
    public static let defaultMemoryLimit = 64_000_000
    /// Outline every frame and label it with its index path and element kind, like a view
    /// debugger (`tessera preview --debug-frames`).
    public var debugFrames: Bool = false
    /// Where thumbnails are kept between runs (``ThumbnailCache``); nil: none. The pixels are
    /// the same with or without it.
    public var thumbnailCache: ThumbnailCache?

    /// Options at `scale`, with one worker per processor, real glyphs and DejaVu Sans. A scale
    /// that is no number greater than 0, or bands under a row, are refused by
    /// ``LayoutRenderer/init(style:options:)`` (``RenderError``).
    public init(scale: CGFloat = 1, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                glyphMode: GlyphMode = .outlines, font: String? = nil, bandHeight: Int = 64,
                lookaheadRows: Int = 256, decoding: DecodeOptions = DecodeOptions()) {
        self.scale = scale
        self.jobs = max(1, jobs)
        self.glyphMode = glyphMode
        self.font = font
        self.bandHeight = bandHeight
        self.lookaheadRows = lookaheadRows
        self.decoding = decoding
    }
}
