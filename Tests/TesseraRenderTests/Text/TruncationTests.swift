import Testing
import TesseraRender

@Suite("TextRasterizer.render(_:pixelSize:maxWidth:) truncation")
struct TruncationTests {
    @Test("the cut is the longest prefix (trailing spaces dropped) whose width with \"…\" fits, kerning included")
    func longestFittingPrefix() throws {
        let text = try TextRasterizer()
        let title = "AVAWAYToTy. Wq Tessera, LT AV"
        let characters = Array(title)
        for maxWidth in stride(from: 8.0, through: 300, by: 3.5) {
            let line = text.render(title, pixelSize: 20, maxWidth: maxWidth)
            // The reference: measure every prefix from the longest down.
            var expected = ""
            for count in stride(from: characters.count - 1, through: 0, by: -1) {
                var prefix = String(characters[..<count])
                while prefix.last?.isWhitespace == true { prefix.removeLast() }
                if text.metrics(prefix + "…", pixelSize: 20).width <= maxWidth { expected = prefix + "…"; break }
            }
            if text.metrics(title, pixelSize: 20).width <= maxWidth { expected = title }
            #expect(line.text == expected, "maxWidth \(maxWidth)")
            #expect(line.width == text.metrics(line.text, pixelSize: 20).width)
        }
    }

    @Test("a long title is cut to the width and ends in an ellipsis")
    func longTitle() throws {
        let text = try TextRasterizer()
        let title = "Landscapes of the Basque Country and beyond"
        let line = text.render(title, pixelSize: 20, maxWidth: 150)
        #expect(line.isTruncated && line.text.hasSuffix("…") && title.hasPrefix(line.text.dropLast()))
        #expect(line.width <= 150 && line.mask.width <= 150)
        #expect(line.width == text.metrics(line.text, pixelSize: 20).width)
        #expect(!line.text.dropLast().hasSuffix(" "))
        // It is the longest such prefix: up to the next non-space character does not fit.
        let characters = Array(title)
        var next = line.text.count
        while characters[next - 1].isWhitespace { next += 1 }
        #expect(text.metrics(String(characters[..<next]) + "…", pixelSize: 20).width > 150)
    }

    @Test("text that fits is untouched; a limit of exactly its width fits")
    func fits() throws {
        let boxes = try TextRasterizer(mode: .boxes)
        let line = boxes.render("Tessera", pixelSize: 10, maxWidth: 70)
        #expect(!line.isTruncated && line.text == "Tessera" && line.width == 70)
        #expect(boxes.render("Tessera", pixelSize: 10, maxWidth: .nan) == boxes.render("Tessera", pixelSize: 10))
    }

    @Test("box glyphs: whole clusters are dropped, then trailing whitespace", arguments: [
        (45.0, "Lan…"), (40, "Lan…"), (39.9, "La…"), (70, "Landsc…"), (69.99, "Lands…"), (10, "…"), (9.99, ""), (0, ""), (-1, ""),
    ])
    func boxes(maxWidth: Double, expected: String) throws {
        let line = try TextRasterizer(mode: .boxes).render("Landscapes", pixelSize: 10, maxWidth: maxWidth)
        #expect(line.text == expected && line.isTruncated)
        #expect(line.width == Double(expected.unicodeScalars.count * 10))
        #expect(line.mask.width == expected.unicodeScalars.count * 10 && line.mask.height == 10)
    }

    @Test("every limit from 0 to 60 px gives width ≤ limit and whole clusters")
    func everyLimit() throws {
        let boxes = try TextRasterizer(mode: .boxes)
        let text = "Ab  c\u{65}\u{301}d 👨‍👩‍👧 e"
        for limit in 0...60 {
            let line = boxes.render(text, pixelSize: 2.5, maxWidth: Double(limit))
            #expect(line.width <= Double(limit) && line.mask.width <= limit, "limit \(limit)")
            guard line.isTruncated, !line.text.isEmpty else { continue }
            let kept = line.text.dropLast()
            #expect(text.hasPrefix(kept) && kept.last?.isWhitespace != true, "limit \(limit): \(line.text)")
        }
        // "é" (2 scalars, 2 boxes) and the family (5 scalars) are never split.
        #expect(boxes.render(text, pixelSize: 10, maxWidth: 65).text == "Ab  c…")
        #expect(boxes.render(text, pixelSize: 10, maxWidth: 79).text == "Ab  c…")
        #expect(boxes.render(text, pixelSize: 10, maxWidth: 80).text == "Ab  c\u{65}\u{301}…")
        #expect(boxes.render(text, pixelSize: 10, maxWidth: 149).text == "Ab  c\u{65}\u{301}d…")
        #expect(boxes.render(text, pixelSize: 10, maxWidth: 150).text == "Ab  c\u{65}\u{301}d 👨‍👩‍👧…")
    }
}
