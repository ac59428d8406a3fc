// libjpeg-turbo's compressor behind setjmp, for streamed JPEG output: rows go in a band at a
// time, and the compressed bytes gathered so far are handed back to the caller after each call,
// so neither the picture nor the file exists whole in memory. Baseline (sequential Huffman with
// the standard tables: optimize_coding would hold every coefficient of the picture).

#include "CImageCodecs.h"
#include "diagnostics.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

/// libjpeg's output buffer: when it fills, its bytes move to `pending` for the caller to take.
enum { output_block = 1 << 16 };

typedef struct {
    struct jpeg_error_mgr pub;   // must come first: libjpeg sees only this part
    jmp_buf jump;
    tessera_diagnostics *diagnostics;
} encoder_error_manager;

struct tessera_jpeg_encoder {
    struct jpeg_compress_struct cinfo;   // must come first (the destination finds the encoder)
    encoder_error_manager error;
    struct jpeg_destination_mgr destination;
    tessera_diagnostics diagnostics;
    JOCTET block[output_block];
    uint8_t *pending;
    size_t pending_count;
    size_t pending_capacity;
    uint8_t *scratch;   // one row composited over white
    int created;
    int started;
    int width;
};

static void encoder_error_exit(j_common_ptr cinfo) {
    encoder_error_manager *error = (encoder_error_manager *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    tessera_diagnostics_set_message(error->diagnostics, text);
    longjmp(error->jump, 1);
}

static void encoder_emit_message(j_common_ptr cinfo, int level) {
    if (level >= 0) return;
    encoder_error_manager *error = (encoder_error_manager *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    tessera_diagnostics_add_warning(error->diagnostics, text);
}

static void encoder_output_message(j_common_ptr cinfo) { (void)cinfo; }

/// Moves `count` bytes of the block to the pending bytes, growing them (doubling) as needed.
static void keep_block(tessera_jpeg_encoder *encoder, size_t count) {
    if (encoder->pending_count + count > encoder->pending_capacity) {
        size_t capacity = encoder->pending_capacity == 0 ? output_block : encoder->pending_capacity;
        while (capacity < encoder->pending_count + count) capacity *= 2;
        uint8_t *grown = realloc(encoder->pending, capacity);
        if (grown == NULL) ERREXIT(&encoder->cinfo, JERR_OUT_OF_MEMORY);
        encoder->pending = grown;
        encoder->pending_capacity = capacity;
    }
    memcpy(encoder->pending + encoder->pending_count, encoder->block, count);
    encoder->pending_count += count;
}

static void destination_init(j_compress_ptr cinfo) {
    tessera_jpeg_encoder *encoder = (tessera_jpeg_encoder *)cinfo;
    cinfo->dest->next_output_byte = encoder->block;
    cinfo->dest->free_in_buffer = output_block;
}

static boolean destination_empty(j_compress_ptr cinfo) {
    tessera_jpeg_encoder *encoder = (tessera_jpeg_encoder *)cinfo;
    keep_block(encoder, output_block);   // libjpeg calls this with the whole block full
    cinfo->dest->next_output_byte = encoder->block;
    cinfo->dest->free_in_buffer = output_block;
    return TRUE;
}

static void destination_term(j_compress_ptr cinfo) {
    tessera_jpeg_encoder *encoder = (tessera_jpeg_encoder *)cinfo;
    keep_block(encoder, output_block - cinfo->dest->free_in_buffer);
    cinfo->dest->next_output_byte = encoder->block;
    cinfo->dest->free_in_buffer = output_block;
}

static tessera_status encoder_status(tessera_jpeg_encoder *encoder) {
    return encoder->error.pub.msg_code == JERR_OUT_OF_MEMORY ? TESSERA_STATUS_NO_MEMORY : TESSERA_STATUS_ERROR;
}

tessera_jpeg_encoder *tessera_jpeg_encoder_create(void) {
    tessera_jpeg_encoder *volatile encoder = calloc(1, sizeof(tessera_jpeg_encoder));
    if (encoder == NULL) return NULL;
    tessera_diagnostics_reset(&encoder->diagnostics);
    encoder->cinfo.err = jpeg_std_error(&encoder->error.pub);
    encoder->error.pub.error_exit = encoder_error_exit;
    encoder->error.pub.emit_message = encoder_emit_message;
    encoder->error.pub.output_message = encoder_output_message;
    encoder->error.diagnostics = &encoder->diagnostics;
    if (setjmp(encoder->error.jump)) {
        jpeg_destroy_compress(&encoder->cinfo);
        free(encoder);
        return NULL;
    }
    jpeg_create_compress(&encoder->cinfo);
    encoder->created = 1;
    encoder->destination.init_destination = destination_init;
    encoder->destination.empty_output_buffer = destination_empty;
    encoder->destination.term_destination = destination_term;
    encoder->cinfo.dest = &encoder->destination;
    return encoder;
}

tessera_status tessera_jpeg_encoder_start(tessera_jpeg_encoder *encoder, int width, int height, int quality,
                                          int full_chroma, int dots_per_inch, const uint8_t *icc, size_t icc_size,
                                          const char *comment) {
    if (encoder->started || width <= 0 || height <= 0 || width > JPEG_MAX_DIMENSION || height > JPEG_MAX_DIMENSION) {
        tessera_diagnostics_set_message(&encoder->diagnostics, "a JPEG is 1 to 65500 pixels a side");
        return TESSERA_STATUS_ERROR;
    }
    encoder->scratch = malloc((size_t)width * 4);
    if (encoder->scratch == NULL) return TESSERA_STATUS_NO_MEMORY;
    if (setjmp(encoder->error.jump)) return encoder_status(encoder);
    struct jpeg_compress_struct *cinfo = &encoder->cinfo;
    cinfo->image_width = (JDIMENSION)width;
    cinfo->image_height = (JDIMENSION)height;
    // Premultiplied RGBA rows, the fourth byte ignored (rows that are not opaque are first
    // composited over white).
    cinfo->input_components = 4;
    cinfo->in_color_space = JCS_EXT_RGBX;
    jpeg_set_defaults(cinfo);
    jpeg_set_quality(cinfo, quality, TRUE);
    cinfo->optimize_coding = FALSE;
    cinfo->dct_method = JDCT_ISLOW;
    // jpeg_set_defaults chose YCbCr 4:2:0 (luma sampled 2×2); 4:4:4 keeps every chroma sample.
    int factor = full_chroma ? 1 : 2;
    cinfo->comp_info[0].h_samp_factor = factor;
    cinfo->comp_info[0].v_samp_factor = factor;
    cinfo->comp_info[1].h_samp_factor = cinfo->comp_info[1].v_samp_factor = 1;
    cinfo->comp_info[2].h_samp_factor = cinfo->comp_info[2].v_samp_factor = 1;
    cinfo->write_JFIF_header = TRUE;
    if (dots_per_inch > 0) {
        cinfo->density_unit = 1;
        cinfo->X_density = cinfo->Y_density = (UINT16)(dots_per_inch > 65535 ? 65535 : dots_per_inch);
    }
    jpeg_start_compress(cinfo, TRUE);
    if (icc != NULL && icc_size > 0) jpeg_write_icc_profile(cinfo, icc, (unsigned int)icc_size);
    /* A COM segment saying who wrote the picture (Tessera marks its sheets, to leave them out
       when it walks the folder again). */
    if (comment != NULL && comment[0] != '\0' && strlen(comment) < 65000)
        jpeg_write_marker(cinfo, JPEG_COM, (const JOCTET *)comment, (unsigned int)strlen(comment));
    encoder->started = 1;
    encoder->width = width;
    return TESSERA_STATUS_OK;
}

tessera_status tessera_jpeg_encoder_write_rows(tessera_jpeg_encoder *encoder, const uint8_t *rows, size_t count,
                                               size_t stride) {
    if (!encoder->started) {
        tessera_diagnostics_set_message(&encoder->diagnostics, "compression was not started");
        return TESSERA_STATUS_ERROR;
    }
    if (setjmp(encoder->error.jump)) return encoder_status(encoder);
    struct jpeg_compress_struct *cinfo = &encoder->cinfo;
    size_t width = (size_t)encoder->width;
    for (size_t y = 0; y < count && cinfo->next_scanline < cinfo->image_height; y++) {
        const uint8_t *row = rows + y * stride;
        JSAMPROW pointer = (JSAMPROW)row;
        for (size_t x = 0; x < width; x++) {
            if (row[x * 4 + 3] != 255) {
                // Paper is white: a premultiplied pixel over white is c + (255 - a).
                for (size_t i = 0; i < width; i++) {
                    uint8_t clear = (uint8_t)(255 - row[i * 4 + 3]);
                    for (int c = 0; c < 3; c++) encoder->scratch[i * 4 + c] = (uint8_t)(row[i * 4 + c] + clear);
                    encoder->scratch[i * 4 + 3] = 255;
                }
                pointer = encoder->scratch;
                break;
            }
        }
        jpeg_write_scanlines(cinfo, &pointer, 1);
    }
    return TESSERA_STATUS_OK;
}

tessera_status tessera_jpeg_encoder_finish(tessera_jpeg_encoder *encoder) {
    if (!encoder->started || encoder->cinfo.next_scanline != encoder->cinfo.image_height) {
        tessera_diagnostics_set_message(&encoder->diagnostics, "the JPEG is missing rows");
        return TESSERA_STATUS_ERROR;
    }
    if (setjmp(encoder->error.jump)) return encoder_status(encoder);
    jpeg_finish_compress(&encoder->cinfo);
    encoder->started = 0;
    return TESSERA_STATUS_OK;
}

const uint8_t *tessera_jpeg_encoder_pending(const tessera_jpeg_encoder *encoder, size_t *count) {
    *count = encoder->pending_count;
    return encoder->pending;
}

void tessera_jpeg_encoder_clear_pending(tessera_jpeg_encoder *encoder) {
    encoder->pending_count = 0;
}

const tessera_diagnostics *tessera_jpeg_encoder_diagnostics(const tessera_jpeg_encoder *encoder) {
    return &encoder->diagnostics;
}

void tessera_jpeg_encoder_destroy(tessera_jpeg_encoder *encoder) {
    if (encoder == NULL) return;
    if (encoder->created) jpeg_destroy_compress(&encoder->cinfo);
    free(encoder->pending);
    free(encoder->scratch);
    free(encoder);
}
