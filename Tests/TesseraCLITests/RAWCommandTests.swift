import Foundation
import Testing
import TesseraTestSupport
import TesseraImage

/// `tessera info`, `thumbnail` and `sheet` on camera RAW files: the format and camera from
/// headers, previews drawn upright, damaged files as named placeholders. The DNGs committed in
/// Tests/Fixtures/raw are the project's own; real cameras' files (NEF, RAF, an iPhone DNG cut short)
/// are third-party test data, read from the shared folder where it is present.
@Suite("Camera RAW on the command line")
struct RAWCommandTests {
    static let raw = "Tests/Fixtures/raw"

    /// The lines of `tessera info`'s table, runs of spaces made one.
    static func lines(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
    }

    @Test("info names the format and the camera (a CAMERA column and a camera key, for RAW files only)")
    func info() throws {
        let run = try Tessera.run(["info", "\(Self.raw)/dng-no-preview.dng", "\(Self.raw)/dng-preview-o6.dng", "Tests/Fixtures/formats/webp-lossy.webp"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.lines(run.stdout) == [
            "PATH FORMAT STORED ORIENTATION DISPLAYED CAMERA",
            "\(Self.raw)/dng-no-preview.dng camera RAW 300×200 1 300×200 Tessera DNG writer",
            "\(Self.raw)/dng-preview-o6.dng camera RAW 300×200 6 200×300 Tessera DNG writer",
            "Tests/Fixtures/formats/webp-lossy.webp WebP 160×107 1 160×107 -",
        ], "\(run.stdout)")
        let json = try Tessera.run(["info", "--json", "\(Self.raw)/dng-preview-o6.dng"])
        #expect(json.stdout.contains("\"format\": \"raw\"") && json.stdout.contains("\"camera\": \"Tessera DNG writer\""), "\(json.stdout)")
    }

    @Test("info names real cameras' RAW files: a Nikon NEF in the table, a Fujifilm RAF in JSON", .thirdPartyData("raw"))
    func infoRealCameras() throws {
        let nef = TestData.thirdParty("raw", "nikon-d70.nef")
        let run = try Tessera.run(["info", nef, "Tests/Fixtures/formats/webp-lossy.webp"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.lines(run.stdout) == [
            "PATH FORMAT STORED ORIENTATION DISPLAYED CAMERA",
            "\(nef) camera RAW 3039×2014 1 3039×2014 NIKON D70",
            "Tests/Fixtures/formats/webp-lossy.webp WebP 160×107 1 160×107 -",
        ], "\(run.stdout)")
        let json = try Tessera.run(["info", "--json", TestData.thirdParty("raw", "fujifilm-s5pro.raf")])
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
        // cut.dng: the DNG without a preview, its raw strip made to run past the end of the file.
        let cut = try RAWSamples.stripRunningPastEnd(Tessera.bytes(of: "\(Self.raw)/dng-no-preview.dng"))
        let folder = try Tessera.folder(with: [
            (name: "a.dng", source: .repository("\(Self.raw)/dng-preview-o6.dng")),
            (name: "b.dng", source: .repository("\(Self.raw)/dng-no-preview.dng")),
            (name: "cut.dng", source: .bytes(cut)),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Tessera.run(["sheet", "photos", "-o", "sheet.png", "--width", "300", "--label", "{name} {camera} {iso}"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("tessera: failed: photos/cut.dng: corrupt camera RAW data: the file ends before its data does (LibRaw: Input/output error)\n"),
                "\(run.stderr)")
        #expect(run.stderr.contains("3 photos, 2 drawn, 1 failed"), "\(run.stderr)")
        #expect(try ImageProbe.probe(fileAt: folder.appendingPathComponent("sheet.png").path).width == 300)
    }

    @Test("a sheet of real cameras' RAW files, an iPhone DNG cut short among them: drawn, a named placeholder, exit 0",
          .thirdPartyData("raw"))
    func sheetRealCameras() throws {
        let folder = try Tessera.folder(with: [
            (name: "a.dng", source: .repository("\(Self.raw)/dng-preview-o6.dng")),
            (name: "b.dng", source: .repository("\(Self.raw)/dng-no-preview.dng")),
            (name: "c.raf", source: .thirdParty(folder: "raw", file: "fujifilm-s5pro.raf")),
            (name: "cut.dng", source: .thirdParty(folder: "raw", file: "iphone12pro-cut.dng")),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Tessera.run(["sheet", "photos", "-o", "sheet.png", "--width", "300", "--label", "{name} {camera} {iso}"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("tessera: failed: photos/cut.dng: corrupt camera RAW data: "), "\(run.stderr)")
        #expect(run.stderr.contains("4 photos, 3 drawn, 1 failed"), "\(run.stderr)")
    }
}
