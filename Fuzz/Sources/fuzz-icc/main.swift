import Foundation
import FuzzDriver
import TesseraImage

/// Embedded ICC profiles: any bytes go through ``ICCProfileCheck`` and, carried by a PNG (iCCP,
/// RGB and grey), an RGB JPEG and a CMYK JPEG (APP2 ICC_PROFILE chunks), through the decoders'
/// transform creation and conversion (Little CMS). A profile must give a picture, with or
/// without an "ICC profile ignored" warning, never a crash, a leak or a huge allocation
/// (libFuzzer's -rss_limit_mb and -malloc_limit_mb catch those).
func fuzzICC(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let profile = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? ICCProfileCheck.check(profile)
    let decoder = ImageDecoder()
    for carrier in [Carriers.png(profile, colorType: 2), Carriers.png(profile, colorType: 0),
                    Carriers.jpeg(Carriers.rgbJPEG, profile), Carriers.jpeg(Carriers.cmykJPEG, profile)] {
        do {
            let image = try decoder.decode(bytes: carrier)
            precondition(image.pixels.width == image.info.displayWidth && image.pixels.height == image.info.displayHeight)
        } catch {
            // The carriers are valid: only the profile may be refused, as a warning.
            preconditionFailure("a valid carrier failed to decode: \(error)")
        }
    }
    return 0
}

/// Small valid pictures that carry the fuzzed profile.
enum Carriers {
    /// A 2×2 RGB JPEG made with cjpeg (Tests/Fixtures/fuzz/README.md; Scripts/fuzz runs from the repository root).
    static let rgbJPEG = load("Tests/Fixtures/fuzz/icc-carrier-rgb-2x2.jpg")
    /// The 96×54 CMYK (Adobe) JPEG of the colour fixtures, its own profile taken out.
    static let cmykJPEG = withoutAPP2(load("Tests/Fixtures/color/TestPressCMYK.jpg"))

    static func load(_ path: String) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { fatalError("run from the repository root: \(path)") }
        return [UInt8](data)
    }

    /// `jpeg` without its APP2 segments (the segments before SOS are walked by length).
    static func withoutAPP2(_ jpeg: [UInt8]) -> [UInt8] {
        var out = Array(jpeg[0..<2]), offset = 2
        while offset + 4 <= jpeg.count, jpeg[offset] == 0xFF, jpeg[offset + 1] != 0xDA {
            let end = offset + 2 + (Int(jpeg[offset + 2]) << 8 | Int(jpeg[offset + 3]))
            if jpeg[offset + 1] != 0xE2 { out += jpeg[offset..<min(end, jpeg.count)] }
            offset = end
        }
        return out + jpeg[min(offset, jpeg.count)...]
    }

    /// `jpeg` with `profile` in APP2 ICC_PROFILE chunks of at most 65,519 bytes right after SOI.
    static func jpeg(_ jpeg: [UInt8], _ profile: [UInt8]) -> [UInt8] {
        let pieces: [[UInt8]] = stride(from: 0, to: max(profile.count, 1), by: 65_519).map { start in
            Array(profile[start..<min(start + 65_519, profile.count)])
        }
        var segments: [UInt8] = []
        for (index, piece) in pieces.enumerated() where pieces.count < 256 {
            let length = 2 + 12 + 2 + piece.count
            segments += [0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)] + Array("ICC_PROFILE\0".utf8)
                + [UInt8(index + 1), UInt8(pieces.count)] + piece
        }
        return Array(jpeg[0..<2]) + segments + jpeg[2...]
    }

    /// A 3×2 8-bit PNG (RGB or grey) whose iCCP chunk holds `profile` (stored zlib blocks).
    static func png(_ profile: [UInt8], colorType: UInt8) -> [UInt8] {
        let channels = colorType == 2 ? 3 : 1
        var rows: [UInt8] = []
        for y in 0..<2 {
            rows.append(0)   // filter type None
            for x in 0..<(3 * channels) { rows.append(UInt8(truncatingIfNeeded: x * 40 + y * 90)) }
        }
        let ihdr: [UInt8] = [0, 0, 0, 3, 0, 0, 0, 2, 8, colorType, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr)
            + chunk("iCCP", Array("fuzz".utf8) + [0, 0] + stored(profile)) + chunk("IDAT", stored(rows)) + chunk("IEND", [])
    }

    static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in typed {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return be32(data.count) + typed + be32(Int(~crc))
    }

    /// A zlib stream of stored blocks holding `data`.
    static func stored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01], offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let last: UInt8 = offset + count == data.count ? 1 : 0
            out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return out + be32(Int((b << 16) | a))
    }
}

runFuzzer { fuzzICC($0, $1) }
