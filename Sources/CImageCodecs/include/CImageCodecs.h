#ifndef TESSERA_CIMAGECODECS_H
#define TESSERA_CIMAGECODECS_H

// Thin C shims over libjpeg-turbo, libpng and zlib. libjpeg and libpng report fatal errors with
// longjmp (libjpeg's default even calls exit()); only the functions declared here call
// them, each behind its own setjmp, and every failure comes back as a status code plus
// the library's message text. Swift never sees a jmp_buf.
//
// Nothing here prints: the libraries' own output to stderr is silenced, their warnings are
// collected in a tessera_diagnostics owned by each decoder or encoder handle.

#include <stddef.h>
#include <stdint.h>
#include <pthread.h>

/// The libjpeg API version the shim was compiled against (e.g. 62 or 80).
int tessera_jpeg_lib_version(void);

/// The libjpeg-turbo version the shim was compiled against, as jconfig.h's
/// LIBJPEG_TURBO_VERSION_NUMBER gives it (2001005 for 2.1.5); 0 for another libjpeg.
int tessera_jpeg_turbo_version(void);

/// The libpng version string the shim is linked against (e.g. "1.6.39").
const char *tessera_png_lib_version(void);

// MARK: - Interrupted runs

/// Registers a temporary output file to be removed if the process is interrupted; returns its
/// slot (for tessera_temp_unregister), or -1 when 65,536 are registered (or memory is out).
int tessera_temp_register(const char *path);

/// Forgets a registered temporary file (after it was renamed into place or removed).
void tessera_temp_unregister(int slot);

/// Installs (once) handlers for every catchable signal whose default action ends the process
/// (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU, SIGXFSZ, …, the
/// real-time signals, the crash signals) that remove every registered temporary file, then let
/// the signal end the process as it would have. Signals the process ignores stay ignored, and
/// a handler installed before (Swift's backtracer, a sanitizer's) runs after the cleanup; the asynchronous ones (SIGINT … SIGPROF, not the
/// real-time or crash signals) handed down blocked are unblocked on the calling thread.
void tessera_install_interrupt_cleanup(void);

// MARK: - Threads and memory

/// Makes every allocation of at least `bytes` a mapping of its own that free() returns to the
/// system at once, lets a heap keep at most `bytes` free at its top, and stops glibc from raising
/// either threshold as it does by default. Returns 0 on success (and where there is nothing to
/// set), -1 when glibc refused.
int tessera_fix_mmap_threshold(size_t bytes);

/// Names the calling thread for the system's tools (top, perf, /proc); cut to 15 bytes.
void tessera_name_current_thread(const char *name);

/// A thread started by tessera_thread_start, to be joined once with tessera_thread_join.
typedef struct { pthread_t handle; } tessera_thread;

/// Starts a thread with `stack_bytes` of stack running `body(context)`, named `name` (cut to 15
/// bytes) before this returns, except on Darwin. Returns 0, or the error number pthread_create
/// gave (the thread did not start).
int tessera_thread_start(void *(*body)(void *), void *context, size_t stack_bytes, const char *name, tessera_thread *thread);

/// Waits for `thread` to end. Returns 0, or pthread_join's error number.
int tessera_thread_join(tessera_thread thread);

/// Lets `thread` end on its own, freeing its resources then. Returns 0, or pthread_detach's error number.
int tessera_thread_detach(tessera_thread thread);

/// A conversion from an embedded ICC profile's colour space to sRGB (see Colour management).
typedef struct tessera_color_transform tessera_color_transform;

// MARK: - Status and diagnostics

/// What a shim call returns.
typedef enum {
    /// The call did what it was asked.
    TESSERA_STATUS_OK = 0,
    /// The library reported a fatal error; the diagnostics' message holds its words.
    TESSERA_STATUS_ERROR = 1,
    /// The data uses a feature the library cannot decode (12-bit JPEG, unknown colour space).
    TESSERA_STATUS_UNSUPPORTED = 2,
    /// The input ended before the image did; rows_done says how many rows are complete.
    TESSERA_STATUS_TRUNCATED = 3,
    /// Memory could not be allocated.
    TESSERA_STATUS_NO_MEMORY = 4,
    /// The caller's write callback reported a failure.
    TESSERA_STATUS_WRITE_FAILED = 5,
    /// A warning was raised while the caller asked for strict decoding; the message holds it.
    TESSERA_STATUS_STRICT_WARNING = 6,
    /// The image data was damaged after rows began to arrive (a PNG's IDAT stream cut short
    /// before IEND, corrupt compressed data); rows_done rows are complete, the message says why.
    TESSERA_STATUS_DAMAGED = 7
} tessera_status;

/// Messages collected by one decoder or encoder: the fatal error's text (empty when none) and
/// the first warnings, in order, with the total number of warnings raised.
typedef struct tessera_diagnostics tessera_diagnostics;

/// The library's fatal error message, or "" when there was none.
const char *tessera_diagnostics_message(const tessera_diagnostics *diagnostics);
/// How many warnings were raised (may exceed the number kept).
int tessera_diagnostics_warning_total(const tessera_diagnostics *diagnostics);
/// How many warnings were kept (at most 8; repeats of the previous warning are not kept).
int tessera_diagnostics_warning_count(const tessera_diagnostics *diagnostics);
/// The kept warning at `index` (0 ..< warning_count), or "" when out of range.
const char *tessera_diagnostics_warning(const tessera_diagnostics *diagnostics, int index);

// MARK: - JPEG decoding (libjpeg-turbo)

/// What libjpeg's jpeg_read_header learnt about the frame.
typedef struct {
    int width;
    int height;
    int components;
    /// libjpeg's J_COLOR_SPACE guess: 0 unknown, 1 grey, 2 RGB, 3 YCbCr, 4 CMYK, 5 YCCK.
    int color_space;
    /// 1 when an Adobe APP14 marker was seen (then CMYK values are stored inverted).
    int saw_adobe_marker;
    /// 1 for a progressive (SOF2/SOF10) frame.
    int progressive;
    int data_precision;
    /// 1 when the image comes in several scans (progressive, or sequential with components in
    /// separate scans: jpeg_has_multiple_scans).
    int multiple_scans;
    /// The bytes of libjpeg's full coefficient arrays, which a decode in several scans holds
    /// whatever the output scale: 128 a block, each component's blocks rounded to whole MCUs.
    double coefficient_bytes;
    /// 1 when the first scan (whose header jpeg_read_header has read) holds DC coefficients
    /// only, as a valid progressive file's first scan does: the DC-only decode starts in it.
    int first_scan_is_dc;
} tessera_jpeg_header;

typedef struct tessera_jpeg_decoder tessera_jpeg_decoder;

/// A decoder reading `size` bytes at `data` (not copied: keep them alive until destroy).
/// `strict` != 0 turns every warning (corrupt data, premature end) into an error; a file with
/// more than `max_scans` scans (> 0) is an error. Returns NULL only when memory runs out.
tessera_jpeg_decoder *tessera_jpeg_decoder_create(const uint8_t *data, size_t size, int strict, int max_scans);

/// A decoder reading the file open at `descriptor` from its start, through libjpeg's stdio
/// source (4 KiB at a time): memory does not depend on the file's size. The descriptor is
/// duplicated: the caller closes its own whenever it likes. NULL when it cannot be read.
tessera_jpeg_decoder *tessera_jpeg_decoder_create_file(int descriptor, int strict, int max_scans);

/// Reads the markers up to the first scan. Returns OK, ERROR or UNSUPPORTED.
tessera_status tessera_jpeg_decoder_read_header(tessera_jpeg_decoder *decoder, tessera_jpeg_header *header);

/// Starts decompression with DCT scaling `scale_eighths`/8 (1 … 8) and reports the output size.
/// Output is always RGBA, alpha 255 (grey is replicated; CMYK and YCCK are converted).
/// `dc_only_components` non-zero (bit i: component i), at 1/8 on a progressive file whose first
/// scan is a DC scan: those components are read from their DC scans alone and held as DC values
/// (jpeg_dc_only.c). The caller's decode plan decides it (where that gives the full decode's
/// pixels: a complete file whose scans refine every coefficient 0–9 to the last bit, since block
/// smoothing is turned off); the shim only checks that the file and libjpeg agree — the mask
/// MUST be the components libjpeg decodes with its 1×1 IDCT — and returns ERROR when they do not.
tessera_status tessera_jpeg_decoder_start(tessera_jpeg_decoder *decoder, int scale_eighths, unsigned dc_only_components,
                                          int *out_width, int *out_height);

/// The bytes of coefficient arrays the decode allocated so far: libjpeg's full arrays, and the
/// DC values and windows of the DC-only decode (0 for a file read in one scan).
double tessera_jpeg_decoder_coefficient_bytes(const tessera_jpeg_decoder *decoder);

/// The AC scans a DC-only decode has left out so far (0 when it was not used).
int tessera_jpeg_decoder_dropped_scans(const tessera_jpeg_decoder *decoder);

/// The ICC profile reassembled from the APP2 `ICC_PROFILE` chunks (in sequence order), after
/// read_header: `*profile` is a buffer of `*size` bytes to release with tessera_free, or NULL when
/// there is none or its chunks are inconsistent (then `*inconsistent` is 1; libjpeg's warning is
/// not kept, and strict decoding does not stop for it).
tessera_status tessera_jpeg_decoder_icc_profile(tessera_jpeg_decoder *decoder, uint8_t **profile, unsigned int *size,
                                                int *inconsistent);

/// Converts CMYK rows with `transform` (made for CMYK input; the decoder does not own it)
/// instead of the plain formula. Set before read_rgba.
void tessera_jpeg_decoder_set_cmyk_transform(tessera_jpeg_decoder *decoder, tessera_color_transform *transform);

/// Releases memory the shim allocated for the caller.
void tessera_free(void *pointer);

/// Decodes every output row into `pixels` (out_height rows of `stride` bytes, at least
/// out_width * 4 each), then reads to the end of the image. `rows_done` counts complete rows.
/// A file that ends early still yields every row (libjpeg fills the missing data with grey)
/// and a "Premature end of JPEG file" warning, unless the decoder is strict.
tessera_status tessera_jpeg_decoder_read_rgba(tessera_jpeg_decoder *decoder, uint8_t *pixels,
                                              size_t stride, int *rows_done);

const tessera_diagnostics *tessera_jpeg_decoder_diagnostics(const tessera_jpeg_decoder *decoder);

/// Releases the decoder and everything libjpeg allocated for it. NULL is allowed.
void tessera_jpeg_decoder_destroy(tessera_jpeg_decoder *decoder);

// MARK: - PNG decoding (libpng)

/// What libpng's png_read_info learnt from IHDR and the chunks before IDAT.
typedef struct {
    uint32_t width;
    uint32_t height;
    int bit_depth;
    int color_type;
    int interlaced;
    /// 1 when a tRNS chunk adds transparency.
    int has_trns;
} tessera_png_header;

typedef struct tessera_png_decoder tessera_png_decoder;

/// A decoder reading `size` bytes at `data` (not copied: keep them alive until destroy).
/// libpng refuses widths or heights above `max_dimension` (png_set_user_limits).
/// Ancillary chunks other than tRNS are skipped (no colour management, no text); an APNG's
/// animation chunks are therefore ignored and its default image is decoded.
tessera_png_decoder *tessera_png_decoder_create(const uint8_t *data, size_t size, uint32_t max_dimension);

/// A decoder reading the file open at `descriptor` from its start, in chunks through stdio: memory
/// does not depend on the file's size (nothing after IEND is read). The descriptor is
/// duplicated: the caller closes its own whenever it likes.
tessera_png_decoder *tessera_png_decoder_create_file(int descriptor, uint32_t max_dimension);

/// Reads IHDR and the chunks up to the first IDAT.
tessera_status tessera_png_decoder_read_header(tessera_png_decoder *decoder, tessera_png_header *header);

/// The iCCP chunk's profile (decompressed and checked by libpng) after read_header: 1 with
/// `*profile` valid until the decoder is destroyed, 0 when there is none.
int tessera_png_decoder_icc_profile(tessera_png_decoder *decoder, const uint8_t **profile, uint32_t *size);

/// Sets up the expansion to 8-bit premultiplied RGBA and reports the number of passes: 1, or 7
/// for Adam7. Called by read_rgba when needed; call it first to read row by row.
tessera_status tessera_png_decoder_start(tessera_png_decoder *decoder, int *passes);

/// Reads the next row of a started, non-interlaced image (width * 4 bytes, premultiplied RGBA),
/// so that a reduced image can be built without the full-size one. TRUNCATED: the input ended;
/// DAMAGED: the image data is damaged (the message says how).
tessera_status tessera_png_decoder_read_row(tessera_png_decoder *decoder, uint8_t *row);

/// Decodes the image into `pixels` (height rows of `stride` bytes, at least width * 4 each) as
/// 8-bit RGBA with premultiplied alpha: every colour type and bit depth is expanded, 16-bit
/// samples are scaled to 8 bits with rounding, Adam7 is de-interlaced.
/// TRUNCATED: the input ended inside the image data; DAMAGED: the image data is damaged (the
/// IDAT stream ends before the image, its compressed data is corrupt). Either way `rows_done`
/// rows (non-interlaced images only, else 0) are complete and the rest of the buffer is
/// untouched. A CRC error in IDAT or PLTE is a warning, and the chunk's data is used.
tessera_status tessera_png_decoder_read_rgba(tessera_png_decoder *decoder, uint8_t *pixels,
                                             size_t stride, int *rows_done);

const tessera_diagnostics *tessera_png_decoder_diagnostics(const tessera_png_decoder *decoder);

void tessera_png_decoder_destroy(tessera_png_decoder *decoder);

// MARK: - Colour management (Little CMS 2)

/// What a colour transform reads: RGB, grey (the first channel of RGBA), CMYK with ink amounts,
/// or CMYK as Adobe stores it (inverted: 255 is no ink).
enum {
    TESSERA_COLOR_INPUT_RGB = 0,
    TESSERA_COLOR_INPUT_GRAY = 1,
    TESSERA_COLOR_INPUT_CMYK = 2,
    TESSERA_COLOR_INPUT_CMYK_INVERTED = 3
};

/// A transform from the colour space an ICC `profile` describes to sRGB (relative colorimetric,
/// black-point compensation). NULL when the profile cannot be read, is not for `input`'s colour
/// space, or memory runs out; `error` then says why (nothing is printed). Use from one thread.
tessera_color_transform *tessera_color_transform_create(const uint8_t *profile, size_t size, int input,
                                                        char *error, size_t error_size);

/// tessera_color_transform_create, but the transform is the calling thread's to keep: the same
/// profile and input on the same thread give it back without making it again. The caller MUST
/// NOT destroy it, and MUST NOT use it after its thread's next call of this function.
tessera_color_transform *tessera_color_transform_shared(const uint8_t *profile, size_t size, int input,
                                                        char *error, size_t error_size);

/// Converts premultiplied RGBA pixels in place (RGB or grey input; alpha is kept).
tessera_status tessera_color_transform_rgba(tessera_color_transform *transform, uint8_t *pixels, size_t width,
                                            size_t height, size_t stride);

/// Converts one row of CMYK (4 bytes a pixel) in place to opaque RGBA.
tessera_status tessera_color_transform_cmyk_row(tessera_color_transform *transform, uint8_t *row, size_t width);

void tessera_color_transform_destroy(tessera_color_transform *transform);

/// Inflates a whole zlib stream of at most `limit` bytes of output; `*out` (release with
/// tessera_free) holds `*out_size` bytes. ERROR when the stream is damaged, incomplete or larger.
tessera_status tessera_inflate_bounded(const uint8_t *data, size_t size, size_t limit, uint8_t **out, size_t *out_size);

/// The profile's description (its `desc` tag, English) into `out` as ASCII; 0 on success, -1 when
/// the profile cannot be read or has none.
int tessera_icc_profile_description(const uint8_t *profile, size_t size, char *out, size_t out_size);

// MARK: - PNG encoding: filtering and deflate, one chunk of rows at a time

/// Row filters (PNG's filter method 0); ADAPTIVE picks per row the one whose bytes, taken as
/// signed values, have the smallest sum of magnitudes (libpng's heuristic; lower type on ties).
enum {
    TESSERA_PNG_FILTER_NONE = 0,
    TESSERA_PNG_FILTER_SUB = 1,
    TESSERA_PNG_FILTER_UP = 2,
    TESSERA_PNG_FILTER_AVERAGE = 3,
    TESSERA_PNG_FILTER_PAETH = 4,
    TESSERA_PNG_FILTER_ADAPTIVE = 5
};

/// Filters `count` rows of `row_bytes` bytes (`bpp` bytes a pixel), laid end to end in `rows`,
/// into `out`: count * (row_bytes + 1) bytes, each row led by its filter type. `previous` is the
/// unfiltered row above the first, or NULL for the image's first row. Pure: no state is kept.
tessera_status tessera_png_filter_rows(const uint8_t *rows, size_t count, size_t row_bytes, int bpp,
                                       const uint8_t *previous, int filter, uint8_t *out);

/// Deflates `data` (at most 4 GiB) as one piece of a raw deflate stream: started from the
/// preset `dictionary` (the up to 32 KiB of stream data before it; may be empty) and ended
/// with a sync flush, or, for the stream's last piece, with the final block. `level` is zlib's
/// 0 … 9, `strategy` 0 default, 1 filtered, 2 Huffman only, 3 run-length. On success `*out` is
/// a buffer of `*out_count` bytes to release with tessera_deflate_free, and `*adler` the
/// Adler-32 of `data`. Pure: the same arguments give the same bytes on any thread.
tessera_status tessera_deflate_chunk(const uint8_t *dictionary, size_t dictionary_count,
                                     const uint8_t *data, size_t count, int level, int strategy, int is_last,
                                     uint8_t **out, size_t *out_count, uint32_t *adler);

/// Releases a buffer from tessera_deflate_chunk.
void tessera_deflate_free(uint8_t *bytes);

/// The Adler-32 of two pieces end to end, from each piece's own and the second's length.
uint32_t tessera_adler32_combine(uint32_t first, uint32_t second, size_t second_count);

/// The CRC-32 (PNG's) of `bytes`, continuing from `crc` (start with 0).
uint32_t tessera_crc32(uint32_t crc, const uint8_t *bytes, size_t count);

// MARK: - JPEG encoding (libjpeg-turbo)

typedef struct tessera_jpeg_encoder tessera_jpeg_encoder;

/// An encoder whose output is gathered in memory for the caller to take (tessera_jpeg_encoder_pending)
/// after each call. NULL only when memory runs out.
tessera_jpeg_encoder *tessera_jpeg_encoder_create(void);

/// Starts a baseline JPEG of `width` × `height` pixels (1 … 65500 a side) at libjpeg `quality`
/// (1 … 100), YCbCr 4:4:4 when `full_chroma` != 0, else 4:2:0; JFIF with `dots_per_inch` (> 0)
/// as its density; when `icc` is not NULL, the profile in APP2 `ICC_PROFILE` chunks; and when
/// `comment` is not NULL, a COM segment holding it.
tessera_status tessera_jpeg_encoder_start(tessera_jpeg_encoder *encoder, int width, int height, int quality,
                                          int full_chroma, int dots_per_inch, const uint8_t *icc, size_t icc_size,
                                          const char *comment);

/// Compresses the next `count` rows of premultiplied RGBA (`stride` bytes apart); a row with a
/// pixel that is not opaque is first composited over white.
tessera_status tessera_jpeg_encoder_write_rows(tessera_jpeg_encoder *encoder, const uint8_t *rows, size_t count,
                                               size_t stride);

/// Ends the JPEG after its last row (the rest of the bytes become pending).
tessera_status tessera_jpeg_encoder_finish(tessera_jpeg_encoder *encoder);

/// The compressed bytes not yet taken: `*count` bytes (valid until the next call).
const uint8_t *tessera_jpeg_encoder_pending(const tessera_jpeg_encoder *encoder, size_t *count);

/// Forgets the pending bytes once the caller has written them.
void tessera_jpeg_encoder_clear_pending(tessera_jpeg_encoder *encoder);

const tessera_diagnostics *tessera_jpeg_encoder_diagnostics(const tessera_jpeg_encoder *encoder);

/// Releases the encoder. NULL is allowed.
void tessera_jpeg_encoder_destroy(tessera_jpeg_encoder *encoder);

/// The sRGB ICC profile (version 2, under 3 KB, the same bytes on every call) that Tessera
/// embeds in its JPEGs and PDFs: `*out` holds `*out_size` bytes, to release with tessera_free.
tessera_status tessera_srgb_profile(uint8_t **out, size_t *out_size);

/// The CMYK profile for CMYK photos that carry none (libvips's fallback, "Chemical proof", public
/// domain, rebuilt from a 9-point grid): `*out` (release with tessera_free) holds `*out_size` bytes.
tessera_status tessera_cmyk_fallback_profile(uint8_t **out, size_t *out_size);

// MARK: - WebP decoding (libwebp)

/// Decodes the WebP file held whole in `data` into `pixels` (out_height rows of `stride` bytes)
/// as premultiplied RGBA: a still picture scaled by libwebp to `out_width` × `out_height`, an
/// animation's first frame at its place on a canvas of exactly that size (pixels outside it are
/// left as they are). `diagnostics` (reset first) receives the reason for a failure.
/// TRUNCATED: the file ends inside the image data.
tessera_status tessera_webp_decode(const uint8_t *data, size_t size, int out_width, int out_height,
                                   uint8_t *pixels, size_t stride, tessera_diagnostics *diagnostics);

/// A diagnostics record of the caller's own (for the decoders that have no handle); release
/// with tessera_diagnostics_destroy.
tessera_diagnostics *tessera_diagnostics_create(void);
void tessera_diagnostics_destroy(tessera_diagnostics *diagnostics);

// MARK: - GIF decoding (giflib)

/// A GIF being read by giflib's record reader; giflib reports every failure by return value,
/// never by longjmp, and the shim turns its error codes into statuses and words.
typedef struct tessera_gif_decoder tessera_gif_decoder;

/// A decoder reading `size` bytes at `data` (not copied: keep them alive until destroy).
/// Returns NULL only when memory runs out; a file giflib refuses is reported by the next call.
tessera_gif_decoder *tessera_gif_decoder_create(const uint8_t *data, size_t size);

/// A decoder reading the file open at `descriptor` from its start, a buffer at a time (the
/// descriptor is duplicated). NULL when it cannot be read.
tessera_gif_decoder *tessera_gif_decoder_create_file(int descriptor);

/// The logical screen's size, from the screen descriptor giflib read when the decoder was made.
/// ERROR (with giflib's words) when it refused the file's start.
tessera_status tessera_gif_decoder_screen(tessera_gif_decoder *decoder, int *width, int *height);

/// Decodes the first image of the file onto `pixels`, a picture of the logical screen's size
/// (`height` rows of `stride` bytes, premultiplied RGBA, all zero on entry): each of its pixels
/// at its place (the image descriptor's left and top; the part outside the screen is dropped),
/// interlaced rows put back in order, colours from the local colour table or else the global
/// one, the transparent index of the last Graphic Control Extension before it left at alpha 0,
/// an index beyond the table opaque black. `*rows_done` counts the image's rows decoded.
/// TRUNCATED: the file ends inside the image (or before it); ERROR: giflib refused the data
/// (a bad LZW code, no colour table, no image); NO_MEMORY.
tessera_status tessera_gif_decoder_read_first_image(tessera_gif_decoder *decoder, uint8_t *pixels, int width, int height,
                                                    size_t stride, int *rows_done);

/// The first image's descriptor as read by read_first_image: its place and size on the screen.
void tessera_gif_decoder_first_image(const tessera_gif_decoder *decoder, int *left, int *top, int *width, int *height);

const tessera_diagnostics *tessera_gif_decoder_diagnostics(const tessera_gif_decoder *decoder);

void tessera_gif_decoder_destroy(tessera_gif_decoder *decoder);

/// The giflib version the shim was compiled against ("5.2.1").
const char *tessera_gif_lib_version(void);

// MARK: - TIFF decoding (libtiff)

typedef struct tessera_tiff_decoder tessera_tiff_decoder;

/// A decoder over `size` bytes at `data` (kept alive by the caller until destroy), or over the
/// file open at `descriptor` (duplicated; read from its start). NULL only when memory runs out
/// (create) or the file cannot be opened (create_file); a file libtiff refuses is reported by start.
tessera_tiff_decoder *tessera_tiff_decoder_create(const uint8_t *data, size_t size);
tessera_tiff_decoder *tessera_tiff_decoder_create_file(int descriptor);

/// Readies the first page for reading as RGBA and gives its stored size. UNSUPPORTED: a kind of
/// image libtiff's RGBA interface cannot read (the message says which).
tessera_status tessera_tiff_decoder_start(tessera_tiff_decoder *decoder, int *width, int *height);

/// How the first page is cut: strips (`across` 1, `chunk_width` the page's width, the last
/// strip perhaps shorter) or tiles, `down` chunk rows of `chunk_height` rows. Each strip or tile
/// is decoded whole, once: a chunk row holds `bytes` (`across` × planes × `chunk_bytes`).
typedef struct {
    int tiled;
    int chunk_width, chunk_height;
    int across, down;
    int64_t chunk_bytes;
    int64_t bytes;
} tessera_tiff_layout;

/// The started page's layout, as libtiff computes it (after start). ERROR: a size it refuses.
tessera_status tessera_tiff_decoder_layout(tessera_tiff_decoder *decoder, tessera_tiff_layout *layout);

/// Decodes every strip or tile of chunk row `row` (0 ..< down) once into the decoder's buffer,
/// allocated at the first call (`layout.bytes`; NO_MEMORY when above `max_bytes`). DAMAGED:
/// one could not be decoded (the message holds libtiff's words); the row is not usable.
tessera_status tessera_tiff_decoder_read_chunk_row(tessera_tiff_decoder *decoder, int row, int64_t max_bytes);

/// Converts rows `first` ..< `first + count` of the chunk row last read (counted from its top)
/// to premultiplied RGBA in `pixels` (count rows of exactly width * 4 bytes). `first` MUST be a
/// multiple of 4 (YCbCr blocks).
tessera_status tessera_tiff_decoder_put_rows(tessera_tiff_decoder *decoder, int first, int count, uint8_t *pixels);

/// The first page's ICC profile (valid until destroy): 1 with `*profile` set, 0 when none.
int tessera_tiff_decoder_icc_profile(tessera_tiff_decoder *decoder, const uint8_t **profile, uint32_t *size);

/// Starts reading an 8-bit CMYK (separated, ink set CMYK, contiguous samples, in strips) first
/// page as raw ink values, instead of start's RGBA, for a colour transform to convert: 1 and the
/// size when it is such a page, 0 (nothing started) otherwise.
int tessera_tiff_decoder_start_cmyk(tessera_tiff_decoder *decoder, int *width, int *height);

/// Reads `count` rows from `first` (rows MUST be asked in order) as C, M, Y, K bytes, `width * 4`
/// a row (extra samples dropped). DAMAGED: a strip could not be read.
tessera_status tessera_tiff_decoder_read_cmyk_rows(tessera_tiff_decoder *decoder, int first, int count, uint8_t *rows);

/// The work done so far, for tests: bytes libtiff read from a memory input (0 for a file), and
/// strips or tiles decoded.
void tessera_tiff_decoder_work(const tessera_tiff_decoder *decoder, uint64_t *bytes_read, uint64_t *chunks_decoded);

const tessera_diagnostics *tessera_tiff_decoder_diagnostics(const tessera_tiff_decoder *decoder);

void tessera_tiff_decoder_destroy(tessera_tiff_decoder *decoder);

// MARK: - HEIF decoding (libheif: HEIC, HEIF, AVIF)

/// Decodes the primary image of the HEIF file held in `data` (when not NULL) or open at
/// `descriptor` (`file_size` bytes, read with pread), ignoring its irot/imir transformations,
/// as premultiplied RGBA: `*out_pixels` (release with tessera_free) holds `*out_width` ×
/// `*out_height` pixels, rows without padding. `*out_profile` (release with tessera_free) is
/// the item's ICC profile, or NULL. Images wider or taller than `max_dimension` are refused.
tessera_status tessera_heif_decode(const uint8_t *data, size_t size, int descriptor, int64_t file_size, int max_dimension,
                                   int *out_width, int *out_height, uint8_t **out_pixels, uint8_t **out_profile,
                                   size_t *out_profile_size, tessera_diagnostics *diagnostics);

// MARK: - Camera RAW (LibRaw: NEF, CR2, CR3, ARW, ORF, RW2, RAF, PEF, DNG, …)

/// What LibRaw's identification (headers only, no pixel) says of a RAW file.
typedef struct {
    /// The size LibRaw develops the picture to, in stored orientation (its output size before the flip).
    int width;
    int height;
    /// The sensor's full size, margins included.
    int raw_width;
    int raw_height;
    /// LibRaw's flip: 0 none, 3 180°, 5 90° counter-clockwise, 6 90° clockwise (bits 1, 2, 4 in general).
    int flip;
    char make[64];
    char model[64];
    char lens[128];
    float iso;
    /// Seconds.
    float shutter;
    float aperture;
    /// Millimetres.
    float focal_length;
    /// Seconds since 1970 as LibRaw read the camera's local time through mktime; 0 when unknown.
    int64_t timestamp;
    /// LibRaw_thumbnail_formats: 0 none or unknown, 1 JPEG, 2 8-bit bitmap, 3 16-bit bitmap, …
    int thumb_format;
    int thumb_width;
    int thumb_height;
    /// The preview's length in bytes as the header gives it (0 when unknown).
    uint32_t thumb_length;
    int is_dng;
    /// Colour channels of the sensor (3 for Bayer RGB, 4 for CMYG or RGBE).
    int colors;
} tessera_raw_header;

/// What tessera_raw_preview handed back.
enum {
    TESSERA_RAW_PREVIEW_JPEG = 1,
    TESSERA_RAW_PREVIEW_RGBA = 2
};

/// Identifies the RAW file held in `data` (when not NULL) or open at `descriptor`. OK, or
/// UNSUPPORTED when LibRaw does not take it for a RAW file, DAMAGED, ERROR, NO_MEMORY.
tessera_status tessera_raw_identify(const uint8_t *data, size_t size, int descriptor, tessera_raw_header *header,
                                    tessera_diagnostics *diagnostics);

/// The largest embedded preview LibRaw finds: JPEG bytes (`*kind` JPEG; `*width`, `*height` as
/// the header says, 0 when unknown) or an 8-bit bitmap as opaque RGBA (`*kind` RGBA). `*out`
/// (release with tessera_free) holds `*out_size` bytes. A preview whose length or pixels exceed
/// `max_bytes` is refused (NO_MEMORY) before it is read; none at all is UNSUPPORTED.
tessera_status tessera_raw_preview(const uint8_t *data, size_t size, int descriptor, size_t max_bytes, int *kind,
                                   uint8_t **out, size_t *out_size, int *width, int *height,
                                   tessera_diagnostics *diagnostics);

/// The bytes a half-size decode of a `raw_width` × `raw_height` sensor with `colors` channels allocates at its peak.
size_t tessera_raw_half_size_bytes(int raw_width, int raw_height, int colors);

/// The raw data developed at half size (camera white balance, sRGB, 8 bits), as opaque RGBA in
/// stored orientation: `*out` (release with tessera_free) holds `*width` × `*height` pixels.
/// Refused (NO_MEMORY) before unpacking when tessera_raw_half_size_bytes exceeds `max_bytes`.
/// Data errors LibRaw survives are warnings in the diagnostics.
tessera_status tessera_raw_half_size(const uint8_t *data, size_t size, int descriptor, size_t max_bytes, uint8_t **out,
                                     int *width, int *height, tessera_diagnostics *diagnostics);

/// LibRaw's version ("0.20.2-Release").
const char *tessera_raw_lib_version(void);

#endif
