import Foundation
import Testing
import TesseraRender

/// Issue 40, point 4: folders named on the command line stay apart — one section per folder, in
/// the order given, titled with its name (the path given when two share a name) — instead of
/// being merged and interleaved by file name; `{folder}` names the folder a photo is directly in.
@Suite("Folders given stay apart")
struct PhotoCollectorArgumentsTests {
    /// `B/DSC_0101.JPG`, `A/DSC_0101.JPG`, `A/sub/x.png`, `c1/DCIM/a.jpg`, `c2/DCIM/a.jpg`.
    static func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-arguments-\(UUID())")
        let samples = RenderFixtures.root.appendingPathComponent("SampleImages")
        for (target, source) in [("B/DSC_0101.JPG", "Landscapes/bridge.jpg"), ("A/DSC_0101.JPG", "Landscapes/sunset.jpg"),
                                 ("A/sub/x.png", "Science/coffee.png"), ("c1/DCIM/a.jpg", "Landscapes/life.jpg"),
                                 ("c2/DCIM/a.jpg", "Landscapes/life.jpg")] {
            let url = root.appendingPathComponent(target)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: samples.appendingPathComponent(source), to: url)
        }
        return root
    }

    @Test("two folders: each its own section, in the order given, two cameras' DSC_0101 not side by side")
    func sections() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let paths = ["B", "A"].map { root.appendingPathComponent($0).path }
        let collection = PhotoCollector.collect(paths, order: .name, jobs: 1)
        #expect(collection.photos.map(\.folder) == ["B", "A", "A/sub"])
        #expect(collection.photos.map { $0.path.replacingOccurrences(of: root.path + "/", with: "") } == ["B/DSC_0101.JPG", "A/DSC_0101.JPG", "A/sub/x.png"])
        var sheet = ContactSheet()
        sheet.labelFormat = try LabelFormat("{folder}: {name}")
        let (_, content) = try sheet.make(collection.photos, style: .light)
        #expect(content.sectionTitles == ["B", "A", "A/sub"])
        let labels = content.cells.flatMap { $0 }.compactMap { cell -> String? in
            if case .photo(_, let label) = cell { return label }
            return nil
        }
        #expect(labels == ["B: DSC_0101.JPG", "A: DSC_0101.JPG", "A/sub: x.png"])
    }

    @Test("two folders of the same name are told apart by the path given; one folder keeps its photos unheaded")
    func sameName() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let cards = ["c2/DCIM", "c1/DCIM"].map { root.appendingPathComponent($0).path }
        let collection = PhotoCollector.collect(cards, order: .name, jobs: 1)
        #expect(collection.photos.map(\.folder) == cards)
        let one = PhotoCollector.collect([root.appendingPathComponent("A").path], order: .name, jobs: 1)
        #expect(one.photos.map(\.folder) == ["", "sub"])
        // {folder} of a photo directly inside the folder walked is the folder's own name.
        #expect(try LabelFormat("{folder}").text(for: one.photos[0], index: 1) == "A")
    }
}
