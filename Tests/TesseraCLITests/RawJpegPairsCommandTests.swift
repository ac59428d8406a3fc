import Foundation
import Testing

/// Issue 40, point 9: a camera set to RAW+JPEG writes each frame twice; the sheet showed both.
/// Now each pair is shown once, the RAW by default (as Lightroom), `--pairs jpeg|both` otherwise.
@Suite("RAW+JPEG pairs")
struct RawJpegPairsCommandTests {
    @Test("DSC_0101.dng beside DSC_0101.JPG is one frame; DSC_0102.JPG alone is another", arguments: [
        ([String](), 2, "DSC_0101.dng"), (["--pairs", "jpeg"], 2, "DSC_0101.JPG"), (["--pairs", "both"], 3, "DSC_0101.dng"),
    ])
    func pairs(extra: [String], photos: Int, shown: String) throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shoot = folder.appendingPathComponent("shoot")
        try FileManager.default.createDirectory(at: shoot, withIntermediateDirectories: true)
        let root = Tessera.repositoryRoot
        try FileManager.default.copyItem(at: root.appendingPathComponent("Tests/Fixtures/raw/dng-preview-o6.dng"), to: shoot.appendingPathComponent("DSC_0101.dng"))
        try FileManager.default.copyItem(at: root.appendingPathComponent("SampleImages/Landscapes/bridge.jpg"), to: shoot.appendingPathComponent("DSC_0101.JPG"))
        try FileManager.default.copyItem(at: root.appendingPathComponent("SampleImages/Landscapes/life.jpg"), to: shoot.appendingPathComponent("DSC_0102.JPG"))
        let run = try Tessera.run(["sheet", "shoot", "-o", "s.png", "--label", "{name}"] + extra, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("tessera: \(photos) photos, \(photos) drawn"), "\(run.stderr)")
        let html = try Tessera.run(["sheet", "shoot", "-o", "s.dzi", "-q", "--label", "{name}"] + extra, in: folder)
        #expect(html.status == 0, "\(html.stderr)")
        let page = try String(contentsOf: folder.appendingPathComponent("s.html"), encoding: .utf8)
        #expect(page.contains("\"\(shown)\""), "the page lists \(shown)")
    }
}
