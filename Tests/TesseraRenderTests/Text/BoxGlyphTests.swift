import Testing
import TesseraRender

@Suite("TextRasterizer in box-glyph mode")
struct BoxGlyphTests {
    @Test("no font is looked for or opened")
    func noFont() throws {
        let boxes = try TextRasterizer(fontPath: "/nonexistent/font.ttf", weight: .bold, mode: .boxes)
        #expect(boxes.mode == .boxes && boxes.fontPath == nil)
        #expect(boxes.metrics("Hi", pixelSize: 10) == TextMetrics(width: 20, ascent: 8, descent: 2))
    }

    @Test("\"Ab c\" at 10 px: boxes at columns 0-9, 10-19 and 30-39, rows 0-9, baseline 8")
    func wholePixels() throws {
        let line = try TextRasterizer(mode: .boxes).render("Ab c", pixelSize: 10)
        #expect(line.mask.width == 40 && line.mask.height == 10 && line.baseline == 8 && line.width == 40)
        for y in 0..<10 {
            for x in 0..<40 {
                #expect(line.mask[x, y] == ((20..<30).contains(x) ? 0 : 255), "(\(x), \(y))")
            }
        }
    }

    @Test("2.5 px: the second box starts mid-pixel; the descent is half a pixel")
    func halfPixels() throws {
        // Boxes 0…2.5 and 2.5…5 wide; 2 px above the baseline, 0.5 below: rows 0-1 full, row 2 half.
        let line = try TextRasterizer(mode: .boxes).render("ab", pixelSize: 2.5)
        #expect(line.mask.width == 5 && line.mask.height == 3 && line.baseline == 2)
        #expect(line.mask.values == [255, 255, 255, 255, 255,
                                     255, 255, 255, 255, 255,
                                     128, 128, 128, 128, 128])
    }

    @Test("2.25 px with a space: partial coverage is the exact area")
    func quarterPixels() throws {
        // "a b": boxes 0…2.25 and 4.5…6.75; the box spans 0.2…2.45 (ascent 1.8, baseline 2).
        let line = try TextRasterizer(mode: .boxes).render("a b", pixelSize: 2.25)
        #expect(line.mask.width == 7 && line.mask.height == 3 && line.baseline == 2)
        // Column cover: 1, 1, 0.25, 0, 0.5, 1, 0.75; row cover: 0.8, 1, 0.45.
        #expect(line.mask.values == [204, 204, 51, 0, 102, 204, 153,
                                     255, 255, 64, 0, 128, 255, 191,
                                     115, 115, 29, 0, 57, 115, 86])
    }

    @Test("sizes are rounded to 1/64 px; whitespace advances an em", arguments: [0.0, 1, 10.3, 13.37, 100])
    func sizes(pixelSize: Double) throws {
        let em = (pixelSize * 64).rounded() / 64
        let metrics = try TextRasterizer(mode: .boxes).metrics("a \t\u{3000}b", pixelSize: pixelSize)
        #expect(metrics.width == 5 * em && metrics.lineHeight == em * 4 / 5 + em / 5, "pixelSize \(pixelSize)")
    }
}
