/// Decodes a BMP's run-length data, BI_RLE8 (8-bit indices) and BI_RLE4 (4-bit), into pixels.
///
/// The data is read as pairs: a count and an index (a run; RLE4 alternates the index's two
/// nibbles), or a zero and an escape: 0 ends the line, 1 ends the picture, 2 moves the pen
/// right and up by the next two bytes, 3 … 255 are that many indices stored as they are
/// (padded to an even number of bytes). Rows are stored bottom-up (a top-down run-length
/// picture does not exist).
///
/// Pixels the data never reaches (after an early end of line or of picture, or jumped over)
/// are transparent, as browsers show them; indices past the row's end are dropped, and an
/// index beyond the palette is opaque black. Data that ends before its end-of-picture escape
/// while rows remain is ``DecodeError/truncated(format:rowsDecoded:height:)``. Work is bounded
/// by the data: every step reads at least two bytes and writes at most 255 pixels.
enum BMPRunLength {
    /// The most pixels one byte of run-length data may stand for: a picture larger than this
    /// many times its data is refused before it is allocated. A run stands for 255 pixels in
    /// 2 bytes; only jumps (escape 2) and early ends can cover more, which real files do not
    /// need at this scale.
    static let pixelsPerByteLimit = 1024

    /// Throws when `header`'s picture is too large for `bytes` bytes of run-length data.
    static func checkExpansion(_ header: BMPHeader, bytes: Int) throws(DecodeError) {
        let pixels = header.width * header.height
        if pixels > max(bytes, 1) * pixelsPerByteLimit {
            throw .corrupt(format: .bmp, message: "\(header.width)×\(header.height) pixels from \(bytes) bytes of \(header.compression) data: "
                + "more than \(pixelsPerByteLimit) pixels a byte")
        }
    }

    /// Draws `data` onto `pixels` (the picture of `header`, all transparent at first) in the
    /// colours of `palette`, which MUST NOT be empty.
    static func decode(_ data: [UInt8], header: BMPHeader, palette: [RGBA8], into pixels: inout PixelBuffer) throws(DecodeError) {
        let nibbles = header.compression == .rle4
        let width = header.width, height = header.height, stride = pixels.bytesPerRow
        var x = 0, row = 0, i = 0
        let finished: Bool = pixels.withUnsafeMutableBytes { raw in
            func put(_ index: Int) {
                if x < width && row < height {
                    let colour = index < palette.count ? palette[index] : .black
                    let at = (height - 1 - row) * stride + x * 4
                    (raw[at], raw[at + 1], raw[at + 2], raw[at + 3]) = (colour.r, colour.g, colour.b, 255)
                }
                x += 1
            }
            while i + 1 < data.count && row < height {
                let count = Int(data[i]), value = data[i + 1]
                i += 2
                if count > 0 {
                    // Indices past the row's end are dropped unread.
                    let shown = min(count, max(0, width - x))
                    for k in 0..<shown {
                        put(nibbles ? Int(k % 2 == 0 ? value >> 4 : value & 0x0F) : Int(value))
                    }
                    x += count - shown
                    continue
                }
                switch value {
                case 0:
                    x = 0
                    row += 1
                case 1:
                    return true
                case 2:
                    guard i + 1 < data.count else { return false }
                    x += Int(data[i])
                    row += Int(data[i + 1])
                    i += 2
                default:
                    let stored = nibbles ? (Int(value) + 1) / 2 : Int(value)
                    guard i + stored <= data.count else { return false }
                    for k in 0..<Int(value) {
                        put(nibbles ? Int(k % 2 == 0 ? data[i + k / 2] >> 4 : data[i + k / 2] & 0x0F) : Int(data[i + k]))
                    }
                    i += stored + stored % 2
                }
            }
            return row >= height
        }
        if !finished { throw .truncated(format: .bmp, rowsDecoded: min(row, height), height: height) }
    }
}
