/// Why a photo could not be decoded. Every case carries the evidence: the library's words, the
/// sizes involved, the limit that was exceeded.
///
/// As with ``ProbeError``, the message (``description``) never names the file: the caller knows
/// the path and prefixes it (`photo.jpg: corrupt image data: …`).
///
/// ```swift
/// do {
///     _ = try ImageDecoder().decode(fileAt: "Tests/Fixtures/corrupt/text_named.jpg")
/// } catch {
///     print(error)
/// }
/// // not an image: the file starts with none of the signatures Tessera reads (JPEG, PNG, WebP, TIFF, GIF, BMP, HEIC/HEIF, AVIF and camera RAW)
/// ```
public enum DecodeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be opened or read (missing, a directory, no permission, I/O error).
    case unreadable(reason: String)
    /// The file is larger than ``DecodeLimits/maxFileBytes``; it was not read.
    case fileTooLarge(bytes: Int, limit: Int)
    /// The header probe refused the file: not an image, an unsupported format, a broken header.
    case header(ProbeError)
    /// The image is bigger than a limit allows; refused before any pixel memory was allocated.
    case tooLarge(width: Int, height: Int, limit: DecodeLimits.Limit)
    /// The thumbnail asked for is bigger than a limit allows, though the photo is not (a 2×60000
    /// strip 64 pixels wide would be 64×1920000); refused before anything is decoded.
    case thumbnailTooLarge(width: Int, height: Int, limit: DecodeLimits.Limit, photo: PixelSize)
    /// A JPEG with more scans than ``DecodeLimits/maxScans``, counted from its markers before any
    /// scan is decoded (each scan of a progressive JPEG is a pass over the whole image).
    case tooManyScans(scans: Int, limit: Int)
    /// A camera RAW file's embedded JPEG preview is far larger, by its own header, than the RAW
    /// header declares it (``RAWPreviewCheck``): refused before it is decoded.
    case previewSizeMismatch(declared: PixelSize, actual: PixelSize)
    /// A TIFF whose one strip, or one row of tiles, decoded (libtiff decompresses a strip or a
    /// tile whole) would hold more than ``DecodeLimits/maxDecodeBytes`` by itself: `across`
    /// chunks of `chunk` pixels, `bytes` in all. Refused before any of it is allocated.
    case tiffChunkTooLarge(chunk: PixelSize, tiled: Bool, across: Int, bytes: Int, limit: Int)
    /// A variant the codec library cannot decode (12-bit or lossless JPEG, an unknown colour
    /// space), in the library's words, or that Tessera's own BMP reader does not take (a BMP
    /// with a JPEG or PNG inside, 2 or 64 bits a pixel), naming it.
    case unsupported(format: ImageFormat, message: String)
    /// The library found the image data damaged beyond use, in its words.
    case corrupt(format: ImageFormat, message: String)
    /// The data ends before the image does and the rows that arrived cannot be shown (an
    /// interlaced PNG, no complete row) or strict decoding was asked for.
    case truncated(format: ImageFormat, rowsDecoded: Int, height: Int)
    /// Strict decoding (``DecodeOptions/strict``) stopped at a warning the library could have
    /// recovered from, such as "Premature end of JPEG file".
    case strictWarning(format: ImageFormat, message: String)
    /// The pixel memory could not be allocated.
    case outOfMemory(width: Int, height: Int)
    /// A thumbnail was asked for at a width (or height) under 1 pixel.
    case invalidThumbnailSize(width: Int, height: Int?)

    /// The reason in words, without the file name.
    public var description: String {
        switch self {
        case .unreadable(let reason):
            "cannot read file: \(reason)"
        case .fileTooLarge(let bytes, let limit):
            "file too large: \(bytes) bytes, above the limit of \(limit) bytes"
        case .header(let error):
            error.description
        case .tooLarge(let width, let height, let limit):
            "image too large: \(width)×\(height) pixels exceeds the limit of \(limit)"
        case .thumbnailTooLarge(let width, let height, let limit, let photo):
            "thumbnail too large: \(width)×\(height) pixels exceeds the limit of \(limit) (the photo is \(photo.width)×\(photo.height))"
        case .tooManyScans(let scans, let limit):
            "too many scans: the JPEG has \(scans) scans, above the limit of \(limit) (real progressive JPEGs have about 10)"
        case .previewSizeMismatch(let declared, let actual):
            "RAW preview size mismatch: the embedded JPEG is \(actual) pixels, the RAW header declares it \(declared)"
        case .tiffChunkTooLarge(let chunk, let tiled, let across, let bytes, let limit):
            "TIFF \(tiled ? "tiles" : "strip") too large: decoding "
                + (tiled ? "a row of \(across) tiles of \(chunk.width)×\(chunk.height) pixels" : "a strip of \(chunk.width)×\(chunk.height) pixels")
                + " holds \(bytes) bytes, above the limit of \(limit) bytes of decode memory"
        case .unsupported(let format, let message):
            "unsupported \(format.displayName) data: \(message)"
        case .corrupt(let format, let message):
            "corrupt \(format.displayName) data: \(message)"
        case .truncated(let format, let rows, let height):
            "truncated \(format.displayName) data: the file ends after \(rows) of \(height) rows"
        case .strictWarning(let format, let message):
            "damaged \(format.displayName) data (strict decoding): \(message)"
        case .outOfMemory(let width, let height):
            "out of memory decoding \(width)×\(height) pixels"
        case .invalidThumbnailSize(let width, let height):
            "a thumbnail must be at least 1 pixel wide and high, not \(width)×\(height.map(String.init) ?? "any")"
        }
    }
}
