import CFreeType

/// One FreeType face, loaded from a file: glyph indices, unhinted advances, kerning and glyph
/// bitmaps at fractional pen positions. Not thread-safe (FreeType faces are not); its owner,
/// ``TextRasterizer``, serialises access.
final class FontFace {
    /// A glyph rendered at some size and subpixel offset: coverage rows, placed relative to the
    /// pen's whole-pixel position on the baseline.
    struct Bitmap {
        var width: Int
        var rows: Int
        /// Columns from the pen to the bitmap's left edge.
        var left: Int
        /// Rows from the baseline up to the bitmap's top edge.
        var top: Int
        var values: [UInt8]
    }

    let path: String
    /// Whether glyphs are emboldened (bold asked of a face that is not bold).
    let emboldens: Bool
    private let library: FT_Library
    private let face: FT_Face
    private let hasKerning: Bool
    private var size26: Int = 0

    init(path: String, weight: FontWeight) throws(TextError) {
        self.path = path
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw .cannotLoadFont(path: path, reason: "FreeType could not start")
        }
        var face: FT_Face?
        let error = FT_New_Face(library, path, 0, &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            throw .cannotLoadFont(path: path, reason: "not a font FreeType can read (FreeType error \(error))")
        }
        guard tessera_ft_is_scalable(face) != 0, face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw .cannotLoadFont(path: path, reason: "a bitmap-only font; an outline (TrueType or OpenType) font is needed")
        }
        self.library = library
        self.face = face
        hasKerning = tessera_ft_has_kerning(face) != 0
        emboldens = weight == .bold && tessera_ft_is_bold(face) == 0
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// The face's ascender and descender (positive, below the baseline) in em units.
    var verticalMetrics: (ascent: Double, descent: Double) {
        let em = Double(face.pointee.units_per_EM)
        return (Double(face.pointee.ascender) / em, -Double(face.pointee.descender) / em)
    }

    /// The glyph for a character (0, `.notdef`, when the font has none).
    func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
    }

    /// Sets the size: `size26` is the em in 26.6 fixed-point pixels.
    func setSize(_ size26: Int) {
        guard size26 != self.size26 else { return }
        FT_Set_Char_Size(face, 0, FT_F26Dot6(size26), 72, 72)
        self.size26 = size26
    }

    /// How far synthetic bold widens a glyph, in 26.6 (as FT_GlyphSlot_Embolden: an em / 24).
    private var emboldenStrength: Int { emboldens ? size26 / 24 : 0 }

    /// The unhinted advance of `glyph` at the current size, in 26.6.
    func advance(_ glyph: UInt32) -> Int {
        guard FT_Load_Glyph(face, glyph, tessera_ft_load_flags()) == 0, let slot = face.pointee.glyph else { return 0 }
        // linearHoriAdvance is 16.16 and never rounded to the pixel grid.
        return Int(slot.pointee.linearHoriAdvance) >> 10 + emboldenStrength
    }

    /// Kerning between two glyphs at the current size, in 26.6 (0 without a 'kern' table).
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard hasKerning, left != 0, right != 0 else { return 0 }
        var delta = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNFITTED.rawValue), &delta) == 0 else { return 0 }
        return Int(delta.x)
    }

    /// `glyph` rendered anti-aliased with its origin moved right by `subpixel`/64 pixel.
    func bitmap(_ glyph: UInt32, subpixel: Int) -> Bitmap? {
        guard FT_Load_Glyph(face, glyph, tessera_ft_load_flags()) == 0, let slot = face.pointee.glyph,
              tessera_ft_glyph_is_outline(slot) != 0 else { return nil }
        if emboldens { FT_Outline_EmboldenXY(&slot.pointee.outline, FT_Pos(emboldenStrength), 0) }
        if subpixel != 0 { FT_Outline_Translate(&slot.pointee.outline, FT_Pos(subpixel), 0) }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var values = [UInt8](repeating: 0, count: width * rows)
        if let buffer = bitmap.buffer, width > 0, rows > 0, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) {
            for row in 0..<rows {
                // A negative pitch means rows are stored bottom-up.
                let start = pitch >= 0 ? row * pitch : (rows - 1 - row) * -pitch
                for column in 0..<width { values[row * width + column] = buffer[start + column] }
            }
        }
        return Bitmap(width: width, rows: rows, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top), values: values)
    }
}
