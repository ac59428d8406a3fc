import Foundation

/// Measures text set in one font file and breaks it into lines the way `UILabel` does: widths
/// are the sum of the glyphs' unhinted advances and 'kern' pairs at the point size (what
/// FreeType's design units give, with no rounding), lines break at spaces (a word wider than the
/// line breaks between characters), explicit newlines start new paragraphs, and a line count
/// limit cuts the text, the last line ending in "…" when text was left out.
///
/// Not thread-safe (a FreeType face is not): its owner serialises calls.
package final class TextMeasurer {
    private let face: FontFace
    private var glyphs: [Unicode.Scalar: UInt32] = [:]

    /// A measurer for the font at `path`.
    package init(path: String) throws(TextError) {
        face = try FontFace(path: path)
    }

    /// A measurer for DejaVu Sans of `weight` (the default font's file, ``FontLocator``).
    package convenience init(weight: FontWeight) throws(TextError) {
        try self.init(path: try FontLocator.locate(nil, weight: weight))
    }

    private func glyph(_ scalar: Unicode.Scalar) -> UInt32 {
        if let known = glyphs[scalar] { return known }
        let index = face.glyphIndex(scalar)
        glyphs[scalar] = index
        return index
    }

    /// The advance width of `text` at `pointSize` points per em, kerning included.
    package func width<S: StringProtocol>(of text: S, pointSize: Double) -> Double {
        var units = 0
        var previous: UInt32 = 0
        for scalar in text.unicodeScalars {
            let index = glyph(scalar)
            units += face.kerning(previous, index) + face.advance(index)
            previous = index
        }
        return Double(units) * pointSize / Double(face.unitsPerEm)
    }

    /// `text` broken into lines no wider than `maxWidth` (nil: only at newlines), at most
    /// `maxLines` of them (0: no limit). When lines are left out, the last line kept ends in "…"
    /// and is shortened until it fits.
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
        if truncated, var last = lines.popLast() {
            let limit = maxWidth ?? .infinity
            while !last.isEmpty, width(of: last + "…", pointSize: pointSize) > limit { last.removeLast() }
            while last.last == " " { last.removeLast() }
            lines.append(last + "…")
        }
        return lines
    }

    /// One paragraph's lines: words added while they fit; a word wider than the line on its own
    /// is broken between characters.
    private func wrap(_ paragraph: Substring, pointSize: Double, maxWidth: Double?) -> [String] {
        guard let maxWidth else { return [String(paragraph)] }
        var lines: [String] = []
        var line = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if width(of: candidate, pointSize: pointSize) <= maxWidth {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            // The word alone: broken between characters when it is wider than the line.
            for character in word {
                let next = line + String(character)
                if !line.isEmpty, width(of: next, pointSize: pointSize) > maxWidth {
                    lines.append(line)
                    line = String(character)
                } else {
                    line = next
                }
            }
        }
        lines.append(line)
        return lines
    }
}
