import Foundation
import Testing
import TesseraImage

/// Issue 40, point 5: `thumbnail` on a real tree. It refused folders ("it is a directory") and
/// refused the whole run when two photos would share a thumbnail's name (a sidecar beside its
/// photo, one name in two folders, `IMG_4501.HEIC` beside `IMG_4501.JPG`). Now folders are walked
/// as `sheet` walks them, subfolders mirrored under `-o DIR/`, non-images skipped, and no
/// thumbnail is written over another.
@Suite("tessera thumbnail on a folder tree")
struct ThumbnailTreeCommandTests {
    static func tree() throws -> URL {
        let folder = try Tessera.temporaryFolder()
        let trip = folder.appendingPathComponent("Trip")
        for day in ["Day 1", "Day 2"] { try FileManager.default.createDirectory(at: trip.appendingPathComponent(day), withIntermediateDirectories: true) }
        let root = Tessera.repositoryRoot
        try FileManager.default.copyItem(at: root.appendingPathComponent("SampleImages/Landscapes/bridge.jpg"), to: trip.appendingPathComponent("Day 1/IMG_4501.JPG"))
        try FileManager.default.copyItem(at: root.appendingPathComponent("Tests/Fixtures/heif/libheif115-orientation-6.heic"), to: trip.appendingPathComponent("Day 1/IMG_4501.HEIC"))
        try Data("<x:xmpmeta xmlns:x='adobe:ns:meta/'/>".utf8).write(to: trip.appendingPathComponent("Day 1/IMG_4501.xmp"))
        try FileManager.default.copyItem(at: root.appendingPathComponent("SampleImages/Science/logo.png"), to: trip.appendingPathComponent("Day 2/IMG_4501.JPG"))
        try Data("<html>not a photo</html>".utf8).write(to: trip.appendingPathComponent("Day 2/saved-page.jpg"))
        try FileManager.default.copyItem(at: root.appendingPathComponent("SampleImages/Science/coffee.png"), to: trip.appendingPathComponent("cover.png"))
        return folder
    }

    static func files(_ folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test("a folder: walked, subfolders mirrored, shared names kept apart, sidecars and non-images skipped; a re-run into the tree skips its own thumbnails")
    func tree() throws {
        let folder = try Self.tree()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Tessera.run(["thumbnail", "Trip", "-o", "Trip/thumbs/", "--width", "40"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("tessera: skipped 1 file that is not an image"), "\(run.stderr)")
        let thumbs = folder.appendingPathComponent("Trip/thumbs")
        #expect(try Self.files(thumbs) == ["Day 1/IMG_4501.HEIC.png", "Day 1/IMG_4501.JPG.png", "Day 2/IMG_4501.png", "cover.png"])
        // Each thumbnail is its own photo's: the HEIC is portrait (64×96), the JPEG landscape.
        #expect(try ImageDecoder().decode(fileAt: thumbs.appendingPathComponent("Day 1/IMG_4501.HEIC.png").path).pixels.size == PixelSize(width: 40, height: 60))
        #expect(try ImageDecoder().decode(fileAt: thumbs.appendingPathComponent("Day 1/IMG_4501.JPG.png").path).pixels.size == PixelSize(width: 40, height: 23))
        let again = try Tessera.run(["thumbnail", "Trip", "-o", "Trip/thumbs/", "--width", "40"], in: folder)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try Self.files(thumbs).count == 4)
    }

    @Test("one name from two places is numbered; two folders each under their own name; a folder without -o DIR/ is a usage error")
    func names() throws {
        let folder = try Self.tree()
        defer { try? FileManager.default.removeItem(at: folder) }
        let same = try Tessera.run(["thumbnail", "Trip/Day 1/IMG_4501.JPG", "Trip/Day 2/IMG_4501.JPG", "-o", "a/", "--width", "20"], in: folder)
        #expect(same.status == 0, "\(same.stderr)")
        #expect(try Self.files(folder.appendingPathComponent("a")) == ["IMG_4501.JPG-2.png", "IMG_4501.JPG.png"])
        let days = try Tessera.run(["thumbnail", "Trip/Day 2", "Trip/Day 1", "-o", "b/", "--width", "20", "--format", "jpeg"], in: folder)
        #expect(days.status == 0, "\(days.stderr)")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("b").path).filter { $0.hasSuffix(".jpg") }.sorted()
                == ["Day 1/IMG_4501.HEIC.jpg", "Day 1/IMG_4501.JPG.jpg", "Day 2/IMG_4501.jpg"])
        let file = try Tessera.run(["thumbnail", "Trip", "-o", "t.png", "--width", "20"], in: folder)
        #expect(file.status == 2 && file.stderr.contains("Trip is a folder: its photos need an output folder, -o DIR/"), "\(file.stderr)")
    }
}
