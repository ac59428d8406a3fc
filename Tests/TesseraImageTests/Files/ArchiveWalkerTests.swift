import Foundation
import Testing
@testable import TesseraImage

/// Issue 37: the archive walk — folders that hold photos directly, counted, never a list of
/// every file kept.
@Suite("ArchiveWalker")
struct ArchiveWalkerTests {
    static func tree() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-walk-\(UUID().uuidString)")
        for (path, bytes) in [("a.jpg", 3), ("B/only-folders/x.txt", 1), ("B/2/IMG_10.JPG", 5), ("B/2/IMG_2.png", 7),
                              ("B/10/c.heic", 2), (".hidden/d.jpg", 1), ("B/.e.jpg", 1), ("notes.txt", 4)] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(repeating: 7, count: bytes).write(to: url)
        }
        // A link back to the root: walked once. A link to a photo is a photo.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("B/loop").path, withDestinationPath: root.path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("B/10/linked.jpg").path,
                                                   withDestinationPath: root.appendingPathComponent("a.jpg").path)
        return root
    }

    @Test("folders with photos directly, depth first in code-point order; hidden entries and other files skipped; a loop walked once; a linked photo counts")
    func folders() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let walk = ArchiveWalker.walk(root.path)
        #expect(walk.folders.map(\.relativePath) == ["", "B/10", "B/2"])
        #expect(walk.folders.map(\.photoCount) == [1, 2, 2])
        #expect(walk.problems.isEmpty)
        let listing = ArchiveWalker.listing(of: root.appendingPathComponent("B/2").path)
        #expect(listing.photos.map(\.name) == ["IMG_10.JPG", "IMG_2.png"] && listing.photos.map(\.size) == [5, 7])
        #expect(listing.sidecars.isEmpty && listing.problems.isEmpty)
    }

    @Test("the listing digest changes with a photo's size, modification time or name, with a photo added, and with a sidecar")
    func digest() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("B/2")
        func current() -> String { ArchiveWalker.listing(of: folder.path).digest }
        let first = current()
        #expect(current() == first)
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 1), timespec(tv_sec: 1_000_000_000, tv_nsec: 1)]
        utimensat(AT_FDCWD, folder.appendingPathComponent("IMG_2.png").path, &times, 0)
        let touched = current()
        #expect(touched != first)
        try Data(repeating: 1, count: 8).write(to: folder.appendingPathComponent("IMG_2.png"))
        utimensat(AT_FDCWD, folder.appendingPathComponent("IMG_2.png").path, &times, 0)
        #expect(current() != touched)
        try FileManager.default.moveItem(at: folder.appendingPathComponent("IMG_2.png"), to: folder.appendingPathComponent("IMG_3.png"))
        let renamed = current()
        try Data([1]).write(to: folder.appendingPathComponent("new.jpg"))
        let added = current()
        #expect(added != renamed)
        // A sidecar's rating changes what a sheet selects and shows.
        try Data("<x:xmpmeta/>".utf8).write(to: folder.appendingPathComponent("new.xmp"))
        #expect(current() != added)
        #expect(ArchiveWalker.listing(of: folder.path).sidecars.map(\.name) == ["new.xmp"])
    }

    @Test("a root that is no folder, and an unreadable folder, are problems of the walk")
    func problems() throws {
        let walk = ArchiveWalker.walk("/no/such/archive")
        #expect(walk.folders.isEmpty && walk.problems.map(\.path) == ["/no/such/archive"])
        #expect(walk.problems.first?.problem?.isFolder == true)
    }
}
