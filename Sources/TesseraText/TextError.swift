/// Why a font cannot be used (to measure text, or to draw it: TesseraRender's `TextRasterizer`):
/// the text stage's errors, each carrying the evidence.
///
/// ```swift
/// print(TextError.fontNotFound("Frutiger"))
/// // font not found: Frutiger (install the fonts-dejavu-core package for the default font, or pass --font PATH with a .ttf or .otf file)
/// ```
public enum TextError: Error, Equatable, CustomStringConvertible {
    /// No font file matches the name or path (or DejaVu Sans, the default, is not installed).
    case fontNotFound(String)
    /// The file exists but cannot be used (FreeType cannot draw with it, or it is no TrueType or
    /// OpenType font to measure with): `reason` says why.
    case cannotLoadFont(path: String, reason: String)

    /// One line naming the font and what to do about it.
    public var description: String {
        switch self {
        case .fontNotFound(let name):
            "font not found: \(name) (install the fonts-dejavu-core package for the default font, "
                + "or pass --font PATH with a .ttf or .otf file)"
        case .cannotLoadFont(let path, let reason):
            "cannot load the font \(path): \(reason)"
        }
    }
}
