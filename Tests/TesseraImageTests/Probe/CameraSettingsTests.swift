import Foundation
import Testing
@testable import TesseraImage

/// Camera, lens and exposure from EXIF headers; the expected values are exiftool 12.57's
/// EXIF-group answers (`exiftool -a -G1 -Make -Model -ExposureTime -FNumber -ISO -FocalLength`).
/// The Canon file has no EXIF ISO tag: exiftool's "ISO 100" for it is a Composite value worked
/// out from Canon's maker note, which Tessera does not read.
@Suite("EXIF camera settings")
struct CameraSettingsTests {
    @Test(arguments: [
        ("jpeg", "mate_Wood.jpg", "KONICA MINOLTA DiMAGE Z5", "1/1000 s", "f/3.2", "ISO 50", "10.3 mm"),
    ])
    func settingsMatchExiftool(folder: String, file: String, camera: String, exposure: String, aperture: String, iso: String?, focal: String) throws {
        try Self.check(Fixtures.path(folder, file), camera: camera, exposure: exposure, aperture: aperture, iso: iso, focal: focal)
    }

    @Test("third-party photos' settings match exiftool's", .thirdPartyData(["jpeg", "orientation"]), arguments: [
        ("jpeg", "pillow_flower.jpg", "Canon PowerShot S40", "1/500 s", "f/4.9", nil, "21.3 mm"),
        ("jpeg", "pillow_iptc.jpg", "Nokia N70-1", "1/135 s", "f/3.2", "ISO 125", "4.5 mm"),
        ("orientation", "pillow_empty_gps_ifd.jpg", "Xiaomi Redmi Note 9S", "1/14 s", "f/1.8", "ISO 25600", "4.7 mm"),
    ])
    func thirdPartySettingsMatchExiftool(folder: String, file: String, camera: String, exposure: String, aperture: String, iso: String?, focal: String) throws {
        try Self.check(TestData.thirdParty(folder, file), camera: camera, exposure: exposure, aperture: aperture, iso: iso, focal: focal)
    }

    /// The probe's camera settings of the file at `path` against exiftool's.
    static func check(_ path: String, camera: String, exposure: String, aperture: String, iso: String?, focal: String) throws {
        let settings = try #require(try ImageProbe.probe(fileAt: path).camera)
        #expect(settings.camera == camera)
        #expect(settings.exposureText == exposure)
        #expect(settings.apertureText == aperture)
        #expect(settings.isoText == iso)
        #expect(settings.focalLengthText == focal)
    }

    @Test func makeAndModelOnly() throws {
        let settings = try #require(try ImageProbe.probe(fileAt: Fixtures.path("jpeg", "ladybird_exif_first_no_jfif.jpg")).camera)
        #expect(settings == CameraSettings(make: "TestCam", model: "T1"))
        #expect(settings.camera == "TestCam T1" && settings.exposureText == nil)
    }

    @Test func photosWithoutThemHaveNone() throws {
        #expect(try ImageProbe.probe(fileAt: Fixtures.path("jpeg", "ladybird_baseline_420.jpg")).camera == nil)
        #expect(try ImageProbe.probe(bytes: JPEGBytes.jpeg()).camera == nil)
    }

    @Test func longExposuresInSeconds() {
        #expect(CameraSettings(exposureTime: 0.5).exposureText == "0.5 s")
        #expect(CameraSettings(exposureTime: 2).exposureText == "2 s")
        #expect(CameraSettings(exposureTime: 1.25).exposureText == "1.25 s")
        #expect(CameraSettings(fNumber: 8).apertureText == "f/8.0")
    }
}
