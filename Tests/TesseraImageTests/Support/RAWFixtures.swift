import Foundation
import TesseraImage

/// The camera RAW fixtures and what independent tools say of them in `Tests/Fixtures/raw/manifest.json`:
/// exiftool for camera, orientation and exposure, LibRaw's raw-identify for the size it develops
/// to, dcraw_emu's half-size development or djpeg of the preview exiftool takes out for pixels.
///
/// The two DNGs made by `Tests/Fixtures/raw/make.sh` are ours and committed; the camera files
/// (from exiftool's and Exiv2's test suites) are third-party data, read from the shared folder
/// `raw` (``TestData/thirdParty(_:_:)``): a test over them carries `.thirdPartyData("raw")`.
struct RAWFixture: Decodable, Sendable, CustomStringConvertible {
    struct Pixel: Decodable, Sendable {
        let x: Int
        let y: Int
        /// In displayed orientation.
        let rgb: [Int]
    }

    let file: String
    let make: String?
    let model: String?
    let orientation: Int?
    let iso: Int?
    let exposureTime: Double?
    let fNumber: Double?
    let focalLength: Double?
    let lens: String?
    let dateTimeOriginal: String?
    /// raw-identify's "Output size": the developed picture, displayed orientation.
    let librawOutputSize: [Int]?
    /// "preview", "half-size" or "damaged".
    let decode: String
    /// The embedded preview's size, stored orientation (decode "preview").
    let previewSize: [Int]?
    let pixels: [Pixel]?

    var description: String { file }
    /// Whether the file is third-party data: not committed in `Tests/Fixtures/raw`, read from the shared folder.
    var isThirdParty: Bool { !FileManager.default.fileExists(atPath: Fixtures.path("raw", file)) }
    var path: String { isThirdParty ? TestData.thirdParty("raw", file) : Fixtures.path("raw", file) }
    /// Whether the file is a TIFF structure (NEF, DNG): its EXIF names the camera as exiftool does.
    var isTIFFBased: Bool { file.hasSuffix(".dng") || file.hasSuffix(".nef") }

    private struct Manifest: Decodable { let files: [RAWFixture] }

    /// Every fixture of the manifest.
    static let all: [RAWFixture] = {
        let url = Fixtures.root.appendingPathComponent("raw/manifest.json")
        guard let data = try? Data(contentsOf: url), let manifest = try? JSONDecoder().decode(Manifest.self, from: data) else {
            fatalError("cannot read \(url.path)")
        }
        return manifest.files
    }()

    /// Our own fixtures (committed), and the third-party camera files the manifest describes.
    static let ours: [RAWFixture] = all.filter { !$0.isThirdParty }
    static let thirdParty: [RAWFixture] = all.filter(\.isThirdParty)

    /// Our own fixtures whose decode is `kind`.
    static func decoding(_ kind: String) -> [RAWFixture] { ours.filter { $0.decode == kind } }
    /// The third-party fixtures whose decode is `kind`.
    static func thirdPartyDecoding(_ kind: String) -> [RAWFixture] { thirdParty.filter { $0.decode == kind } }
}
