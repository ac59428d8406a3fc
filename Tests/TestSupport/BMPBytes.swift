/// Hand-built BMP files for the tests, written from the format's description (Microsoft's
/// `BITMAPFILEHEADER`, `BITMAPCOREHEADER`, `BITMAPINFOHEADER`, V4 and V5 headers): every bit
/// depth, bottom-up or top-down rows padded to 4 bytes, palettes and colour masks.
public enum BMPBytes {
    /// `value` as 2 little-endian bytes.
    public static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }

    /// `value` as 4 little-endian bytes (a negative value in two's complement).
    public static func le32(_ value: Int) -> [UInt8] {
        let bits = UInt32(truncatingIfNeeded: value)
        return [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: bits >> UInt32($0)) }
    }

    /// A whole BMP.
    ///
    /// - `rows`: each row's pixel bytes (``packed(_:bits:)``, ``bgr(_:)``, ``words16(_:)``,
    ///   ``words32(_:)``), top row first as the picture shows; they are stored bottom-up (the
    ///   height positive) unless `topDown` (the height negative), each padded to 4 bytes.
    /// - `headerSize`: 12 (core: 16-bit sizes, 3-byte palette entries), 40, 52, 56, 108 or 124.
    /// - `masks`: red, green, blue (and alpha) masks; written inside a header of 52 bytes or more,
    ///   after a 40-byte one (three, or four for BI_ALPHABITFIELDS, compression 6).
    /// - `palette`: (red, green, blue) entries, written blue, green, red (and a zero byte).
    /// - `pixelOffset`, `height`, `bitsPerPixel`: given to make a file that lies about them.
    public static func bmp(width: Int, rows: [[UInt8]], bitsPerPixel: Int, headerSize: Int = 40, compression: Int = 0,
                           topDown: Bool = false, palette: [(UInt8, UInt8, UInt8)] = [], colorsUsed: Int? = nil,
                           masks: [UInt32] = [], height: Int? = nil, pixelOffset: Int? = nil) -> [UInt8] {
        let rowBytes = (width * bitsPerPixel + 31) / 32 * 4
        let stored = topDown ? rows : rows.reversed()
        var data: [UInt8] = []
        for row in stored {
            data += row + [UInt8](repeating: 0, count: max(0, rowBytes - row.count))
        }
        let declaredHeight = height ?? (topDown ? -rows.count : rows.count)
        var dib: [UInt8]
        if headerSize == 12 {
            dib = le32(12) + le16(width) + le16(declaredHeight) + le16(1) + le16(bitsPerPixel)
        } else {
            dib = le32(headerSize) + le32(width) + le32(declaredHeight) + le16(1) + le16(bitsPerPixel) + le32(compression)
                + le32(data.count) + le32(2835) + le32(2835) + le32(colorsUsed ?? palette.count) + le32(0)
            if headerSize >= 52 {
                for index in 0..<(headerSize >= 56 ? 4 : 3) { dib += le32(Int(index < masks.count ? masks[index] : 0)) }
            }
            if headerSize >= 108 {
                dib += Array("BGRs".utf8)   // LCS_sRGB (0x73524742), little-endian
            }
            dib += [UInt8](repeating: 0, count: max(0, headerSize - dib.count))
        }
        var extra: [UInt8] = []
        if headerSize == 40 && (compression == 3 || compression == 6) {
            for mask in masks.prefix(compression == 6 ? 4 : 3) { extra += le32(Int(mask)) }
        }
        var table: [UInt8] = []
        for (red, green, blue) in palette { table += headerSize == 12 ? [blue, green, red] : [blue, green, red, 0] }
        let offset = pixelOffset ?? (14 + dib.count + extra.count + table.count)
        let headers = dib + extra + table
        let gap = [UInt8](repeating: 0, count: max(0, offset - 14 - headers.count))
        let fileSize = 14 + headers.count + gap.count + data.count
        return Array("BM".utf8) + le32(fileSize) + le32(0) + le32(offset) + headers + gap + data
    }

    /// Palette indices packed `bits` (1, 4 or 8) to a value, most significant bits first.
    public static func packed(_ indices: [Int], bits: Int) -> [UInt8] {
        let perByte = 8 / bits
        var out = [UInt8](repeating: 0, count: (indices.count + perByte - 1) / perByte)
        for (x, index) in indices.enumerated() {
            out[x / perByte] |= UInt8(index & ((1 << bits) - 1)) << UInt8(8 - bits * (x % perByte + 1))
        }
        return out
    }

    /// (red, green, blue) pixels as 24-bit blue, green, red.
    public static func bgr(_ pixels: [(UInt8, UInt8, UInt8)]) -> [UInt8] {
        pixels.flatMap { [$0.2, $0.1, $0.0] }
    }

    /// 16-bit words, little-endian.
    public static func words16(_ words: [Int]) -> [UInt8] { words.flatMap(le16) }

    /// 32-bit words, little-endian.
    public static func words32(_ words: [UInt32]) -> [UInt8] { words.flatMap { le32(Int($0)) } }
}
