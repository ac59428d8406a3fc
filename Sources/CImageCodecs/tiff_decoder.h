#ifndef TESSERA_TIFF_DECODER_H
#define TESSERA_TIFF_DECODER_H

// Internal to CImageCodecs: the state behind the opaque tessera_tiff_decoder, shared by
// tiff_decode.c (opening, the RGBA reader's set-up, raw CMYK) and tiff_chunks.c (strips and
// tiles decoded once each).

#include "CImageCodecs.h"
#include "diagnostics.h"
#include <tiffio.h>

struct tessera_tiff_decoder {
    TIFF *tiff;
    TIFFRGBAImage image;
    int started;
    /// Raw CMYK reading (tessera_tiff_decoder_start_cmyk): samples a pixel, the next row, a scanline buffer.
    int cmyk;
    uint16_t cmyk_samples;
    uint32_t cmyk_width, cmyk_height, cmyk_next_row;
    uint8_t *scanline;
    tessera_diagnostics diagnostics;
    const uint8_t *data;   // memory input
    toff_t size;
    toff_t position;
    /// Work done, for tests: bytes libtiff read from the memory input, strips or tiles decoded.
    uint64_t bytes_read, chunks_decoded;
    /// The chunks (strips or tiles) of one chunk row, each decoded once (tiff_chunks.c).
    tessera_tiff_layout layout;
    int has_layout;
    uint16_t planes;          // planes read for each chunk (1 when contiguous)
    uint8_t *chunks;          // across × planes chunks of layout.chunk_bytes
    int64_t loaded_row;       // the chunk row in `chunks`, -1 when none
};

/// Premultiplies grey with unassociated alpha (libtiff does it for RGB only) and, on a
/// big-endian machine, puts libtiff's packed pixels in R, G, B, A byte order.
void tessera_tiff_finish_rows(tessera_tiff_decoder *decoder, uint8_t *pixels, size_t count);

#endif
