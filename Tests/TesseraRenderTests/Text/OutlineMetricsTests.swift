import Foundation
import Testing
@testable import TesseraRender
@testable import TesseraText

/// Expected widths come from DejaVu Sans's own tables (2048 units per em; hhea ascender 1901,
/// descender −483; hmtx advances H 1540, e 1260, l 569, o 1253, A 1401, V 1401; 'kern' pair
/// A-V −131), read with an independent script, not from this code.
@Suite("TextRasterizer metrics with DejaVu Sans")
struct OutlineMetricsTests {
    @Test("metrics of \"Hello\" at 20 px are the font's unhinted advances, the same every time")
    func hello() throws {
        let text = try TextRasterizer()
        let hello = text.metrics("Hello", pixelSize: 20)
        #expect(hello == TextMetrics(width: 5191 * 20 / 2048, ascent: 1901 * 20 / 2048, descent: 483 * 20 / 2048))
        #expect(hello.width > 0 && hello.lineHeight > 0)
        #expect(text.metrics("Hello", pixelSize: 20) == hello)
        #expect(try TextRasterizer().metrics("Hello", pixelSize: 20) == hello)
    }

    @Test("widths scale with the size, rounded to 1/64 px", arguments: [7.0, 10.3, 13, 20, 33.33, 96])
    func scaling(pixelSize: Double) throws {
        let em = (pixelSize * 64).rounded() / 64
        #expect(try TextRasterizer().metrics("Hello", pixelSize: pixelSize).width == 5191 * em / 2048,
                "pixelSize \(pixelSize)")
    }

    @Test("DejaVu Sans has a 'kern' table and \"AV\" is narrower than \"A\" + \"V\"")
    func kerning() throws {
        let text = try TextRasterizer()
        #expect(try FontFace(path: FontLocator.locate()).hasKerning)
        let pair = text.metrics("AV", pixelSize: 40).width
        let apart = text.metrics("A", pixelSize: 40).width + text.metrics("V", pixelSize: 40).width
        #expect(pair == Double(1401 + 1401 - 131) * 40 / 2048)
        #expect(pair < apart)
    }

    @Test("bold is wider: DejaVu Sans Bold by default, synthetic bold for a regular file")
    func bold() throws {
        let regular = try TextRasterizer().metrics("Hello", pixelSize: 20).width
        let bold = try TextRasterizer(weight: .bold)
        #expect(bold.fontPath?.hasSuffix("/DejaVuSans-Bold.ttf") == true)
        #expect(bold.metrics("Hello", pixelSize: 20).width > regular)
        // Synthetic bold: each of the 5 glyphs advances ⌊20 × 64 / 24⌋ / 64 px more.
        let synthetic = try TextRasterizer(fontPath: FontLocator.locate(), weight: .bold)
        #expect(synthetic.metrics("Hello", pixelSize: 20).width == regular + 5 * 53 / 64)
        let syntheticInk = synthetic.render("Hello", pixelSize: 20).mask.values.reduce(0) { $0 + Int($1) }
        let regularInk = try TextRasterizer().render("Hello", pixelSize: 20).mask.values.reduce(0) { $0 + Int($1) }
        #expect(syntheticInk > regularInk)
    }

    @Test("a missing glyph draws .notdef; an empty string is an empty line box")
    func notdefAndEmpty() throws {
        let text = try TextRasterizer()
        // U+E000 (private use) is not in DejaVu Sans.
        let missing = text.render("\u{E000}", pixelSize: 20)
        #expect(missing.width > 0 && missing.mask.values.contains { $0 > 0 })
        let empty = text.render("", pixelSize: 20)
        #expect(empty.mask.width == 0 && empty.mask.height == 19 + 5 && empty.baseline == 19 && empty.width == 0)
        #expect(text.metrics("", pixelSize: 20).width == 0)
    }

    @Test("a file FreeType cannot read is cannotLoadFont, naming the file")
    func unreadable() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-not-a-font-\(UUID().uuidString).ttf").path
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try TextRasterizer(fontPath: path)
            Issue.record("a text file loaded as a font")
        } catch {
            guard case .cannotLoadFont(let failedPath, let reason) = error else {
                Issue.record("expected cannotLoadFont, got \(error)")
                return
            }
            #expect(failedPath == path && reason.hasPrefix("not a font file FreeType can read"))
            #expect(error.description.hasPrefix("cannot load the font \(path): "))
        }
    }
}
