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
    /// A picture of this size cannot be written in the format: `limit` says what it may be
    /// (a JPEG is 1 … 65,500 pixels a side, a PNG 1 … 2³¹ − 1).
    case unsupportedSize(width: Int, height: Int, limit: String)

    /// The reason in words, without the path.
    public var description: String {
        switch self {
        case .cannotCreate(_, let reason): "cannot create file: \(reason)"
        case .writeFailed(_, let reason): "cannot write file: \(reason)"
        case .cannotReplace(_, let reason): "cannot move the finished file into place: \(reason)"
        case .library(let message): "PNG encoder error: \(message)"
        case .jpegLibrary(let message): "JPEG encoder error: \(message)"
        case .outOfMemory: "out of memory while encoding the picture"
        case .unsupportedSize(let width, let height, let limit): "a \(width)×\(height) picture cannot be written: \(limit)"
        }
    }
}
