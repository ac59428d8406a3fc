// libheif behind status codes: a HEIF/HEIC/AVIF file's primary image decoded to 8-bit RGB(A),
// without its irot/imir transformations (the caller turns the picture, as it does a JPEG's
// EXIF orientation), copied into premultiplied RGBA rows. A file is read through a heif_reader
// over the descriptor (pread: nothing but what libheif asks for is read); libheif's errors come
// back as text, nothing is printed.

#include "CImageCodecs.h"
#include "diagnostics.h"
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <libheif/heif.h>

typedef struct {
    int descriptor;
    int64_t position;
    int64_t size;
} file_reader;

static int64_t reader_position(void *user) { return ((file_reader *)user)->position; }

static int reader_read(void *data, size_t size, void *user) {
    file_reader *reader = user;
    size_t done = 0;
    while (done < size) {
        ssize_t got = pread(reader->descriptor, (uint8_t *)data + done, size - done, (off_t)(reader->position + (int64_t)done));
        if (got <= 0) return -1;
        done += (size_t)got;
    }
    reader->position += (int64_t)size;
    return 0;
}

static int reader_seek(int64_t position, void *user) {
    file_reader *reader = user;
    if (position < 0 || position > reader->size) return -1;
    reader->position = position;
    return 0;
}

static enum heif_reader_grow_status reader_wait(int64_t target, void *user) {
    return target > ((file_reader *)user)->size ? heif_reader_grow_status_size_beyond_eof : heif_reader_grow_status_size_reached;
}

static const struct heif_reader file_reader_api = {1, reader_position, reader_read, reader_seek, reader_wait};

static tessera_status status_of(struct heif_error error, tessera_diagnostics *diagnostics) {
    tessera_diagnostics_set_message(diagnostics, error.message != NULL && error.message[0] ? error.message : "libheif failed");
    switch (error.code) {
    case heif_error_Ok: return TESSERA_STATUS_OK;
    case heif_error_Memory_allocation_error:
        // libheif's own limits (a side over its maximum, too many tiles or items) are refusals of
        // the file, not a machine out of memory: say what libheif said.
        return error.subcode == heif_suberror_Security_limit_exceeded ? TESSERA_STATUS_UNSUPPORTED : TESSERA_STATUS_NO_MEMORY;
    case heif_error_Unsupported_filetype:
    case heif_error_Unsupported_feature: return TESSERA_STATUS_UNSUPPORTED;
    default: return TESSERA_STATUS_ERROR;
    }
}

/// libheif registers its decoders on first use: without heif_init, two threads decoding their
/// first HEIF at once race on that registry (and corrupt the heap). Once, before any decode.
static pthread_once_t heif_ready = PTHREAD_ONCE_INIT;
static void initialise_heif(void) { heif_init(NULL); }

tessera_status tessera_heif_decode(const uint8_t *data, size_t size, int descriptor, int64_t file_size, int max_dimension,
                                   int *out_width, int *out_height, uint8_t **out_pixels, uint8_t **out_profile,
                                   size_t *out_profile_size, tessera_diagnostics *diagnostics) {
    tessera_diagnostics_reset(diagnostics);
    pthread_once(&heif_ready, initialise_heif);
    *out_width = *out_height = 0;
    *out_pixels = NULL;
    *out_profile = NULL;
    *out_profile_size = 0;
    struct heif_context *context = heif_context_alloc();
    if (context == NULL) return TESSERA_STATUS_NO_MEMORY;
    heif_context_set_maximum_image_size_limit(context, max_dimension);
    // A grid's tiles are decoded on the calling thread, one of the pool's: `--jobs N` is N threads.
    heif_context_set_max_decoding_threads(context, 0);
    file_reader reader = {descriptor, 0, file_size};
    struct heif_error error = data != NULL ? heif_context_read_from_memory_without_copy(context, data, size, NULL)
                                           : heif_context_read_from_reader(context, &file_reader_api, &reader, NULL);
    struct heif_image_handle *handle = NULL;
    struct heif_image *image = NULL;
    struct heif_decoding_options *options = NULL;
    tessera_status status;
    if (error.code != heif_error_Ok) { status = status_of(error, diagnostics); goto done; }
    error = heif_context_get_primary_image_handle(context, &handle);
    if (error.code != heif_error_Ok) { status = status_of(error, diagnostics); goto done; }
    int alpha = heif_image_handle_has_alpha_channel(handle);
    int premultiplied = heif_image_handle_is_premultiplied_alpha(handle);
    options = heif_decoding_options_alloc();
    if (options == NULL) { status = TESSERA_STATUS_NO_MEMORY; goto done; }
    options->ignore_transformations = 1;
    options->convert_hdr_to_8bit = 1;
    error = heif_decode_image(handle, &image, heif_colorspace_RGB,
                              alpha ? heif_chroma_interleaved_RGBA : heif_chroma_interleaved_RGB, options);
    if (error.code != heif_error_Ok) { status = status_of(error, diagnostics); goto done; }
    int width = heif_image_get_width(image, heif_channel_interleaved);
    int height = heif_image_get_height(image, heif_channel_interleaved);
    int stride = 0;
    const uint8_t *plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride);
    if (plane == NULL || width <= 0 || height <= 0) {
        tessera_diagnostics_set_message(diagnostics, "libheif gave no pixels");
        status = TESSERA_STATUS_ERROR;
        goto done;
    }
    uint8_t *pixels = malloc((size_t)width * (size_t)height * 4);
    if (pixels == NULL) { status = TESSERA_STATUS_NO_MEMORY; goto done; }
    int channels = alpha ? 4 : 3;
    for (int y = 0; y < height; y++) {
        const uint8_t *from = plane + (size_t)y * (size_t)stride;
        uint8_t *to = pixels + (size_t)y * (size_t)width * 4;
        for (int x = 0; x < width; x++) {
            uint8_t a = alpha ? from[x * channels + 3] : 255;
            for (int c = 0; c < 3; c++) {
                unsigned value = from[x * channels + c];
                if (alpha && !premultiplied) {
                    unsigned t = value * a + 128u;
                    value = (t + (t >> 8)) >> 8;
                }
                to[x * 4 + c] = (uint8_t)value;
            }
            to[x * 4 + 3] = a;
        }
    }
    *out_pixels = pixels;
    *out_width = width;
    *out_height = height;
    enum heif_color_profile_type type = heif_image_handle_get_color_profile_type(handle);
    if (type == heif_color_profile_type_prof || type == heif_color_profile_type_rICC) {
        size_t length = heif_image_handle_get_raw_color_profile_size(handle);
        if (length > 0 && length <= (4u << 20)) {
            uint8_t *profile = malloc(length);
            if (profile != NULL && heif_image_handle_get_raw_color_profile(handle, profile).code == heif_error_Ok) {
                *out_profile = profile;
                *out_profile_size = length;
            } else {
                free(profile);
            }
        }
    }
    status = TESSERA_STATUS_OK;
done:
    if (options != NULL) heif_decoding_options_free(options);
    if (image != NULL) heif_image_release(image);
    if (handle != NULL) heif_image_handle_release(handle);
    heif_context_free(context);
    return status;
}
