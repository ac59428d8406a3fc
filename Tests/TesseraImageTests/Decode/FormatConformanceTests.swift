import Foundation
import Testing
@testable import TesseraImage

/// Every WebP, TIFF and HEIF fixture (made with Debian's encoders), checked against vipsheader,
/// exiftool and `vips getpoint` (Tests/Fixtures/formats/manifest.json).
@Suite("New formats: header and pixels against independent tools")
struct FormatConformanceTests {
    @Test("the probe gives the format, stored and displayed size, orientation, profile and EXIF", arguments: FormatFixture.all)
    func probe(fixture: FormatFixture) throws {
        let info = try ImageProbe.probe(fileAt: fixture.path)
        #expect(info.format.rawValue == fixture.format)
        #expect(info.width == fixture.width && info.height == fixture.height)
        if let orientation = fixture.orientation { #expect(info.orientation.rawValue == orientation) }
        #expect(info.displayWidth == fixture.displayWidth && info.displayHeight == fixture.displayHeight)
        #expect(info.colorProfile == fixture.profile)
        #expect(info.camera?.make == fixture.make && info.camera?.model == fixture.model)
        #expect(info.captureDate == fixture.dateTimeOriginal)
        if case .webp(let details) = info.details { #expect(details.hasAlpha == fixture.alpha) }
    }

    @Test("full-size pixels match vips's, unpremultiplied, upright, in sRGB", arguments: FormatFixture.all)
    func pixels(fixture: FormatFixture) throws {
        let image = try ImageDecoder().decode(fileAt: fixture.path)
        #expect(image.pixels.width == fixture.displayWidth && image.pixels.height == fixture.displayHeight)
        #expect(image.warnings.isEmpty)
        for point in fixture.pixels {
            let got = image.pixels[point.x, point.y].unpremultipliedValues
            // The same libraries decode both; premultiplication and back costs a little at low alpha, and
            // Little CMS's transform may differ from vips's by a level or two.
            // Premultiplied storage keeps a colour to within 255 / alpha levels.
            let alpha = point.rgba[3]
            // Untagged CMYK goes through the fallback profile in both, with black point
            // compensation in Tessera's transform: a few levels apart in the shadows.
            let tolerance = alpha < 255 ? Int((255.0 / Double(max(1, alpha))).rounded(.up))
                : fixture.cmykFallback == true ? 6 : (fixture.profile == nil ? 1 : 3)
            #expect(zip(got, point.rgba).allSatisfy { abs($0 - $1) <= tolerance },
                    "(\(point.x), \(point.y)): \(got) vs \(point.rgba)")
        }
    }
}
