import Foundation
import Testing
import TesseraRender

/// Which paths given to the collector gave no photo, and the reason each one is given.
@Suite("PhotoCollector.Collection.emptyPaths(among:)")
struct PhotoCollectorEmptyPathsTests {
    @Test("a missing path, a file that is no image, an empty folder and one of non-images; a real photo is not listed")
    func reasons() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-empty-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["empty", "junk"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        try Data("<html>".utf8).write(to: folder.appendingPathComponent("junk/page.jpg"))
        try Data("<html>".utf8).write(to: folder.appendingPathComponent("page.jpg"))
        let photo = RenderFixtures.root.appendingPathComponent("SampleImages/Close-ups/wine.jpg").path
        let paths = [folder.appendingPathComponent("missing").path, folder.appendingPathComponent("page.jpg").path,
                     folder.appendingPathComponent("empty").path, folder.appendingPathComponent("junk").path, photo]
        let empty = PhotoCollector.collect(paths, order: .name).emptyPaths(among: paths)
        let readable = "(Tessera reads JPEG, PNG, WebP, TIFF, GIF, BMP, HEIC/HEIF, AVIF and camera RAW files)"
        #expect(empty == [
            .init(path: paths[0], reason: "no such file or folder", isFolder: false),
            .init(path: paths[1], reason: "not an image", isFolder: false),
            .init(path: paths[2], reason: "no photos in this folder \(readable)", isFolder: true),
            .init(path: paths[3], reason: "no photos in this folder: 1 file is not an image \(readable)", isFolder: true),
        ])
    }
}
