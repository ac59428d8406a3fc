// Little CMS 2 behind a small handle: an embedded ICC profile to sRGB, relative colorimetric with
// black-point compensation (what photo viewers do). Each transform has its own context, whose
// error handler records the first message instead of printing it, so transforms on different
// threads share nothing.

#include "CImageCodecs.h"
#include "diagnostics.h"
#include <lcms2.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct tessera_color_transform {
    cmsContext context;
    cmsHTRANSFORM transform;
    int input;          // TESSERA_COLOR_INPUT_*
    uint8_t *scratch;   // one row of input samples
    uint8_t *output;    // one row of RGB
    size_t capacity;    // pixels the rows hold
};

typedef struct {
    char message[TESSERA_MESSAGE_LENGTH];
} log_sink;

static void record_error(cmsContext context, cmsUInt32Number code, const char *text) {
    (void)code;
    log_sink *sink = cmsGetContextUserData(context);
    if (sink != NULL && sink->message[0] == '\0' && text != NULL) {
        snprintf(sink->message, sizeof sink->message, "%s", text);
    }
}

static void fail(char *error, size_t error_size, const char *reason, const log_sink *sink) {
    if (error == NULL || error_size == 0) return;
    if (sink != NULL && sink->message[0] != '\0') {
        snprintf(error, error_size, "%s (%s)", reason, sink->message);
    } else {
        snprintf(error, error_size, "%s", reason);
    }
}

tessera_color_transform *tessera_color_transform_create(const uint8_t *profile, size_t size, int input,
                                                        char *error, size_t error_size) {
    if (error != NULL && error_size > 0) error[0] = '\0';
    log_sink *sink = calloc(1, sizeof(log_sink));
    if (sink == NULL) return NULL;
    cmsContext context = cmsCreateContext(NULL, sink);
    if (context == NULL) {
        free(sink);
        return NULL;
    }
    cmsSetLogErrorHandlerTHR(context, record_error);
    tessera_color_transform *result = NULL;
    cmsHPROFILE source = size > 0 && size <= 0x7fffffff ? cmsOpenProfileFromMemTHR(context, profile, (cmsUInt32Number)size) : NULL;
    cmsHPROFILE srgb = cmsCreate_sRGBProfileTHR(context);
    if (source == NULL) {
        fail(error, error_size, "the embedded ICC profile cannot be read", sink);
        goto done;
    }
    cmsColorSpaceSignature space = cmsGetColorSpace(source);
    cmsUInt32Number format;
    int expected;
    switch (input) {
    case TESSERA_COLOR_INPUT_RGB: format = TYPE_RGB_8; expected = space == cmsSigRgbData; break;
    case TESSERA_COLOR_INPUT_GRAY: format = TYPE_GRAY_8; expected = space == cmsSigGrayData; break;
    case TESSERA_COLOR_INPUT_CMYK: format = TYPE_CMYK_8; expected = space == cmsSigCmykData; break;
    case TESSERA_COLOR_INPUT_CMYK_INVERTED: format = TYPE_CMYK_8_REV; expected = space == cmsSigCmykData; break;
    default:
        fail(error, error_size, "unknown colour input", NULL);
        goto done;
    }
    if (!expected) {
        const char *kind = space == cmsSigRgbData ? "an RGB" : space == cmsSigGrayData ? "a grey" : space == cmsSigCmykData ? "a CMYK" : "an unusual";
        const char *image = input == TESSERA_COLOR_INPUT_RGB ? "RGB" : input == TESSERA_COLOR_INPUT_GRAY ? "grey" : "CMYK";
        char reason[TESSERA_MESSAGE_LENGTH];
        snprintf(reason, sizeof reason, "the embedded ICC profile is %s profile but the image is %s", kind, image);
        fail(error, error_size, reason, NULL);
        goto done;
    }
    cmsHTRANSFORM transform = cmsCreateTransformTHR(context, source, format, srgb, TYPE_RGB_8, INTENT_RELATIVE_COLORIMETRIC,
                                                    cmsFLAGS_BLACKPOINTCOMPENSATION);
    if (transform == NULL) {
        fail(error, error_size, "the embedded ICC profile cannot convert to sRGB", sink);
        goto done;
    }
    result = calloc(1, sizeof(tessera_color_transform));
    if (result == NULL) {
        cmsDeleteTransform(transform);
        goto done;
    }
    result->context = context;
    result->transform = transform;
    result->input = input;
done:
    if (source != NULL) cmsCloseProfile(source);
    if (srgb != NULL) cmsCloseProfile(srgb);
    if (result == NULL) {
        cmsDeleteContext(context);
        free(sink);
    }
    return result;
}

static int reserve(tessera_color_transform *t, size_t width) {
    if (width <= t->capacity) return 1;
    uint8_t *scratch = realloc(t->scratch, width * 4);
    if (scratch == NULL) return 0;
    t->scratch = scratch;
    uint8_t *output = realloc(t->output, width * 3);
    if (output == NULL) return 0;
    t->output = output;
    t->capacity = width;
    return 1;
}

tessera_status tessera_color_transform_rgba(tessera_color_transform *t, uint8_t *pixels, size_t width, size_t height,
                                            size_t stride) {
    if (t->input != TESSERA_COLOR_INPUT_RGB && t->input != TESSERA_COLOR_INPUT_GRAY) return TESSERA_STATUS_ERROR;
    if (!reserve(t, width)) return TESSERA_STATUS_NO_MEMORY;
    int channels = t->input == TESSERA_COLOR_INPUT_RGB ? 3 : 1;
    for (size_t y = 0; y < height; y++) {
        uint8_t *row = pixels + y * stride;
        // Premultiplied in, straight colour through the transform, premultiplied out.
        for (size_t x = 0; x < width; x++) {
            const uint8_t *p = row + x * 4;
            unsigned a = p[3];
            for (int c = 0; c < channels; c++) {
                unsigned v = p[c];
                t->scratch[x * channels + c] = a == 255 ? (uint8_t)v : a == 0 ? 0 : (uint8_t)((v * 255 + a / 2) / a > 255 ? 255 : (v * 255 + a / 2) / a);
            }
        }
        cmsDoTransform(t->transform, t->scratch, t->output, (cmsUInt32Number)width);
        for (size_t x = 0; x < width; x++) {
            uint8_t *p = row + x * 4;
            unsigned a = p[3];
            for (int c = 0; c < 3; c++) {
                unsigned v = t->output[x * 3 + c];
                p[c] = a == 255 ? (uint8_t)v : (uint8_t)((v * a + 127) / 255);
            }
        }
    }
    return TESSERA_STATUS_OK;
}

tessera_status tessera_color_transform_cmyk_row(tessera_color_transform *t, uint8_t *row, size_t width) {
    if (t->input != TESSERA_COLOR_INPUT_CMYK && t->input != TESSERA_COLOR_INPUT_CMYK_INVERTED) return TESSERA_STATUS_ERROR;
    if (!reserve(t, width)) return TESSERA_STATUS_NO_MEMORY;
    cmsDoTransform(t->transform, row, t->output, (cmsUInt32Number)width);
    for (size_t x = 0; x < width; x++) {
        row[x * 4] = t->output[x * 3];
        row[x * 4 + 1] = t->output[x * 3 + 1];
        row[x * 4 + 2] = t->output[x * 3 + 2];
        row[x * 4 + 3] = 255;
    }
    return TESSERA_STATUS_OK;
}

void tessera_color_transform_destroy(tessera_color_transform *t) {
    if (t == NULL) return;
    void *sink = cmsGetContextUserData(t->context);
    cmsDeleteTransform(t->transform);
    cmsDeleteContext(t->context);
    free(sink);
    free(t->scratch);
    free(t->output);
    free(t);
}

int tessera_icc_profile_description(const uint8_t *profile, size_t size, char *out, size_t out_size) {
    if (out_size == 0) return -1;
    out[0] = '\0';
    log_sink sink = {{0}};
    cmsContext context = cmsCreateContext(NULL, &sink);
    if (context == NULL) return -1;
    cmsSetLogErrorHandlerTHR(context, record_error);
    int result = -1;
    cmsHPROFILE handle = size > 0 && size <= 0x7fffffff ? cmsOpenProfileFromMemTHR(context, profile, (cmsUInt32Number)size) : NULL;
    if (handle != NULL) {
        cmsUInt32Number length = cmsGetProfileInfoASCII(handle, cmsInfoDescription, "en", "US", out, (cmsUInt32Number)out_size);
        result = length > 0 ? 0 : -1;
        cmsCloseProfile(handle);
    }
    cmsDeleteContext(context);
    return result;
}

// MARK: - One transform kept per thread

// Photos from one camera carry the same profile, and making a transform costs milliseconds
// (3 ms for a matrix-shaper RGB profile, 30 for a CMYK one, measured with Little CMS 2.14): each
// decoding thread keeps its last transform, with a copy of the profile it was made from.
typedef struct {
    uint8_t *profile;
    size_t size;
    int input;
    tessera_color_transform *transform;
} thread_cache;

static pthread_key_t cache_key;
static pthread_once_t cache_once = PTHREAD_ONCE_INIT;

static void cache_free(void *pointer) {
    thread_cache *cache = pointer;
    if (cache == NULL) return;
    tessera_color_transform_destroy(cache->transform);
    free(cache->profile);
    free(cache);
}

static void cache_make_key(void) {
    pthread_key_create(&cache_key, cache_free);
}

tessera_color_transform *tessera_color_transform_shared(const uint8_t *profile, size_t size, int input,
                                                        char *error, size_t error_size) {
    pthread_once(&cache_once, cache_make_key);
    thread_cache *cache = pthread_getspecific(cache_key);
    if (cache != NULL && cache->transform != NULL && cache->input == input && cache->size == size &&
        memcmp(cache->profile, profile, size) == 0) {
        return cache->transform;
    }
    tessera_color_transform *transform = tessera_color_transform_create(profile, size, input, error, error_size);
    if (transform == NULL) return NULL;
    uint8_t *copy = malloc(size);
    if (cache == NULL) {
        cache = calloc(1, sizeof(thread_cache));
        if (cache != NULL && pthread_setspecific(cache_key, cache) != 0) {
            free(cache);
            cache = NULL;
        }
    }
    if (cache == NULL || copy == NULL) {
        // Nowhere to keep it, and the caller must not own it: fail as out of memory.
        free(copy);
        tessera_color_transform_destroy(transform);
        if (error != NULL && error_size > 0) snprintf(error, error_size, "out of memory for the colour transform");
        return NULL;
    }
    tessera_color_transform_destroy(cache->transform);
    free(cache->profile);
    memcpy(copy, profile, size);
    cache->profile = copy;
    cache->size = size;
    cache->input = input;
    cache->transform = transform;
    return transform;
}

