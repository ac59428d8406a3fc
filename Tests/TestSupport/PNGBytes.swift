/// Hand-built PNG byte sequences, shared by the test targets: chunks with their CRCs, stored
/// (uncompressed) zlib streams a test can cut at an exact row, and whole minimal PNGs.
public enum PNGBytes {
    /// The PNG signature.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// `v` as 4 big-endian bytes.
    public static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// PNG's CRC-32 of `bytes` (written here, not taken from the code under test).
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A chunk: length, type, data, CRC (or `crc` when given, to damage it).
    public static func chunk(_ type: String, _ data: [UInt8], crc: UInt32? = nil) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return be32(data.count) + typed + be32(Int(crc ?? crc32(typed)))
    }

    /// IHDR's data.
    public static func ihdrData(width: Int, height: Int, bitDepth: Int = 8, colorType: Int = 2, interlace: UInt8 = 0) -> [UInt8] {
        be32(width) + be32(height) + [UInt8(bitDepth), UInt8(colorType), 0, 0, interlace]
    }

    /// Signature, IHDR, `before` (chunks before IDAT), an IDAT, `after`, IEND.
    public static func png(width: Int = 16, height: Int = 8, bitDepth: Int = 8, colorType: Int = 2,
                           before: [UInt8] = [], after: [UInt8] = []) -> [UInt8] {
        signature
            + chunk("IHDR", ihdrData(width: width, height: height, bitDepth: bitDepth, colorType: colorType))
            + before + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + after + chunk("IEND", [])
    }

    /// A zlib stream holding `data` uncompressed (RFC 1950/1951 stored blocks, Adler-32).
    public static func zlibStored(_ data: [UInt8]) -> [UInt8] {
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
        return out + be32(Int((b << 16) | a))
    }
}
