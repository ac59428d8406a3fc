import Foundation
import Testing
import TesseraImage
@testable import TesseraRender

/// Captions of camera RAW files read the same EXIF fields as a JPEG's, through the same code.
@Suite("Camera RAW captions")
struct RAWCaptionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/raw")

    @Test("camera, lens, exposure, aperture, ISO, focal length and date of a DNG and a NEF, as exiftool gives them")
    func fields() throws {
        let format = try LabelFormat("{camera}\n{lens}\n{exposure} {aperture} {iso} {focal}\n{date}")
        var dng = GalleryPhoto(path: Self.folder.appendingPathComponent("dng-preview-o6.dng").path, folder: "", aspectRatio: 1)
        dng.info = try ImageProbe.probe(fileAt: dng.path)
        #expect(format.text(for: dng) == "Tessera DNG writer\nTessera Test Lens 35mm\n1/250 s f/5.6 ISO 200 35.0 mm\n2026-11-28 10:30")
        var nef = GalleryPhoto(path: Self.folder.appendingPathComponent("nikon-d70.nef").path, folder: "", aspectRatio: 1)
        nef.info = try ImageProbe.probe(fileAt: nef.path)
        #expect(format.text(for: nef) == "NIKON D70\n1/20 s f/3.5 ISO 200 18.0 mm\n2004-06-09 16:02")
    }
}
