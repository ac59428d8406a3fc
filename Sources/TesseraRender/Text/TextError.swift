/// Why text cannot be drawn.
public enum TextError: Error, Equatable, CustomStringConvertible {
    /// No font file matches the name (or DejaVu Sans is not installed).
    case fontNotFound(String)
    /// The file exists but FreeType cannot use it.
    case cannotLoadFont(path: String, reason: String)

    /// A message naming the font and what to do.
    public var description: String {
        switch self {
        case .fontNotFound(let name):
            "font not found: \(name) (install fonts-dejavu-core, or pass --font with a font file)"
        case .cannotLoadFont(let path, let reason):
            "cannot load the font \(path): \(reason)"
        }
    }
}
