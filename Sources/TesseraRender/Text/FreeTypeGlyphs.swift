import TesseraText

/// Glyphs from a font file through FreeType: unhinted, kerned from the 'kern' table, each
/// rendered at its fractional pen position, and cached.
///
/// A glyph is drawn with its outline moved right by the pen position's fraction, rounded to
/// 1/64 pixel, so spacing is even at every size. Rendered glyphs are cached per (glyph, em,
/// 1/64-pixel offset), advances per glyph (design units do not depend on the size); each cache
/// is emptied when it passes its limit, so memory stays bounded.
final class FreeTypeGlyphs: GlyphSource {
    private struct BitmapKey: Hashable {
        var glyph: UInt32
        var em26: Int
        var subpixel: Int
    }

    /// The face.
    let face: FontFace
    /// Whether glyphs are emboldened synthetically (bold asked of a face that is not bold).
    let emboldens: Bool
    private var glyphs: [Unicode.Scalar: UInt32] = [:]
    private var advances: [UInt32: Int] = [:]
    private var bitmaps: [BitmapKey: GlyphBitmap] = [:]

    /// Most cached bitmaps (and, separately, glyph indices and advances).
    static let cacheLimit = 8192

    /// Glyphs from `face`, emboldened when `emboldens`.
    init(face: FontFace, emboldens: Bool) {
        self.face = face
        self.emboldens = emboldens
    }

    var unitsPerEm: Int { face.unitsPerEm }

    func lineMetrics(_ size: TextSize) -> (ascent: Double, descent: Double) {
        let scale = size.em / Double(face.unitsPerEm)
        return (Double(face.ascender) * scale, Double(face.descender) * scale)
    }

    func glyph(for scalar: Unicode.Scalar) -> UInt32 {
        if let glyph = glyphs[scalar] { return glyph }
        let glyph = face.glyphIndex(scalar)
        Self.store(glyph, for: scalar, in: &glyphs)
        return glyph
    }

    func advance(_ glyph: UInt32) -> Int {
        if let advance = advances[glyph] { return advance }
        let advance = face.advance(glyph)
        Self.store(advance, for: glyph, in: &advances)
        return advance
    }

    func kerning(_ left: UInt32, _ right: UInt32) -> Int { face.kerning(left, right) }

    /// Synthetic bold's strength, in 26.6: an em / 24, as FT_GlyphSlot_Embolden uses.
    private func embolden26(em26: Int) -> Int { emboldens ? em26 / 24 : 0 }

    func extraAdvance(_ size: TextSize) -> Double { Double(embolden26(em26: size.em26)) / 64 }

    func draw(_ run: GlyphRun, into mask: inout CoverageMask, baseline: Int) {
        guard run.size.em26 > 0 else { return }
        for index in run.glyphs.indices {
            let x = run.x(index)
            var whole = Int(x.rounded(.down))
            var subpixel = Int(((x - Double(whole)) * 64).rounded())
            if subpixel == 64 { (whole, subpixel) = (whole + 1, 0) }
            let bitmap = bitmap(run.glyphs[index].id, em26: run.size.em26, subpixel: subpixel)
            bitmap.add(to: &mask, x: whole + bitmap.left, y: baseline - bitmap.top)
        }
    }

    /// The glyph rendered at an em and 1/64-pixel offset, from the cache when it is there.
    private func bitmap(_ glyph: UInt32, em26: Int, subpixel: Int) -> GlyphBitmap {
        let key = BitmapKey(glyph: glyph, em26: em26, subpixel: subpixel)
        if let bitmap = bitmaps[key] { return bitmap }
        let bitmap = face.bitmap(glyph, em26: em26, subpixel: subpixel, embolden26: embolden26(em26: em26)) ?? .empty
        Self.store(bitmap, for: key, in: &bitmaps)
        return bitmap
    }

    private static func store<Key, Value>(_ value: Value, for key: Key, in cache: inout [Key: Value]) {
        if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = value
    }
}
