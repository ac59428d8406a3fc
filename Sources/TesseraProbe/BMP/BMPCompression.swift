/// A BMP's compression field (`biCompression`), named. OS/2 2.x headers (16 and 64 bytes) give
/// 3 and 4 other meanings than Windows headers do: Huffman 1D and RLE24.
public enum BMPCompression: Sendable, Equatable, CustomStringConvertible {
    /// `BI_RGB` (0): pixels as they are.
    case rgb
    /// `BI_RLE8` (1): runs of 8-bit indices.
    case rle8
    /// `BI_RLE4` (2): runs of 4-bit indices.
    case rle4
    /// `BI_BITFIELDS` (3): 16- or 32-bit pixels whose channels the colour masks place.
    case bitfields
    /// `BI_JPEG` (4): a JPEG inside, for printers.
    case jpeg
    /// `BI_PNG` (5): a PNG inside, for printers.
    case png
    /// `BI_ALPHABITFIELDS` (6): bit fields with an alpha mask after a 40-byte header.
    case alphaBitfields
    /// OS/2 2.x's Huffman 1D (3 in a 16- or 64-byte header).
    case huffman1D
    /// OS/2 2.x's RLE24 (4 in a 16- or 64-byte header).
    case rle24
    /// Any other value.
    case other(Int)

    /// The compression `value` means in a DIB header of `headerSize` bytes.
    init(_ value: Int, headerSize: Int) {
        let os2 = headerSize == 16 || headerSize == 64
        switch value {
        case 0: self = .rgb
        case 1: self = .rle8
        case 2: self = .rle4
        case 3: self = os2 ? .huffman1D : .bitfields
        case 4: self = os2 ? .rle24 : .jpeg
        case 5: self = .png
        case 6: self = .alphaBitfields
        default: self = .other(value)
        }
    }

    /// `BI_RGB`, `BI_RLE8`, …, or `compression N`.
    public var description: String {
        switch self {
        case .rgb: "BI_RGB"
        case .rle8: "BI_RLE8"
        case .rle4: "BI_RLE4"
        case .bitfields: "BI_BITFIELDS"
        case .jpeg: "BI_JPEG"
        case .png: "BI_PNG"
        case .alphaBitfields: "BI_ALPHABITFIELDS"
        case .huffman1D: "OS/2 Huffman 1D"
        case .rle24: "OS/2 RLE24"
        case .other(let value): "compression \(value)"
        }
    }
}
