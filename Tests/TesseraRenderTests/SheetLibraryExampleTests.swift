import Foundation
import Testing
import TesseraRender

/// The README's example: what `tessera sheet SampleImages` does, from Swift.
@Suite("Contact sheets from Swift")
struct SheetLibraryExampleTests {
    @Test("collect, lay out and render SampleImages: an 800-pixel-wide PNG with every photo drawn")
    func readmeExample() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-sheet-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let samples = RenderFixtures.root.appendingPathComponent("SampleImages").path

        // As in the README:
        let collection = PhotoCollector.collect([samples], order: .name)
        var sheet = ContactSheet()
        sheet.columns = 4
        sheet.width = 800
        let (layout, content) = sheet.make(collection.photos, style: .light)
        let renderer = try SheetRenderer(style: .light, options: RenderOptions(scale: 1))
        let report = try renderer.renderPNG(layout, content: content, to: output)

        #expect(collection.photos.count == 21 && collection.problems.isEmpty)
        #expect(report.failures.isEmpty)
        let image = try ImageDecoder().decode(fileAt: output).pixels
        #expect(image.width == 800 && image.height == renderer.pixelSize(of: layout).height)
    }
}
