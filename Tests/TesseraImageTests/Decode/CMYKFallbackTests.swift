internal import CImageCodecs
import Foundation
import Testing
@testable import TesseraImage

/// CMYK JPEGs without a profile go through a real CMYK profile — libvips's fallback, "Chemical
/// proof" — not the plain formula, so their colours match what vipsthumbnail shows.
@Suite("CMYK without a profile")
struct CMYKFallbackTests {
    /// Patch centres of Tests/Fixtures/color/saturated-cmyk-untagged.jpg and
    /// `vips colourspace saturated-cmyk-untagged.jpg out.png srgb` there (libvips 8.14.1).
    static let patches: [(name: String, x: Int, vips: [Int])] = [
        ("C", 32, [0, 157, 228]), ("M", 96, [235, 30, 132]), ("Y", 160, [255, 238, 0]), ("K50", 224, [137, 136, 137]),
        ("CM", 288, [26, 39, 123]), ("MY", 352, [236, 33, 40]), ("CY", 416, [0, 142, 65]), ("CMY+K20", 480, [43, 39, 52]),
        ("C50", 544, [73, 196, 241]), ("M50", 608, [246, 142, 184]), ("Y50", 672, [255, 247, 137]), ("C78M16", 736, [0, 152, 211]),
    ]

    @Test("saturated inks are within 4 ΔE2000 of libvips (1 on average); the plain formula was 32 off on cyan")
    func matchesVips() throws {
        let image = try ImageDecoder().decode(fileAt: Fixtures.path("color", "saturated-cmyk-untagged.jpg"))
        #expect(image.warnings.isEmpty)
        var total = 0.0
        for patch in Self.patches {
            let pixel = image.pixels[patch.x, 32]
            let difference = DeltaE.ciede2000([Int(pixel.r), Int(pixel.g), Int(pixel.b)], patch.vips)
            total += difference
            #expect(difference < 4, "\(patch.name): \(pixel) vs \(patch.vips): ΔE2000 \(difference)")
        }
        #expect(total / Double(Self.patches.count) < 1.5)
        // The formula gives pure cyan (0, 255, 255): 32 ΔE2000 from the press colour.
        #expect(DeltaE.ciede2000([0, 255, 255], Self.patches[0].vips) > 30)
    }

    @Test("an untagged CMYK TIFF goes through the same fallback profile as an untagged CMYK JPEG (issue 40), not the plain formula")
    func tiff() throws {
        // Four patches of 8×8: cyan, magenta, yellow, half black; in strips of 8 rows.
        let inks: [[UInt8]] = [[255, 0, 0, 0], [0, 255, 0, 0], [0, 0, 255, 0], [0, 0, 0, 128]]
        let row = inks.flatMap { ink in Array(repeating: ink, count: 8).flatMap { $0 } }
        let bytes = TIFFFileBytes.tiff(width: 32, height: 8, samples: 4, compression: 1, layout: .strips(rows: 8),
                                       chunks: [Array(Array(repeating: row, count: 8).joined())])
        let image = try ImageDecoder().decode(bytes: bytes)
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        let transform = try CMYKFallbackProfile.bytes.withUnsafeBytes { ColorTransform.make(profile: $0, input: .cmyk(inverted: false)) }.get()
        for (index, ink) in inks.enumerated() {
            var converted = ink
            converted.withUnsafeMutableBufferPointer { _ = tessera_color_transform_cmyk_row(transform.handle, $0.baseAddress, 1) }
            let expected = RGBA8(converted[0], converted[1], converted[2], converted[3])
            let pixel = image.pixels[index * 8 + 4, 4]
            #expect(pixel == expected, "ink \(ink): \(pixel), the fallback profile gives \(expected)")
        }
        // The formula's pure cyan is not what is shown.
        #expect(image.pixels[4, 4] != RGBA8(0, 255, 255))
        #expect(DeltaE.ciede2000([Int(image.pixels[4, 4].r), Int(image.pixels[4, 4].g), Int(image.pixels[4, 4].b)], Self.patches[0].vips) < 4)
    }

    @Test("the fallback profile is a CMYK input profile Tessera's own profile check accepts")
    func profile() throws {
        let bytes = CMYKFallbackProfile.bytes
        #expect(bytes.count > 30_000 && bytes.count < 60_000)
        try ICCProfileCheck.check(bytes)
        #expect(Array(bytes[16..<20]) == Array("CMYK".utf8) && Array(bytes[20..<24]) == Array("Lab ".utf8))
    }
}

/// Colour differences for colour tests: sRGB 8-bit values to CIELab (D65), then CIEDE2000.
enum DeltaE {
    static func lab(_ rgb: [Int]) -> (Double, Double, Double) {
        func linear(_ value: Int) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(rgb[0]), g = linear(rgb[1]), b = linear(rgb[2])
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    static func ciede2000(_ first: [Int], _ second: [Int]) -> Double {
        let (l1, a1, b1) = lab(first), (l2, a2, b2) = lab(second)
        let radians = Double.pi / 180
        let meanC = (hypot(a1, b1) + hypot(a2, b2)) / 2
        let g = 0.5 * (1 - sqrt(pow(meanC, 7) / (pow(meanC, 7) + pow(25, 7))))
        let a1p = (1 + g) * a1, a2p = (1 + g) * a2
        let c1p = hypot(a1p, b1), c2p = hypot(a2p, b2)
        func hue(_ b: Double, _ a: Double) -> Double { (a == 0 && b == 0) ? 0 : (atan2(b, a) / radians + 360).truncatingRemainder(dividingBy: 360) }
        let h1p = hue(b1, a1p), h2p = hue(b2, a2p)
        let dL = l2 - l1, dC = c2p - c1p
        var dh = h2p - h1p
        if c1p * c2p == 0 { dh = 0 } else if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        let dH = 2 * sqrt(c1p * c2p) * sin(dh / 2 * radians)
        let meanL = (l1 + l2) / 2, meanCp = (c1p + c2p) / 2
        var meanH = h1p + h2p
        if c1p * c2p != 0 { meanH = abs(h1p - h2p) <= 180 ? meanH / 2 : (meanH < 360 ? (meanH + 360) / 2 : (meanH - 360) / 2) }
        let t = 1 - 0.17 * cos((meanH - 30) * radians) + 0.24 * cos(2 * meanH * radians) + 0.32 * cos((3 * meanH + 6) * radians)
            - 0.20 * cos((4 * meanH - 63) * radians)
        let theta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let rc = 2 * sqrt(pow(meanCp, 7) / (pow(meanCp, 7) + pow(25, 7)))
        let sl = 1 + 0.015 * pow(meanL - 50, 2) / sqrt(20 + pow(meanL - 50, 2))
        let sc = 1 + 0.045 * meanCp, sh = 1 + 0.015 * meanCp * t
        let rt = -sin(2 * theta * radians) * rc
        return sqrt(pow(dL / sl, 2) + pow(dC / sc, 2) + pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh))
    }
}
