// DC-only decoding of progressive JPEGs at 1/8 scale (jpeg_dc_only.c), for jpeg_decode.c.
#ifndef TESSERA_JPEG_DC_ONLY_H
#define TESSERA_JPEG_DC_ONLY_H

#include <stdio.h>
#include <jpeglib.h>

/// libjpeg's own limit on a frame's components (MAX_COMPONENTS in jmorecfg.h).
#define TESSERA_DC_MAX_COMPONENTS 10

typedef struct tessera_dc_filter tessera_dc_filter;

/// What the DC-only decode keeps: which components it covers, their arrays, libjpeg's own
/// virtual-array methods (for the other components) and the source filter. Lives as long as
/// the decoder; found by libjpeg's callbacks through cinfo->client_data.
typedef struct {
    unsigned mask;   // bit i: component i needs only its DC coefficients
    int requests;
    int array_count;
    jvirt_barray_ptr arrays[TESSERA_DC_MAX_COMPONENTS];
    jvirt_barray_ptr (*request)(j_common_ptr, int, boolean, JDIMENSION, JDIMENSION, JDIMENSION);
    void (*realize)(j_common_ptr);
    JBLOCKARRAY (*access)(j_common_ptr, jvirt_barray_ptr, JDIMENSION, JDIMENSION, boolean);
    tessera_dc_filter *filter;
    double bytes;    // DC values and windows allocated
} tessera_dc_only;

/// The components libjpeg will decode with its 1×1 IDCT at the scale set in `cinfo` (a bit
/// each), after jpeg_read_header; it computes the output dimensions to know.
unsigned tessera_dc_only_components(j_decompress_ptr cinfo);

/// Before jpeg_start_decompress, on a progressive file whose current scan (the first) is a DC
/// scan: AC scans of the components in `mask` are dropped and their coefficients kept as DC
/// values only; block smoothing is turned off. `state` must outlive the decompression.
void tessera_dc_only_install(j_decompress_ptr cinfo, tessera_dc_only *state, unsigned mask);

/// The bytes of DC values and block windows allocated for the components in the mask.
double tessera_dc_only_bytes(const tessera_dc_only *state);

/// How many scans the filter has dropped so far.
int tessera_dc_only_dropped_scans(const tessera_dc_only *state);

#endif
