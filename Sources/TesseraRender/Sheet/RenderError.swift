/// Why ``SheetRenderer`` refused to draw a picture, before allocating any of it.
///
/// A layout can put frames anywhere (an orthogonal section a billion points long, a sheet
/// padded by a billion points); what is drawn must still fit in memory and in a PNG.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The picture would be `width`×`height` pixels, more than ``SheetRenderer/maximumWidth``
    /// wide or ``SheetRenderer/maximumHeight`` high.
    case pictureTooLarge(width: Int, height: Int)
    /// The picture would be `width`×`height` pixels, more than ``SheetRenderer/maximumPixels``
    /// in all (each side within its limit).
    case tooManyPixels(width: Int, height: Int)
    /// An in-memory picture (``SheetRenderer/renderImage(_:content:region:)``) would have
    /// more than ``SheetRenderer/maximumImagePixels`` pixels.
    case imageTooLarge(width: Int, height: Int)

    /// The reason in words, with the limit.
    public var description: String {
        switch self {
        case .pictureTooLarge(let width, let height):
            "the picture would be \(width)×\(height) pixels; at most \(SheetRenderer.maximumWidth) wide and \(SheetRenderer.maximumHeight) high can be drawn"
        case .tooManyPixels(let width, let height):
            "the picture would be \(width)×\(height) pixels, more than the \(SheetRenderer.maximumPixels) one picture may have"
        case .imageTooLarge(let width, let height):
            "the picture would be \(width)×\(height) pixels, more than the \(SheetRenderer.maximumImagePixels) pixels drawn in memory"
        }
    }
}
