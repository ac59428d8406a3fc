import Foundation
import Testing
import TesseraImage

/// `tessera info`, `thumbnail` and `sheet` on camera RAW files (Tests/Fixtures/raw): the format
/// and camera from headers, previews drawn upright, damaged files as named placeholders.
@Suite("Camera RAW on the command line")
struct RAWCommandTests {
    static let raw = "Tests/Fixtures/raw"

    @Test("info names the format and the camera (a CAMERA column and a camera key, for RAW files only)")
    func info() throws {
        let run = try Tessera.run(["info", "\(Self.raw)/nikon-d70.nef", "\(Self.raw)/dng-preview-o6.dng", "Tests/Fixtures/formats/webp-lossy.webp"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(lines == [
            "PATH FORMAT STORED ORIENTATION DISPLAYED CAMERA",
            "\(Self.raw)/nikon-d70.nef camera RAW 3039×2014 1 3039×2014 NIKON D70",
            "\(Self.raw)/dng-preview-o6.dng camera RAW 300×200 6 200×300 Tessera DNG writer",
            "Tests/Fixtures/formats/webp-lossy.webp WebP 160×107 1 160×107 -",
        ], "\(run.stdout)")
        let json = try Tessera.run(["info", "--json", "\(Self.raw)/fujifilm-s5pro.raf"])
        #expect(json.stdout.contains("\"format\": \"raw\"") && json.stdout.contains("\"camera\": \"Fujifilm S5Pro\""), "\(json.stdout)")
    }

    @Test("a thumbnail of a DNG is its preview turned upright; a RAW named .jpg is still RAW")
    func thumbnail() throws {
        let folder = try Tessera.folder(withPhotos: [(name: "shot.jpg", from: "\(Self.raw)/dng-preview-o6.dng")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Tessera.run(["thumbnail", "photos/shot.jpg", "--width", "80", "-o", "t.png"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let info = try ImageProbe.probe(fileAt: folder.appendingPathComponent("t.png").path)
        #expect(info.width == 80 && info.height == 120)
    }

    @Test("a sheet of RAW files, one cut short: drawn, a named placeholder, exit 0")
    func sheet() throws {
        let folder = try Tessera.folder(withPhotos: [
            (name: "a.dng", from: "\(Self.raw)/dng-preview-o6.dng"),
            (name: "b.dng", from: "\(Self.raw)/dng-no-preview.dng"),
            (name: "c.raf", from: "\(Self.raw)/fujifilm-s5pro.raf"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = try Data(contentsOf: Tessera.repositoryRoot.appendingPathComponent("\(Self.raw)/iphone12pro-cut.dng"))
        try whole.write(to: folder.appendingPathComponent("photos/cut.dng"))
        let run = try Tessera.run(["sheet", "photos", "-o", "sheet.png", "--width", "300", "--label", "{name} {camera} {iso}"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("tessera: failed: photos/cut.dng: corrupt camera RAW data: "), "\(run.stderr)")
        #expect(run.stderr.contains("4 photos, 3 drawn, 1 failed"), "\(run.stderr)")
    }
}
