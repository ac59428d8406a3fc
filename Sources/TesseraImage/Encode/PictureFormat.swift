/// The kinds of file Tessera writes, told from the output's name: `.png`, `.jpg` or `.jpeg`,
/// `.pdf` (printed pages), `.dzi` (a zoomable Deep Zoom image). A name without an extension (`-`, `/dev/stdout`, `sheet`) is a PNG,
/// as it always was; any other extension is refused, so `-o sheet.gif` never writes PNG bytes
/// under a GIF's name.
///
/// ```swift
/// print(try PictureFormat(outputPath: "trip.JPG"), try PictureFormat(outputPath: "-"))
/// // jpeg png
/// ```
public enum PictureFormat: String, Sendable, Equatable, CaseIterable, CustomStringConvertible {
    case png, jpeg, pdf
    /// A Deep Zoom image (`OUT.dzi` and `OUT_files/`), with a page to browse it.
    case deepZoom = "dzi"
    /// IIIF Image API 3.0 level-0 tiles in the folder `OUT/`, with a page to browse them; never
    /// told from a name (a folder has no extension), only asked for (`--format iiif`).
    case iiif

    /// The format the name of `path` asks for.
    /// - Throws: ``OutputFormatError/unknownExtension(path:extension:)`` for an extension Tessera
    ///   cannot write.
    public init(outputPath path: String) throws(OutputFormatError) {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
            self = .png
            return
        }
        let ext = String(name[name.index(after: dot)...])
        switch ext.lowercased() {
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        case "pdf": self = .pdf
        case "dzi": self = .deepZoom
        default: throw .unknownExtension(path: path, extension: ext)
        }
    }

    /// "png", "jpeg", "pdf", "dzi" or "iiif".
    public var description: String { rawValue }
}

/// Why an output name cannot be written.
public enum OutputFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name ends in an extension Tessera has no writer for.
    case unknownExtension(path: String, extension: String)

    /// The reason in words.
    public var description: String {
        switch self {
        case .unknownExtension(let path, let ext):
            "cannot write .\(ext) files (\(path)): name the output .png, .jpg, .jpeg or .pdf"
        }
    }
}
