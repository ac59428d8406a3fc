import Foundation

/// Measures text set in one font file and breaks it into lines the way `UILabel` does: widths are
/// the sum of the glyphs' unhinted advances and 'kern' pairs at the point size (the font's design
/// units as FreeType gives them, read in Swift by ``FontMetrics``, with no rounding), lines break
/// at spaces (a word wider than the line breaks between characters), explicit newlines start new
/// paragraphs, and a line count limit cuts the text, the last line ending in "…" when text was left
/// out.
///
/// Not thread-safe (it caches glyphs): its owner serialises calls.
package final class TextMeasurer {
    private let face: FontMetrics
    private var glyphs: [Unicode.Scalar: UInt32] = [:]

    /// A measurer for the font at `path`.
    /// - Throws: ``TextError/cannotLoadFont(path:reason:)`` (see ``FontMetrics/init(path:)``).
    package init(path: String) throws(TextError) {
        face = try FontMetrics(path: path)
    }

    /// A measurer for DejaVu Sans of `weight` (the default font's file, found by
    /// ``DefaultFontFiles/locate(_:)``).
    /// - Throws: ``TextError/fontNotFound(_:)`` when it is not installed.
    package convenience init(weight: FontWeight) throws(TextError) {
        guard let path = DefaultFontFiles.locate(weight) else {
            throw .fontNotFound(weight == .bold ? "DejaVu Sans Bold" : "DejaVu Sans")
        }
        try self.init(path: path)
    }

    private func glyph(_ scalar: Unicode.Scalar) -> UInt32 {
        if let known = glyphs[scalar] { return known }
        let index = face.glyphIndex(scalar)
        glyphs[scalar] = index
        return index
    }

    /// A pen moving along a line: the advance so far in design units and the last glyph (for
    /// the kerning pair with the next). Text is measured by moving a pen over it, so a line grows
    /// a word at a time without measuring it again from its start.
    private struct Pen {
        var units = 0
        var previous: UInt32 = 0
    }

    private func move(_ pen: inout Pen, over text: some StringProtocol) {
        for scalar in text.unicodeScalars {
            let index = glyph(scalar)
            pen.units += face.kerning(pen.previous, index) + face.advance(index)
            pen.previous = index
        }
    }

    private func move(_ pen: inout Pen, over character: Character) {
        move(&pen, over: String(character))
    }

    private func points(_ pen: Pen, pointSize: Double) -> Double {
        Double(pen.units) * pointSize / Double(face.unitsPerEm)
    }

    /// The advance width of `text` at `pointSize` points per em, kerning included.
    package func width<S: StringProtocol>(of text: S, pointSize: Double) -> Double {
        var pen = Pen()
        move(&pen, over: text)
        return points(pen, pointSize: pointSize)
    }

    /// `text` broken into lines no wider than `maxWidth` (nil: only at newlines), at most
    /// `maxLines` of them (0: no limit). When lines are left out, the last line kept ends in "…",
    /// shortened to the longest start that fits with it. Each character is measured a bounded
    /// number of times, so a long text costs time in proportion to its length.
    package func lines(of text: String, pointSize: Double, maxWidth: Double?, maxLines: Int) -> [String] {
        var lines: [String] = []
        var truncated = false
        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            for line in wrap(paragraph, pointSize: pointSize, maxWidth: maxWidth) {
                if maxLines > 0, lines.count == maxLines {
                    truncated = true
                    break paragraphs
                }
                lines.append(line)
            }
        }
        if truncated, let last = lines.popLast() {
            lines.append(ellipsized(last, pointSize: pointSize, maxWidth: maxWidth ?? .infinity))
        }
        return lines
    }

    /// The longest start of `line` that fits in `maxWidth` with "…" after it, trailing spaces
    /// dropped, and the "…".
    private func ellipsized(_ line: String, pointSize: Double, maxWidth: Double) -> String {
        let ellipsis = glyph("…")
        func fits(_ pen: Pen) -> Bool {
            var closed = pen
            closed.units += face.kerning(pen.previous, ellipsis) + face.advance(ellipsis)
            return points(closed, pointSize: pointSize) <= maxWidth
        }
        var pen = Pen()
        var kept = fits(pen) ? 0 : -1
        for (count, character) in line.enumerated() {
            move(&pen, over: character)
            if fits(pen) { kept = count + 1 }
        }
        var start = String(line.prefix(max(0, kept)))
        while start.last == " " { start.removeLast() }
        return start + "…"
    }

    /// One paragraph's lines: words added while they fit; a word wider than the line on its own
    /// is broken between characters.
    private func wrap(_ paragraph: Substring, pointSize: Double, maxWidth: Double?) -> [String] {
        guard let maxWidth else { return [String(paragraph)] }
        func fits(_ pen: Pen) -> Bool { points(pen, pointSize: pointSize) <= maxWidth }
        var lines: [String] = []
        var line = ""
        var pen = Pen()
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty {
                var widened = pen
                move(&widened, over: " ")
                move(&widened, over: word)
                if fits(widened) {
                    line += " " + word
                    pen = widened
                    continue
                }
                lines.append(line)
                line = ""
                pen = Pen()
            }
            // The word starts a line: broken between characters when it is wider than the line.
            for character in word {
                var next = pen
                move(&next, over: character)
                if !line.isEmpty, !fits(next) {
                    lines.append(line)
                    line = String(character)
                    pen = Pen()
                    move(&pen, over: character)
                } else {
                    line.append(character)
                    pen = next
                }
            }
        }
        lines.append(line)
        return lines
    }
}
