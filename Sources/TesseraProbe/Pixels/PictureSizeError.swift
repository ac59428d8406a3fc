/// A picture beyond ``PictureLimits``: its size and the limit, the same from every entry point
/// that refuses it (a writer, the renderer, a print page, the CLI).
///
/// ```swift
/// let error = PictureSizeError.tooManyPixels(width: 60_000, height: 20_000, limit: 1_000_000_000, kind: .file)
/// print(error)
/// // the picture would be 60000×20000 pixels, more than the 1000000000 pixels one picture may have
/// print(error.message(for: "the sheet"))
/// // the sheet would be 60000×20000 pixels, more than the 1000000000 pixels one picture may have
/// ```
public enum PictureSizeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A side under 1 pixel: no picture can be empty.
    case empty(width: Int, height: Int)
    /// Wider than `limit` (``PictureLimits/maximumSide``).
    case tooWide(width: Int, height: Int, limit: Int)
    /// Taller than `limit`: ``PictureLimits/maximumSide`` for a JPEG, else
    /// ``PictureLimits/maximumHeight``.
    case tooTall(width: Int, height: Int, limit: Int, kind: PictureKind)
    /// More pixels in all than `limit`, the limit of `kind`.
    case tooManyPixels(width: Int, height: Int, limit: Int, kind: PictureKind)

    /// The size refused.
    public var size: (width: Int, height: Int) {
        switch self {
        case .empty(let width, let height), .tooWide(let width, let height, _),
             .tooTall(let width, let height, _, _), .tooManyPixels(let width, let height, _, _):
            (width, height)
        }
    }

    /// The reason with `subject` (`the sheet`, `page 2 of the sheet`) for what was too large.
    public func message(for subject: String) -> String {
        let (width, height) = size
        let size = "\(subject) would be \(width)×\(height) pixels"
        switch self {
        case .empty:
            return "\(size): a picture has at least 1 pixel each way"
        case .tooWide(_, _, let limit):
            return "\(size), wider than the \(limit) pixels a picture may be"
        case .tooTall(_, _, let limit, let kind):
            return "\(size), taller than the \(limit) pixels \(kind == .jpeg ? "a JPEG" : "a picture") may be"
        case .tooManyPixels(_, _, let limit, let kind):
            switch kind {
            case .file, .jpeg: return "\(size), more than the \(limit) pixels one picture may have"
            case .tiled: return "\(size), more than the \(limit) pixels a zoomable picture may have"
            case .inMemory: return "\(size), more than the \(limit) pixels drawn in memory"
            }
        }
    }

    /// ``message(for:)`` of "the picture".
    public var description: String { message(for: "the picture") }
}
