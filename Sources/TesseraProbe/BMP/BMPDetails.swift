/// What a BMP's headers say: which DIB header, the bits a pixel, the compression, the row order
/// and whether the pixels carry alpha.
///
/// ```swift
/// if case .bmp(let bmp) = info.details { print(bmp.headerName, bmp.bitsPerPixel, bmp.compression, bmp.isTopDown) }
/// // BITMAPV5HEADER 32 BI_BITFIELDS false
/// ```
public struct BMPDetails: Sendable, Equatable {
    /// The DIB header's size: 12 (OS/2 1.x `BITMAPCOREHEADER`), 16 or 64 (OS/2 2.x), 40
    /// (`BITMAPINFOHEADER`), 52 or 56 (with colour masks), 108 (V4), 124 (V5).
    public var headerSize: Int
    /// Bits a pixel: 1, 4 or 8 (palette), 16, 24 or 32; 0 for a JPEG or PNG inside.
    public var bitsPerPixel: Int
    /// How the pixels are stored.
    public var compression: BMPCompression
    /// Whether the rows are stored top row first (a negative height); BMPs are bottom-up otherwise.
    public var isTopDown: Bool
    /// Whether the pixels carry alpha: a 16- or 32-bit picture whose header gives an alpha mask.
    public var hasAlpha: Bool

    /// Details as read from the headers.
    public init(headerSize: Int, bitsPerPixel: Int, compression: BMPCompression, isTopDown: Bool, hasAlpha: Bool) {
        self.headerSize = headerSize
        self.bitsPerPixel = bitsPerPixel
        self.compression = compression
        self.isTopDown = isTopDown
        self.hasAlpha = hasAlpha
    }

    /// The DIB header's name: `BITMAPINFOHEADER`, `BITMAPV5HEADER`, …
    public var headerName: String {
        switch headerSize {
        case 12: "BITMAPCOREHEADER"
        case 16, 64: "OS/2 BITMAPCOREHEADER2"
        case 40: "BITMAPINFOHEADER"
        case 52: "BITMAPV2INFOHEADER"
        case 56: "BITMAPV3INFOHEADER"
        case 108: "BITMAPV4HEADER"
        case 124: "BITMAPV5HEADER"
        default: "a \(headerSize)-byte header"
        }
    }
}
