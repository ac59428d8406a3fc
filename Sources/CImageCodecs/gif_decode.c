// giflib behind status codes. The file is read with giflib's record reader up to its first image
// and no further (never DGifSlurp, which would hold every frame of an animation), from memory or
// from the file a buffer at a time. giflib reports failures by return value and an error code,
// never by longjmp, and prints nothing; the codes become a tessera_status and giflib's words.

#include "CImageCodecs.h"
#include "diagnostics.h"
#include "file_input.h"
#include <gif_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TESSERA_STRING(x) #x
#define TESSERA_VERSION(major, minor, release) TESSERA_STRING(major) "." TESSERA_STRING(minor) "." TESSERA_STRING(release)

struct tessera_gif_decoder {
    /// giflib's handle; NULL when DGifOpen refused the file (then open_error says why).
    GifFileType *gif;
    int open_error;
    tessera_diagnostics diagnostics;
    const uint8_t *data;
    size_t size;
    size_t offset;
    /// The file read in chunks instead of `data` (NULL when reading from memory).
    FILE *file;
    /// 1 once the input gave fewer bytes than giflib asked for.
    int hit_end;
    int left, top, image_width, image_height;
};

static int read_input(GifFileType *gif, GifByteType *destination, int count) {
    tessera_gif_decoder *decoder = gif->UserData;
    if (decoder == NULL || count <= 0) return 0;
    size_t got;
    if (decoder->file != NULL) {
        got = fread(destination, 1, (size_t)count, decoder->file);
    } else {
        size_t remaining = decoder->size - decoder->offset;
        got = (size_t)count < remaining ? (size_t)count : remaining;
        if (got > 0) memcpy(destination, decoder->data + decoder->offset, got);
        decoder->offset += got;
    }
    if (got < (size_t)count) decoder->hit_end = 1;
    return (int)got;
}

/// Records giflib's words for `code` and returns its status: TRUNCATED when the input ran out
/// (giflib also says "read failed" of a code size above 8, which is damage, not an early end).
static tessera_status fail(tessera_gif_decoder *decoder, int code) {
    const char *text = GifErrorString(code);
    tessera_diagnostics_set_message(&decoder->diagnostics, text != NULL ? text : "giflib failed");
    if (code == D_GIF_ERR_NOT_ENOUGH_MEM) return TESSERA_STATUS_NO_MEMORY;
    if (decoder->hit_end) return TESSERA_STATUS_TRUNCATED;
    return TESSERA_STATUS_ERROR;
}

static tessera_status refuse(tessera_gif_decoder *decoder, const char *text) {
    tessera_diagnostics_set_message(&decoder->diagnostics, text);
    return TESSERA_STATUS_ERROR;
}

static tessera_gif_decoder *create(const uint8_t *data, size_t size, FILE *file) {
    tessera_gif_decoder *decoder = calloc(1, sizeof(tessera_gif_decoder));
    if (decoder == NULL) {
        if (file != NULL) fclose(file);
        return NULL;
    }
    tessera_diagnostics_reset(&decoder->diagnostics);
    decoder->data = data;
    decoder->size = size;
    decoder->file = file;
    int error = 0;
    decoder->gif = DGifOpen(decoder, read_input, &error);
    if (decoder->gif == NULL) decoder->open_error = error != 0 ? error : D_GIF_ERR_NOT_ENOUGH_MEM;
    return decoder;
}

tessera_gif_decoder *tessera_gif_decoder_create(const uint8_t *data, size_t size) {
    return create(data, size, NULL);
}

tessera_gif_decoder *tessera_gif_decoder_create_file(int descriptor) {
    FILE *file = tessera_open_input(descriptor);
    if (file == NULL) return NULL;
    return create(NULL, 0, file);
}

tessera_status tessera_gif_decoder_screen(tessera_gif_decoder *decoder, int *width, int *height) {
    if (decoder->gif == NULL) return fail(decoder, decoder->open_error);
    *width = decoder->gif->SWidth;
    *height = decoder->gif->SHeight;
    return TESSERA_STATUS_OK;
}

/// Draws the image whose descriptor giflib has just read onto the screen's pixels.
static tessera_status draw_image(tessera_gif_decoder *decoder, int transparent, uint8_t *pixels, int width, int height,
                                 size_t stride, int *rows_done) {
    GifFileType *gif = decoder->gif;
    const GifImageDesc *image = &gif->Image;
    decoder->left = image->Left;
    decoder->top = image->Top;
    decoder->image_width = image->Width;
    decoder->image_height = image->Height;
    if (image->Width <= 0 || image->Height <= 0) return refuse(decoder, "the first image is empty (0 pixels wide or high)");
    const ColorMapObject *map = image->ColorMap != NULL ? image->ColorMap : gif->SColorMap;
    if (map == NULL || map->Colors == NULL || map->ColorCount <= 0) {
        return refuse(decoder, "the first image has no colour table, local or global");
    }
    GifPixelType *line = malloc((size_t)image->Width);
    if (line == NULL) return TESSERA_STATUS_NO_MEMORY;
    // Interlaced rows come in four passes: every 8th row from 0, every 8th from 4, every 4th
    // from 2, every 2nd from 1.
    static const int firsts[4] = {0, 4, 2, 1};
    static const int steps[4] = {8, 8, 4, 2};
    int passes = image->Interlace ? 4 : 1;
    tessera_status status = TESSERA_STATUS_OK;
    for (int pass = 0; pass < passes && status == TESSERA_STATUS_OK; pass++) {
        int step = image->Interlace ? steps[pass] : 1;
        for (int y = image->Interlace ? firsts[pass] : 0; y < image->Height; y += step) {
            if (DGifGetLine(gif, line, image->Width) == GIF_ERROR) {
                status = fail(decoder, gif->Error);
                break;
            }
            *rows_done += 1;
            long screen_y = (long)image->Top + y;
            if (screen_y >= height) {
                // Rows below the screen are dropped; a sequential image has no more to show.
                if (!image->Interlace) goto done;
                continue;
            }
            uint8_t *row = pixels + (size_t)screen_y * stride;
            for (int x = 0; x < image->Width; x++) {
                long screen_x = (long)image->Left + x;
                if (screen_x >= width) break;
                int index = line[x];
                if (index == transparent) continue;   // left at 0, 0, 0, 0
                uint8_t *pixel = row + (size_t)screen_x * 4;
                if (index < map->ColorCount) {
                    pixel[0] = map->Colors[index].Red;
                    pixel[1] = map->Colors[index].Green;
                    pixel[2] = map->Colors[index].Blue;
                } else {
                    pixel[0] = pixel[1] = pixel[2] = 0;
                }
                pixel[3] = 255;
            }
        }
    }
done:
    free(line);
    return status;
}

tessera_status tessera_gif_decoder_read_first_image(tessera_gif_decoder *decoder, uint8_t *pixels, int width, int height,
                                                    size_t stride, int *rows_done) {
    *rows_done = 0;
    if (decoder->gif == NULL) return fail(decoder, decoder->open_error);
    GifFileType *gif = decoder->gif;
    if (width != gif->SWidth || height != gif->SHeight || width <= 0 || height <= 0 || stride < (size_t)width * 4) {
        return refuse(decoder, "the picture is not the logical screen's size");
    }
    int transparent = NO_TRANSPARENT_COLOR;
    for (;;) {
        GifRecordType type;
        if (DGifGetRecordType(gif, &type) == GIF_ERROR) return fail(decoder, gif->Error);
        switch (type) {
        case EXTENSION_RECORD_TYPE: {
            int code = 0;
            GifByteType *block = NULL;
            if (DGifGetExtension(gif, &code, &block) == GIF_ERROR) return fail(decoder, gif->Error);
            // The Graphic Control Extension before an image names its transparent index; giflib
            // hands each sub-block with its length byte first.
            if (code == GRAPHICS_EXT_FUNC_CODE && block != NULL && block[0] == 4) {
                GraphicsControlBlock control;
                if (DGifExtensionToGCB(block[0], block + 1, &control) == GIF_OK) transparent = control.TransparentColor;
            }
            while (block != NULL) {
                if (DGifGetExtensionNext(gif, &block) == GIF_ERROR) return fail(decoder, gif->Error);
            }
            break;
        }
        case IMAGE_DESC_RECORD_TYPE:
            if (DGifGetImageDesc(gif) == GIF_ERROR) return fail(decoder, gif->Error);
            return draw_image(decoder, transparent, pixels, width, height, stride, rows_done);
        case TERMINATE_RECORD_TYPE:
            return refuse(decoder, "the file's trailer comes before any image");
        default:
            return refuse(decoder, "a record of unknown type");
        }
    }
}

void tessera_gif_decoder_first_image(const tessera_gif_decoder *decoder, int *left, int *top, int *width, int *height) {
    *left = decoder->left;
    *top = decoder->top;
    *width = decoder->image_width;
    *height = decoder->image_height;
}

const tessera_diagnostics *tessera_gif_decoder_diagnostics(const tessera_gif_decoder *decoder) {
    return &decoder->diagnostics;
}

void tessera_gif_decoder_destroy(tessera_gif_decoder *decoder) {
    if (decoder == NULL) return;
    if (decoder->gif != NULL) {
        int error = 0;
        DGifCloseFile(decoder->gif, &error);
    }
    if (decoder->file != NULL) fclose(decoder->file);
    free(decoder);
}

const char *tessera_gif_lib_version(void) {
    return TESSERA_VERSION(GIFLIB_MAJOR, GIFLIB_MINOR, GIFLIB_RELEASE);
}
