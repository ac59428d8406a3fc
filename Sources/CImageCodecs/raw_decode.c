// LibRaw behind status codes: camera RAW files (NEF, CR2, CR3, ARW, ORF, RW2, RAF, PEF, DNG, …)
// identified from their headers, their largest embedded preview handed back as it is stored
// (JPEG bytes for the JPEG decoder, or an 8-bit bitmap as RGBA), or, when there is none, the
// raw data developed at half size (LibRaw's dcraw_process with half_size: each 2×2 Bayer
// block becomes one pixel, no demosaicing) as opaque RGBA in stored orientation.
//
// A file is read by LibRaw's own file reader through /dev/fd/N (the caller's descriptor, read
// from a new open file description, so the caller's offset is untouched); memory input goes to
// libraw_open_buffer. Nothing is printed: LibRaw's data and memory error callbacks (which
// print to stderr by default) record into the caller's diagnostics. No allocation is made
// before its size is checked against the caller's byte limit, and LibRaw's own allocations
// are capped by params.max_raw_memory_mb.

#include "CImageCodecs.h"
#include "diagnostics.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <libraw/libraw.h>

static void record_data_error(void *user, const char *file, const int offset) {
    (void)file;
    char text[TESSERA_MESSAGE_LENGTH];
    if (offset < 0) snprintf(text, sizeof text, "LibRaw: unexpected end of file");
    else snprintf(text, sizeof text, "LibRaw: corrupt data near byte %d", offset);
    tessera_diagnostics_add_warning(user, text);
}

static void record_memory_error(void *user, const char *file, const char *where) {
    (void)file;
    char text[TESSERA_MESSAGE_LENGTH];
    snprintf(text, sizeof text, "LibRaw ran out of memory in %s", where != NULL ? where : "a decoder");
    tessera_diagnostics_set_message(user, text);
}

static tessera_status status_of(int code, tessera_diagnostics *diagnostics) {
    if (code == LIBRAW_SUCCESS) return TESSERA_STATUS_OK;
    if (diagnostics->message[0] == '\0') {
        // LibRaw's I/O error is its refusal of data that lies past the file's end.
        tessera_diagnostics_set_message(diagnostics, code == LIBRAW_IO_ERROR ? "the file ends before its data does (LibRaw: Input/output error)"
                                                                             : libraw_strerror(code));
    }
    switch (code) {
    case LIBRAW_UNSUFFICIENT_MEMORY:
    case LIBRAW_MEMPOOL_OVERFLOW: return TESSERA_STATUS_NO_MEMORY;
    case LIBRAW_FILE_UNSUPPORTED:
    case LIBRAW_NO_THUMBNAIL:
    case LIBRAW_UNSUPPORTED_THUMBNAIL:
    case LIBRAW_NOT_IMPLEMENTED: return TESSERA_STATUS_UNSUPPORTED;
    case LIBRAW_IO_ERROR:
    case LIBRAW_DATA_ERROR: return TESSERA_STATUS_DAMAGED;
    default: return TESSERA_STATUS_ERROR;
    }
}

/// LibRaw opened (identified) on the memory or the descriptor, or NULL with `*status` set.
static libraw_data_t *open_raw(const uint8_t *data, size_t size, int descriptor, size_t max_bytes,
                               tessera_diagnostics *diagnostics, tessera_status *status) {
    libraw_data_t *raw = libraw_init(0);
    if (raw == NULL) {
        *status = TESSERA_STATUS_NO_MEMORY;
        return NULL;
    }
    libraw_set_dataerror_handler(raw, record_data_error, diagnostics);
    libraw_set_memerror_handler(raw, record_memory_error, diagnostics);
    size_t megabytes = max_bytes >> 20;
    raw->params.max_raw_memory_mb = (unsigned)(megabytes < 1 ? 1 : (megabytes > 2048 ? 2048 : megabytes));
    int code;
    if (data != NULL) {
        code = libraw_open_buffer(raw, (void *)data, size);
    } else {
        char path[32];
        snprintf(path, sizeof path, "/dev/fd/%d", descriptor);
        code = libraw_open_file(raw, path);
    }
    if (code != LIBRAW_SUCCESS) {
        *status = status_of(code, diagnostics);
        libraw_close(raw);
        return NULL;
    }
    *status = TESSERA_STATUS_OK;
    return raw;
}

static void copy_text(char *to, size_t capacity, const char *from) {
    snprintf(to, capacity, "%s", from != NULL ? from : "");
}

tessera_status tessera_raw_identify(const uint8_t *data, size_t size, int descriptor, tessera_raw_header *header,
                                    tessera_diagnostics *diagnostics) {
    tessera_diagnostics_reset(diagnostics);
    memset(header, 0, sizeof *header);
    tessera_status status;
    libraw_data_t *raw = open_raw(data, size, descriptor, (size_t)64 << 20, diagnostics, &status);
    if (raw == NULL) return status;
    header->raw_width = raw->sizes.raw_width;
    header->raw_height = raw->sizes.raw_height;
    header->flip = raw->sizes.flip;
    // The size LibRaw develops the picture to (a Fuji SuperCCD turned by 45°, pixels that are
    // not square stretched), in stored orientation: adjust_sizes_info_only swaps it for flip.
    header->width = raw->sizes.width;
    header->height = raw->sizes.height;
    if (libraw_adjust_sizes_info_only(raw) == LIBRAW_SUCCESS && raw->sizes.iwidth > 0 && raw->sizes.iheight > 0) {
        int swapped = (raw->sizes.flip & 4) != 0;
        header->width = swapped ? raw->sizes.iheight : raw->sizes.iwidth;
        header->height = swapped ? raw->sizes.iwidth : raw->sizes.iheight;
    }
    copy_text(header->make, sizeof header->make, raw->idata.make);
    copy_text(header->model, sizeof header->model, raw->idata.model);
    copy_text(header->lens, sizeof header->lens, raw->lens.Lens);
    header->iso = raw->other.iso_speed;
    header->shutter = raw->other.shutter;
    header->aperture = raw->other.aperture;
    header->focal_length = raw->other.focal_len;
    header->timestamp = (int64_t)raw->other.timestamp;
    header->thumb_format = (int)raw->thumbnail.tformat;
    header->thumb_width = raw->thumbnail.twidth;
    header->thumb_height = raw->thumbnail.theight;
    header->thumb_length = raw->thumbnail.tlength;
    header->is_dng = raw->idata.dng_version != 0;
    header->colors = raw->idata.colors;
    libraw_close(raw);
    if (header->width <= 0 || header->height <= 0) {
        tessera_diagnostics_set_message(diagnostics, "LibRaw found no image size");
        return TESSERA_STATUS_ERROR;
    }
    return TESSERA_STATUS_OK;
}

tessera_status tessera_raw_preview(const uint8_t *data, size_t size, int descriptor, size_t max_bytes, int *kind,
                                   uint8_t **out, size_t *out_size, int *width, int *height,
                                   tessera_diagnostics *diagnostics) {
    tessera_diagnostics_reset(diagnostics);
    *kind = 0;
    *out = NULL;
    *out_size = 0;
    *width = *height = 0;
    tessera_status status;
    libraw_data_t *raw = open_raw(data, size, descriptor, max_bytes, diagnostics, &status);
    if (raw == NULL) return status;
    // The sizes the header promises, checked before LibRaw allocates the preview.
    size_t promised = raw->thumbnail.tlength;
    size_t pixels = (size_t)raw->thumbnail.twidth * (size_t)raw->thumbnail.theight * 4;
    if (raw->thumbnail.tformat == LIBRAW_THUMBNAIL_UNKNOWN && raw->thumbnail.twidth == 0) {
        tessera_diagnostics_set_message(diagnostics, "the file has no embedded preview");
        libraw_close(raw);
        return TESSERA_STATUS_UNSUPPORTED;
    }
    if (promised > max_bytes || pixels > max_bytes) {
        tessera_diagnostics_set_message(diagnostics, "the embedded preview is larger than the decode limit");
        libraw_close(raw);
        return TESSERA_STATUS_NO_MEMORY;
    }
    int code = libraw_unpack_thumb(raw);
    if (code != LIBRAW_SUCCESS) {
        status = status_of(code, diagnostics);
        libraw_close(raw);
        return status;
    }
    libraw_thumbnail_t *thumb = &raw->thumbnail;
    if (thumb->thumb == NULL || thumb->tlength == 0 || thumb->tlength > max_bytes) {
        tessera_diagnostics_set_message(diagnostics, "the embedded preview is empty");
        libraw_close(raw);
        return TESSERA_STATUS_DAMAGED;
    }
    if (thumb->tformat == LIBRAW_THUMBNAIL_JPEG) {
        uint8_t *bytes = malloc(thumb->tlength);
        if (bytes == NULL) { libraw_close(raw); return TESSERA_STATUS_NO_MEMORY; }
        memcpy(bytes, thumb->thumb, thumb->tlength);
        *kind = TESSERA_RAW_PREVIEW_JPEG;
        *out = bytes;
        *out_size = thumb->tlength;
        *width = thumb->twidth;
        *height = thumb->theight;
        libraw_close(raw);
        return TESSERA_STATUS_OK;
    }
    if (thumb->tformat == LIBRAW_THUMBNAIL_BITMAP) {
        int colors = thumb->tcolors > 0 ? thumb->tcolors : 3;
        size_t w = thumb->twidth, h = thumb->theight;
        if (w == 0 || h == 0 || (colors != 1 && colors != 3) || w * h * (size_t)colors > thumb->tlength) {
            tessera_diagnostics_set_message(diagnostics, "the embedded bitmap preview is shorter than its size");
            libraw_close(raw);
            return TESSERA_STATUS_DAMAGED;
        }
        uint8_t *rgba = malloc(w * h * 4);
        if (rgba == NULL) { libraw_close(raw); return TESSERA_STATUS_NO_MEMORY; }
        const uint8_t *from = (const uint8_t *)thumb->thumb;
        for (size_t i = 0; i < w * h; i++) {
            for (int c = 0; c < 3; c++) rgba[i * 4 + c] = from[i * (size_t)colors + (colors == 3 ? (size_t)c : 0)];
            rgba[i * 4 + 3] = 255;
        }
        *kind = TESSERA_RAW_PREVIEW_RGBA;
        *out = rgba;
        *out_size = w * h * 4;
        *width = (int)w;
        *height = (int)h;
        libraw_close(raw);
        return TESSERA_STATUS_OK;
    }
    tessera_diagnostics_set_message(diagnostics, "the embedded preview is in a format Tessera does not read");
    libraw_close(raw);
    return TESSERA_STATUS_UNSUPPORTED;
}

size_t tessera_raw_half_size_bytes(int raw_width, int raw_height, int colors) {
    size_t area = (size_t)(raw_width > 0 ? raw_width : 0) * (size_t)(raw_height > 0 ? raw_height : 0);
    // The unpacked raw (16 bits a photosite, four channels for a non-Bayer sensor), LibRaw's
    // half-size working image (four 16-bit channels a pixel) and its 8-bit copy, our RGBA.
    size_t raw = area * (colors > 3 ? 8 : 2);
    size_t half = area / 4;
    return raw + half * 8 + half * 3 + half * 4;
}

tessera_status tessera_raw_half_size(const uint8_t *data, size_t size, int descriptor, size_t max_bytes, uint8_t **out,
                                     int *width, int *height, tessera_diagnostics *diagnostics) {
    tessera_diagnostics_reset(diagnostics);
    *out = NULL;
    *width = *height = 0;
    tessera_status status;
    libraw_data_t *raw = open_raw(data, size, descriptor, max_bytes, diagnostics, &status);
    if (raw == NULL) return status;
    if (tessera_raw_half_size_bytes(raw->sizes.raw_width, raw->sizes.raw_height, raw->idata.colors) > max_bytes) {
        tessera_diagnostics_set_message(diagnostics, "the raw data is larger than the decode limit");
        libraw_close(raw);
        return TESSERA_STATUS_NO_MEMORY;
    }
    // LibRaw fills raw data missing from a cut file with zeros, most often without a word:
    // refuse a file too short to hold its sensor's data (even lossy DNG keeps over 1/16 byte
    // a photosite; lossless raw data needs several times that).
    size_t file_size = size;
    struct stat info;
    if (data == NULL) file_size = fstat(descriptor, &info) == 0 ? (size_t)info.st_size : 0;
    size_t photosites = (size_t)raw->sizes.raw_width * (size_t)raw->sizes.raw_height;
    if (file_size < photosites / 16) {
        char text[TESSERA_MESSAGE_LENGTH];
        snprintf(text, sizeof text, "the file (%zu bytes) is too short to hold its %d×%d raw data", file_size,
                 raw->sizes.raw_width, raw->sizes.raw_height);
        tessera_diagnostics_set_message(diagnostics, text);
        libraw_close(raw);
        return TESSERA_STATUS_DAMAGED;
    }
    raw->params.half_size = 1;
    raw->params.use_camera_wb = 1;
    raw->params.output_bps = 8;
    raw->params.output_color = 1;   // sRGB
    int code = libraw_unpack(raw);
    if (code == LIBRAW_SUCCESS) code = libraw_dcraw_process(raw);
    if (code != LIBRAW_SUCCESS) {
        status = status_of(code, diagnostics);
        libraw_close(raw);
        return status;
    }
    // Stored orientation: the caller turns the picture by the flip it read from the header.
    raw->sizes.flip = 0;
    int error = 0;
    libraw_processed_image_t *image = libraw_dcraw_make_mem_image(raw, &error);
    if (image == NULL) {
        status = status_of(error != 0 ? error : LIBRAW_UNSUFFICIENT_MEMORY, diagnostics);
        libraw_close(raw);
        return status;
    }
    size_t w = image->width, h = image->height;
    int colors = image->colors;
    if (image->type != LIBRAW_IMAGE_BITMAP || image->bits != 8 || (colors != 1 && colors != 3) || w == 0 || h == 0 ||
        (size_t)image->data_size < w * h * (size_t)colors) {
        tessera_diagnostics_set_message(diagnostics, "LibRaw developed no 8-bit picture");
        libraw_dcraw_clear_mem(image);
        libraw_close(raw);
        return TESSERA_STATUS_ERROR;
    }
    uint8_t *rgba = malloc(w * h * 4);
    if (rgba == NULL) {
        libraw_dcraw_clear_mem(image);
        libraw_close(raw);
        return TESSERA_STATUS_NO_MEMORY;
    }
    for (size_t i = 0; i < w * h; i++) {
        for (int c = 0; c < 3; c++) rgba[i * 4 + c] = image->data[i * (size_t)colors + (colors == 3 ? (size_t)c : 0)];
        rgba[i * 4 + 3] = 255;
    }
    libraw_dcraw_clear_mem(image);
    libraw_close(raw);
    *out = rgba;
    *width = (int)w;
    *height = (int)h;
    return TESSERA_STATUS_OK;
}

const char *tessera_raw_lib_version(void) { return libraw_version(); }
