import Foundation

/// Rasterizes single lines of text into ``CoverageMask``s: with FreeType from a real font, or
/// as boxes (``GlyphMode/boxes``).
///
/// Glyphs are loaded unhinted (no bytecode hinting, no autohinter), so advances — and so
/// widths, truncation and layout — do not change with the FreeType build or its settings.
/// Each glyph is placed at its exact fractional pen position (its outline moved by the 26.6
/// fraction before rendering), pairs are kerned from the font's `kern` table (DejaVu Sans has
/// one), and overlapping coverage adds up, saturating at 255. Rendered glyphs are cached.
///
/// A rasterizer owns a FreeType face, which FreeType does not let two threads use at once: calls
/// are serialised by a lock, so one rasterizer may be shared.
///
/// ```swift
/// let text = try TextRasterizer()                                  // DejaVu Sans
/// let line = text.render("Landscapes of the Basque Country", pixelSize: 34, maxWidth: 300)
/// print(line.text, line.mask.width <= 300)
/// // Landscapes of the Ba… true
/// ```
public final class TextRasterizer: @unchecked Sendable {
    /// Real glyphs or boxes.
    public let mode: GlyphMode
    /// The font file (nil in box mode).
    public let fontPath: String?
    private let face: FontFace?
    private let lock = NSLock()
    private var advances: [GlyphKey: Int] = [:]
    private var bitmaps: [GlyphKey: FontFace.Bitmap?] = [:]

    /// A rasterizer for the font at `fontPath` (nil: DejaVu Sans of `weight`, see
    /// ``FontLocator``). A face that is not bold is emboldened for ``FontWeight/bold``. In
    /// ``GlyphMode/boxes`` mode no font is needed or opened.
    /// - Throws: ``TextError`` when the font cannot be found or read.
    public init(fontPath: String? = nil, weight: FontWeight = .regular, mode: GlyphMode = .outlines) throws(TextError) {
        self.mode = mode
        guard mode == .outlines else {
            self.fontPath = nil
            face = nil
            return
        }
        let path: String
        if let fontPath { path = fontPath } else { path = try FontLocator.locate(nil, weight: weight) }
        self.fontPath = path
        face = try FontFace(path: path, weight: weight)
    }

    /// The width, ascent and descent of `text` at `pixelSize` pixels per em.
    public func metrics(_ text: String, pixelSize: Double) -> TextMetrics {
        lock.lock()
        defer { lock.unlock() }
        let size = Size(pixelSize)
        let (ascent, descent) = lineMetrics(size)
        return TextMetrics(width: Double(layout(Array(text.unicodeScalars), size).width) / 64, ascent: ascent, descent: descent)
    }

    /// `text` as a line box mask at `pixelSize`; when `maxWidth` is given and the text is wider,
    /// trailing characters (and then trailing whitespace) are dropped until what is left plus
    /// "…" fits — nothing at all when even "…" does not.
    public func render(_ text: String, pixelSize: Double, maxWidth: Double? = nil) -> RenderedText {
        lock.lock()
        defer { lock.unlock() }
        let size = Size(pixelSize)
        var shown = text
        var run = layout(Array(text.unicodeScalars), size)
        var truncated = false
        if let maxWidth, Double(run.width) / 64 > maxWidth + 1e-9 {
            truncated = true
            (shown, run) = truncate(text, to: maxWidth, size)
        }
        return draw(run, text: shown, truncated: truncated, size)
    }

    // MARK: - Layout

    /// A pixel size as FreeType takes it: the em in 26.6 fixed point.
    private struct Size {
        let em: Double
        let fixed: Int
        init(_ pixelSize: Double) {
            let clamped = pixelSize.isFinite ? min(max(pixelSize, 0), 4096) : 0
            fixed = Int((clamped * 64).rounded())
            em = Double(fixed) / 64
        }
    }

    private struct GlyphKey: Hashable {
        var glyph: UInt32
        var size: Int
        var subpixel: Int
    }

    /// Glyphs and their pen positions (26.6) along the baseline, and the advance width (26.6).
    private struct Run {
        var glyphs: [(glyph: UInt32, x: Int, isBlank: Bool)] = []
        var width = 0
    }

    private func lineMetrics(_ size: Size) -> (ascent: Double, descent: Double) {
        guard let face else { return (size.em * 4 / 5, size.em / 5) }
        let (ascent, descent) = face.verticalMetrics
        return (ascent * size.em, descent * size.em)
    }

    private func layout(_ scalars: [Unicode.Scalar], _ size: Size) -> Run {
        var run = Run()
        guard let face else {
            for (index, scalar) in scalars.enumerated() {
                run.glyphs.append((0, index * size.fixed, scalar.properties.isWhitespace))
            }
            run.width = scalars.count * size.fixed
            return run
        }
        face.setSize(size.fixed)
        var pen = 0
        var previous: UInt32 = 0
        for scalar in scalars {
            let glyph = face.glyphIndex(scalar)
            pen += face.kerning(previous, glyph)
            run.glyphs.append((glyph, pen, false))
            pen += advance(glyph, size, face)
            previous = glyph
        }
        run.width = max(0, pen)
        return run
    }

    private func advance(_ glyph: UInt32, _ size: Size, _ face: FontFace) -> Int {
        let key = GlyphKey(glyph: glyph, size: size.fixed, subpixel: 0)
        if let known = advances[key] { return known }
        let value = face.advance(glyph)
        if advances.count > 65_536 { advances.removeAll(keepingCapacity: true) }
        advances[key] = value
        return value
    }

    private func truncate(_ text: String, to maxWidth: Double, _ size: Size) -> (String, Run) {
        var characters = Array(text)
        while !characters.isEmpty {
            characters.removeLast()
            while let last = characters.last, last.isWhitespace { characters.removeLast() }
            let candidate = String(characters) + "…"
            let run = layout(Array(candidate.unicodeScalars), size)
            if Double(run.width) / 64 <= maxWidth + 1e-9 { return (candidate, run) }
        }
        return ("", Run())
    }

    // MARK: - Drawing

    private func draw(_ run: Run, text: String, truncated: Bool, _ size: Size) -> RenderedText {
        let (ascent, descent) = lineMetrics(size)
        let baseline = Int((ascent - 1e-9).rounded(.up))
        let height = baseline + Int((descent - 1e-9).rounded(.up))
        let width = Int((Double(run.width) / 64 - 1e-9).rounded(.up))
        var mask = CoverageMask(width: max(0, width), height: max(0, height))
        guard width > 0, height > 0 else {
            return RenderedText(mask: mask, baseline: baseline, text: text, isTruncated: truncated, width: Double(run.width) / 64)
        }
        if let face {
            for placed in run.glyphs {
                let key = GlyphKey(glyph: placed.glyph, size: size.fixed, subpixel: placed.x & 63)
                let bitmap: FontFace.Bitmap?
                if let cached = bitmaps[key] {
                    bitmap = cached
                } else {
                    bitmap = face.bitmap(placed.glyph, subpixel: placed.x & 63)
                    if bitmaps.count > 8_192 { bitmaps.removeAll(keepingCapacity: true) }
                    bitmaps[key] = bitmap
                }
                if let bitmap { add(bitmap, x: (placed.x >> 6) + bitmap.left, y: baseline - bitmap.top, to: &mask) }
            }
        } else {
            let em = size.em
            for placed in run.glyphs where !placed.isBlank {
                addBox(minX: Double(placed.x) / 64, minY: Double(baseline) - em * 4 / 5,
                       maxX: Double(placed.x) / 64 + em, maxY: Double(baseline) + em / 5, to: &mask)
            }
        }
        return RenderedText(mask: mask, baseline: baseline, text: text, isTruncated: truncated, width: Double(run.width) / 64)
    }

    /// Adds a glyph's coverage with its top-left at (x, y), saturating, clipped to the mask.
    private func add(_ bitmap: FontFace.Bitmap, x: Int, y: Int, to mask: inout CoverageMask) {
        let width = mask.width, height = mask.height
        mask.values.withUnsafeMutableBufferPointer { values in
            for row in max(0, -y)..<min(bitmap.rows, height - y) where bitmap.rows > 0 {
                for column in max(0, -x)..<min(bitmap.width, width - x) where bitmap.width > 0 {
                    let value = bitmap.values[row * bitmap.width + column]
                    guard value > 0 else { continue }
                    let index = (y + row) * width + x + column
                    values[index] = UInt8(min(255, Int(values[index]) + Int(value)))
                }
            }
        }
    }

    /// Adds a box's exact area coverage, saturating, clipped to the mask.
    private func addBox(minX: Double, minY: Double, maxX: Double, maxY: Double, to mask: inout CoverageMask) {
        let x0 = max(0, Int(minX.rounded(.down))), x1 = min(mask.width, Int(maxX.rounded(.up)))
        let y0 = max(0, Int(minY.rounded(.down))), y1 = min(mask.height, Int(maxY.rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            let overlapY = min(Double(y + 1), maxY) - max(Double(y), minY)
            for x in x0..<x1 {
                let overlapX = min(Double(x + 1), maxX) - max(Double(x), minX)
                let value = Int((overlapX * overlapY * 255).rounded())
                guard value > 0 else { continue }
                mask[x, y] = UInt8(min(255, Int(mask[x, y]) + value))
            }
        }
    }
}
