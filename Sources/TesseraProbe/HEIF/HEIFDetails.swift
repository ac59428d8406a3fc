/// What a HEIF (HEIC, AVIF) file's boxes say about its primary image.
public struct HEIFDetails: Sendable, Equatable {
    /// The `ftyp` major brand: `heic`, `heix`, `mif1`, `avif`, …
    public var brand: String
    /// The primary item's coding: `hvc1` (HEVC), `av01` (AV1), `grid` (tiles of either), …
    public var itemType: String
    /// Whether an alpha plane (an `auxl` auxiliary image) belongs to the primary image.
    public var hasAlpha: Bool
    /// The colour information: `prof`/`rICC` (an ICC profile), `nclx` (coded primaries and
    /// transfer), or nil when the item has none.
    public var colourType: String?
    /// The bits a sample its coded images declare (their `hvcC` or `av1C`): 8, 10 or 12.
    /// Deeper samples cost libheif twice the bytes a pixel (TesseraImage's `DecodeMemory`).
    public var bitDepth: Int
    /// The picture libheif decodes before any transformation: the `ispe`, or the `ispe` turned
    /// back when an `irot` precedes it (``HEIFGeometry``), when a clean aperture makes it larger
    /// than the stored size; nil when it is the stored size.
    public var decodedSize: PixelSize?
    /// The clean aperture (`clap`) cropped from the decoded picture, in its pixels; the image's
    /// stored size (``ImageInfo/width``, ``ImageInfo/height``) is this rectangle's.
    public var cleanAperture: PixelRect?

    public init(brand: String, itemType: String, hasAlpha: Bool, colourType: String?, bitDepth: Int = 8) {
        self.brand = brand
        self.itemType = itemType
        self.hasAlpha = hasAlpha
        self.colourType = colourType
        self.bitDepth = bitDepth
    }
}
