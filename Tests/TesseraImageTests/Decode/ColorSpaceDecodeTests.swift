import Foundation
import Testing
@testable import TesseraImage

/// Known pixels of CMYK, YCCK and grey JPEGs. CMYK and YCCK files carry no profile: they are
/// read through libvips's fallback CMYK profile (``CMYKFallbackProfile``), and the reference
/// values are libvips 8.14's (`vips colourspace FILE out.png srgb`, then `vips getpoint`), within
/// 4 ΔE2000 (inks outside sRGB, such as cyan + magenta, are clipped by libvips in Lab and by Little
/// CMS in RGB). Grey values are ImageMagick 6.9.11's. Mozilla's and Pillow's files are third-party
/// (shared data); our own Adobe CMYK inks are checked in ``CMYKFallbackTests``.
@Suite("JPEG colour spaces")
struct ColorSpaceDecodeTests {
    static func decode(_ file: String) throws -> PixelBuffer {
        try ImageDecoder().decode(fileAt: Fixtures.path("jpeg", file)).pixels
    }

    static func decodeThirdParty(_ file: String) throws -> PixelBuffer {
        try ImageDecoder().decode(fileAt: TestData.thirdParty("jpeg", file)).pixels
    }

    static func expectNear(_ pixel: RGBA8, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 3,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        let ok = abs(Int(pixel.r) - r) <= tolerance && abs(Int(pixel.g) - g) <= tolerance
            && abs(Int(pixel.b) - b) <= tolerance && pixel.a == 255
        #expect(ok, "\(pixel) is not within \(tolerance) of (\(r), \(g), \(b))", sourceLocation: sourceLocation)
    }

    /// `pixel` within 4 ΔE2000 of libvips's `r, g, b`.
    static func expectLikeVips(_ pixel: RGBA8, _ r: Int, _ g: Int, _ b: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let difference = DeltaE.ciede2000([Int(pixel.r), Int(pixel.g), Int(pixel.b)], [r, g, b])
        #expect(difference < 4 && pixel.a == 255, "\(pixel) is \(difference) ΔE2000 from (\(r), \(g), \(b))",
                sourceLocation: sourceLocation)
    }

    @Test("Adobe CMYK (transform 0): the four corners of a colour gradient", .thirdPartyData("jpeg"))
    func adobeCMYK() throws {
        let image = try Self.decodeThirdParty("mozilla_jpg-cmyk-1.jpg")
        Self.expectLikeVips(image[0, 0], 255, 238, 0)
        Self.expectLikeVips(image[31, 0], 0, 142, 65)
        Self.expectLikeVips(image[0, 31], 236, 33, 40)
        Self.expectLikeVips(image[31, 31], 26, 39, 123)
        Self.expectLikeVips(image[16, 16], 147, 130, 42)
    }

    @Test("Adobe YCCK (transform 2): red text on black", .thirdPartyData("jpeg"))
    func adobeYCCK() throws {
        let image = try Self.decodeThirdParty("pillow_pil_sample_cmyk.jpg")
        Self.expectLikeVips(image[0, 0], 237, 49, 53)
        Self.expectLikeVips(image[70, 30], 237, 51, 53)
        Self.expectLikeVips(image[50, 10], 30, 33, 43)
        Self.expectLikeVips(image[90, 90], 30, 33, 43)
    }

    @Test("ImageMagick's CMYK version of a photo is shown as libvips shows it")
    func cmykPhoto() throws {
        let cmyk = try Self.decode("ladybird_cmyk_adobe.jpg")
        Self.expectLikeVips(cmyk[20, 10], 129, 143, 168)
        Self.expectLikeVips(cmyk[400, 250], 116, 115, 62)
    }

    @Test("Mozilla's grey gradient becomes R = G = B at the grey level", .thirdPartyData("jpeg"))
    func greyGradient() throws {
        let small = try Self.decodeThirdParty("mozilla_jpg-gray.jpg")
        Self.expectNear(small[0, 0], 255, 255, 255)
        Self.expectNear(small[16, 16], 123, 123, 123)
        Self.expectNear(small[31, 31], 0, 0, 0)
    }

    @Test("grey JPEGs become R = G = B at the grey level")
    func grey() throws {
        // A 1×1000 column and a 16×24 picture sampled 2×2 (make.sh), against djpeg's grey levels.
        for file in ["ladybird_gray_long_1x1000.jpg", "ladybird_gray_16x24_sampling2x2.jpg"] {
            let levels = try Self.djpegGrey(file)
            let image = try Self.decode(file)
            #expect(image.width * image.height == levels.count)
            for (i, level) in levels.enumerated() {
                #expect(image[i % image.width, i / image.width] == RGBA8(level, level, level), "\(file) pixel \(i)")
            }
        }
        let photo = try Self.decode("ladybird_gray.jpg")
        for (x, y, level) in [(0, 0, 143), (799, 0, 149), (0, 499, 41), (799, 499, 82), (400, 250, 95), (123, 321, 59)] {
            Self.expectNear(photo[x, y], level, level, level, tolerance: 1)
        }
        for y in stride(from: 0, to: photo.height, by: 7) {
            for x in stride(from: 0, to: photo.width, by: 13) {
                let p = photo[x, y]
                #expect(p.r == p.g && p.g == p.b, "(\(x), \(y)) is \(p)")
            }
        }
    }

    /// djpeg's grey levels of `file`, read from its `-pnm` output: the levels
    /// `Tests/Fixtures/jpeg/djpeg-grey.txt` records for each grey fixture (made by make.sh).
    static func djpegGrey(_ file: String) throws -> [UInt8] {
        let text = try String(contentsOfFile: Fixtures.path("jpeg", "djpeg-grey.txt"), encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix(file + " ") })
        return line.split(separator: " ").dropFirst().compactMap { UInt8($0) }
    }

    @Test("RGB-component JPEGs (Adobe transform 0) are not mistaken for YCbCr")
    func rgbComponents() throws {
        let rgb = try Self.decode("ladybird_rgb_components.jpg")
        let ycc = try Self.decode("ladybird_baseline_444.jpg")
        let difference = PixelDifference(rgb, ycc)
        #expect(difference.mean < 3, "\(difference)")
    }
}
