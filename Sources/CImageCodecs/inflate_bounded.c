// zlib's inflate of a small whole stream into a buffer of bounded size (a PNG iCCP profile).

#include "CImageCodecs.h"
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

tessera_status tessera_inflate_bounded(const uint8_t *data, size_t size, size_t limit, uint8_t **out, size_t *out_size) {
    *out = NULL;
    *out_size = 0;
    if (size > UINT32_MAX || limit == 0) return TESSERA_STATUS_ERROR;
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) return TESSERA_STATUS_NO_MEMORY;
    size_t capacity = size * 4 < limit ? (size * 4 > 4096 ? size * 4 : 4096) : limit;
    uint8_t *buffer = malloc(capacity);
    if (buffer == NULL) {
        inflateEnd(&stream);
        return TESSERA_STATUS_NO_MEMORY;
    }
    stream.next_in = (Bytef *)data;
    stream.avail_in = (uInt)size;
    int status = Z_OK;
    while (status == Z_OK) {
        if (stream.total_out == capacity) {
            if (capacity >= limit) break;
            size_t grown = capacity * 2 < limit ? capacity * 2 : limit;
            uint8_t *bigger = realloc(buffer, grown);
            if (bigger == NULL) {
                free(buffer);
                inflateEnd(&stream);
                return TESSERA_STATUS_NO_MEMORY;
            }
            buffer = bigger;
            capacity = grown;
        }
        stream.next_out = buffer + stream.total_out;
        stream.avail_out = (uInt)(capacity - stream.total_out);
        status = inflate(&stream, Z_NO_FLUSH);
    }
    size_t produced = stream.total_out;
    inflateEnd(&stream);
    if (status != Z_STREAM_END) {
        free(buffer);
        return TESSERA_STATUS_ERROR;
    }
    *out = buffer;
    *out_size = produced;
    return TESSERA_STATUS_OK;
}
