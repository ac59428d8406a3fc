import Foundation
import Testing
@testable import TesseraImage
@testable import TesseraProbe

/// HEIF specifics: irot/imir as iOS shows them, the EXIF Orientation ignored, alpha, AVIF.
@Suite("HEIF and AVIF: transformations, alpha, details")
struct HEIFDecodeTests {
    static func info(_ file: String) throws -> ImageInfo { try ImageProbe.probe(fileAt: Fixtures.path("formats", file)) }

    @Test("irot and imir compose, in the order the item lists them, into an EXIF orientation")
    func composition() {
        #expect(ExifOrientation.up.then(.right) == .right)
        #expect(ExifOrientation.upMirrored.then(.left) == .leftMirrored)
        #expect(ExifOrientation.right.then(.right) == .down)
        #expect(ExifOrientation.upMirrored.then(.upMirrored) == .up)
        for a in ExifOrientation.allCases {
            #expect(a.then(.up) == a && ExifOrientation.up.then(a) == a, "\(a)")
        }
    }

    @Test("irot 3 (three quarter turns anti-clockwise) is orientation 6; imir 0 (top and bottom exchanged) then irot 1 is 7, whatever the EXIF says (6 in both)")
    func transformations() throws {
        #expect(try Self.info("heic-irot3.heic").orientation == .right)
        #expect(try Self.info("heic-imir-irot1.heic").orientation == .rightMirrored)
        #expect(try Self.info("heic-photo.heic").orientation == .up)
    }

    @Test("details: brand, coding, alpha, colour information; AVIF is told by its brand")
    func details() throws {
        func details(_ file: String) throws -> HEIFDetails? {
            if case .heif(let details) = try Self.info(file).details { return details }
            return nil
        }
        let photo = try details("heic-photo.heic")
        // heif-enc stores even a small picture as a grid of HEVC tiles, as iPhones do.
        #expect(photo == HEIFDetails(brand: "heic", itemType: "grid", hasAlpha: false, colourType: nil))
        #expect(try details("heic-alpha.heic")?.hasAlpha == true)
        #expect(try details("heic-icc.heic")?.colourType == "prof")
        #expect(try details("avif-photo.avif") == HEIFDetails(brand: "avif", itemType: "av01", hasAlpha: false, colourType: "nclx"))
        #expect(try Self.info("avif-photo.avif").format == .avif)
    }

    @Test("a thumbnail of a turned HEIC has the displayed shape")
    func thumbnail() throws {
        let thumbnail = try ImageDecoder().thumbnail(fileAt: Fixtures.path("formats", "heic-irot3.heic"), width: 40)
        #expect(thumbnail.pixels.size == PixelSize(width: 40, height: 60))
    }

    @Test("damaged HEIF files are typed errors, never crashes", arguments: [40, 300, 1200])
    func damaged(keep: Int) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("formats", "heic-photo.heic"))).prefix(keep))
        #expect(throws: DecodeError.self) { try ImageDecoder().decode(bytes: bytes) }
    }
}

@Suite("HEIF boxes the probe refuses")
struct HEIFProbeErrorTests {
    @Test("an ftyp with no meta box after it is corrupt, named where the file ends")
    func noMeta() {
        let bytes: [UInt8] = [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8)
        #expect(throws: ProbeError.corruptHEIF(offset: 24, reason: "no meta box before the end of the file")) {
            try ImageProbe.probe(bytes: bytes)
        }
    }
}
