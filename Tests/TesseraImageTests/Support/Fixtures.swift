import Foundation
import Testing

/// The real-image test corpus and the answers its manifests give (established by independent
/// tools: exiftool, ImageMagick, libpng, djpeg, Pillow).
///
/// It has two parts (issue 35):
/// - **ours**, committed in `Tests/Fixtures/<folder>`: files made from Debian photos or by the
///   project's own scripts, described by that folder's `manifest.json`;
/// - **third-party**, never committed: the files of other projects' test suites (PngSuite,
///   libjpeg-turbo, Pillow, Mozilla, image-rs, exif-orientation-examples), read from the shared
///   test data (``TestData/sharedRoot``) and described by its manifests. A test over them carries
///   `.thirdPartyData(folder)` and is reported as skipped where they are absent.
enum Fixtures {
    /// `Tests/Fixtures`, the project's own test data.
    static let root: URL = TestData.fixtures

    /// The corpus folders that have a `manifest.json`, here and in the shared data.
    static let folders = ["png", "jpeg", "orientation", "corrupt"]

    /// The path of our own file `file` in `Tests/Fixtures/folder`.
    static func path(_ folder: String, _ file: String) -> String {
        TestData.fixture(folder, file)
    }

    /// The manifest entries of our own, committed files in `folder` (its local `manifest.json`).
    static func manifest(_ folder: String) -> [ManifestEntry] {
        let url = root.appendingPathComponent(folder).appendingPathComponent("manifest.json")
        guard let entries = read(url, folder: folder, thirdParty: false) else { fatalError("cannot read \(url.path)") }
        return entries
    }

    /// The manifest entries of the third-party files of `folder`: the shared manifest's entries
    /// for files that are not ours (not in the local manifest). Empty where the shared folder is
    /// absent; a test over them carries `.thirdPartyData(folder)`.
    static func thirdParty(_ folder: String) -> [ManifestEntry] {
        guard let shared = TestData.thirdPartyFolder(folder) else { return [] }
        guard let entries = read(shared.appendingPathComponent("manifest.json"), folder: folder, thirdParty: true) else {
            fatalError("cannot read \(shared.path)/manifest.json")
        }
        let ours = Set(manifest(folder).map(\.file))
        return entries.filter { !ours.contains($0.file) }
    }

    /// The shared manifest of `folder` as it is, ours and third-party files alike (nil when absent).
    static func sharedManifest(_ folder: String) -> [ManifestEntry]? {
        guard let shared = TestData.thirdPartyFolder(folder) else { return nil }
        return read(shared.appendingPathComponent("manifest.json"), folder: folder, thirdParty: true)
    }

    /// Every entry of our own manifests.
    static let ownEntries: [ManifestEntry] = folders.flatMap(manifest)

    /// Every third-party entry of the shared manifests that are present.
    static let thirdPartyEntries: [ManifestEntry] = folders.flatMap(thirdParty)

    private static func read(_ url: URL, folder: String, thirdParty: Bool) -> [ManifestEntry]? {
        guard let data = try? Data(contentsOf: url),
              let entries = try? JSONDecoder().decode([ManifestEntry].self, from: data) else { return nil }
        return entries.map { var e = $0; e.folder = folder; e.isThirdParty = thirdParty; return e }
    }
}

/// One file of the corpus and what independent tools say about it.
struct ManifestEntry: Decodable, Sendable, CustomTestStringConvertible {
    var folder = ""
    /// Whether the file is third-party data, read from the shared folder.
    var isThirdParty = false
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

    /// Where the file is: `Tests/Fixtures/folder` for ours, the shared folder for third-party files.
    var path: String { isThirdParty ? TestData.thirdParty(folder, file) : Fixtures.path(folder, file) }
    var testDescription: String { isThirdParty ? "shared \(folder)/\(file)" : "\(folder)/\(file)" }
}
