/// An image file format, as recognised from the file's first bytes (never from its name).
///
/// Tessera reads and decodes the ``readable`` formats, which are all of them today; a case that
/// is not readable would be recognised by its signature so that an error could name it ("XYZ is
/// not supported") instead of calling it "not an image".
public enum ImageFormat: String, Sendable, Equatable, Hashable, CaseIterable, CustomStringConvertible {
    case jpeg
    case png
    case gif
    case webp
    case heif
    case avif
    case tiff
    case bmp
    /// Camera RAW (NEF, CR2, CR3, ARW, ORF, RW2, RAF, PEF, DNG, …), read through LibRaw.
    case raw

    /// Whether Tessera can probe and decode files of this format.
    public var isSupported: Bool { Self.readable.contains(self) }

    /// The formats Tessera probes and decodes, in the order messages name them.
    public static let readable: [ImageFormat] = [.jpeg, .png, .webp, .tiff, .gif, .bmp, .heif, .avif, .raw]

    /// "JPEG, PNG, WebP, …, AVIF and camera RAW": the readable formats in words, for messages.
    public static var readableNames: String {
        let names = readable.map(\.displayName)
        return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }

    /// The name people use for the format: "JPEG", "PNG", "GIF", "WebP", "HEIC/HEIF", …
    public var displayName: String {
        switch self {
        case .jpeg: "JPEG"
        case .png: "PNG"
        case .gif: "GIF"
        case .webp: "WebP"
        case .heif: "HEIC/HEIF"
        case .avif: "AVIF"
        case .tiff: "TIFF"
        case .bmp: "BMP"
        case .raw: "camera RAW"
        }
    }

    public var description: String { displayName }
}
