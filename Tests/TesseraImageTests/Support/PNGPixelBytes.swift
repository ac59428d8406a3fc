@testable import TesseraImage
@testable import TesseraProbe

/// PNGs with real pixel data built by hand, independent of libpng: scanlines with filter 0,
/// wrapped in a zlib stream of stored (uncompressed) deflate blocks.
enum PNGPixelBytes {
    /// The IDAT payload for `rows` (each row's raw sample bytes; filter type 0 is prepended).
    static func idat(rows: [[UInt8]]) -> [UInt8] {
        PNGBytes.zlibStored(rows.flatMap { [0] + $0 })
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
