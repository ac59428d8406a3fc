/// Why a file's header could not be read. Every case carries the evidence: what was expected,
/// what was found, and where (byte offsets from the start of the file).
///
/// The message (``description``) never names the file: the caller knows the path and prefixes it
/// (`photo.jpg: truncated header: …`).
public enum ProbeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be opened or read (missing, a directory, no permission, I/O error).
    case unreadable(reason: String)
    /// The file has no bytes at all.
    case empty
    /// The first bytes match no image format Tessera knows; the message names those it reads
    /// (JPEG, PNG, WebP, TIFF, GIF, BMP, HEIC/HEIF, AVIF and camera RAW).
    case notAnImage
    /// An image format Tessera recognises but does not read (none today: every format
    /// ``ImageFormat`` names is ``ImageFormat/readable``).
    case unsupportedFormat(ImageFormat)
    /// The file ends inside the header, at byte `offset`, while reading `context`.
    case truncated(offset: Int, context: String)
    /// A JPEG marker segment that cannot be right (a length shorter than its own length field,
    /// a second SOI, …). `marker` is the byte after 0xFF.
    case corruptMarker(marker: UInt8, offset: Int, reason: String)
    /// A JPEG whose header has no frame (SOFn) before its first scan or its end.
    case missingFrameHeader(foundMarker: UInt8, offset: Int)
    /// A PNG chunk that cannot be right (wrong length, IHDR not first, bad field values).
    case corruptChunk(type: String, offset: Int, reason: String)
    /// A PNG chunk whose CRC-32 does not match its contents.
    case chunkChecksumMismatch(type: String, offset: Int, declared: UInt32, computed: UInt32)
    /// A WebP whose chunks cannot be right (no image data, a bitstream without its signature).
    case corruptWebP(offset: Int, reason: String)
    /// A TIFF whose directory cannot be right (no size, an offset inside the header), or a
    /// variant Tessera does not read (BigTIFF).
    case corruptTIFF(offset: Int, reason: String)
    /// A GIF whose blocks cannot be right (an unknown block, no image before the trailer, a first
    /// image of no pixels), at byte `offset`.
    case corruptGIF(offset: Int, reason: String)
    /// A BMP whose headers cannot be right (an unknown header size, a bit depth or compression
    /// that does not exist, pixel data that starts inside the headers), at byte `offset`.
    case corruptBMP(offset: Int, reason: String)
    /// A HEIF file whose boxes cannot be right (no `meta`, no primary item or size).
    case corruptHEIF(offset: Int, reason: String)
    /// A HEIF file that asks for more than libheif's security limits allow (items or extents
    /// in `iloc`), at byte `offset` (the count's field).
    case heifLimit(offset: Int, what: String, count: Int, limit: Int)
    /// A HEIF item (`iloc`) whose extent ends past the end of `within` (the file, or the `idat`
    /// box; `end` is its size), or whose base offset, offset and length overflow.
    case heifDataOutside(item: Int, base: Int, offset: Int, length: Int, end: Int, within: String)
    /// HEIF items derived from each other in a cycle (`dimg`, or an `auxl` auxiliary image of
    /// its own input): `items` from the first to itself again.
    case heifReferenceCycle(items: [Int])
    /// HEIF derived images (grids, overlays, `iden`, auxiliary images) nested deeper than
    /// `limit`: `chain`, each item derived from the next.
    case heifDerivationTooDeep(chain: [Int], limit: Int)
    /// A HEIF derived image (`grid`, `iovl`, `iden`) whose own data disagrees with its `ispe`,
    /// with its inputs, or asks for more pixels than a decode may: what is wrong, in `reason`.
    case heifDerivedImage(item: Int, type: String, reason: String)
    /// A HEIF coded image (`hvc1`, `av01`) whose pictures do not fit its `ispe`, that declares
    /// no size, or that holds more pictures than an image has: what is wrong, in `reason`.
    case heifCodedImage(item: Int, type: String, reason: String)
    /// A camera RAW file (its container named by its signature) that LibRaw cannot identify.
    case corruptRAW(container: String, reason: String)
    /// A camera RAW file (its container named by its signature, or by its IFD0 for a TIFF-based
    /// one) probed without LibRaw: ``HeaderProbe``, TesseraProbe's Swift-only probe, does not
    /// identify camera RAW files; TesseraImage's `ImageProbe` does.
    case rawNeedsLibRaw(container: String)
    /// A width or height of zero, or beyond what the format allows.
    case badDimensions(width: Int, height: Int, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let reason):
            "cannot read file: \(reason)"
        case .empty:
            "not an image: the file is empty"
        case .notAnImage:
            "not an image: the file starts with none of the signatures Tessera reads (\(ImageFormat.readableNames))"
        case .unsupportedFormat(let format):
            "unsupported format: \(format.displayName) (Tessera reads \(ImageFormat.readableNames))"
        case .truncated(let offset, let context):
            "truncated header: the file ends at byte \(offset) inside \(context)"
        case .corruptMarker(let marker, let offset, let reason):
            "corrupt JPEG marker \(JPEGMarker.name(marker)) at byte \(offset): \(reason)"
        case .missingFrameHeader(let marker, let offset):
            "corrupt JPEG: \(JPEGMarker.name(marker)) at byte \(offset) comes before any frame header (SOFn), so the image has no size"
        case .corruptChunk(let type, let offset, let reason):
            "corrupt PNG chunk \(type) at byte \(offset): \(reason)"
        case .chunkChecksumMismatch(let type, let offset, let declared, let computed):
            "corrupt PNG chunk \(type) at byte \(offset): CRC is \(hex(declared)) but the chunk's contents give \(hex(computed))"
        case .corruptWebP(let offset, let reason):
            "corrupt WebP at byte \(offset): \(reason)"
        case .corruptTIFF(let offset, let reason):
            "corrupt TIFF at byte \(offset): \(reason)"
        case .corruptGIF(let offset, let reason):
            "corrupt GIF at byte \(offset): \(reason)"
        case .corruptBMP(let offset, let reason):
            "corrupt BMP at byte \(offset): \(reason)"
        case .corruptHEIF(let offset, let reason):
            "corrupt HEIF at byte \(offset): \(reason)"
        case .heifLimit(let offset, let what, let count, let limit):
            "corrupt HEIF at byte \(offset): \(count) \(what), more than \(limit) (libheif's security limit)"
        case .heifDataOutside(let item, let base, let offset, let length, let end, let within):
            "corrupt HEIF: item \(item)'s data (base offset \(base) + offset \(offset), \(length) bytes) lies outside \(within) (\(end) bytes)"
        case .heifReferenceCycle(let items):
            "corrupt HEIF: item \(items.first ?? 0) is derived from itself (\(items.map { "item \($0)" }.joined(separator: " → ")))"
        case .heifDerivationTooDeep(let chain, let limit):
            "corrupt HEIF: derived images nested more than \(limit) deep (\(chain.map { "item \($0)" }.joined(separator: " → ")))"
        case .heifDerivedImage(let item, let type, let reason):
            "corrupt HEIF: the \(type) item \(item): \(reason)"
        case .heifCodedImage(let item, let type, let reason):
            "corrupt HEIF: the \(type) item \(item): \(reason)"
        case .corruptRAW(let container, let reason):
            "corrupt camera RAW (\(container)): \(reason)"
        case .rawNeedsLibRaw(let container):
            "camera RAW (\(container)): its size is read by LibRaw, which this probe does not use (TesseraImage's ImageProbe does)"
        case .badDimensions(let width, let height, let reason):
            "bad dimensions \(width)×\(height): \(reason)"
        }
    }
}

private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
}

extension ProbeError {
    /// Whether the file is no image at all (empty, or no format's signature), not a damaged one.
    public var isNotAnImage: Bool {
        switch self {
        case .empty, .notAnImage: true
        default: false
        }
    }
}
