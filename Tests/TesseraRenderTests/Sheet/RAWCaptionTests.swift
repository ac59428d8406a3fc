import Foundation
import Testing
import TesseraImage
import TesseraTestSupport
@testable import TesseraRender

/// Captions of camera RAW files read the same EXIF fields as a JPEG's, through the same code.
@Suite("Camera RAW captions")
struct RAWCaptionTests {
    /// The DNGs the project makes itself (Tests/Fixtures/raw/make.sh).
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/raw")

    /// The caption format every test here draws.
    static func format() throws -> LabelFormat {
        try LabelFormat("{camera}\n{lens}\n{exposure} {aperture} {iso} {focal}\n{date}")
    }

    @Test("camera, lens, exposure, aperture, ISO, focal length and date of a DNG, as exiftool gives them")
    func fields() throws {
        var dng = GalleryPhoto(path: Self.folder.appendingPathComponent("dng-preview-o6.dng").path, folder: "", aspectRatio: 1)
        dng.info = try ImageProbe.probe(fileAt: dng.path)
        #expect(try Self.format().text(for: dng) == "Tessera DNG writer\nTessera Test Lens 35mm\n1/250 s f/5.6 ISO 200 35.0 mm\n2026-11-28 10:30")
    }

    @Test("the same fields of a real camera's NEF (no lens recorded), as exiftool gives them", .thirdPartyData("raw"))
    func fieldsOfANEF() throws {
        var nef = GalleryPhoto(path: TestData.thirdParty("raw", "nikon-d70.nef"), folder: "", aspectRatio: 1)
        nef.info = try ImageProbe.probe(fileAt: nef.path)
        #expect(try Self.format().text(for: nef) == "NIKON D70\n1/20 s f/3.5 ISO 200 18.0 mm\n2004-06-09 16:02")
    }
}
