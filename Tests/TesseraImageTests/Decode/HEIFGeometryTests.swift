import Foundation
import Testing
@testable import TesseraImage
@testable import TesseraProbe

/// Issue 40, point 1: HEIF geometry as libheif applies it. Debian 12's libheif (1.15) writes a
/// turned image with `irot` before an `ispe` that already holds the turned size (pillow-heif's
/// EXIF orientation does this); Tessera showed those files in the swapped box, stretched. A
/// clean aperture (`clap`) was ignored. The files in `Tests/Fixtures/heif` are made by
/// `make-heif-geometry.sh` through libheif 1.15's own encoder: four quadrants, top-left red,
/// top-right green, bottom-left blue, bottom-right white, 96×64 before any turn.
@Suite("HEIF geometry: irot before ispe, clean apertures")
struct HEIFGeometryTests {
    static let red = RGBA8(220, 30, 30), green = RGBA8(30, 200, 30), blue = RGBA8(30, 30, 220), white = RGBA8(240, 240, 240)

    static func close(_ a: RGBA8, _ b: RGBA8) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= 24 && abs(Int(a.g) - Int(b.g)) <= 24 && abs(Int(a.b) - Int(b.b)) <= 24
    }

    /// The displayed size libheif gives each file (`heif-info`), and the colours at the corners
    /// of the picture it shows (`heif-convert`).
    @Test("the displayed size and the corners' colours are libheif's", arguments: [
        ("libheif115-orientation-1.heic", 96, 64, [red, green, blue, white]),
        ("libheif115-orientation-3.heic", 96, 64, [white, blue, green, red]),
        ("libheif115-orientation-5.heic", 64, 96, [red, blue, green, white]),
        ("libheif115-orientation-6.heic", 64, 96, [blue, red, white, green]),
        ("libheif115-orientation-8.heic", 64, 96, [green, white, red, blue]),
        ("clap-centre.heic", 48, 32, [red, green, blue, white]),
        ("clap-offset-then-irot.heic", 32, 48, [blue, red, white, green]),
    ])
    func geometry(file: String, width: Int, height: Int, corners: [RGBA8]) throws {
        let path = Fixtures.path("heif", file)
        let info = try ImageProbe.probe(fileAt: path)
        #expect(info.displayWidth == width && info.displayHeight == height, "\(file): \(info.displayWidth)×\(info.displayHeight)")
        let image = try ImageDecoder().decode(fileAt: path)
        #expect(image.warnings.isEmpty, "\(file): \(image.warnings)")
        let pixels = image.pixels
        #expect(pixels.width == width && pixels.height == height, "\(file): decoded \(pixels.width)×\(pixels.height)")
        let seen = [pixels[2, 2], pixels[width - 3, 2], pixels[2, height - 3], pixels[width - 3, height - 3]]
        for (index, pair) in zip(seen, corners).enumerated() {
            #expect(Self.close(pair.0, pair.1), "\(file), corner \(index): \(pair.0), not \(pair.1)")
        }
    }

    @Test("a clean aperture off the centre, then a quarter turn: the crop's edges fall where ISO 14496-12 puts them")
    func apertureEdges() throws {
        // The aperture is 48×32 at +12, +8 from the centre: x 36 ..< 84, y 24 ..< 56 of the
        // decoded picture, so the quadrants meet at its column 12 and row 8; turned 90°
        // clockwise, at displayed row 12 and column 24.
        let pixels = try ImageDecoder().decode(fileAt: Fixtures.path("heif", "clap-offset-then-irot.heic")).pixels
        #expect(Self.close(pixels[21, 9], Self.blue) && Self.close(pixels[26, 9], Self.red))
        #expect(Self.close(pixels[21, 14], Self.white) && Self.close(pixels[26, 14], Self.green))
        let info = try ImageProbe.probe(fileAt: Fixtures.path("heif", "clap-offset-then-irot.heic"))
        guard case .heif(let details) = info.details else { Issue.record("not HEIF"); return }
        #expect(details.cleanAperture == PixelRect(x: 36, y: 24, width: 48, height: 32))
        #expect(details.decodedSize == PixelSize(width: 96, height: 64))
    }

    /// Properties as an item lists them.
    static func property(_ type: String, _ data: [UInt8]) -> (type: String, data: ArraySlice<UInt8>) { (type, data[...]) }
    static func ispe(_ width: Int, _ height: Int) -> (type: String, data: ArraySlice<UInt8>) {
        property("ispe", [0, 0, 0, 0] + PNGBytes.be32(width) + PNGBytes.be32(height))
    }
    static func clap(_ values: [Int32]) -> (type: String, data: ArraySlice<UInt8>) {
        property("clap", values.flatMap { PNGBytes.be32(Int(UInt32(bitPattern: $0))) })
    }

    @Test("the rule libheif sizes by: a quarter turn before ispe swaps nothing, after it swaps the sides")
    func order() throws {
        let before = try #require(HEIFGeometry(properties: [Self.property("irot", [1]), Self.ispe(30, 40)]))
        #expect(before.decoded == PixelSize(width: 40, height: 30) && before.orientation == .left)
        let after = try #require(HEIFGeometry(properties: [Self.ispe(30, 40), Self.property("irot", [1])]))
        #expect(after.decoded == PixelSize(width: 30, height: 40) && after.orientation == .left)
        // A half turn before ispe swaps nothing either way; no ispe, no geometry.
        #expect(try #require(HEIFGeometry(properties: [Self.property("irot", [2]), Self.ispe(30, 40)])).decoded == PixelSize(width: 30, height: 40))
        #expect(HEIFGeometry(properties: [Self.property("irot", [1])]) == nil)
    }

    @Test("clean apertures: fractions rounded, an aperture that crops nothing or misses the picture ignored, clamped to the picture")
    func apertures() throws {
        // 99/2 × 20 at −1/2: left = −0.5 + (100 − 49.5) / 2 = 24.75 → 25; width 49.5 → 50.
        let half = try #require(HEIFGeometry(properties: [Self.ispe(100, 20), Self.clap([99, 2, 20, 1, -1, 2, 0, 1])]))
        #expect(half.crop == PixelRect(x: 25, y: 0, width: 50, height: 20) && half.stored == PixelSize(width: 50, height: 20))
        #expect(try #require(HEIFGeometry(properties: [Self.ispe(100, 20), Self.clap([100, 1, 20, 1, 0, 1, 0, 1])])).crop == nil)
        #expect(try #require(HEIFGeometry(properties: [Self.ispe(100, 20), Self.clap([10, 1, 10, 1, 500, 1, 0, 1])])).crop == nil)
        #expect(try #require(HEIFGeometry(properties: [Self.ispe(100, 20), Self.clap([10, 1, 10, 0, 0, 1, 0, 1])])).crop == nil)
        let clamped = try #require(HEIFGeometry(properties: [Self.ispe(100, 20), Self.clap([40, 1, 20, 1, 40, 1, 0, 1])]))
        #expect(clamped.crop == PixelRect(x: 70, y: 0, width: 30, height: 20))
    }
}
