import Foundation
@_exported import TesseraTestSupport

/// Hand-built PNG files for the command-line tests, from the shared ``PNGBytes``: stored
/// (uncompressed) zlib data, so a test can cut or damage the image data at an exact row.
enum HostilePNG {
    /// The pixel of RGB test row `y`, column `x`: a pattern every row of which differs.
    static func pixel(_ x: Int, _ y: Int) -> [UInt8] { [UInt8(x * 7 & 0xFF), UInt8(y * 5 & 0xFF), UInt8((x + y) & 0xFF)] }

    /// A `width`×`height` 8-bit RGB PNG of ``pixel(_:_:)``: signature, IHDR, `before`, IDAT
    /// (the whole zlib stream, or its first `idatBytes` bytes), IEND. With `badIDATCRC` the
    /// IDAT's CRC is wrong (its data is not).
    static func png(width: Int, height: Int, before: [UInt8] = [], idatBytes: Int? = nil, badIDATCRC: Bool = false) -> [UInt8] {
        let rows: [UInt8] = (0..<height).flatMap { y -> [UInt8] in [0] + (0..<width).flatMap { x in pixel(x, y) } }
        var idat = PNGBytes.zlibStored(rows)
        if let idatBytes { idat = Array(idat.prefix(idatBytes)) }
        return PNGBytes.signature + PNGBytes.chunk("IHDR", PNGBytes.ihdrData(width: width, height: height)) + before
            + PNGBytes.chunk("IDAT", idat, crc: badIDATCRC ? PNGBytes.crc32(Array("IDAT".utf8) + idat) ^ 1 : nil) + PNGBytes.chunk("IEND", [])
    }

    /// The bytes of the zlib stream before row `row`'s data (header, block header, earlier rows).
    static func idatOffset(ofRow row: Int, width: Int) -> Int { 2 + 5 + row * (1 + 3 * width) }

    /// An iCCP chunk carrying `profile`.
    static func iccp(_ profile: [UInt8]) -> [UInt8] { PNGBytes.chunk("iCCP", Array("bomb".utf8) + [0, 0] + PNGBytes.zlibStored(profile)) }

    /// Writes `bytes` to `url`.
    static func write(_ bytes: [UInt8], to url: URL) throws { try Data(bytes).write(to: url) }
}
