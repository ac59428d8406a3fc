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
        let (layout, content) = try sheet.make(collection.photos, style: .light)
        let renderer = try LayoutRenderer(style: .light, options: RenderOptions(scale: 1))
        let report = try renderer.renderPNG(layout, content: content, to: output)

        #expect(collection.photos.count == 21 && collection.problems.isEmpty)
        #expect(report.failures.isEmpty)
        let image = try ImageDecoder().decode(fileAt: output).pixels
        #expect(image.width == 800 && image.height == renderer.pixelSize(of: layout).height)
    }

    @Test("pages: a tall sheet cut into OUT-1.png, OUT-2.png, …, each photo reported once; several pages cannot go to standard output")
    func pages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let collection = PhotoCollector.collect([RenderFixtures.root.appendingPathComponent("SampleImages").path], order: .name)
        var sheet = ContactSheet()
        sheet.columns = 2
        sheet.width = 300
        let (layout, content) = try sheet.make(collection.photos, style: .light)
        let renderer = try LayoutRenderer(style: .light, options: RenderOptions(scale: 1))
        let output = folder.appendingPathComponent("sheet.png").path
        let report = try renderer.renderPages(layout, content: content, pageHeight: 500, to: output)
        #expect(report.pages.count == PageBreaks.pagesRepeatingHeaders(of: layout, pageHeight: 500).count && report.pages.count > 1)
        #expect(report.pages.map { ($0.path as NSString).lastPathComponent }
                == (1...report.pages.count).map { "sheet-\($0).png" })
        #expect(report.photosDrawn >= collection.photos.count && report.failures.isEmpty)   // a photo cut by a page counts on each
        for page in report.pages { #expect(try ImageDecoder().decode(fileAt: page.path).pixels.size == page.size) }
        #expect(throws: SheetPagesError.severalPagesToStandardOutput(count: report.pages.count)) {
            try renderer.renderPages(layout, content: content, pageHeight: 500, to: "-")
        }
        #expect(LayoutRenderer.pagePath("out.png", number: 3) == "out-3.png" && LayoutRenderer.pagePath("out", number: 2) == "out-2")
    }

    @Test("a spec file from Swift: read, laid out and drawn as tessera render does it; a missing file is a typed error")
    func specFile() throws {
        let path = RenderFixtures.root.appendingPathComponent("Tests/Fixtures/specs/compositional-grid.yaml").path
        let laidOut = try SpecLayout(path: path, width: 390, height: nil)
        #expect(!laidOut.result.attributes.isEmpty && laidOut.warnings.isEmpty)
        #expect(laidOut.inputPaths.first == path)
        let renderer = try LayoutRenderer(options: RenderOptions(scale: 1, glyphMode: .boxes))
        let picture = try renderer.renderImage(laidOut.result, content: laidOut.content).image
        #expect(picture.width == 390)
        #expect(throws: SpecLayoutError.self) { try SpecLayout(path: "/no/such/spec.yaml", width: nil, height: nil) }
        do {
            _ = try SpecLayout(path: "/no/such/spec.yaml", width: nil, height: nil)
        } catch {
            #expect(error.description == "cannot read /no/such/spec.yaml: no such file")
        }
    }
}

/// Adaptive columns: as many as fit a minimum width.
@Suite("Contact sheet: columns of a minimum width")
struct AdaptiveColumnsTests {
    @Test("⌊(width − 2 × padding + spacing) / (column width + spacing)⌋, at least 1")
    func columns() {
        // 393-point phone, padding 8, spacing 4: (393 − 16 + 4) / 184 = 2.07 → 2; landscape 852: 4.57 → 4.
        #expect(ContactSheet.columns(ofWidth: 180, in: 393, spacing: 4, padding: 8) == 2)
        #expect(ContactSheet.columns(ofWidth: 180, in: 852, spacing: 4, padding: 8) == 4)
        #expect(ContactSheet.columns(ofWidth: 500, in: 300, spacing: 8, padding: 16) == 1)
        // Exactly two columns of 100 with 10 between and no padding fit 210.
        #expect(ContactSheet.columns(ofWidth: 100, in: 210, spacing: 10, padding: 0) == 2)
    }
}
