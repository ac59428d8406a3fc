import Foundation
import Testing
@testable import tessera
import TesseraImage

/// `tessera preview` and `tessera diff`, run as the built binary.
@Suite("tessera preview and diff")
struct PreviewDiffCommandTests {
    @Test("preview: one panel per size at its documented pixel size, under a caption strip")
    func preview() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("preview.png").path
        let run = try Tessera.run(["preview", "Tests/Fixtures/specs/compositional-grid.yaml", "-o", output,
                                   "--sizes", "iphone-portrait,500x300", "--glyphs", "boxes"])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try ImageDecoder().decode(fileAt: output).pixels
        // Scale 2: margins 32, gap 48, caption strip 56; panels 786×1704 and 1000×600.
        #expect(image.size == PixelSize(width: 32 + 786 + 48 + 1000 + 32, height: 32 + 56 + 1704 + 32))
        // The first panel's top-left pixel is the layout's header (dark box glyphs on white, at 2×).
        let frames = try Tessera.run(["preview", "Tests/Fixtures/specs/compositional-grid.yaml", "-o", output,
                                      "--sizes", "200x100", "--scale", "1", "--glyphs", "boxes", "--full", "--debug-frames"])
        #expect(frames.status == 0)
        let full = try ImageDecoder().decode(fileAt: output).pixels
        #expect(full.size == PixelSize(width: 16 + 200 + 16, height: 16 + 28 + 200 + 16))   // content 200 × 200 points
        // The debug outline (pink) runs along the first cell's top edge, at y = 20 in the panel.
        #expect(full[16 + 50, 16 + 28 + 20] == RGBA8(255, 45, 85))

        AssertUsageError(["preview", Tessera.repository("Tests/Fixtures/specs/compositional-grid.yaml"), "-o", output, "--sizes", "phablet"],
                         contains: "\"phablet\" is neither a preset")
    }

    @Test("preview: a device preset brings its safe area, which compositional sections are inset by; an explicit size has none")
    func presetSafeArea() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("row.yaml")
        try """
        sections: [{items: 1}]
        layout:
          type: compositional
          sections:
            - group: {kind: horizontal, size: {width: {fractionalWidth: 1}, height: {absolute: 50}},
                      subitems: [{item: {size: {width: {fractionalWidth: 1}, height: {fractionalHeight: 1}}}}]}
        """.write(to: spec, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("p.png").path
        let run = try Tessera.run(["preview", spec.path, "-o", output, "--sizes", "iphone-landscape,852x393", "--scale", "1", "--glyphs", "boxes"])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try ImageDecoder().decode(fileAt: output).pixels
        // Panels at (16, 44) and (16 + 852 + 24, 44). The landscape phone's 59-point sides push the
        // row in (it starts at x 59); the explicit size's row starts at 0.
        #expect(image[16 + 30, 44 + 25] == RGBA8(255, 255, 255))
        #expect(image[16 + 70, 44 + 25] != RGBA8(255, 255, 255))
        #expect(image[892 + 30, 44 + 25] != RGBA8(255, 255, 255))
    }

    @Test("preview of a folder of photos uses the sheet's layout")
    func previewFolder() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("photos.png").path
        let run = try Tessera.run(["preview", "SampleImages", "-o", output, "--sizes", "iphone-se", "--scale", "1", "--columns", "3"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try ImageDecoder().decode(fileAt: output).pixels.size == PixelSize(width: 16 + 375 + 16, height: 16 + 28 + 667 + 16))
    }

    @Test("diff: counts and exit codes on crafted images")
    func diff() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var image = PixelBuffer(width: 50, height: 20, filledWith: RGBA8(20, 40, 60))
        let a = folder.appendingPathComponent("a.png").path, b = folder.appendingPathComponent("b.png").path
        let c = folder.appendingPathComponent("c.png").path
        try PNGWriter.write(image, to: a)
        image[3, 4] = RGBA8(20, 41, 60)
        try PNGWriter.write(image, to: b)
        try PNGWriter.write(PixelBuffer(width: 40, height: 20, filledWith: .white), to: c)

        let same = try Tessera.run(["diff", a, a])
        #expect(same.status == 0 && same.stdout == "identical (1000 pixels)\n")
        let one = try Tessera.run(["diff", a, b, "-o", folder.appendingPathComponent("d.png").path])
        #expect(one.status == 1)
        #expect(one.stdout.hasPrefix("1 of 1000 pixels differ (0.1%); largest difference ΔE94 "))
        #expect(one.stdout.hasSuffix(", 1/255 in one channel\n"))
        #expect(try ImageDecoder().decode(fileAt: folder.appendingPathComponent("d.png").path).pixels[3, 4] == RGBA8(255, 0, 255))
        #expect(try Tessera.run(["diff", a, b, "--precision", "0.999"]).status == 0)
        #expect(try Tessera.run(["diff", a, b, "--perceptual-precision", "0.98"]).status == 0)
        let sizes = try Tessera.run(["diff", a, c])
        #expect(sizes.status == 1 && sizes.stdout.hasPrefix("sizes differ: 50×20 and 40×20"))
        // A missing image is found when the command runs: end to end.
        let missing = try Tessera.run(["diff", a, folder.appendingPathComponent("nope.png").path])
        #expect(missing.status == 2 && missing.stderr.contains("nope.png"))
        AssertUsageError(["diff", a, b, "--precision", "2"])
    }
}
