import Foundation
import Testing
import TesseraRender

/// The walk and sort before a contact sheet, as the library does it.
@Suite("PhotoCollector")
struct PhotoCollectorTests {
    static let closeUps = RenderFixtures.root.appendingPathComponent("SampleImages/Close-ups").path

    static func names(_ order: PhotoCollector.Order) -> [String] {
        PhotoCollector.collect([closeUps], order: order).photos.map(\.name)
    }

    @Test("--sort name: natural file-name order; --sort date: EXIF DateTimeOriginal (ImageMagick's values)")
    func order() {
        #expect(Self.names(.name) == ["dragonfly.jpg", "free.jpg", "friends.jpg", "greentock.jpg", "picture-0b.jpg",
                                      "picture-1a.jpg", "umang.jpg", "wine.jpg"])
        // 2023:06:01 dragonfly, 06:02 wine, 06:03 greentock, 06:04 free, 06:05 friends, 06:06 picture-0b,
        // 06:07 picture-1a, 06:08 umang.
        #expect(Self.names(.date) == ["dragonfly.jpg", "wine.jpg", "greentock.jpg", "free.jpg", "friends.jpg", "picture-0b.jpg",
                                      "picture-1a.jpg", "umang.jpg"])
    }

    @Test("names compare numbers by value; the top folder comes first")
    func natural() {
        let photos = ["IMG_10.jpg", "IMG_2.jpg", "b/IMG_1.jpg", "IMG_1.jpg"].map { path in
            GalleryPhoto(path: path, folder: path.hasPrefix("b/") ? "b" : "", aspectRatio: 1)
        }
        #expect(photos.sorted(by: PhotoCollector.precedes).map(\.path) == ["IMG_1.jpg", "IMG_2.jpg", "IMG_10.jpg", "b/IMG_1.jpg"])
    }

    @Test("a path that cannot be read is a failed photo; a folder that cannot be read is a problem of its own")
    func problems() throws {
        let collection = PhotoCollector.collect(["/no/such/photo.jpg"], order: .name)
        #expect(collection.photos.map(\.path) == ["/no/such/photo.jpg"])
        #expect(collection.photos.first?.failure == "cannot read file: No such file or directory")
        #expect(collection.problems.isEmpty)
        #expect(WalkProblem.cannotReadFolder(reason: "Permission denied").isFolder)
        #expect(!WalkProblem.cannotReadFile(reason: "x").isFolder)
    }

    @Test("headers and XMP sidecars read on several threads give the collection one thread gives, in order")
    func threads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-collect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("b"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.closeUps).filter { $0.hasSuffix(".jpg") }.sorted()
        for (index, name) in names.enumerated() {
            let target = folder.appendingPathComponent(index % 2 == 0 ? name : "b/\(name)")
            try FileManager.default.copyItem(atPath: "\(Self.closeUps)/\(name)", toPath: target.path)
            let sidecar = target.deletingPathExtension().appendingPathExtension("xmp")
            try Data(#"<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:Rating="\#(index % 6)"/></rdf:RDF></x:xmpmeta>"#.utf8)
                .write(to: sidecar)
        }
        try Data("not a photo".utf8).write(to: folder.appendingPathComponent("notes.jpg"))
        try Data([0xFF, 0xD8, 0xFF]).write(to: folder.appendingPathComponent("b/cut.jpg"))
        for order in PhotoCollector.Order.allCases {
            let one = PhotoCollector.collect([folder.path], order: order, jobs: 1)
            let four = PhotoCollector.collect([folder.path], order: order, jobs: 4)
            #expect(one.photos == four.photos)
            #expect(one.photos.count == names.count + 2)
        }
        let ratings = PhotoCollector.collect([folder.path], order: .name, jobs: 4).photos.filter { $0.failure == nil }.map(\.xmp.rating)
        #expect(ratings.count == names.count && ratings.allSatisfy { $0 != nil })
    }
}
