import Foundation
import TesseraImage

/// The WebP, TIFF and HEIF fixtures in `Tests/Fixtures/formats` (made by its `make.sh`) and what
/// independent tools (vipsheader, exiftool, `vips getpoint`) say about them in its manifest.
struct FormatFixture: Decodable, Sendable, CustomStringConvertible {
    struct Pixel: Decodable, Sendable {
        let x: Int
        let y: Int
        /// Unpremultiplied, in displayed orientation, colour-managed to sRGB.
        let rgba: [Int]
    }

    let file: String
    let format: String
    let width: Int
    let height: Int
    /// The EXIF orientation; nil for HEIF, whose irot/imir the displayed size and pixels show.
    let orientation: Int?
    let displayWidth: Int
    let displayHeight: Int
    let alpha: Bool
    let profile: String?
    let make: String?
    let model: String?
    let dateTimeOriginal: String?
    let pixels: [Pixel]
    /// An untagged CMYK file, read (by libvips and by Tessera) through the fallback CMYK profile.
    let cmykFallback: Bool?

    var description: String { file }
    var path: String { Fixtures.path("formats", file) }

    private struct Manifest: Decodable { let files: [FormatFixture] }

    /// Every fixture of the manifest.
    static let all: [FormatFixture] = {
        let url = Fixtures.root.appendingPathComponent("formats/manifest.json")
        guard let data = try? Data(contentsOf: url), let manifest = try? JSONDecoder().decode(Manifest.self, from: data) else {
            fatalError("cannot read \(url.path)")
        }
        return manifest.files
    }()

    /// The fixtures of one format.
    static func of(_ format: String) -> [FormatFixture] { all.filter { $0.format == format } }
}

extension RGBA8 {
    /// The colour without premultiplication, rounded, as the tools report it.
    var unpremultipliedValues: [Int] {
        guard a > 0 else { return [0, 0, 0, 0] }
        func divide(_ value: UInt8) -> Int { min(255, Int((Double(value) * 255 / Double(a)).rounded())) }
        return [divide(r), divide(g), divide(b), Int(a)]
    }
}
