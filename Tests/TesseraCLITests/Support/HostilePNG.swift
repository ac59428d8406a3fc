import Foundation

/// Hand-built PNG files for the command-line tests: stored (uncompressed) zlib data, so a test
/// can cut or damage the image data at an exact row; chunks with their CRCs.
enum HostilePNG {
    static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// PNG's CRC-32 of `bytes`.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A chunk: length, type, data, CRC (or `crc` when given, to damage it).
    static func chunk(_ type: String, _ data: [UInt8], crc: UInt32? = nil) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return be32(data.count) + typed + be32(Int(crc ?? crc32(typed)))
    }

    /// A zlib stream holding `data` in stored blocks, with its Adler-32.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01], offset = 0
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
        return out + be32(Int((b << 16) | a))
    }

    /// The pixel of RGB test row `y`, column `x`: a pattern every row of which differs.
    static func pixel(_ x: Int, _ y: Int) -> [UInt8] { [UInt8(x * 7 & 0xFF), UInt8(y * 5 & 0xFF), UInt8((x + y) & 0xFF)] }

    /// A `width`×`height` 8-bit RGB PNG of ``pixel(_:_:)``: signature, IHDR, `before`, IDAT
    /// (the whole zlib stream, or its first `idatBytes` bytes), IEND. With `badIDATCRC` the
    /// IDAT's CRC is wrong (its data is not).
    static func png(width: Int, height: Int, before: [UInt8] = [], idatBytes: Int? = nil, badIDATCRC: Bool = false) -> [UInt8] {
        let rows: [UInt8] = (0..<height).flatMap { y -> [UInt8] in [0] + (0..<width).flatMap { x in pixel(x, y) } }
        var idat = zlibStored(rows)
        if let idatBytes { idat = Array(idat.prefix(idatBytes)) }
        let ihdr = be32(width) + be32(height) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + before
            + chunk("IDAT", idat, crc: badIDATCRC ? crc32(Array("IDAT".utf8) + idat) ^ 1 : nil) + chunk("IEND", [])
    }

    /// The bytes of the zlib stream before row `row`'s data (header, block header, earlier rows).
    static func idatOffset(ofRow row: Int, width: Int) -> Int { 2 + 5 + row * (1 + 3 * width) }

    /// An ICC profile (version 2.1, RGB display, XYZ, D50) whose A2B0 `mft2` tag declares 3
    /// inputs, 15 outputs and 255 grid points (248,720,625 entries: Little CMS cleared 497 MB for
    /// them) and holds 10 entries: issue 23's LUT bomb.
    static let lutBombProfile: [UInt8] = {
        var tag = Array("mft2".utf8) + [0, 0, 0, 0, 3, 15, 255, 0]
        for row in 0..<3 { for column in 0..<3 { tag += be32(row == column ? 0x10000 : 0) } }
        tag += [0, 2, 0, 2] + (0..<3).flatMap { _ in [0, 0, 0xFF, 0xFF] } + (0..<10).flatMap { [0, UInt8($0)] }
        var header = [UInt8](repeating: 0, count: 128)
        header.replaceSubrange(8..<12, with: [2, 0x10, 0, 0])
        header.replaceSubrange(12..<24, with: Array("mntrRGB XYZ ".utf8))
        header.replaceSubrange(36..<40, with: Array("acsp".utf8))
        header.replaceSubrange(68..<80, with: be32(0xF6D6) + be32(0x10000) + be32(0xD32D))
        var profile = header + be32(1) + Array("A2B0".utf8) + be32(144) + be32(tag.count) + tag
        profile.replaceSubrange(0..<4, with: be32(profile.count))
        return profile
    }()

    /// An iCCP chunk carrying `profile`.
    static func iccp(_ profile: [UInt8]) -> [UInt8] { chunk("iCCP", Array("bomb".utf8) + [0, 0] + zlibStored(profile)) }

    /// Writes `bytes` to `url`.
    static func write(_ bytes: [UInt8], to url: URL) throws { try Data(bytes).write(to: url) }
}
