#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_ADVANCES_H

// FreeType's macros that do not import into Swift (function-like macros and flag expressions),
// as inline functions. Nothing here calls into FreeType beyond what the macros expand to.

/// FT_HAS_KERNING: whether the face has a 'kern' table FT_Get_Kerning can read.
static inline int tessera_ft_has_kerning(FT_Face face) { return FT_HAS_KERNING(face) ? 1 : 0; }

/// Whether the face's style is bold (FT_STYLE_FLAG_BOLD).
static inline int tessera_ft_is_bold(FT_Face face) { return (face->style_flags & FT_STYLE_FLAG_BOLD) ? 1 : 0; }

/// Whether the face has outlines (FT_IS_SCALABLE).
static inline int tessera_ft_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }

/// The load flags Tessera uses: outlines only, unhinted, no autohinter, so glyph shapes and
/// advances do not depend on hinting settings or the FreeType build.
static inline FT_Int32 tessera_ft_load_flags(void) { return FT_LOAD_NO_HINTING | FT_LOAD_NO_AUTOHINT | FT_LOAD_NO_BITMAP; }

/// Whether the loaded glyph is an outline (FT_GLYPH_FORMAT_OUTLINE).
static inline int tessera_ft_glyph_is_outline(FT_GlyphSlot slot) { return slot->format == FT_GLYPH_FORMAT_OUTLINE ? 1 : 0; }

/// The load flags for design-unit advances (FT_Get_Advance): unscaled, so unhinted by construction.
static inline FT_Int32 tessera_ft_unscaled_flags(void) { return FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_AUTOHINT; }

/// Whether a rendered bitmap holds 8-bit anti-aliased coverage (FT_PIXEL_MODE_GRAY).
static inline int tessera_ft_bitmap_is_gray(const FT_Bitmap *bitmap) { return bitmap->pixel_mode == FT_PIXEL_MODE_GRAY ? 1 : 0; }

/// FT_KERNING_UNSCALED as the FT_UInt FT_Get_Kerning takes: kerning in font units.
static inline FT_UInt tessera_ft_kerning_unscaled(void) { return FT_KERNING_UNSCALED; }
