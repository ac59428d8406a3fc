@testable import TesseraImage

/// PNGs with real pixel data built by hand, independent of libpng: scanlines with filter 0,
/// wrapped in a zlib stream of stored (uncompressed) deflate blocks.
enum PNGPixelBytes {
    /// A zlib stream holding `data` uncompressed (RFC 1950/1951 stored blocks, Adler-32).
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let last: UInt8 = offset + count == data.count ? 1 : 0
            out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + PNGBytes.be32(Int((b << 16) | a))
    }

    /// The IDAT payload for `rows` (each row's raw sample bytes; filter type 0 is prepended).
    static func idat(rows: [[UInt8]]) -> [UInt8] {
        zlibStored(rows.flatMap { [0] + $0 })
    }

    /// A non-interlaced PNG: signature, IHDR, `before`, one IDAT of `rows`, `after`, IEND.
    static func png(width: Int, height: Int, bitDepth: Int, colorType: Int, rows: [[UInt8]],
                    before: [UInt8] = [], after: [UInt8] = []) -> [UInt8] {
        FormatSniffer.pngSignature
            + PNGBytes.chunk("IHDR", PNGBytes.ihdrData(width: width, height: height, bitDepth: bitDepth, colorType: colorType))
            + before + PNGBytes.chunk("IDAT", idat(rows: rows)) + after + PNGBytes.chunk("IEND", [])
    }

    /// An 8-bit RGB PNG of one colour.
    static func solid(width: Int, height: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> [UInt8] {
        let row = (0..<width).flatMap { _ in [r, g, b] }
        return png(width: width, height: height, bitDepth: 8, colorType: 2, rows: Array(repeating: row, count: height))
    }
}
