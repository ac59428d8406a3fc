import Foundation
import TesseraText

/// Rasterizes single lines of text into ``CoverageMask``s: a font's glyphs through FreeType,
/// or boxes (``GlyphMode/boxes``).
///
/// Outlines are loaded unhinted (no bytecode hinting, no autohinter) and advances come from the
/// font's design units, so widths — and so truncation and layout — are the same whatever
/// FreeType's build or settings. Pen positions add up exactly in design units; each glyph is
/// drawn at its fractional position (its outline moved by the fraction, to 1/64 pixel) and
/// anti-aliased. Pairs are kerned from the font's legacy 'kern' table when it has one
/// (DejaVu Sans does; FreeType does not read GPOS). Overlapping ink combines by saturating
/// addition. Each scalar of the string is one glyph (no shaping); one the font lacks draws its
/// `.notdef` glyph. Rendered glyphs are cached.
///
/// ``FontWeight/bold`` with a face that is not bold — a custom font file, say — is synthetic
/// bold: outlines are widened with `FT_Outline_EmboldenXY` by an em / 24 each way and every
/// advance grows by as much, as `FT_GlyphSlot_Embolden` does.
///
/// A rasterizer owns a FreeType face, which FreeType does not let two threads use at once, so
/// every call takes a lock: one rasterizer MAY be shared between threads. `metrics` and
/// `render` are deterministic: the same arguments give equal results.
///
/// ```swift
/// let text = try TextRasterizer()                                  // DejaVu Sans
/// let line = text.render("Landscapes of the Basque Country", pixelSize: 20, maxWidth: 150)
/// print(line.text, line.isTruncated, line.mask.width <= 150)
/// // Landscapes… true true
/// ```
// Unchecked: `source` (a FreeType face and its caches) is touched only with `lock` held.
public final class TextRasterizer: @unchecked Sendable {
    /// Real glyphs or boxes.
    public let mode: GlyphMode
    /// The font file glyphs come from; nil in ``GlyphMode/boxes`` mode.
    public let fontPath: String?
    /// Serialises every use of `source` (and its caches).
    private let lock = NSLock()
    private let source: GlyphSource

    /// A rasterizer for a font.
    ///
    /// - Parameters:
    ///   - fontPath: a font file, or a name ``FontLocator`` resolves; nil: DejaVu Sans of
    ///     `weight` (see ``FontLocator/locate(_:weight:)``).
    ///   - weight: with a face that is not bold, ``FontWeight/bold`` emboldens synthetically.
    ///   - mode: in ``GlyphMode/boxes`` mode `fontPath` and `weight` are ignored: no font is
    ///     looked for or opened and FreeType is not used, so this never throws.
    /// - Throws: ``TextError`` when the font cannot be found or FreeType cannot read it.
    public init(fontPath: String? = nil, weight: FontWeight = .regular, mode: GlyphMode = .outlines) throws(TextError) {
        self.mode = mode
        guard mode == .outlines else {
            self.fontPath = nil
            source = BoxGlyphs()
            return
        }
        let path = try FontLocator.locate(fontPath, weight: weight)
        let face = try FontFace(path: path)
        self.fontPath = path
        source = FreeTypeGlyphs(face: face, emboldens: weight == .bold && !face.isBold)
    }

    /// The advance width, ascent and descent of `text` at `pixelSize` pixels per em (rounded to
    /// 1/64 pixel; negative or NaN is 0).
    public func metrics(_ text: String, pixelSize: Double) -> TextMetrics {
        let size = TextSize(pixelSize)
        return locked {
            let (ascent, descent) = source.lineMetrics(size)
            let run = GlyphRun(text.unicodeScalars, size: size, source: source)
            return TextMetrics(width: run.width, ascent: ascent, descent: descent)
        }
    }

    /// `text` drawn in its line box at `pixelSize` pixels per em (rounded to 1/64 pixel).
    ///
    /// When `maxWidth` is given and the advance width exceeds it, trailing grapheme clusters
    /// (and then trailing whitespace) are dropped until what is left plus "…" fits; when not
    /// even "…" fits, nothing is drawn (`text` is "", `isTruncated` true). The result's `width`
    /// is then ≤ `maxWidth`, and `mask.width` (`⌈width⌉`) is ≤ `maxWidth` when `maxWidth` is a
    /// whole number. A NaN `maxWidth` is no limit.
    public func render(_ text: String, pixelSize: Double, maxWidth: Double? = nil) -> RenderedText {
        let size = TextSize(pixelSize)
        return locked {
            var run = GlyphRun(text.unicodeScalars, size: size, source: source)
            var shown = text
            var isTruncated = false
            if let maxWidth, run.width > maxWidth {
                isTruncated = true
                (shown, run) = truncate(text, run, to: maxWidth)
            }
            let (ascent, descent) = source.lineMetrics(size)
            let baseline = Int(ascent.rounded(.up))
            let height = baseline + Int(descent.rounded(.up))
            var mask = CoverageMask(width: max(0, Int(run.width.rounded(.up))), height: height)
            source.draw(run, into: &mask, baseline: baseline)
            return RenderedText(mask: mask, baseline: baseline, text: shown, isTruncated: isTruncated, width: run.width)
        }
    }

    /// The longest prefix of `text` (whole grapheme clusters, trailing whitespace dropped) that
    /// fits `maxWidth` with "…" after it, and its run; "" and an empty run when "…" alone is
    /// too wide. `run` is `text` laid out.
    private func truncate(_ text: String, _ run: GlyphRun, to maxWidth: Double) -> (String, GlyphRun) {
        let characters = Array(text)
        // scalarCounts[k]: how many scalars (glyphs) the first k clusters have.
        var scalarCounts = [0]
        var total = 0
        for character in characters {
            total += character.unicodeScalars.count
            scalarCounts.append(total)
        }
        var keep = characters.count - 1
        while keep >= 0 {
            var kept = keep
            while kept > 0, characters[kept - 1].isWhitespace { kept -= 1 }
            if run.width(ofPrefix: scalarCounts[kept], then: "…", source: source) <= maxWidth {
                var shown = run.prefix(scalarCounts[kept])
                shown.append("…", source: source)
                return (String(characters[..<kept]) + "…", shown)
            }
            keep = kept - 1
        }
        return ("", run.prefix(0))
    }

    /// `body` with the lock held.
    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
