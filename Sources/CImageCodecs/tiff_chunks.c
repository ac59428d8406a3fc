// A TIFF page's strips and tiles decoded once each (issue 36): libtiff's TIFFRGBAImageGet,
// asked for a band of rows, decompresses every strip or tile the band touches from its start,
// so a 16000-row strip read in 64-row bands was inflated 250 times and an 8192² tile 128
// times; and with stoponerr=0 a strip it cannot decode is drawn black with no error. Here a
// chunk row (one strip, or a row of tiles) is decoded whole into one buffer whose size the
// caller knows and has budgeted, a failure is DAMAGED with libtiff's words, and the RGBA
// reader's own conversion routine (its `put`) turns the decoded rows into pixels.

#include "tiff_decoder.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// The colour planes read for one chunk of a planar-separate page, as libtiff's gtStripSeparate
/// reads them: one (grey, palette) or three, and the alpha (or CMYK's black) after them.
static uint16_t color_planes(const TIFFRGBAImage *image) {
    switch (image->photometric) {
    case PHOTOMETRIC_MINISWHITE: case PHOTOMETRIC_MINISBLACK: case PHOTOMETRIC_PALETTE: return 1;
    default: return 3;
    }
}

static tessera_status fail(tessera_tiff_decoder *decoder, tessera_status status, const char *text) {
    tessera_diagnostics_set_message(&decoder->diagnostics, text);
    return status;
}

tessera_status tessera_tiff_decoder_layout(tessera_tiff_decoder *decoder, tessera_tiff_layout *layout) {
    memset(layout, 0, sizeof *layout);
    if (!decoder->started) return fail(decoder, TESSERA_STATUS_ERROR, "the page was not started");
    TIFF *tiff = decoder->tiff;
    uint32_t width = decoder->image.width, height = decoder->image.height, chunk_width = width, chunk_height = height;
    uint64_t chunk = 0;
    if (TIFFIsTiled(tiff)) {
        TIFFGetField(tiff, TIFFTAG_TILEWIDTH, &chunk_width);
        TIFFGetField(tiff, TIFFTAG_TILELENGTH, &chunk_height);
        chunk = TIFFTileSize64(tiff);
    } else {
        TIFFGetFieldDefaulted(tiff, TIFFTAG_ROWSPERSTRIP, &chunk_height);
        if (chunk_height == 0 || chunk_height > height) chunk_height = height;
        chunk = TIFFVStripSize64(tiff, chunk_height);
    }
    if (chunk_width == 0 || chunk_height == 0 || chunk_width > INT32_MAX || chunk_height > INT32_MAX || chunk == 0) {
        return fail(decoder, TESSERA_STATUS_ERROR, "libtiff gives no usable size for a strip or tile");
    }
    uint16_t planes = decoder->image.isContig ? 1 : (uint16_t)(color_planes(&decoder->image) + (decoder->image.alpha ? 1 : 0));
    uint64_t across = (width + (uint64_t)chunk_width - 1) / chunk_width;
    if (chunk > (uint64_t)INT64_MAX / 8 / across) return fail(decoder, TESSERA_STATUS_ERROR, "a strip or tile too large to count");
    layout->tiled = TIFFIsTiled(tiff) ? 1 : 0;
    layout->chunk_width = (int)chunk_width;
    layout->chunk_height = (int)chunk_height;
    layout->across = (int)across;
    layout->down = (int)((height + (uint64_t)chunk_height - 1) / chunk_height);
    layout->chunk_bytes = (int64_t)chunk;
    layout->bytes = (int64_t)(chunk * planes * across);
    decoder->layout = *layout;
    decoder->planes = planes;
    decoder->has_layout = 1;
    decoder->loaded_row = -1;
    return TESSERA_STATUS_OK;
}

tessera_status tessera_tiff_decoder_read_chunk_row(tessera_tiff_decoder *decoder, int row, int64_t max_bytes) {
    const tessera_tiff_layout *layout = &decoder->layout;
    if (!decoder->has_layout || row < 0 || row >= layout->down) return fail(decoder, TESSERA_STATUS_ERROR, "no such strip or tile row");
    if (decoder->chunks == NULL) {
        if (layout->bytes > max_bytes) return fail(decoder, TESSERA_STATUS_NO_MEMORY, "a strip or row of tiles above the memory limit");
        decoder->chunks = malloc((size_t)layout->bytes);
        if (decoder->chunks == NULL) return fail(decoder, TESSERA_STATUS_NO_MEMORY, "out of memory");
    }
    decoder->loaded_row = -1;
    tessera_diagnostics_set_message(&decoder->diagnostics, "");   // this row's error, not an earlier one
    size_t chunk_bytes = (size_t)layout->chunk_bytes;
    for (int column = 0; column < layout->across; column++) {
        for (uint16_t plane = 0; plane < decoder->planes; plane++) {
            uint8_t *target = decoder->chunks + ((size_t)column * decoder->planes + plane) * chunk_bytes;
            tmsize_t got;
            uint32_t index;
            if (layout->tiled) {
                index = TIFFComputeTile(decoder->tiff, (uint32_t)column * (uint32_t)layout->chunk_width,
                                        (uint32_t)row * (uint32_t)layout->chunk_height, 0, plane);
                got = TIFFReadEncodedTile(decoder->tiff, index, target, (tmsize_t)chunk_bytes);
            } else {
                index = TIFFComputeStrip(decoder->tiff, (uint32_t)row * (uint32_t)layout->chunk_height, plane);
                got = TIFFReadEncodedStrip(decoder->tiff, index, target, (tmsize_t)chunk_bytes);
            }
            decoder->chunks_decoded++;
            if (got < 0) {
                if (decoder->diagnostics.message[0] == '\0') {
                    char text[TESSERA_MESSAGE_LENGTH];
                    snprintf(text, sizeof text, "libtiff could not decode %s %u", layout->tiled ? "tile" : "strip", index);
                    tessera_diagnostics_set_message(&decoder->diagnostics, text);
                }
                return TESSERA_STATUS_DAMAGED;
            }
        }
    }
    decoder->loaded_row = row;
    return TESSERA_STATUS_OK;
}

tessera_status tessera_tiff_decoder_put_rows(tessera_tiff_decoder *decoder, int first, int count, uint8_t *pixels) {
    const tessera_tiff_layout *layout = &decoder->layout;
    TIFFRGBAImage *image = &decoder->image;
    if (decoder->loaded_row < 0 || first < 0 || count <= 0) return fail(decoder, TESSERA_STATUS_ERROR, "no strip or tile row read");
    uint64_t top = (uint64_t)decoder->loaded_row * (uint64_t)layout->chunk_height;
    uint64_t rows = image->height - top < (uint64_t)layout->chunk_height ? image->height - top : (uint64_t)layout->chunk_height;
    if ((uint64_t)first + (uint64_t)count > rows) return fail(decoder, TESSERA_STATUS_ERROR, "rows outside the strip or tile");
    // The byte offset of row `first` (a multiple of the YCbCr block height) in each chunk.
    uint64_t offset = layout->tiled ? TIFFVTileSize64(decoder->tiff, (uint32_t)first) : TIFFVStripSize64(decoder->tiff, (uint32_t)first);
    size_t chunk_bytes = (size_t)layout->chunk_bytes;
    uint32_t *raster = (uint32_t *)(void *)pixels;
    uint32_t width = image->width, chunk_width = (uint32_t)layout->chunk_width;
    for (int column = 0; column < layout->across; column++) {
        uint32_t x = (uint32_t)column * chunk_width;
        uint32_t columns = width - x < chunk_width ? width - x : chunk_width;
        int32_t fromskew = (int32_t)(chunk_width - columns), toskew = (int32_t)(width - columns);
        uint8_t *base = decoder->chunks + (size_t)column * decoder->planes * chunk_bytes;
        if (image->isContig) {
            image->put.contig(image, raster + x, x, 0, columns, (uint32_t)count, fromskew, toskew, base + offset);
        } else {
            uint16_t colors = color_planes(image);
            uint8_t *p0 = base + offset;
            uint8_t *p1 = colors > 1 ? p0 + chunk_bytes : p0, *p2 = colors > 1 ? p0 + 2 * chunk_bytes : p0;
            uint8_t *alpha = image->alpha ? p0 + (size_t)colors * chunk_bytes : NULL;
            image->put.separate(image, raster + x, x, 0, columns, (uint32_t)count, fromskew, toskew, p0, p1, p2, alpha);
        }
    }
    tessera_tiff_finish_rows(decoder, pixels, (size_t)width * (size_t)count);
    return TESSERA_STATUS_OK;
}
