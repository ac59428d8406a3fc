import Foundation
import TesseraImage

/// The camera RAW fixtures in `Tests/Fixtures/raw` (camera files from exiftool's and Exiv2's test
/// suites, two DNGs made by its `make.sh`) and what independent tools say of them in its
/// manifest: exiftool for camera, orientation and exposure, LibRaw's raw-identify for the size it
/// develops to, dcraw_emu's half-size development or djpeg of the preview exiftool takes out for pixels.
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
    var path: String { Fixtures.path("raw", file) }
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

    /// The fixtures whose decode is `kind`.
    static func decoding(_ kind: String) -> [RAWFixture] { all.filter { $0.decode == kind } }
}
