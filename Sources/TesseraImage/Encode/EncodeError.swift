/// Why a PNG, JPEG or PDF could not be written. The cases carry the path involved as evidence, but the
/// message (``description``) does not repeat it: the caller prefixes the output path.
///
/// ```swift
/// print(EncodeError.cannotCreate(path: "/missing/out.png", reason: "No such file or directory"))
/// // cannot create file: No such file or directory
/// ```
public enum EncodeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The temporary file next to `path` (or `path` itself) could not be created.
    case cannotCreate(path: String, reason: String)
    /// Writing or flushing the output failed (disk full, closed pipe, I/O error).
    case writeFailed(path: String, reason: String)
    /// The finished temporary file could not be renamed to `path`.
    case cannotReplace(path: String, reason: String)
    /// The encoder (zlib) refused, in words.
    case library(message: String)
    /// libjpeg refused while compressing, in its words.
    case jpegLibrary(message: String)
    /// The encoder could not allocate memory.
    case outOfMemory
    /// The picture is beyond ``PictureLimits`` for its format (a JPEG is 1 … 65,500 pixels a
    /// side), refused before the file is created.
    case tooLarge(PictureSizeError)
    /// A zoomable picture would be cut into `count` tiles of `tileSize` pixels, more than
    /// `limit` (``TilePyramid/maximumTileCount``).
    case tooManyTiles(count: Int, limit: Int, tileSize: Int)
    /// A JPEG quality outside 1 … 100.
    case invalidQuality(Int)
    /// A print resolution that is not a number greater than 0.
    case invalidResolution(dotsPerInch: Double)
    /// A PDF page whose size in points is not a number greater than 0 each way.
    case invalidPageSize(width: Double, height: Double)
    /// An animated PNG with no frame, or a number of delays other than the frames'.
    case frameCount(frames: Int, delays: Int)
    /// Frame `index` of an animated PNG is `size`, not the first frame's `expected`.
    case frameSize(index: Int, size: PixelSize, expected: PixelSize)

    /// The reason in words, without the path.
    public var description: String {
        switch self {
        case .cannotCreate(_, let reason): "cannot create file: \(reason)"
        case .writeFailed(_, let reason): "cannot write file: \(reason)"
        case .cannotReplace(_, let reason): "cannot move the finished file into place: \(reason)"
        case .library(let message): "PNG encoder error: \(message)"
        case .jpegLibrary(let message): "JPEG encoder error: \(message)"
        case .outOfMemory: "out of memory while encoding the picture"
        case .tooLarge(let error): error.description
        case .tooManyTiles(let count, let limit, let tileSize):
            "at \(tileSize)-pixel tiles the picture would be \(count) tiles, more than the \(limit) a pyramid may have; give a larger tile size"
        case .invalidQuality(let quality): "a JPEG quality is 1 to 100, not \(quality)"
        case .invalidResolution(let dotsPerInch): "a resolution must be a number of dots per inch greater than 0, not \(dotsPerInch)"
        case .invalidPageSize(let width, let height): "a page must be greater than 0 points each way, not \(width)×\(height)"
        case .frameCount(let frames, let delays): "an animated PNG needs at least one frame and one delay per frame, not \(frames) frames and \(delays) delays"
        case .frameSize(let index, let size, let expected): "frame \(index) is \(size), not \(expected) as the first frame is"
        }
    }
}
