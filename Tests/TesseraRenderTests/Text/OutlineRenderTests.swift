import Testing
@testable import TesseraRender

@Suite("TextRasterizer.render with DejaVu Sans")
struct OutlineRenderTests {
    @Test("the mask is the line box and the ink lies inside it, around the baseline")
    func ink() throws {
        let line = try TextRasterizer().render("Tessera", pixelSize: 24)
        #expect(!line.isTruncated && line.text == "Tessera")
        #expect(line.mask.width == Int(line.width.rounded(.up)))
        // ⌈24 × 1901 / 2048⌉ = 23 above the baseline, ⌈24 × 483 / 2048⌉ = 6 below.
        #expect(line.baseline == 23 && line.mask.height == 29)
        #expect(line.mask.values.contains(255) && line.mask.values.filter { $0 > 0 }.count > 100)
        // No descenders in "Tessera": nothing below the baseline; "T" reaches the left edge.
        for y in line.baseline + 1..<line.mask.height {
            for x in 0..<line.mask.width { #expect(line.mask[x, y] == 0, "(\(x), \(y))") }
        }
        #expect((0..<line.mask.height).contains { line.mask[0, $0] > 0 || line.mask[1, $0] > 0 })
    }

    @Test("a combining mark with no base, left of the mask, adds no ink and never traps (issue 8)")
    func leadingCombiningMark() throws {
        let text = try TextRasterizer()
        let mark = text.render("\u{301}", pixelSize: 20)
        #expect(mark.mask.values.allSatisfy { $0 == 0 })
        let marks = text.render(String(repeating: "\u{301}", count: 500) + "A", pixelSize: 20, maxWidth: 100)
        #expect(marks.mask.values.contains(255))
        // Glyphs wholly outside a mask on any side add nothing.
        var mask = CoverageMask(width: 4, height: 4)
        let glyph = GlyphBitmap(width: 2, rows: 2, left: 0, top: 0, values: [255, 255, 255, 255])
        for (x, y) in [(-5, 0), (9, 0), (0, -5), (0, 9), (-2, -2), (4, 4)] { glyph.add(to: &mask, x: x, y: y) }
        #expect(mask.values.allSatisfy { $0 == 0 })
        glyph.add(to: &mask, x: -1, y: 3)
        #expect(mask.values.filter { $0 == 255 }.count == 1 && mask[0, 3] == 255)
    }

    @Test("rendering is deterministic, and the same through a shared rasterizer on many threads")
    func deterministic() async throws {
        let text = try TextRasterizer()
        let expected = text.render("Hello, Tessera", pixelSize: 17.5)
        #expect(try TextRasterizer().render("Hello, Tessera", pixelSize: 17.5) == expected)
        let results = await withTaskGroup(of: RenderedText.self) { group in
            for _ in 0..<8 { group.addTask { text.render("Hello, Tessera", pixelSize: 17.5) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test("glyphs sit at their fractional pen positions, not snapped to pixels")
    func subpixelPlacement() throws {
        let text = try TextRasterizer()
        // A space is 651 units: at 20 px the "l" after it starts at 6.357 px (23/64 past pixel 6).
        let alone = text.render("l", pixelSize: 20).mask, after = text.render(" l", pixelSize: 20).mask
        func columns(_ mask: CoverageMask) -> [Int] {
            (0..<mask.width).map { x in (0..<mask.height).map { Int(mask[x, $0]) }.reduce(0, +) }
        }
        // The stem's left edge: the first inked column's uncovered part, against a full column.
        func leftEdge(_ columns: [Int]) -> Double {
            guard let first = columns.firstIndex(where: { $0 > 0 }), let full = columns.max() else { return .nan }
            return Double(first + 1) - Double(columns[first]) / Double(full)
        }
        let shifted = Array(columns(after).dropFirst(6))
        #expect(shifted != Array(columns(alone).prefix(shifted.count)))
        #expect(abs(leftEdge(shifted) - leftEdge(columns(alone)) - 23.0 / 64) < 0.02)
        #expect(abs(shifted.reduce(0, +) - columns(alone).reduce(0, +)) < 20)
    }

    @Test("overlapping coverage saturates at 255")
    func saturatingAdd() {
        var mask = CoverageMask(width: 3, height: 1, values: [0, 200, 100])
        GlyphBitmap(width: 2, rows: 1, left: 0, top: 0, values: [100, 100]).add(to: &mask, x: 1, y: 0)
        #expect(mask.values == [0, 255, 200])
        // Clipped at every edge.
        GlyphBitmap(width: 5, rows: 3, left: 0, top: 0, values: [UInt8](repeating: 1, count: 15)).add(to: &mask, x: -1, y: -1)
        #expect(mask.values == [1, 255, 201])
    }
}
