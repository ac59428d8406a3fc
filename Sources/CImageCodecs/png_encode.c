// libpng's writer behind setjmp, one row at a time: the caller streams rows in order and
// receives the encoded bytes through a write callback.

#include "CImageCodecs.h"
#include "diagnostics.h"
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>

struct tessera_png_encoder {
    png_structp png;
    png_infop info;
    tessera_diagnostics diagnostics;
    tessera_png_write_fn write;
    void *context;
    int write_failed;
    int started;
    uint32_t rows_left;
};

static void shim_png_error(png_structp png, png_const_charp message) {
    tessera_png_encoder *encoder = png_get_error_ptr(png);
    tessera_diagnostics_set_message(&encoder->diagnostics, message);
    png_longjmp(png, 1);
}

static void shim_png_warning(png_structp png, png_const_charp message) {
    tessera_png_encoder *encoder = png_get_error_ptr(png);
    tessera_diagnostics_add_warning(&encoder->diagnostics, message);
}

static void shim_png_write(png_structp png, png_bytep bytes, size_t count) {
    tessera_png_encoder *encoder = png_get_io_ptr(png);
    if (encoder->write(encoder->context, bytes, count) != 0) {
        encoder->write_failed = 1;
        png_error(png, "the output could not be written");
    }
}

static void shim_png_flush(png_structp png) {
    (void)png; // the Swift sink flushes when the writer finishes
}

static tessera_status status_after_error(const tessera_png_encoder *encoder) {
    return encoder->write_failed ? TESSERA_STATUS_WRITE_FAILED : TESSERA_STATUS_ERROR;
}

tessera_png_encoder *tessera_png_encoder_create(tessera_png_write_fn write, void *context) {
    tessera_png_encoder *encoder = calloc(1, sizeof(tessera_png_encoder));
    if (encoder == NULL) {
        return NULL;
    }
    tessera_diagnostics_reset(&encoder->diagnostics);
    encoder->write = write;
    encoder->context = context;
    encoder->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, encoder, shim_png_error, shim_png_warning);
    if (encoder->png == NULL) {
        free(encoder);
        return NULL;
    }
    encoder->info = png_create_info_struct(encoder->png);
    if (encoder->info == NULL) {
        png_destroy_write_struct(&encoder->png, NULL);
        free(encoder);
        return NULL;
    }
    png_set_write_fn(encoder->png, encoder, shim_png_write, shim_png_flush);
    return encoder;
}

tessera_status tessera_png_encoder_start(tessera_png_encoder *encoder, uint32_t width, uint32_t height,
                                         int channels, int level, int fast_filters) {
    if (encoder->started || (channels != 3 && channels != 4) || width == 0 || height == 0) {
        tessera_diagnostics_set_message(&encoder->diagnostics, "invalid PNG encoder parameters");
        return TESSERA_STATUS_ERROR;
    }
    if (setjmp(png_jmpbuf(encoder->png))) {
        return status_after_error(encoder);
    }
    png_structp png = encoder->png;
    // libpng refuses to write images over 1,000,000 pixels a side by default; a tall contact
    // sheet is streamed, so allow what the PNG format allows (2^31 - 1).
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_IHDR(png, encoder->info, width, height, 8,
                 channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level < 0 ? 0 : (level > 9 ? 9 : level));
    png_set_compression_buffer_size(png, 64 * 1024);
    if (fast_filters) {
        png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
    }
    png_write_info(png, encoder->info);
    encoder->started = 1;
    encoder->rows_left = height;
    return TESSERA_STATUS_OK;
}

tessera_status tessera_png_encoder_write_row(tessera_png_encoder *encoder, const uint8_t *row) {
    if (!encoder->started || encoder->rows_left == 0) {
        tessera_diagnostics_set_message(&encoder->diagnostics, "row written outside the image");
        return TESSERA_STATUS_ERROR;
    }
    if (setjmp(png_jmpbuf(encoder->png))) {
        return status_after_error(encoder);
    }
    png_write_row(encoder->png, (png_const_bytep)row);
    encoder->rows_left -= 1;
    return TESSERA_STATUS_OK;
}

tessera_status tessera_png_encoder_finish(tessera_png_encoder *encoder) {
    if (!encoder->started || encoder->rows_left != 0) {
        tessera_diagnostics_set_message(&encoder->diagnostics, "the image is missing rows");
        return TESSERA_STATUS_ERROR;
    }
    if (setjmp(png_jmpbuf(encoder->png))) {
        return status_after_error(encoder);
    }
    png_write_end(encoder->png, NULL);
    encoder->started = 0;
    return TESSERA_STATUS_OK;
}

const tessera_diagnostics *tessera_png_encoder_diagnostics(const tessera_png_encoder *encoder) {
    return &encoder->diagnostics;
}

void tessera_png_encoder_destroy(tessera_png_encoder *encoder) {
    if (encoder == NULL) {
        return;
    }
    png_destroy_write_struct(&encoder->png, &encoder->info);
    free(encoder);
}
