import Foundation
import Testing

/// The real-image test corpus in `Tests/Fixtures`, with the answers its manifests give
/// (established by independent tools: exiftool, ImageMagick, libpng, djpeg, Pillow).
enum Fixtures {
    /// `Tests/Fixtures`, found from this source file so tests run from any working directory.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // TesseraImageTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures")

    /// The corpus folders that have a `manifest.json`.
    static let folders = ["png", "jpeg", "orientation", "corrupt"]

    /// The path of `file` in `folder`.
    static func path(_ folder: String, _ file: String) -> String {
        root.appendingPathComponent(folder).appendingPathComponent(file).path
    }

    /// Every manifest entry of `folder`.
    static func manifest(_ folder: String) -> [ManifestEntry] {
        let url = root.appendingPathComponent(folder).appendingPathComponent("manifest.json")
        guard let data = try? Data(contentsOf: url),
              let entries = try? JSONDecoder().decode([ManifestEntry].self, from: data) else {
            fatalError("cannot read \(url.path)")
        }
        return entries.map { var e = $0; e.folder = folder; return e }
    }

    /// Every manifest entry of every folder.
    static let allEntries: [ManifestEntry] = folders.flatMap(manifest)
}

/// One file of the corpus and what independent tools say about it.
struct ManifestEntry: Decodable, Sendable, CustomTestStringConvertible {
    var folder = ""
    let file: String
    let format: String
    let valid: Bool
    let width: Int?
    let height: Int?
    let orientation: Int?
    let displayWidth: Int?
    let displayHeight: Int?
    /// `accept`, `reject` or `either` (see Tests/Fixtures/README.md).
    let expect: String
    /// `ok`, `warning` or `error`: what libjpeg-turbo / libpng make of the pixel data.
    let decode: String
    let decodeMessage: String?
    let notes: String?

    enum CodingKeys: String, CodingKey {
        case file, format, valid, width, height, orientation, displayWidth, displayHeight, expect, decode, decodeMessage, notes
    }

    var path: String { Fixtures.path(folder, file) }
    var testDescription: String { "\(folder)/\(file)" }
}
