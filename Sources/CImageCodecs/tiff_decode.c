// libtiff behind status codes: the first page (directory) of a TIFF, read through libtiff's
// RGBA interface (every photometric interpretation, bit depth, compression and layout libtiff
// knows: RGB, grey, palette, CMYK, YCbCr; 8 and 16 bits; strips and tiles; LZW, deflate, JPEG)
// in stored order (the Orientation tag is applied by the caller): its set-up here, its strips
// and tiles decoded once each in tiff_chunks.c.
// Errors and warnings go to the decoder's own diagnostics (libtiff 4.5's per-handle
// handlers), never to stderr; one allocation may not exceed 256 MiB.

#include "CImageCodecs.h"
#include "diagnostics.h"
#include "tiff_decoder.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <tiffio.h>


static int record_error(TIFF *tiff, void *user, const char *module, const char *format, va_list arguments) {
    (void)tiff; (void)module;
    tessera_tiff_decoder *decoder = user;
    char text[TESSERA_MESSAGE_LENGTH];
    vsnprintf(text, sizeof text, format, arguments);
    if (decoder->diagnostics.message[0] == '\0') tessera_diagnostics_set_message(&decoder->diagnostics, text);
    return 1;
}

static int record_warning(TIFF *tiff, void *user, const char *module, const char *format, va_list arguments) {
    (void)tiff; (void)module;
    tessera_tiff_decoder *decoder = user;
    char text[TESSERA_MESSAGE_LENGTH];
    vsnprintf(text, sizeof text, format, arguments);
    // Unknown private tags are everyday TIFF; they are not damage.
    if (strstr(text, "unknown field") == NULL && strstr(text, "Unknown field") == NULL) {
        tessera_diagnostics_add_warning(&decoder->diagnostics, text);
    }
    return 1;
}

// Memory input for TIFFClientOpen.
static tmsize_t memory_read(thandle_t handle, void *buffer, tmsize_t count) {
    tessera_tiff_decoder *decoder = handle;
    if (count <= 0 || decoder->position >= decoder->size) return 0;
    toff_t left = decoder->size - decoder->position;
    toff_t n = (toff_t)count < left ? (toff_t)count : left;
    memcpy(buffer, decoder->data + decoder->position, (size_t)n);
    decoder->position += n;
    decoder->bytes_read += n;
    return (tmsize_t)n;
}
static tmsize_t memory_write(thandle_t handle, void *buffer, tmsize_t count) { (void)handle; (void)buffer; (void)count; return -1; }
static toff_t memory_seek(thandle_t handle, toff_t offset, int whence) {
    tessera_tiff_decoder *decoder = handle;
    toff_t base = whence == SEEK_SET ? 0 : (whence == SEEK_CUR ? decoder->position : decoder->size);
    decoder->position = base + offset;
    return decoder->position;
}
static int memory_close(thandle_t handle) { (void)handle; return 0; }
static toff_t memory_size(thandle_t handle) { return ((tessera_tiff_decoder *)handle)->size; }
static int memory_map(thandle_t handle, void **base, toff_t *size) { (void)handle; (void)base; (void)size; return 0; }
static void memory_unmap(thandle_t handle, void *base, toff_t size) { (void)handle; (void)base; (void)size; }

static TIFFOpenOptions *options_for(tessera_tiff_decoder *decoder) {
    TIFFOpenOptions *options = TIFFOpenOptionsAlloc();
    if (options == NULL) return NULL;
    TIFFOpenOptionsSetErrorHandlerExtR(options, record_error, decoder);
    TIFFOpenOptionsSetWarningHandlerExtR(options, record_warning, decoder);
    TIFFOpenOptionsSetMaxSingleMemAlloc(options, (tmsize_t)256 << 20);
    return options;
}

tessera_tiff_decoder *tessera_tiff_decoder_create(const uint8_t *data, size_t size) {
    tessera_tiff_decoder *decoder = calloc(1, sizeof(tessera_tiff_decoder));
    if (decoder == NULL) return NULL;
    decoder->data = data;
    decoder->size = (toff_t)size;
    TIFFOpenOptions *options = options_for(decoder);
    if (options == NULL) { free(decoder); return NULL; }
    decoder->tiff = TIFFClientOpenExt("memory", "rm", decoder, memory_read, memory_write, memory_seek, memory_close,
                                      memory_size, memory_map, memory_unmap, options);
    TIFFOpenOptionsFree(options);
    return decoder;   // tiff NULL: read_header reports the reason
}

tessera_tiff_decoder *tessera_tiff_decoder_create_file(int descriptor) {
    tessera_tiff_decoder *decoder = calloc(1, sizeof(tessera_tiff_decoder));
    if (decoder == NULL) return NULL;
    int copy = dup(descriptor);
    if (copy < 0 || lseek(copy, 0, SEEK_SET) != 0) {
        if (copy >= 0) close(copy);
        free(decoder);
        return NULL;
    }
    TIFFOpenOptions *options = options_for(decoder);
    if (options == NULL) { close(copy); free(decoder); return NULL; }
    decoder->tiff = TIFFFdOpenExt(copy, "file", "rm", options);
    TIFFOpenOptionsFree(options);
    if (decoder->tiff == NULL) close(copy);
    return decoder;
}

tessera_status tessera_tiff_decoder_start(tessera_tiff_decoder *decoder, int *width, int *height) {
    *width = 0;
    *height = 0;
    if (decoder->tiff == NULL) {
        if (decoder->diagnostics.message[0] == '\0') tessera_diagnostics_set_message(&decoder->diagnostics, "libtiff cannot open it");
        return TESSERA_STATUS_ERROR;
    }
    // An unknown scheme would "decode" as nothing (black) after an error libtiff only reports.
    uint16_t compression = COMPRESSION_NONE;
    TIFFGetFieldDefaulted(decoder->tiff, TIFFTAG_COMPRESSION, &compression);
    if (!TIFFIsCODECConfigured(compression)) {
        char text[TESSERA_MESSAGE_LENGTH];
        snprintf(text, sizeof text, "compression scheme %u, which libtiff cannot decode", (unsigned)compression);
        tessera_diagnostics_set_message(&decoder->diagnostics, text);
        return TESSERA_STATUS_UNSUPPORTED;
    }
    char reason[1024] = "";
    if (!TIFFRGBAImageOK(decoder->tiff, reason)) {
        tessera_diagnostics_set_message(&decoder->diagnostics, reason[0] ? reason : "libtiff cannot read this kind of image");
        return TESSERA_STATUS_UNSUPPORTED;
    }
    if (!TIFFRGBAImageBegin(&decoder->image, decoder->tiff, 0, reason)) {
        if (decoder->diagnostics.message[0] == '\0') tessera_diagnostics_set_message(&decoder->diagnostics, reason);
        return TESSERA_STATUS_ERROR;
    }
    decoder->started = 1;
    // Rows in stored order, top first: the caller turns the picture by the Orientation tag.
    decoder->image.req_orientation = decoder->image.orientation;
    *width = (int)decoder->image.width;
    *height = (int)decoder->image.height;
    return TESSERA_STATUS_OK;
}

void tessera_tiff_finish_rows(tessera_tiff_decoder *decoder, uint8_t *pixels, size_t count) {
    // libtiff packs a pixel as A<<24 | B<<16 | G<<8 | R: in memory R, G, B, A on a little-endian machine.
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    for (size_t i = 0; i < count; i++) {
        uint32_t v = ((uint32_t *)(void *)pixels)[i];
        pixels[i * 4] = (uint8_t)TIFFGetR(v); pixels[i * 4 + 1] = (uint8_t)TIFFGetG(v);
        pixels[i * 4 + 2] = (uint8_t)TIFFGetB(v); pixels[i * 4 + 3] = (uint8_t)TIFFGetA(v);
    }
#endif
    // libtiff premultiplies unassociated alpha for RGB, not for grey: do it here.
    if (decoder->image.alpha == EXTRASAMPLE_UNASSALPHA &&
        (decoder->image.photometric == PHOTOMETRIC_MINISBLACK || decoder->image.photometric == PHOTOMETRIC_MINISWHITE)) {
        for (size_t i = 0; i < count; i++) {
            uint8_t *p = pixels + i * 4;
            for (int c = 0; c < 3; c++) {
                unsigned t = (unsigned)p[c] * p[3] + 128u;
                p[c] = (uint8_t)((t + (t >> 8)) >> 8);
            }
        }
    }
}

int tessera_tiff_decoder_icc_profile(tessera_tiff_decoder *decoder, const uint8_t **profile, uint32_t *size) {
    *profile = NULL;
    *size = 0;
    if (decoder->tiff == NULL) return 0;
    uint32_t count = 0;
    void *data = NULL;
    if (TIFFGetField(decoder->tiff, TIFFTAG_ICCPROFILE, &count, &data) && data != NULL && count > 0) {
        *profile = data;
        *size = count;
        return 1;
    }
    return 0;
}

int tessera_tiff_decoder_start_cmyk(tessera_tiff_decoder *decoder, int *width, int *height) {
    *width = *height = 0;
    if (decoder->cmyk) {
        *width = (int)decoder->cmyk_width;
        *height = (int)decoder->cmyk_height;
        return 1;
    }
    if (decoder->tiff == NULL || decoder->started) return 0;
    uint16_t photometric = 0, bits = 0, samples = 0, planar = PLANARCONFIG_CONTIG, inkset = INKSET_CMYK;
    uint32_t w = 0, h = 0;
    if (!TIFFGetField(decoder->tiff, TIFFTAG_PHOTOMETRIC, &photometric) || photometric != PHOTOMETRIC_SEPARATED) return 0;
    TIFFGetFieldDefaulted(decoder->tiff, TIFFTAG_BITSPERSAMPLE, &bits);
    TIFFGetFieldDefaulted(decoder->tiff, TIFFTAG_SAMPLESPERPIXEL, &samples);
    TIFFGetFieldDefaulted(decoder->tiff, TIFFTAG_PLANARCONFIG, &planar);
    TIFFGetFieldDefaulted(decoder->tiff, TIFFTAG_INKSET, &inkset);
    if (bits != 8 || samples < 4 || planar != PLANARCONFIG_CONTIG || inkset != INKSET_CMYK || TIFFIsTiled(decoder->tiff)) return 0;
    if (!TIFFGetField(decoder->tiff, TIFFTAG_IMAGEWIDTH, &w) || !TIFFGetField(decoder->tiff, TIFFTAG_IMAGELENGTH, &h) || w == 0 || h == 0) return 0;
    tmsize_t size = TIFFScanlineSize(decoder->tiff);
    if (size < (tmsize_t)w * samples) return 0;
    decoder->scanline = malloc((size_t)size);
    if (decoder->scanline == NULL) return 0;
    decoder->cmyk = 1;
    decoder->cmyk_samples = samples;
    decoder->cmyk_width = w;
    decoder->cmyk_height = h;
    *width = (int)w;
    *height = (int)h;
    return 1;
}

tessera_status tessera_tiff_decoder_read_cmyk_rows(tessera_tiff_decoder *decoder, int first, int count, uint8_t *rows) {
    if (!decoder->cmyk || first < 0 || count <= 0 || (uint32_t)first != decoder->cmyk_next_row
        || (uint32_t)(first + count) > decoder->cmyk_height) {
        tessera_diagnostics_set_message(&decoder->diagnostics, "CMYK rows asked out of order");
        return TESSERA_STATUS_ERROR;
    }
    for (int y = 0; y < count; y++) {
        if (TIFFReadScanline(decoder->tiff, decoder->scanline, (uint32_t)(first + y), 0) < 0) {
            if (decoder->diagnostics.message[0] == '\0') tessera_diagnostics_set_message(&decoder->diagnostics, "libtiff could not read the rows");
            return TESSERA_STATUS_DAMAGED;
        }
        uint8_t *row = rows + (size_t)y * decoder->cmyk_width * 4;
        for (uint32_t x = 0; x < decoder->cmyk_width; x++) memcpy(row + (size_t)x * 4, decoder->scanline + (size_t)x * decoder->cmyk_samples, 4);
        decoder->cmyk_next_row++;
    }
    return TESSERA_STATUS_OK;
}

void tessera_tiff_decoder_work(const tessera_tiff_decoder *decoder, uint64_t *bytes_read, uint64_t *chunks_decoded) {
    *bytes_read = decoder->bytes_read;
    *chunks_decoded = decoder->chunks_decoded;
}

const tessera_diagnostics *tessera_tiff_decoder_diagnostics(const tessera_tiff_decoder *decoder) {
    return &decoder->diagnostics;
}

void tessera_tiff_decoder_destroy(tessera_tiff_decoder *decoder) {
    if (decoder == NULL) return;
    if (decoder->started) TIFFRGBAImageEnd(&decoder->image);
    free(decoder->scanline);
    free(decoder->chunks);
    if (decoder->tiff != NULL) TIFFClose(decoder->tiff);
    free(decoder);
}
