// The two pure steps of PNG encoding that cost time, for one chunk of rows at a time: row
// filtering (PNG's five filters) and deflate (zlib). Each call depends only on its arguments,
// so chunks can be encoded on any thread, in any order, and give the same bytes.
//
// A chunk's deflate stream starts from a preset dictionary (the 32 KiB of filtered data before
// it) and ends with a sync flush, so the chunks' outputs concatenated are one deflate stream:
// pigz's method. The Adler-32 of the whole is combined from the chunks' own.

#include "CImageCodecs.h"
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/// PNG's Paeth predictor of the byte with `a` left of it, `b` above and `c` above-left: with
/// p = a + b - c, |p - a| = |b - c|, |p - b| = |a - c| and |p - c| = |a + b - 2c|, written so the
/// compiler can use conditional moves instead of branches.
static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int pa = (int)b - (int)c, pb = (int)a - (int)c;
    int pc = pa + pb;
    pa = pa < 0 ? -pa : pa;
    pb = pb < 0 ? -pb : pb;
    pc = pc < 0 ? -pc : pc;
    uint8_t bc = pb <= pc ? b : c;
    return (pa <= pb && pa <= pc) ? a : bc;
}

/// Filters `row` (above it `prior`, all zero for the first row) with `type` into `out`
/// (1 + count bytes: the type byte, then the filtered bytes).
static void filter_row(int type, const uint8_t *row, const uint8_t *prior, size_t count, int bpp, uint8_t *out) {
    out[0] = (uint8_t)type;
    uint8_t *o = out + 1;
    size_t i = 0;
    switch (type) {
    case 0:
        memcpy(o, row, count);
        break;
    case 1:
        for (; i < (size_t)bpp && i < count; i++) o[i] = row[i];
        for (; i < count; i++) o[i] = (uint8_t)(row[i] - row[i - bpp]);
        break;
    case 2:
        for (; i < count; i++) o[i] = (uint8_t)(row[i] - prior[i]);
        break;
    case 3:
        for (; i < (size_t)bpp && i < count; i++) o[i] = (uint8_t)(row[i] - (prior[i] >> 1));
        for (; i < count; i++) o[i] = (uint8_t)(row[i] - (uint8_t)(((unsigned)row[i - bpp] + prior[i]) >> 1));
        break;
    default:
        for (; i < (size_t)bpp && i < count; i++) o[i] = (uint8_t)(row[i] - prior[i]);
        for (; i < count; i++) o[i] = (uint8_t)(row[i] - paeth(row[i - bpp], prior[i], prior[i - bpp]));
        break;
    }
}

/// libpng's heuristic: the sum of the filtered bytes taken as signed magnitudes.
static uint64_t filtered_cost(const uint8_t *filtered, size_t count) {
    uint64_t sum = 0;
    for (size_t i = 0; i < count; i++) {
        uint8_t v = filtered[i];
        sum += v < 128 ? v : 256 - v;
    }
    return sum;
}

tessera_status tessera_png_filter_rows(const uint8_t *rows, size_t count, size_t row_bytes, int bpp,
                                       const uint8_t *previous, int filter, uint8_t *out) {
    if (bpp < 1 || row_bytes == 0 || filter < 0 || filter > TESSERA_PNG_FILTER_ADAPTIVE) {
        return TESSERA_STATUS_ERROR;
    }
    uint8_t *zero = NULL, *trial = NULL;
    if (previous == NULL) {
        zero = calloc(row_bytes, 1);
        if (zero == NULL) return TESSERA_STATUS_NO_MEMORY;
    }
    if (filter == TESSERA_PNG_FILTER_ADAPTIVE) {
        trial = malloc(row_bytes + 1);
        if (trial == NULL) {
            free(zero);
            return TESSERA_STATUS_NO_MEMORY;
        }
    }
    const uint8_t *prior = previous != NULL ? previous : zero;
    for (size_t y = 0; y < count; y++) {
        const uint8_t *row = rows + y * row_bytes;
        uint8_t *target = out + y * (row_bytes + 1);
        if (filter != TESSERA_PNG_FILTER_ADAPTIVE) {
            filter_row(filter, row, prior, row_bytes, bpp, target);
        } else {
            // Every filter is tried; the cheapest wins, the lower type on a tie.
            filter_row(0, row, prior, row_bytes, bpp, target);
            uint64_t best = filtered_cost(target + 1, row_bytes);
            for (int type = 1; type <= 4; type++) {
                filter_row(type, row, prior, row_bytes, bpp, trial);
                uint64_t cost = filtered_cost(trial + 1, row_bytes);
                if (cost < best) {
                    best = cost;
                    memcpy(target, trial, row_bytes + 1);
                }
            }
        }
        prior = row;
    }
    free(trial);
    free(zero);
    return TESSERA_STATUS_OK;
}

tessera_status tessera_deflate_chunk(const uint8_t *dictionary, size_t dictionary_count,
                                     const uint8_t *data, size_t count, int level, int strategy, int is_last,
                                     uint8_t **out, size_t *out_count, uint32_t *adler) {
    *out = NULL;
    *out_count = 0;
    if (count > UINT32_MAX || dictionary_count > 32768 || level < 0 || level > 9 || strategy < 0 || strategy > 3) {
        return TESSERA_STATUS_ERROR;
    }
    static const int strategies[4] = {Z_DEFAULT_STRATEGY, Z_FILTERED, Z_HUFFMAN_ONLY, Z_RLE};
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    // Raw deflate (negative window bits): the zlib header and trailer are the writer's.
    int status = deflateInit2(&stream, level, Z_DEFLATED, -15, 8, strategies[strategy]);
    if (status != Z_OK) {
        return status == Z_MEM_ERROR ? TESSERA_STATUS_NO_MEMORY : TESSERA_STATUS_ERROR;
    }
    if (dictionary_count > 0 && deflateSetDictionary(&stream, dictionary, (uInt)dictionary_count) != Z_OK) {
        deflateEnd(&stream);
        return TESSERA_STATUS_ERROR;
    }
    // deflateBound covers a finished stream; a sync flush adds at most an empty stored block.
    size_t capacity = deflateBound(&stream, (uLong)count) + 16;
    uint8_t *buffer = malloc(capacity);
    if (buffer == NULL) {
        deflateEnd(&stream);
        return TESSERA_STATUS_NO_MEMORY;
    }
    stream.next_in = (Bytef *)data;
    stream.avail_in = (uInt)count;
    stream.next_out = buffer;
    stream.avail_out = (uInt)capacity;
    status = deflate(&stream, is_last ? Z_FINISH : Z_SYNC_FLUSH);
    int complete = is_last ? status == Z_STREAM_END : (status == Z_OK && stream.avail_in == 0 && stream.avail_out > 0);
    size_t produced = capacity - stream.avail_out;
    deflateEnd(&stream);
    if (!complete) {
        free(buffer);
        return TESSERA_STATUS_ERROR;
    }
    *out = buffer;
    *out_count = produced;
    *adler = (uint32_t)adler32(adler32(0L, Z_NULL, 0), data, (uInt)count);
    return TESSERA_STATUS_OK;
}

void tessera_deflate_free(uint8_t *bytes) {
    free(bytes);
}

uint32_t tessera_adler32_combine(uint32_t first, uint32_t second, size_t second_count) {
    return (uint32_t)adler32_combine(first, second, (z_off_t)second_count);
}

uint32_t tessera_crc32(uint32_t crc, const uint8_t *bytes, size_t count) {
    uLong value = crc;
    while (count > 0) {
        uInt piece = count > 0x40000000 ? 0x40000000 : (uInt)count;
        value = crc32(value, bytes, piece);
        bytes += piece;
        count -= piece;
    }
    return (uint32_t)value;
}
