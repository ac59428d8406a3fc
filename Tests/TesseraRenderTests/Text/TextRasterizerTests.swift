import Foundation
import Testing
import TesseraRender

@Suite("TextRasterizer")
struct TextRasterizerTests {
    @Test("DejaVu Sans is found by default; an unknown font is a clear error")
    func locating() throws {
        let regular = try FontLocator.locate()
        #expect(regular.hasSuffix("DejaVuSans.ttf") && FileManager.default.fileExists(atPath: regular))
        #expect(try FontLocator.locate(nil, weight: .bold).hasSuffix("DejaVuSans-Bold.ttf"))
        #expect(try FontLocator.locate(regular) == regular)
        #expect(throws: TextError.self) { try TextRasterizer(fontPath: "/nonexistent/font.ttf") }
        let error = TextError.fontNotFound("Nope")
        #expect(error.description == "font not found: Nope (install fonts-dejavu-core, or pass --font with a font file)")
    }

    @Test("metrics are unhinted, deterministic, kerned and wider in bold")
    func metrics() throws {
        let text = try TextRasterizer()
        let hello = text.metrics("Hello", pixelSize: 20)
        #expect(hello.width > 40 && hello.width < 70)
        #expect(hello == text.metrics("Hello", pixelSize: 20))
        // DejaVu Sans: ascender 1901, descender −483, 2048 units per em.
        #expect(abs(hello.ascent - 20 * 1901 / 2048) < 1e-9 && abs(hello.descent - 20 * 483 / 2048) < 1e-9)
        // "AV" is kerned closer than "A" and "V" apart (DejaVu Sans has a 'kern' table).
        let pair = text.metrics("AV", pixelSize: 40).width
        let apart = text.metrics("A", pixelSize: 40).width + text.metrics("V", pixelSize: 40).width
        #expect(pair < apart - 1)
        let bold = try TextRasterizer(weight: .bold)
        #expect(bold.metrics("Hello", pixelSize: 20).width > hello.width)
        #expect(try TextRasterizer(fontPath: FontLocator.locate(), weight: .bold).metrics("Hello", pixelSize: 20).width > hello.width)
    }

    @Test("rendered text has ink, inside its line box")
    func ink() throws {
        let line = try TextRasterizer().render("Tessera", pixelSize: 24)
        #expect(line.mask.width == Int(line.width.rounded(.up)) && line.mask.height > 20)
        #expect(line.mask.values.contains { $0 == 255 } && line.mask.values.filter { $0 > 0 }.count > 100)
        #expect(!line.isTruncated && line.text == "Tessera")
    }

    @Test("a long title is truncated with an ellipsis to the width")
    func truncation() throws {
        let text = try TextRasterizer()
        let line = text.render("Landscapes of the Basque Country and beyond", pixelSize: 20, maxWidth: 150)
        #expect(line.isTruncated && line.text.hasSuffix("…") && line.text.hasPrefix("Landscapes"))
        #expect(line.width <= 150 && line.mask.width <= 150)
        #expect(!line.text.dropLast().hasSuffix(" "))
        let nothing = text.render("Wide", pixelSize: 20, maxWidth: 3)
        #expect(nothing.text == "" && nothing.isTruncated && nothing.mask.width == 0)
    }

    @Test("box glyphs: exact pixels, no font needed")
    func boxes() throws {
        let boxes = try TextRasterizer(fontPath: "/nonexistent/font.ttf", mode: .boxes)
        let line = boxes.render("Ab c", pixelSize: 10)
        #expect(line.mask.width == 40 && line.mask.height == 10 && line.baseline == 8)
        for y in 0..<10 {
            for x in 0..<40 {
                #expect(line.mask[x, y] == ((20..<30).contains(x) ? 0 : 255), "(\(x), \(y))")
            }
        }
        // 2.5-pixel em: boxes at 0…2.5 and 2.5…5; rows 2 (⌈2⌉) above and 1 (⌈0.5⌉) below the baseline.
        let small = boxes.render("ab", pixelSize: 2.5)
        #expect(small.mask.width == 5 && small.mask.height == 3 && small.baseline == 2)
        #expect(small.mask.values == [255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 128, 128, 128, 128, 128])
        #expect(boxes.render("Landscapes", pixelSize: 10, maxWidth: 45).text == "Lan…")
    }
}
