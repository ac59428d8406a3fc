internal import CFreeType
import TesseraText

extension FontFace {
    /// `glyph` at an em of `em26`/64 pixels, loaded unhinted (no bytecode, no autohinter),
    /// emboldened by `embolden26`/64 pixel when that is not 0, moved right by `subpixel`/64
    /// pixel, rendered anti-aliased (FT_RENDER_MODE_NORMAL). nil when FreeType fails.
    func bitmap(_ glyph: UInt32, em26: Int, subpixel: Int, embolden26: Int) -> GlyphBitmap? {
        let face = faceHandle.assumingMemoryBound(to: FT_FaceRec_.self)
        if em26 != self.em26 {
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6(em26), 72, 72) == 0 else { return nil }
            self.em26 = em26
        }
        guard FT_Load_Glyph(face, glyph, tessera_ft_load_flags()) == 0, let slot = face.pointee.glyph,
              tessera_ft_glyph_is_outline(slot) != 0 else { return nil }
        // FT_GlyphSlot_Embolden's strengths, on the outline: it grows by embolden26 both ways.
        if embolden26 != 0 { FT_Outline_EmboldenXY(&slot.pointee.outline, FT_Pos(embolden26), FT_Pos(embolden26)) }
        if subpixel != 0 { FT_Outline_Translate(&slot.pointee.outline, FT_Pos(subpixel), 0) }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        return GlyphBitmap(slot.pointee.bitmap, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
    }
}
