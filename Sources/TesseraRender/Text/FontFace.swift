internal import CFreeType

/// One FreeType face loaded from a file, with its own FT_Library: glyph indices, design-unit
/// advances and kerning (the renderer adds anti-aliased glyph bitmaps at subpixel offsets).
/// TesseraText's ``FontMetrics`` reads the same indices, advances and kerning in Swift, for
/// measuring text without FreeType.
///
/// Not thread-safe (FreeType faces are not); its owner serialises calls. Both the face and the
/// library are freed in `deinit`.
package final class FontFace {
    /// The font file.
    package let path: String
    /// Design units per em (2048 for DejaVu Sans).
    package let unitsPerEm: Int
    /// The ascender above the baseline and the descender below it (positive), in design units.
    package let ascender: Int, descender: Int
    /// Whether the face has a 'kern' table that FT_Get_Kerning reads (FreeType does not read GPOS).
    package let hasKerning: Bool
    /// Whether the face's style is bold.
    package let isBold: Bool
    // FreeType's handles, stored untyped so that no declaration visible outside this module has
    // a C type: FreeType's C module is an internal import.
    private let libraryHandle: OpaquePointer
    /// The FreeType face (an `FT_Face`), for the renderer's glyph bitmaps.
    package let faceHandle: UnsafeMutableRawPointer
    private var library: FT_Library { libraryHandle }
    private var face: FT_Face { faceHandle.assumingMemoryBound(to: FT_FaceRec_.self) }
    /// The em FT_Set_Char_Size was last given, in 26.6 pixels (0: none yet).
    package var em26 = 0

    /// Opens the first face in `path`.
    /// - Throws: ``TextError/cannotLoadFont(path:reason:)`` when FreeType cannot read it or it
    ///   has no outlines.
    package init(path: String) throws(TextError) {
        self.path = path
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw .cannotLoadFont(path: path, reason: "FreeType could not start")
        }
        var face: FT_Face?
        let error = FT_New_Face(library, path, 0, &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            throw .cannotLoadFont(path: path, reason: "not a font file FreeType can read (FreeType error \(error))")
        }
        guard tessera_ft_is_scalable(face) != 0, face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw .cannotLoadFont(path: path, reason: "a bitmap-only font; an outline (TrueType or OpenType) font is needed")
        }
        libraryHandle = library
        faceHandle = UnsafeMutableRawPointer(face)
        unitsPerEm = Int(face.pointee.units_per_EM)
        ascender = max(0, Int(face.pointee.ascender))
        descender = max(0, -Int(face.pointee.descender))
        hasKerning = tessera_ft_has_kerning(face) != 0
        isBold = tessera_ft_is_bold(face) != 0
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// The glyph for a scalar: 0, the `.notdef` glyph, when the font has none.
    package func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
    }

    /// The advance of `glyph` in design units (unscaled, so unhinted by construction).
    package func advance(_ glyph: UInt32) -> Int {
        var advance: FT_Fixed = 0
        guard FT_Get_Advance(face, glyph, tessera_ft_unscaled_flags(), &advance) == 0 else { return 0 }
        return Int(advance)
    }

    /// The kerning between two glyphs in design units, from the 'kern' table (0 without one).
    package func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard hasKerning, left != 0, right != 0 else { return 0 }
        var delta = FT_Vector()
        guard FT_Get_Kerning(face, left, right, tessera_ft_kerning_unscaled(), &delta) == 0 else { return 0 }
        return Int(delta.x)
    }
}
