import Foundation
import Testing
import TesseraImage

/// `tessera info` and `tessera sheet` on WebP (and the other formats after JPEG and PNG):
/// formats told by signature, damaged files as named placeholders.
@Suite("New photo formats on the command line")
struct FormatsCommandTests {
    static let formats = "Tests/Fixtures/formats"

    @Test("info names the format and the displayed size, read from headers")
    func info() throws {
        let run = try Tessera.run(["info", "\(Self.formats)/webp-exif-o6.webp", "\(Self.formats)/webp-lossy.webp"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(lines == [
            "PATH FORMAT STORED ORIENTATION DISPLAYED",
            "\(Self.formats)/webp-exif-o6.webp WebP 120×80 6 80×120",
            "\(Self.formats)/webp-lossy.webp WebP 160×107 1 160×107",
        ])
    }

    @Test("a WebP named .jpg is a WebP; a damaged one is a named placeholder and the sheet is still written")
    func sheet() throws {
        let folder = try Tessera.folder(withPhotos: [
            (name: "a.webp", from: "\(Self.formats)/webp-lossy.webp"),
            (name: "b.jpg", from: "\(Self.formats)/webp-exif-o6.webp"),
            (name: "c.webp", from: "\(Self.formats)/webp-lossless-alpha.webp"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = try Data(contentsOf: Tessera.repositoryRoot.appendingPathComponent("\(Self.formats)/webp-lossy.webp"))
        try whole.prefix(600).write(to: folder.appendingPathComponent("photos/damaged.webp"))
        let run = try Tessera.run(["sheet", "photos", "-o", "sheet.png", "--width", "300", "--labels"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("tessera: failed: photos/damaged.webp: corrupt WebP data: "), "\(run.stderr)")
        #expect(run.stderr.contains("4 photos, 3 drawn, 1 failed"), "\(run.stderr)")
        #expect(try ImageProbe.probe(fileAt: folder.appendingPathComponent("sheet.png").path).width == 300)
    }

    @Test("a sheet of HEIC, AVIF and TIFF photos, one TIFF damaged: drawn, a placeholder, exit 0")
    func sheetOfEveryFormat() throws {
        let folder = try Tessera.folder(withPhotos: [
            (name: "turned.heic", from: "\(Self.formats)/heic-irot3.heic"),
            (name: "photo.avif", from: "\(Self.formats)/avif-photo.avif"),
            (name: "page.tif", from: "\(Self.formats)/tiff-o6-two-pages.tif"),
            (name: "grey.tiff", from: "\(Self.formats)/tiff-grey-tiled-jpeg.tif"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00, 0x01, 0x00]).write(to: folder.appendingPathComponent("photos/broken.tif"))
        let run = try Tessera.run(["sheet", "photos", "-o", "sheet.jpg", "--width", "300", "--label", "{name} {camera}"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("tessera: failed: photos/broken.tif: "), "\(run.stderr)")
        #expect(run.stderr.contains("5 photos, 4 drawn, 1 failed"), "\(run.stderr)")
        let info = try Tessera.run(["info", "photos/turned.heic", "photos/photo.avif"], in: folder)
        let rows = info.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(rows == ["PATH FORMAT STORED ORIENTATION DISPLAYED", "photos/turned.heic HEIC/HEIF 120×80 6 80×120",
                         "photos/photo.avif AVIF 160×107 1 160×107"], "\(info.stdout)")
    }
}
