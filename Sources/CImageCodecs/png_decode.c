// libpng behind setjmp: each entry point sets png_jmpbuf, the error callback records the
// message and longjmps back, warnings are collected, and nothing is printed.

#include "CImageCodecs.h"
#include "file_input.h"
#include "diagnostics.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>

struct tessera_png_decoder {
    png_structp png;
    png_infop info;
    tessera_diagnostics diagnostics;
    const uint8_t *data;
    size_t size;
    size_t offset;
    /// The file read in chunks instead of `data` (NULL when reading from memory).
    FILE *file;
    int hit_end;
    /// 1 once png_read_row was called: a fatal error after that is damage to the image data.
    int reading_rows;
    int header_read;
    int started;
    int passes;
    int has_alpha;
    int rows_done;
};

static void shim_png_error(png_structp png, png_const_charp message) {
    tessera_png_decoder *decoder = png_get_error_ptr(png);
    tessera_diagnostics_set_message(&decoder->diagnostics, message);
    png_longjmp(png, 1);
}

static void shim_png_warning(png_structp png, png_const_charp message) {
    tessera_png_decoder *decoder = png_get_error_ptr(png);
    // "iCCP: known incorrect sRGB profile" says the file embeds one of the widespread HP sRGB
    // profiles of 1998 whose white point tag is off; the pixels are whole and the profile is
    // still used, so the file is not damaged (libvips and ImageMagick accept it silently).
    if (strstr(message, "known incorrect sRGB profile") != NULL) {
        return;
    }
    tessera_diagnostics_add_warning(&decoder->diagnostics, message);
}

static void shim_png_read(png_structp png, png_bytep destination, size_t count) {
    tessera_png_decoder *decoder = png_get_io_ptr(png);
    if (decoder->file != NULL) {
        if (fread(destination, 1, count, decoder->file) != count) {
            decoder->hit_end = 1;
            png_error(png, ferror(decoder->file) ? "read error" : "unexpected end of file");
        }
        return;
    }
    if (count > decoder->size - decoder->offset) {
        decoder->hit_end = 1;
        png_error(png, "unexpected end of file");
    }
    memcpy(destination, decoder->data + decoder->offset, count);
    decoder->offset += count;
}

static tessera_png_decoder *create(const uint8_t *data, size_t size, FILE *file, uint32_t max_dimension) {
    tessera_png_decoder *decoder = calloc(1, sizeof(tessera_png_decoder));
    if (decoder == NULL) {
        return NULL;
    }
    tessera_diagnostics_reset(&decoder->diagnostics);
    decoder->data = data;
    decoder->size = size;
    decoder->file = file;
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, decoder, shim_png_error, shim_png_warning);
    if (decoder->png == NULL) {
        free(decoder);
        return NULL;
    }
    decoder->info = png_create_info_struct(decoder->png);
    if (decoder->info == NULL) {
        png_destroy_read_struct(&decoder->png, NULL, NULL);
        free(decoder);
        return NULL;
    }
    png_set_read_fn(decoder->png, decoder, shim_png_read);
    png_set_user_limits(decoder->png, max_dimension, max_dimension);
    // A CRC error in a critical chunk (IDAT, PLTE) is a warning and the data is used, as for
    // ancillary chunks it is a warning and the chunk dropped: the pixels say whether it mattered.
    png_set_crc_action(decoder->png, PNG_CRC_WARN_USE, PNG_CRC_WARN_DISCARD);
    // Only the chunks that make pixels — IHDR, PLTE, tRNS, IDAT, IEND (libpng keeps those) —
    // and iCCP, the embedded colour profile. gAMA, cHRM, text and APNG chunks are skipped unread.
    png_set_keep_unknown_chunks(decoder->png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    static const png_byte iccp[] = {'i', 'C', 'C', 'P', '\0'};
    png_set_keep_unknown_chunks(decoder->png, PNG_HANDLE_CHUNK_AS_DEFAULT, iccp, 1);
    return decoder;
}

tessera_png_decoder *tessera_png_decoder_create(const uint8_t *data, size_t size, uint32_t max_dimension) {
    return create(data, size, NULL, max_dimension);
}

tessera_png_decoder *tessera_png_decoder_create_file(int descriptor, uint32_t max_dimension) {
    FILE *file = tessera_open_input(descriptor);
    if (file == NULL) return NULL;
    tessera_png_decoder *decoder = create(NULL, 0, file, max_dimension);
    if (decoder == NULL) {
        fclose(file);
    }
    return decoder;
}

/// The status for a longjmp out of libpng: the input ended, the image data was damaged after
/// rows began to arrive, or the file is unusable.
static tessera_status status_after_error(const tessera_png_decoder *decoder) {
    if (decoder->hit_end) return TESSERA_STATUS_TRUNCATED;
    return decoder->reading_rows ? TESSERA_STATUS_DAMAGED : TESSERA_STATUS_ERROR;
}

tessera_status tessera_png_decoder_read_header(tessera_png_decoder *decoder, tessera_png_header *header) {
    memset(header, 0, sizeof(*header));
    if (setjmp(png_jmpbuf(decoder->png))) {
        return status_after_error(decoder);
    }
    if (!decoder->header_read) {
        png_read_info(decoder->png, decoder->info);
        decoder->header_read = 1;
    }
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    header->width = png_get_image_width(png, info);
    header->height = png_get_image_height(png, info);
    header->bit_depth = png_get_bit_depth(png, info);
    header->color_type = png_get_color_type(png, info);
    header->interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    header->has_trns = png_get_valid(png, info, PNG_INFO_tRNS) ? 1 : 0;
    return TESSERA_STATUS_OK;
}

int tessera_png_decoder_icc_profile(tessera_png_decoder *decoder, const uint8_t **profile, uint32_t *size) {
    *profile = NULL;
    *size = 0;
    if (!decoder->header_read || !png_get_valid(decoder->png, decoder->info, PNG_INFO_iCCP)) {
        return 0;
    }
    png_charp name = NULL;
    int compression = 0;
    png_bytep data = NULL;
    png_uint_32 length = 0;
    if (png_get_iCCP(decoder->png, decoder->info, &name, &compression, &data, &length) != PNG_INFO_iCCP || data == NULL) {
        return 0;
    }
    *profile = data;
    *size = length;
    return 1;
}

/// Expands every colour type and depth to 8-bit RGBA (alpha 255 where the file has none).
static int set_rgba_transforms(png_structp png, png_infop info) {
    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (color_type == PNG_COLOR_TYPE_PALETTE) {
        png_set_palette_to_rgb(png);
    }
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) {
        png_set_expand_gray_1_2_4_to_8(png);
    }
    if (has_trns) {
        png_set_tRNS_to_alpha(png);
    }
    if (bit_depth == 16) {
        png_set_scale_16(png); // (v * 255 + 32895) >> 16: rounds, unlike png_set_strip_16
    }
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) {
        png_set_gray_to_rgb(png);
    }
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_trns) {
        png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    }
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    return passes;
}

static void premultiply_row(uint8_t *row, size_t width) {
    for (size_t x = 0; x < width; x++) {
        uint8_t *p = row + x * 4;
        unsigned a = p[3];
        if (a == 255) {
            continue;
        }
        for (int i = 0; i < 3; i++) {
            unsigned t = p[i] * a + 128u;
            p[i] = (uint8_t)((t + (t >> 8)) >> 8);
        }
    }
}

tessera_status tessera_png_decoder_start(tessera_png_decoder *decoder, int *passes) {
    *passes = 0;
    if (!decoder->header_read) {
        tessera_diagnostics_set_message(&decoder->diagnostics, "the header was not read");
        return TESSERA_STATUS_ERROR;
    }
    if (decoder->started) {
        *passes = decoder->passes;
        return TESSERA_STATUS_OK;
    }
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    if (setjmp(png_jmpbuf(png))) {
        return status_after_error(decoder);
    }
    decoder->has_alpha = (png_get_color_type(png, info) & PNG_COLOR_MASK_ALPHA) != 0
        || png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    decoder->passes = set_rgba_transforms(png, info);
    if (png_get_rowbytes(png, info) != (size_t)png_get_image_width(png, info) * 4) {
        tessera_diagnostics_set_message(&decoder->diagnostics, "libpng produced an unexpected row size");
        return TESSERA_STATUS_ERROR;
    }
    decoder->started = 1;
    *passes = decoder->passes;
    return TESSERA_STATUS_OK;
}

tessera_status tessera_png_decoder_read_row(tessera_png_decoder *decoder, uint8_t *row) {
    if (!decoder->started || decoder->passes != 1
        || (uint32_t)decoder->rows_done >= png_get_image_height(decoder->png, decoder->info)) {
        tessera_diagnostics_set_message(&decoder->diagnostics, "rows are read one at a time only from a started, non-interlaced image");
        return TESSERA_STATUS_ERROR;
    }
    png_structp png = decoder->png;
    if (setjmp(png_jmpbuf(png))) {
        return status_after_error(decoder);
    }
    decoder->reading_rows = 1;
    png_read_row(png, row, NULL);
    if (decoder->has_alpha) {
        premultiply_row(row, png_get_image_width(png, decoder->info));
    }
    decoder->rows_done += 1;
    return TESSERA_STATUS_OK;
}

tessera_status tessera_png_decoder_read_rgba(tessera_png_decoder *decoder, uint8_t *pixels,
                                             size_t stride, int *rows_done) {
    *rows_done = 0;
    int passes = 0;
    tessera_status status = tessera_png_decoder_start(decoder, &passes);
    if (status != TESSERA_STATUS_OK) {
        return status;
    }
    png_structp png = decoder->png;
    png_infop info = decoder->info;
    uint32_t width = png_get_image_width(png, info);
    uint32_t height = png_get_image_height(png, info);
    if (setjmp(png_jmpbuf(png))) {
        int done = passes > 1 ? 0 : decoder->rows_done;
        if (decoder->has_alpha) {
            for (int y = 0; y < done; y++) {
                premultiply_row(pixels + (size_t)y * stride, width);
            }
        }
        *rows_done = done;
        return status_after_error(decoder);
    }
    decoder->reading_rows = 1;
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) {
            png_read_row(png, pixels + (size_t)y * stride, NULL);
            if (pass == passes - 1) {
                decoder->rows_done = (int)y + 1;
            }
        }
    }
    if (decoder->has_alpha) {
        for (uint32_t y = 0; y < height; y++) {
            premultiply_row(pixels + (size_t)y * stride, width);
        }
    }
    *rows_done = (int)height;
    return TESSERA_STATUS_OK;
}

const tessera_diagnostics *tessera_png_decoder_diagnostics(const tessera_png_decoder *decoder) {
    return &decoder->diagnostics;
}

void tessera_png_decoder_destroy(tessera_png_decoder *decoder) {
    if (decoder == NULL) {
        return;
    }
    png_destroy_read_struct(&decoder->png, &decoder->info, NULL);
    if (decoder->file != NULL) {
        fclose(decoder->file);
    }
    free(decoder);
}
