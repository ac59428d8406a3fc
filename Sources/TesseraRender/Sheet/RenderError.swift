import Foundation
import TesseraImage
import TesseraText

/// Why ``LayoutRenderer`` refused to start or to draw a picture, before allocating any of it.
///
/// A layout can put frames anywhere (an orthogonal section a billion points long, a sheet
/// padded by a billion points); what is drawn must still fit in memory and in a file, within
/// ``PictureLimits``.
///
/// ```swift
/// print(RenderError.invalidScale(0))
/// // the scale must be a number of pixels per point greater than 0, not 0.0
/// ```
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The picture is beyond ``PictureLimits`` (the same error a writer gives).
    case tooLarge(PictureSizeError)
    /// ``RenderOptions/scale`` is not a finite number greater than 0.
    case invalidScale(CGFloat)
    /// ``RenderOptions/bandHeight`` is under 1 or ``RenderOptions/lookaheadRows`` under 0.
    case invalidBands(bandHeight: Int, lookaheadRows: Int)
    /// A page height (points) for pages cut from a layout is not a finite number greater than 0.
    case invalidPageHeight(CGFloat)
    /// The font could not be found or loaded.
    case font(TextError)

    /// The reason in words, with the limit.
    public var description: String {
        switch self {
        case .tooLarge(let error): error.description
        case .invalidScale(let scale): "the scale must be a number of pixels per point greater than 0, not \(scale)"
        case .invalidBands(let bandHeight, let lookaheadRows):
            "bands must be at least 1 row high and look 0 rows ahead or more, not \(bandHeight) and \(lookaheadRows)"
        case .invalidPageHeight(let height): "a page must be a number of points high greater than 0, not \(height)"
        case .font(let error): error.description
        }
    }
}
