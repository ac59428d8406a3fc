// A progressive JPEG decoded at 1/8 scale needs only the DC coefficient of each block of the
// components libjpeg-turbo decodes with its 1×1 IDCT (jpeg_idct_1x1 reads coefficient 0 and
// nothing else). libjpeg itself still keeps all 64 coefficients of every block of the whole
// image (2 bytes each: 96 MB for a 16-MP 4:4:4 photo) and Huffman-decodes every AC scan.
//
// This file does two things for those components, through interfaces libjpeg offers for
// replacement (a source manager, and the memory manager's virtual block-array methods):
// - a source filter drops the AC scans (Ss > 0) of those components before libjpeg sees them;
// - their coefficient arrays hold only the DC values (2 bytes a block), and libjpeg is handed a
//   window of full blocks (the AC part zero) for the rows it asks for.
// The other components (chroma that libjpeg scales with a 2×2 IDCT) keep their scans and
// libjpeg's own arrays. The caller turns block smoothing off (it would estimate AC values that
// the 1×1 IDCT ignores, and, with no AC data at all, would alter DC), and uses this only on a
// complete file whose scans leave no AC coefficient 1–9 unrefined, where libjpeg's full decode
// does not smooth either: the pixels are then those of the full decode, bit for bit.

#include "jpeg_dc_only.h"
#include <string.h>
#include <jerror.h>

// MARK: - Coefficient arrays holding DC values only

/// libjpeg sees this only through the jvirt_barray_ptr it is handed back. The name is
/// libjpeg-turbo's private one (jmemmgr.c), and this file relies on how its coefficient
/// controller asks for and walks these arrays (jdcoefct.c: one request a component, in order,
/// pre-zeroed, at most max_access rows at a time). That was checked for the libjpeg-turbo
/// versions the Swift side lists (JPEGDCOnlyLayout.checkedVersions); compiled against any
/// other, the decode plan never asks for a DC-only decode and this file is not used.
struct jvirt_barray_control {
    JDIMENSION rows, blocks_per_row, max_access;
    JCOEF *dc;                    // rows × blocks_per_row DC values, zero until written
    JBLOCKARRAY window;           // max_access rows of full blocks handed to libjpeg
    JDIMENSION window_start, window_rows;
    int window_dirty;             // the window was handed out writable: keep its DC values
};

static tessera_dc_only *state_of(j_common_ptr cinfo) {
    return (tessera_dc_only *)cinfo->client_data;
}

static jvirt_barray_ptr dc_request(j_common_ptr cinfo, int pool_id, boolean pre_zero, JDIMENSION blocks_per_row,
                                   JDIMENSION rows, JDIMENSION max_access) {
    tessera_dc_only *state = state_of(cinfo);
    int component = state->requests++;
    // libjpeg asks for one array per component, in component order (jinit_d_coef_controller).
    if (pool_id != JPOOL_IMAGE || !pre_zero || component >= TESSERA_DC_MAX_COMPONENTS ||
        !(state->mask & (1u << component))) {
        return state->request(cinfo, pool_id, pre_zero, blocks_per_row, rows, max_access);
    }
    jvirt_barray_ptr array = (*cinfo->mem->alloc_small)(cinfo, JPOOL_IMAGE, sizeof(struct jvirt_barray_control));
    memset(array, 0, sizeof(*array));
    array->rows = rows;
    array->blocks_per_row = blocks_per_row;
    array->max_access = max_access;
    state->arrays[state->array_count++] = array;
    return array;
}

static void dc_realize(j_common_ptr cinfo) {
    tessera_dc_only *state = state_of(cinfo);
    state->realize(cinfo);
    for (int i = 0; i < state->array_count; i++) {
        jvirt_barray_ptr array = state->arrays[i];
        size_t values = (size_t)array->rows * array->blocks_per_row;
        array->dc = (*cinfo->mem->alloc_large)(cinfo, JPOOL_IMAGE, values * sizeof(JCOEF));
        memset(array->dc, 0, values * sizeof(JCOEF));
        array->window = (*cinfo->mem->alloc_barray)(cinfo, JPOOL_IMAGE, array->blocks_per_row, array->max_access);
        state->bytes += (double)values * sizeof(JCOEF) + (double)array->blocks_per_row * array->max_access * sizeof(JBLOCK);
    }
}

static int is_dc_array(tessera_dc_only *state, jvirt_barray_ptr array) {
    for (int i = 0; i < state->array_count; i++) {
        if (state->arrays[i] == array) return 1;
    }
    return 0;
}

static JBLOCKARRAY dc_access(j_common_ptr cinfo, jvirt_barray_ptr array, JDIMENSION start, JDIMENSION count,
                             boolean writable) {
    tessera_dc_only *state = state_of(cinfo);
    if (!is_dc_array(state, array)) {
        return state->access(cinfo, array, start, count, writable);
    }
    if (array->dc == NULL || count > array->max_access || start > array->rows || count > array->rows - start) {
        ERREXIT(cinfo, JERR_BAD_VIRTUAL_ACCESS);
    }
    JDIMENSION width = array->blocks_per_row;
    if (array->window_start != start || array->window_rows != count) {
        if (array->window_dirty) {
            for (JDIMENSION r = 0; r < array->window_rows; r++) {
                JCOEF *dc = array->dc + (size_t)(array->window_start + r) * width;
                JBLOCKROW row = array->window[r];
                for (JDIMENSION b = 0; b < width; b++) dc[b] = row[b][0];
            }
        }
        for (JDIMENSION r = 0; r < count; r++) {
            const JCOEF *dc = array->dc + (size_t)(start + r) * width;
            JBLOCKROW row = array->window[r];
            memset(row, 0, (size_t)width * sizeof(JBLOCK));
            for (JDIMENSION b = 0; b < width; b++) row[b][0] = dc[b];
        }
        array->window_start = start;
        array->window_rows = count;
        array->window_dirty = 0;
    }
    if (writable) array->window_dirty = 1;
    return array->window;
}

// MARK: - The source filter that drops AC scans

enum { FILTER_BUFFER = 1 << 15 };

typedef enum {
    ENTROPY,          // inside a scan's entropy-coded data
    ENTROPY_FF,       // an FF seen in entropy-coded data, not yet passed on
    MARKER,           // between segments, expecting FF
    MARKER_CODE,      // after FF: the marker code (or a fill FF)
    SEGMENT_LENGTH,   // reading a segment's two length bytes
    SEGMENT,          // passing a segment's body on
    SOS_HEADER,       // gathering a scan header to decide whether to keep the scan
    PASS              // after EOI: everything passed on
} filter_state;

struct tessera_dc_filter {
    struct jpeg_source_mgr pub;    // must come first: libjpeg sees only this part
    struct jpeg_source_mgr *inner;
    const tessera_dc_only *owner;
    filter_state state;
    int keeping;                   // the current scan's data is passed on (else dropped)
    JOCTET code;                   // the marker being read
    JOCTET length_bytes[2];
    int length_seen;
    size_t left;                   // bytes of the segment or scan header still to come
    JOCTET header[1 + 2 * 4 + 3];  // a scan header's body: Ns, up to four (selector, tables), Ss, Se, Ah·Al
    size_t header_size;
    int dropped;                   // scans dropped so far
    JOCTET buffer[FILTER_BUFFER];
};

/// One byte of the original stream, refilling the original source as libjpeg would (a file that
/// ends early gets libjpeg's warning and a fake EOI from it). The original source's methods
/// find their state through cinfo->src, so it is swapped in for the call.
static JOCTET inner_byte(j_decompress_ptr cinfo, tessera_dc_filter *filter) {
    struct jpeg_source_mgr *inner = filter->inner;
    if (inner->bytes_in_buffer == 0) {
        cinfo->src = inner;
        boolean filled = (*inner->fill_input_buffer)(cinfo);
        cinfo->src = &filter->pub;
        if (!filled) ERREXIT(cinfo, JERR_INPUT_EMPTY);   // suspension: not used by the shim
    }
    inner->bytes_in_buffer--;
    return *inner->next_input_byte++;
}

/// Whether a scan header (Ns, then Ns component selectors and table bytes, then Ss, Se, AhAl)
/// is an AC scan of a component whose AC coefficients are not needed.
static int drops_scan(const tessera_dc_filter *filter, const JOCTET *header, size_t size, j_decompress_ptr cinfo) {
    if (size < 1) return 0;
    int count = header[0];
    if (count != 1 || size != (size_t)(1 + 2 * count + 3)) return 0;   // AC scans have one component
    int ss = header[1 + 2 * count];
    if (ss == 0) return 0;
    for (int ci = 0; ci < cinfo->num_components && ci < TESSERA_DC_MAX_COMPONENTS; ci++) {
        if (cinfo->comp_info[ci].component_id == header[1]) {
            return (filter->owner->mask & (1u << ci)) != 0;
        }
    }
    return 0;
}

static boolean filter_fill(j_decompress_ptr cinfo) {
    tessera_dc_filter *filter = (tessera_dc_filter *)cinfo->src;
    size_t out = 0;
#define EMIT(byte) (filter->buffer[out++] = (JOCTET)(byte))
    // Leave room for the longest burst one step can emit (a whole scan header).
    while (out + sizeof(filter->header) + 4 < FILTER_BUFFER) {
        if (out > 0 && filter->inner->bytes_in_buffer == 0) break;   // hand over what there is
        struct jpeg_source_mgr *inner = filter->inner;
        if (filter->state == ENTROPY && inner->bytes_in_buffer > 0) {
            // A run of entropy-coded bytes up to the next FF, passed on or dropped in one go.
            size_t room = FILTER_BUFFER - sizeof(filter->header) - 4 - out;
            size_t span = inner->bytes_in_buffer < room ? inner->bytes_in_buffer : room;
            const JOCTET *ff = memchr(inner->next_input_byte, 0xFF, span);
            size_t run = ff != NULL ? (size_t)(ff - inner->next_input_byte) : span;
            if (filter->keeping) {
                memcpy(filter->buffer + out, inner->next_input_byte, run);
                out += run;
            }
            inner->next_input_byte += run;
            inner->bytes_in_buffer -= run;
            if (ff == NULL) continue;
        }
        JOCTET byte = inner_byte(cinfo, filter);
        switch (filter->state) {
        case PASS:
            EMIT(byte);
            break;
        case ENTROPY:
            // Only an FF reaches here: what follows it decides.
            if (byte == 0xFF) filter->state = ENTROPY_FF; else if (filter->keeping) EMIT(byte);
            break;
        case ENTROPY_FF:
            if (byte == 0x00 || (byte >= 0xD0 && byte <= 0xD7)) {
                // A stuffed FF or a restart marker: still the scan's data.
                if (filter->keeping) { EMIT(0xFF); EMIT(byte); }
                filter->state = ENTROPY;
            } else if (byte == 0xFF) {
                if (filter->keeping) EMIT(0xFF);   // a fill byte before a marker
            } else {
                filter->state = MARKER_CODE;
                filter->code = byte;
                goto marker_code;
            }
            break;
        case MARKER:
            if (byte == 0xFF) filter->state = MARKER_CODE; else EMIT(byte);   // stray bytes: libjpeg warns
            break;
        case MARKER_CODE:
            filter->code = byte;
        marker_code:
            if (filter->code == 0xFF) {
                EMIT(0xFF);   // a fill byte
            } else if (filter->code == 0xD9) {
                EMIT(0xFF); EMIT(0xD9);
                filter->state = PASS;
            } else if (filter->code == 0x01 || filter->code == 0xD8 || (filter->code >= 0xD0 && filter->code <= 0xD7)) {
                EMIT(0xFF); EMIT(filter->code);   // markers without a segment
                filter->state = MARKER;
            } else {
                filter->length_seen = 0;
                filter->state = SEGMENT_LENGTH;
                if (filter->code != 0xDA) { EMIT(0xFF); EMIT(filter->code); }
            }
            break;
        case SEGMENT_LENGTH:
            filter->length_bytes[filter->length_seen++] = byte;
            if (filter->length_seen < 2) {
                if (filter->code != 0xDA) EMIT(byte);
                break;
            }
            filter->left = ((size_t)filter->length_bytes[0] << 8 | filter->length_bytes[1]);
            filter->left = filter->left >= 2 ? filter->left - 2 : 0;
            if (filter->code == 0xDA && filter->left <= sizeof(filter->header)) {
                filter->header_size = 0;
                filter->state = filter->left > 0 ? SOS_HEADER : ENTROPY;
                if (filter->left == 0) {   // an empty scan header: let libjpeg say what is wrong
                    EMIT(0xFF); EMIT(0xDA); EMIT(filter->length_bytes[0]); EMIT(filter->length_bytes[1]);
                    filter->keeping = 1;
                }
            } else {
                if (filter->code == 0xDA) {   // a scan header too long to be real: passed on as is
                    EMIT(0xFF); EMIT(0xDA); EMIT(filter->length_bytes[0]);
                }
                EMIT(byte);
                filter->state = filter->left > 0 ? SEGMENT : (filter->code == 0xDA ? ENTROPY : MARKER);
                if (filter->code == 0xDA) filter->keeping = 1;
            }
            break;
        case SEGMENT:
            EMIT(byte);
            if (--filter->left == 0) filter->state = filter->code == 0xDA ? ENTROPY : MARKER;
            break;
        case SOS_HEADER:
            filter->header[filter->header_size++] = byte;
            if (--filter->left > 0) break;
            filter->keeping = !drops_scan(filter, filter->header, filter->header_size, cinfo);
            if (filter->keeping) {
                EMIT(0xFF); EMIT(0xDA); EMIT(filter->length_bytes[0]); EMIT(filter->length_bytes[1]);
                memcpy(filter->buffer + out, filter->header, filter->header_size);
                out += filter->header_size;
            } else {
                filter->dropped++;
            }
            filter->state = ENTROPY;
            break;
        }
    }
#undef EMIT
    filter->pub.next_input_byte = filter->buffer;
    filter->pub.bytes_in_buffer = out;
    return TRUE;
}

static void filter_init(j_decompress_ptr cinfo) {
    (void)cinfo;
}

static void filter_skip(j_decompress_ptr cinfo, long count) {
    struct jpeg_source_mgr *src = cinfo->src;
    if (count <= 0) return;
    while (count > (long)src->bytes_in_buffer) {
        count -= (long)src->bytes_in_buffer;
        src->bytes_in_buffer = 0;
        (void)(*src->fill_input_buffer)(cinfo);
    }
    src->next_input_byte += count;
    src->bytes_in_buffer -= (size_t)count;
}

static void filter_term(j_decompress_ptr cinfo) {
    tessera_dc_filter *filter = (tessera_dc_filter *)cinfo->src;
    cinfo->src = filter->inner;
    if (filter->inner->term_source != NULL) (*filter->inner->term_source)(cinfo);
    cinfo->src = &filter->pub;
}

// MARK: - Setting it up

unsigned tessera_dc_only_components(j_decompress_ptr cinfo) {
    // libjpeg picks each component's IDCT size for the output scale (jpeg_calc_output_dimensions).
    jpeg_calc_output_dimensions(cinfo);
    unsigned mask = 0;
    for (int ci = 0; ci < cinfo->num_components && ci < TESSERA_DC_MAX_COMPONENTS; ci++) {
        if (cinfo->comp_info[ci].DCT_scaled_size == 1) mask |= 1u << ci;
    }
    return mask;
}

void tessera_dc_only_install(j_decompress_ptr cinfo, tessera_dc_only *state, unsigned mask) {
    memset(state, 0, sizeof(*state));
    state->mask = mask;
    cinfo->client_data = state;
    struct jpeg_memory_mgr *memory = cinfo->mem;
    state->request = memory->request_virt_barray;
    state->realize = memory->realize_virt_arrays;
    state->access = memory->access_virt_barray;
    memory->request_virt_barray = dc_request;
    memory->realize_virt_arrays = dc_realize;
    memory->access_virt_barray = dc_access;
    cinfo->do_block_smoothing = FALSE;

    tessera_dc_filter *filter = (*cinfo->mem->alloc_small)((j_common_ptr)cinfo, JPOOL_PERMANENT, sizeof(tessera_dc_filter));
    memset(filter, 0, sizeof(*filter));
    filter->inner = cinfo->src;
    filter->owner = state;
    // jpeg_read_header stopped after the first scan's header: its data comes next.
    filter->state = ENTROPY;
    filter->keeping = 1;
    filter->pub.init_source = filter_init;
    filter->pub.fill_input_buffer = filter_fill;
    filter->pub.skip_input_data = filter_skip;
    filter->pub.resync_to_restart = jpeg_resync_to_restart;
    filter->pub.term_source = filter_term;
    cinfo->src = &filter->pub;
    state->filter = filter;
}

double tessera_dc_only_bytes(const tessera_dc_only *state) {
    return state->bytes;
}

int tessera_dc_only_dropped_scans(const tessera_dc_only *state) {
    return state->filter != NULL ? state->filter->dropped : 0;
}
