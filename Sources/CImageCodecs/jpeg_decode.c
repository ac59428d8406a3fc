// libjpeg-turbo behind setjmp: every entry point below owns its own setjmp, the error
// manager records the library's words and longjmps back, and nothing is printed.

#include "CImageCodecs.h"
#include "file_input.h"
#include "diagnostics.h"
#include "jpeg_dc_only.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr pub;   // must come first: libjpeg sees only this part
    jmp_buf jump;
    tessera_diagnostics *diagnostics;
    int strict;
    int strict_tripped;
} shim_error_manager;

struct tessera_jpeg_decoder {
    struct jpeg_decompress_struct cinfo;
    shim_error_manager error;
    struct jpeg_progress_mgr progress;
    int max_scans;
    tessera_diagnostics diagnostics;
    const uint8_t *data;
    size_t size;
    /// The file read in chunks by libjpeg's stdio source instead of `data` (NULL: memory).
    FILE *file;
    int created;
    int source_set;
    int started;
    int cmyk_output;
    int cmyk_inverted;
    tessera_color_transform *cmyk_transform;
    int rows_done;
    /// The DC-only decode of a progressive file at 1/8 (jpeg_dc_only.c), when it was used.
    tessera_dc_only dc_only;
    int dc_only_used;
    /// libjpeg's own request_virt_barray, wrapped to count what it is asked for.
    jvirt_barray_ptr (*request_barray)(j_common_ptr, int, boolean, JDIMENSION, JDIMENSION, JDIMENSION);
    double coefficient_bytes;
};

static void shim_error_exit(j_common_ptr cinfo) {
    shim_error_manager *error = (shim_error_manager *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    tessera_diagnostics_set_message(error->diagnostics, text);
    longjmp(error->jump, 1);
}

static void shim_emit_message(j_common_ptr cinfo, int level) {
    if (level >= 0) {
        return; // trace messages: never wanted
    }
    shim_error_manager *error = (shim_error_manager *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    cinfo->err->num_warnings++;
    tessera_diagnostics_add_warning(error->diagnostics, text);
    if (error->strict) {
        // As djpeg -strict: the first warning ends decoding.
        tessera_diagnostics_set_message(error->diagnostics, text);
        error->strict_tripped = 1;
        longjmp(error->jump, 1);
    }
}

static void shim_output_message(j_common_ptr cinfo) {
    (void)cinfo; // libjpeg's default prints to stderr; Tessera returns messages instead
}

/// libjpeg calls this as it reads scans. A progressive file may repeat scans over the whole
/// image thousands of times in a few bytes each (libjpeg-turbo's report LJT-01-003): past
/// max_scans, decoding stops as an error.
static void shim_progress_monitor(j_common_ptr cinfo) {
    if (!cinfo->is_decompressor) {
        return;
    }
    tessera_jpeg_decoder *decoder = (tessera_jpeg_decoder *)cinfo; // cinfo is the first member
    if (decoder->max_scans > 0 && decoder->cinfo.input_scan_number > decoder->max_scans) {
        char text[TESSERA_MESSAGE_LENGTH];
        snprintf(text, sizeof text, "more than %d scans, beyond any real progressive JPEG", decoder->max_scans);
        tessera_diagnostics_set_message(&decoder->diagnostics, text);
        longjmp(decoder->error.jump, 1);
    }
}

/// Status for a longjmp: features libjpeg-turbo lacks are UNSUPPORTED, the rest ERROR.
static tessera_status status_after_error(tessera_jpeg_decoder *decoder) {
    if (decoder->error.strict_tripped) {
        return TESSERA_STATUS_STRICT_WARNING;
    }
    switch (decoder->error.pub.msg_code) {
    case JERR_BAD_PRECISION:
    case JERR_SOF_UNSUPPORTED:
    case JERR_CONVERSION_NOTIMPL:
    case JERR_NOT_COMPILED:
        return TESSERA_STATUS_UNSUPPORTED;
    case JERR_OUT_OF_MEMORY:
        return TESSERA_STATUS_NO_MEMORY;
    default:
        return TESSERA_STATUS_ERROR;
    }
}

tessera_jpeg_decoder *tessera_jpeg_decoder_create(const uint8_t *data, size_t size, int strict, int max_scans) {
    // volatile: read again after a longjmp out of jpeg_create_decompress.
    tessera_jpeg_decoder *volatile decoder = calloc(1, sizeof(tessera_jpeg_decoder));
    if (decoder == NULL) {
        return NULL;
    }
    decoder->data = data;
    decoder->size = size;
    tessera_diagnostics_reset(&decoder->diagnostics);
    decoder->cinfo.err = jpeg_std_error(&decoder->error.pub);
    decoder->error.pub.error_exit = shim_error_exit;
    decoder->error.pub.emit_message = shim_emit_message;
    decoder->error.pub.output_message = shim_output_message;
    decoder->error.diagnostics = &decoder->diagnostics;
    decoder->error.strict = strict != 0;
    if (setjmp(decoder->error.jump)) {
        jpeg_destroy_decompress(&decoder->cinfo);
        free(decoder);
        return NULL;
    }
    jpeg_create_decompress(&decoder->cinfo);
    decoder->created = 1;
    decoder->max_scans = max_scans;
    decoder->progress.progress_monitor = shim_progress_monitor;
    decoder->cinfo.progress = &decoder->progress;
    return decoder;
}

tessera_jpeg_decoder *tessera_jpeg_decoder_create_file(int descriptor, int strict, int max_scans) {
    FILE *file = tessera_open_input(descriptor);
    if (file == NULL) return NULL;
    tessera_jpeg_decoder *decoder = tessera_jpeg_decoder_create(NULL, 0, strict, max_scans);
    if (decoder == NULL) {
        fclose(file);
        return NULL;
    }
    decoder->file = file;
    return decoder;
}

tessera_status tessera_jpeg_decoder_read_header(tessera_jpeg_decoder *decoder, tessera_jpeg_header *header) {
    memset(header, 0, sizeof(*header));
    if (setjmp(decoder->error.jump)) {
        return status_after_error(decoder);
    }
    if (!decoder->source_set) {
        decoder->source_set = 1;
        if (decoder->file != NULL) {
            jpeg_stdio_src(&decoder->cinfo, decoder->file);
        } else {
            jpeg_mem_src(&decoder->cinfo, decoder->data, (unsigned long)decoder->size);
        }
        // APP2 segments carry an embedded ICC profile, in chunks (tessera_jpeg_decoder_icc_profile).
        jpeg_save_markers(&decoder->cinfo, JPEG_APP0 + 2, 0xFFFF);
    }
    jpeg_read_header(&decoder->cinfo, TRUE);
    header->width = (int)decoder->cinfo.image_width;
    header->height = (int)decoder->cinfo.image_height;
    header->components = decoder->cinfo.num_components;
    header->color_space = (int)decoder->cinfo.jpeg_color_space;
    header->saw_adobe_marker = decoder->cinfo.saw_Adobe_marker ? 1 : 0;
    header->progressive = decoder->cinfo.progressive_mode ? 1 : 0;
    header->data_precision = decoder->cinfo.data_precision;
    header->multiple_scans = jpeg_has_multiple_scans(&decoder->cinfo) ? 1 : 0;
    double coefficients = 0;
    for (int ci = 0; ci < decoder->cinfo.num_components; ci++) {
        const jpeg_component_info *component = &decoder->cinfo.comp_info[ci];
        double across = (double)((component->width_in_blocks + component->h_samp_factor - 1) / component->h_samp_factor)
                        * component->h_samp_factor;
        double down = (double)((component->height_in_blocks + component->v_samp_factor - 1) / component->v_samp_factor)
                      * component->v_samp_factor;
        coefficients += across * down * (double)sizeof(JBLOCK);
    }
    header->coefficient_bytes = coefficients;
    header->first_scan_is_dc = decoder->cinfo.Ss == 0 ? 1 : 0;
    return TESSERA_STATUS_OK;
}

/// libjpeg's block arrays, counted: each holds rows × blocks_per_row blocks, in memory (the
/// shim installs no backing store).
static jvirt_barray_ptr counting_request(j_common_ptr cinfo, int pool_id, boolean pre_zero, JDIMENSION blocks_per_row,
                                         JDIMENSION rows, JDIMENSION max_access) {
    tessera_jpeg_decoder *decoder = (tessera_jpeg_decoder *)cinfo;   // cinfo is the first member
    decoder->coefficient_bytes += (double)blocks_per_row * (double)rows * (double)sizeof(JBLOCK);
    return decoder->request_barray(cinfo, pool_id, pre_zero, blocks_per_row, rows, max_access);
}

tessera_status tessera_jpeg_decoder_start(tessera_jpeg_decoder *decoder, int scale_eighths, unsigned dc_only_components,
                                          int *out_width, int *out_height) {
    *out_width = 0;
    *out_height = 0;
    if (scale_eighths < 1 || scale_eighths > 8) {
        tessera_diagnostics_set_message(&decoder->diagnostics, "DCT scale must be 1/8 ... 8/8");
        return TESSERA_STATUS_ERROR;
    }
    if (setjmp(decoder->error.jump)) {
        return status_after_error(decoder);
    }
    struct jpeg_decompress_struct *cinfo = &decoder->cinfo;
    switch (cinfo->jpeg_color_space) {
    case JCS_GRAYSCALE:
    case JCS_RGB:
    case JCS_YCbCr:
        cinfo->out_color_space = JCS_EXT_RGBA;
        break;
    case JCS_CMYK:
    case JCS_YCCK:
        // libjpeg-turbo turns YCCK into CMYK; the shim turns CMYK into RGB row by row.
        cinfo->out_color_space = JCS_CMYK;
        decoder->cmyk_output = 1;
        decoder->cmyk_inverted = cinfo->saw_Adobe_marker ? 1 : 0;
        break;
    default: {
        char text[TESSERA_MESSAGE_LENGTH];
        snprintf(text, sizeof text, "Unsupported JPEG colour space (%d components, no known transform)",
                 cinfo->num_components);
        tessera_diagnostics_set_message(&decoder->diagnostics, text);
        return TESSERA_STATUS_UNSUPPORTED;
    }
    }
    cinfo->scale_num = (unsigned int)scale_eighths;
    cinfo->scale_denom = 8;
    decoder->request_barray = cinfo->mem->request_virt_barray;
    cinfo->mem->request_virt_barray = counting_request;
    if (dc_only_components != 0) {
        // The plan's decision, checked against the file as libjpeg reads it: the first scan's
        // header has been read, and it must be a DC scan for the filter to start in it.
        unsigned mask = scale_eighths == 1 && cinfo->progressive_mode && cinfo->Ss == 0 ? tessera_dc_only_components(cinfo) : 0;
        if (mask != dc_only_components) {
            char text[TESSERA_MESSAGE_LENGTH];
            snprintf(text, sizeof text, "the decode plan reads components 0x%x from their DC scans, libjpeg would give 0x%x",
                     dc_only_components, mask);
            tessera_diagnostics_set_message(&decoder->diagnostics, text);
            return TESSERA_STATUS_ERROR;
        }
        tessera_dc_only_install(cinfo, &decoder->dc_only, mask);
        decoder->dc_only_used = 1;
    }
    jpeg_start_decompress(cinfo);
    decoder->started = 1;
    if (cinfo->output_components != 4) {
        tessera_diagnostics_set_message(&decoder->diagnostics, "libjpeg produced an unexpected pixel layout");
        return TESSERA_STATUS_ERROR;
    }
    *out_width = (int)cinfo->output_width;
    *out_height = (int)cinfo->output_height;
    return TESSERA_STATUS_OK;
}

tessera_status tessera_jpeg_decoder_icc_profile(tessera_jpeg_decoder *decoder, uint8_t **profile, unsigned int *size,
                                                int *inconsistent) {
    *profile = NULL;
    *size = 0;
    *inconsistent = 0;
    // libjpeg warns ("bad ICC marker") when the chunks do not fit together. That is about the
    // profile, not the pixels: it must not end a strict decode, nor count as damage.
    int strict = decoder->error.strict;
    int kept = decoder->diagnostics.warning_count, total = decoder->diagnostics.warning_total;
    long seen = decoder->cinfo.err->num_warnings;
    decoder->error.strict = 0;
    if (setjmp(decoder->error.jump)) {
        decoder->error.strict = strict;
        return status_after_error(decoder);
    }
    JOCTET *data = NULL;
    unsigned int length = 0;
    if (jpeg_read_icc_profile(&decoder->cinfo, &data, &length) && data != NULL) {
        *profile = data;
        *size = length;
    }
    decoder->error.strict = strict;
    if (decoder->cinfo.err->num_warnings != seen) {
        *inconsistent = 1;
        decoder->cinfo.err->num_warnings = seen;
        decoder->diagnostics.warning_count = kept;
        decoder->diagnostics.warning_total = total;
    }
    return TESSERA_STATUS_OK;
}

void tessera_jpeg_decoder_set_cmyk_transform(tessera_jpeg_decoder *decoder, tessera_color_transform *transform) {
    decoder->cmyk_transform = transform;
}

void tessera_free(void *pointer) {
    free(pointer);
}

/// CMYK (4 bytes a pixel) to RGBA in place. Adobe files store inverted values (255 = no ink),
/// so R = C' * K' / 255; plain files store ink amounts, R = (255 - C)(255 - K) / 255.
static void cmyk_to_rgba(uint8_t *row, size_t width, int inverted) {
    for (size_t x = 0; x < width; x++) {
        uint8_t *p = row + x * 4;
        unsigned k = inverted ? p[3] : 255u - p[3];
        for (int i = 0; i < 3; i++) {
            unsigned c = inverted ? p[i] : 255u - p[i];
            unsigned t = c * k + 128u;
            p[i] = (uint8_t)((t + (t >> 8)) >> 8);
        }
        p[3] = 255;
    }
}

tessera_status tessera_jpeg_decoder_read_rgba(tessera_jpeg_decoder *decoder, uint8_t *pixels,
                                              size_t stride, int *rows_done) {
    *rows_done = 0;
    if (!decoder->started) {
        tessera_diagnostics_set_message(&decoder->diagnostics, "decompression was not started");
        return TESSERA_STATUS_ERROR;
    }
    if (setjmp(decoder->error.jump)) {
        *rows_done = decoder->rows_done;
        return status_after_error(decoder);
    }
    struct jpeg_decompress_struct *cinfo = &decoder->cinfo;
    enum { batch = 16 };
    JSAMPROW rows[batch];
    while (cinfo->output_scanline < cinfo->output_height) {
        JDIMENSION first = cinfo->output_scanline;
        JDIMENSION wanted = cinfo->output_height - first;
        if (wanted > batch) {
            wanted = batch;
        }
        for (JDIMENSION i = 0; i < wanted; i++) {
            rows[i] = pixels + (size_t)(first + i) * stride;
        }
        JDIMENSION got = jpeg_read_scanlines(cinfo, rows, wanted);
        if (got == 0) {
            tessera_diagnostics_set_message(&decoder->diagnostics, "libjpeg returned no rows");
            *rows_done = decoder->rows_done;
            return TESSERA_STATUS_ERROR;
        }
        if (decoder->cmyk_output) {
            for (JDIMENSION i = 0; i < got; i++) {
                if (decoder->cmyk_transform == NULL ||
                    tessera_color_transform_cmyk_row(decoder->cmyk_transform, rows[i], cinfo->output_width) != TESSERA_STATUS_OK) {
                    cmyk_to_rgba(rows[i], cinfo->output_width, decoder->cmyk_inverted);
                }
            }
        }
        decoder->rows_done += (int)got;
    }
    *rows_done = decoder->rows_done;
    jpeg_finish_decompress(cinfo);
    decoder->started = 0;
    return TESSERA_STATUS_OK;
}

double tessera_jpeg_decoder_coefficient_bytes(const tessera_jpeg_decoder *decoder) {
    return decoder->coefficient_bytes + (decoder->dc_only_used ? tessera_dc_only_bytes(&decoder->dc_only) : 0);
}

int tessera_jpeg_decoder_dropped_scans(const tessera_jpeg_decoder *decoder) {
    return decoder->dc_only_used ? tessera_dc_only_dropped_scans(&decoder->dc_only) : 0;
}

const tessera_diagnostics *tessera_jpeg_decoder_diagnostics(const tessera_jpeg_decoder *decoder) {
    return &decoder->diagnostics;
}

void tessera_jpeg_decoder_destroy(tessera_jpeg_decoder *decoder) {
    if (decoder == NULL) {
        return;
    }
    if (decoder->created) {
        jpeg_destroy_decompress(&decoder->cinfo);
    }
    if (decoder->file != NULL) {
        fclose(decoder->file);
    }
    free(decoder);
}
