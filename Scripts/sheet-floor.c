// The floor of the contact-sheet benchmark (issue 29): the least work that makes the sheet of
// Scripts/bench-sheet, in plain C, so Tessera's time can be given as a ratio to it.
//
//   sheet-floor DIR OUT.png [THREADS]
//
// The JPEGs of DIR (sorted by name) go into a 6-column, 1584-pixel waterfall (spacing and
// padding 8, each photo the column's width, in the shortest column, leftmost on a tie), as the
// benchmark's sheet. THREADS (default 2) decode threads take the photos in order, each decoded
// by libjpeg-turbo at the smallest DCT scale that covers its cell, straight to RGB, and resized
// with a triangle filter (widened by the reduction, so nothing aliases); EXIF orientation turns
// the thumbnail as it is copied. The main thread composites 64-row bands on white as the
// thumbnails arrive, filters every row with Paeth and deflates at zlib level 1 with the
// run-length strategy (Tessera's default PNG settings) into one stream, written as IDAT chunks.
// No colour management, no premultiplied alpha, no error recovery: a photo that fails to decode
// ends the program. Built by Scripts/bench-sheet: cc -O2 sheet-floor.c -ljpeg -lz -lpthread.
#include <dirent.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <jpeglib.h>
#include <zlib.h>

enum { COLUMNS = 6, WIDTH = 1584, SPACING = 8, PADDING = 8, BAND = 64, AHEAD = 256 };

typedef struct {
    char *path;
    int stored_w, stored_h, orientation;   // stored size, EXIF orientation 1…8
    int x, y, w, h;                        // cell on the sheet (displayed orientation)
    uint8_t *thumb;                        // RGB, stored orientation (w×h or h×w when turned)
    int ready;
} photo;

static photo *photos;
static int count;
static int next_job, admitted_row;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;

static void *xmalloc(size_t n) {
    void *p = malloc(n ? n : 1);
    if (!p) { fprintf(stderr, "sheet-floor: out of memory\n"); exit(1); }
    return p;
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static unsigned get16(const uint8_t *p, int le) { return le ? p[0] | p[1] << 8 : p[0] << 8 | p[1]; }
static unsigned get32(const uint8_t *p, int le) { return le ? get16(p, 1) | get16(p + 2, 1) << 16 : get16(p, 0) << 16 | get16(p + 2, 0); }

/// The Orientation tag of IFD0 in an APP1 Exif segment, else 1.
static int exif_orientation(struct jpeg_decompress_struct *cinfo) {
    for (jpeg_saved_marker_ptr m = cinfo->marker_list; m; m = m->next) {
        if (m->marker != JPEG_APP0 + 1 || m->data_length < 14 || memcmp(m->data, "Exif\0\0", 6)) continue;
        const uint8_t *t = m->data + 6;
        size_t n = m->data_length - 6;
        int le = t[0] == 'I';
        size_t ifd = get32(t + 4, le);
        if (ifd + 2 > n) return 1;
        unsigned entries = get16(t + ifd, le);
        for (unsigned i = 0; i < entries && ifd + 2 + 12 * (i + 1) <= n; i++) {
            const uint8_t *e = t + ifd + 2 + 12 * i;
            if (get16(e, le) == 0x0112) {
                unsigned v = get16(e + 8, le);
                return v >= 1 && v <= 8 ? (int)v : 1;
            }
        }
    }
    return 1;
}

/// One axis of a triangle-filter resize: for each output index, the first source index and
/// the weights (16.16 fixed point, summing to 65536).
typedef struct { int *start, *count, taps; int32_t *weights; } axis;

static axis make_axis(int in, int out) {
    double scale = (double)in / out, support = scale > 1 ? scale : 1;
    axis a = { xmalloc(sizeof(int) * out), xmalloc(sizeof(int) * out), (int)ceil(support) * 2 + 1, NULL };
    a.weights = xmalloc(sizeof(int32_t) * out * a.taps);
    for (int o = 0; o < out; o++) {
        double centre = (o + 0.5) * scale;
        int lo = (int)floor(centre - support), hi = (int)ceil(centre + support);
        if (lo < 0) lo = 0;
        if (hi > in) hi = in;
        if (hi - lo > a.taps) hi = lo + a.taps;
        double w[64], sum = 0;
        for (int i = lo; i < hi; i++) {
            double d = fabs((i + 0.5 - centre) / support);
            w[i - lo] = d < 1 ? 1 - d : 0;
            sum += w[i - lo];
        }
        int32_t total = 0;
        for (int i = lo; i < hi; i++) {
            int32_t q = (int32_t)lround(w[i - lo] / sum * 65536);
            a.weights[o * a.taps + i - lo] = q;
            total += q;
        }
        a.weights[o * a.taps] += 65536 - total;
        a.start[o] = lo;
        a.count[o] = hi - lo;
    }
    return a;
}

static void free_axis(axis a) { free(a.start); free(a.count); free(a.weights); }

/// Decodes and resizes photo `p` to its thumbnail (stored orientation).
static void make_thumbnail(photo *p) {
    struct jpeg_decompress_struct cinfo;
    struct jpeg_error_mgr jerr;
    cinfo.err = jpeg_std_error(&jerr);
    jpeg_create_decompress(&cinfo);
    FILE *f = fopen(p->path, "rb");
    if (!f) { perror(p->path); exit(1); }
    jpeg_stdio_src(&cinfo, f);
    jpeg_read_header(&cinfo, TRUE);
    int turned = p->orientation >= 5;
    int tw = turned ? p->h : p->w, th = turned ? p->w : p->h;   // thumbnail, stored orientation
    int n = 1;
    while (n < 8 && ((long)cinfo.image_width * n + 7) / 8 < tw) n++;
    while (n < 8 && ((long)cinfo.image_height * n + 7) / 8 < th) n++;
    cinfo.scale_num = n;
    cinfo.scale_denom = 8;
    cinfo.out_color_space = JCS_RGB;
    jpeg_start_decompress(&cinfo);
    int sw = cinfo.output_width, sh = cinfo.output_height;
    axis ax = make_axis(sw, tw), ay = make_axis(sh, th);
    // Horizontal pass row by row as libjpeg delivers them, into a tw-wide 16-bit-ish int buffer.
    int32_t *mid = xmalloc(sizeof(int32_t) * (size_t)tw * 3 * sh);
    uint8_t *row = xmalloc((size_t)sw * 3);
    while (cinfo.output_scanline < (JDIMENSION)sh) {
        int y = cinfo.output_scanline;
        JSAMPROW r = row;
        jpeg_read_scanlines(&cinfo, &r, 1);
        int32_t *m = mid + (size_t)y * tw * 3;
        for (int o = 0; o < tw; o++) {
            const int32_t *w = ax.weights + o * ax.taps;
            const uint8_t *s = row + ax.start[o] * 3;
            int32_t r0 = 0, g0 = 0, b0 = 0;
            for (int k = 0; k < ax.count[o]; k++, s += 3) {
                r0 += w[k] * s[0]; g0 += w[k] * s[1]; b0 += w[k] * s[2];
            }
            m[o * 3] = r0 >> 8; m[o * 3 + 1] = g0 >> 8; m[o * 3 + 2] = b0 >> 8;   // 8.8 fixed
        }
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    fclose(f);
    free(row);
    uint8_t *out = xmalloc((size_t)tw * th * 3);
    for (int o = 0; o < th; o++) {
        const int32_t *w = ay.weights + o * ay.taps;
        for (int i = 0; i < tw * 3; i++) {
            int64_t acc = 0;
            const int32_t *s = mid + (size_t)ay.start[o] * tw * 3 + i;
            for (int k = 0; k < ay.count[o]; k++, s += tw * 3) acc += (int64_t)w[k] * *s;
            int64_t v = (acc + (1 << 23)) >> 24;
            out[(size_t)o * tw * 3 + i] = (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
        }
    }
    free(mid);
    free_axis(ax);
    free_axis(ay);
    pthread_mutex_lock(&lock);
    p->thumb = out;
    p->ready = 1;
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&lock);
}

static void *decode_worker(void *unused) {
    (void)unused;
    for (;;) {
        pthread_mutex_lock(&lock);
        while (next_job < count && photos[next_job].y >= admitted_row) pthread_cond_wait(&changed, &lock);
        int job = next_job < count ? next_job++ : -1;
        pthread_mutex_unlock(&lock);
        if (job < 0) return NULL;
        make_thumbnail(&photos[job]);
    }
}

/// The stored-orientation pixel shown at (dx, dy) of a w×h displayed thumbnail.
static const uint8_t *stored_pixel(const photo *p, int dx, int dy) {
    int w = p->w, h = p->h, sx, sy, sw = p->orientation >= 5 ? h : w;
    switch (p->orientation) {
    case 2: sx = w - 1 - dx; sy = dy; break;
    case 3: sx = w - 1 - dx; sy = h - 1 - dy; break;
    case 4: sx = dx; sy = h - 1 - dy; break;
    case 5: sx = dy; sy = dx; break;
    case 6: sx = dy; sy = w - 1 - dx; break;
    case 7: sx = h - 1 - dy; sy = w - 1 - dx; break;
    case 8: sx = h - 1 - dy; sy = dx; break;
    default: sx = dx; sy = dy; break;
    }
    return p->thumb + ((size_t)sy * sw + sx) * 3;
}

static void put32(uint8_t *p, uint32_t v) { p[0] = v >> 24; p[1] = v >> 16; p[2] = v >> 8; p[3] = v; }

static void write_chunk(FILE *out, const char *type, const uint8_t *data, uint32_t n) {
    uint8_t head[8];
    put32(head, n);
    memcpy(head + 4, type, 4);
    uint32_t crc = crc32(crc32(0, head + 4, 4), data, n);
    uint8_t tail[4];
    put32(tail, crc);
    fwrite(head, 1, 8, out);
    if (n) fwrite(data, 1, n, out);
    fwrite(tail, 1, 4, out);
}

static uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: sheet-floor DIR OUT.png [THREADS]\n"); return 64; }
    int threads = argc > 3 ? atoi(argv[3]) : 2;
    DIR *dir = opendir(argv[1]);
    if (!dir) { perror(argv[1]); return 1; }
    size_t capacity = 64;
    char **names = xmalloc(sizeof(char *) * capacity);
    for (struct dirent *e; (e = readdir(dir));) {
        size_t l = strlen(e->d_name);
        if (l < 5 || (strcasecmp(e->d_name + l - 4, ".jpg") && strcasecmp(e->d_name + l - 5, ".jpeg"))) continue;
        if ((size_t)count == capacity) names = realloc(names, sizeof(char *) * (capacity *= 2));
        names[count] = xmalloc(strlen(argv[1]) + l + 2);
        sprintf(names[count++], "%s/%s", argv[1], e->d_name);
    }
    closedir(dir);
    qsort(names, count, sizeof(char *), by_name);

    // Layout: headers only.
    photos = calloc(count ? count : 1, sizeof(photo));
    double column_width = (double)(WIDTH - 2 * PADDING - (COLUMNS - 1) * SPACING) / COLUMNS;
    double tops[COLUMNS];
    for (int c = 0; c < COLUMNS; c++) tops[c] = PADDING;
    for (int i = 0; i < count; i++) {
        photo *p = &photos[i];
        p->path = names[i];
        struct jpeg_decompress_struct cinfo;
        struct jpeg_error_mgr jerr;
        cinfo.err = jpeg_std_error(&jerr);
        jpeg_create_decompress(&cinfo);
        FILE *f = fopen(p->path, "rb");
        if (!f) { perror(p->path); return 1; }
        jpeg_stdio_src(&cinfo, f);
        jpeg_save_markers(&cinfo, JPEG_APP0 + 1, 0xFFFF);
        jpeg_read_header(&cinfo, TRUE);
        p->stored_w = cinfo.image_width;
        p->stored_h = cinfo.image_height;
        p->orientation = exif_orientation(&cinfo);
        jpeg_destroy_decompress(&cinfo);
        fclose(f);
        double dw = p->orientation >= 5 ? p->stored_h : p->stored_w, dh = p->orientation >= 5 ? p->stored_w : p->stored_h;
        int column = 0;
        for (int c = 1; c < COLUMNS; c++) if (tops[c] < tops[column]) column = c;
        double left = PADDING + column * (column_width + SPACING), height = column_width * dh / dw;
        p->x = (int)lround(left);
        p->w = (int)lround(left + column_width) - p->x;
        p->y = (int)lround(tops[column]);
        p->h = (int)lround(tops[column] + height) - p->y;
        if (p->h < 1) p->h = 1;
        tops[column] += height + SPACING;
    }
    double bottom = 0;
    for (int c = 0; c < COLUMNS; c++) if (tops[c] > bottom) bottom = tops[c];
    int height = (int)lround(bottom - SPACING + PADDING);

    pthread_t workers[64];
    if (threads < 1) threads = 1;
    if (threads > 64) threads = 64;
    for (int t = 0; t < threads; t++) pthread_create(&workers[t], NULL, decode_worker, NULL);

    FILE *out = fopen(argv[2], "wb");
    if (!out) { perror(argv[2]); return 1; }
    fwrite("\x89PNG\r\n\x1a\n", 1, 8, out);
    uint8_t ihdr[13];
    put32(ihdr, WIDTH);
    put32(ihdr + 4, (uint32_t)height);
    ihdr[8] = 8; ihdr[9] = 2; ihdr[10] = ihdr[11] = ihdr[12] = 0;
    write_chunk(out, "IHDR", ihdr, 13);
    uint8_t srgb = 0;
    write_chunk(out, "sRGB", &srgb, 1);

    size_t stride = (size_t)WIDTH * 3;
    uint8_t *band = xmalloc(stride * BAND), *prior = calloc(stride, 1), *filtered = xmalloc((stride + 1) * BAND);
    z_stream z = {0};
    deflateInit2(&z, 1, Z_DEFLATED, 15, 8, Z_RLE);
    size_t out_capacity = deflateBound(&z, (stride + 1) * BAND) + 1024;
    uint8_t *compressed = xmalloc(out_capacity);
    int first_live = 0;
    for (int top = 0; top < height; top += BAND) {
        int rows = height - top < BAND ? height - top : BAND;
        pthread_mutex_lock(&lock);
        admitted_row = top + BAND + AHEAD;
        pthread_cond_broadcast(&changed);
        pthread_mutex_unlock(&lock);
        memset(band, 255, stride * rows);
        for (int i = first_live; i < count && photos[i].y < top + rows; i++) {
            photo *p = &photos[i];
            if (p->y + p->h <= top) continue;
            pthread_mutex_lock(&lock);
            while (!p->ready) pthread_cond_wait(&changed, &lock);
            pthread_mutex_unlock(&lock);
            int y0 = p->y > top ? p->y : top, y1 = p->y + p->h < top + rows ? p->y + p->h : top + rows;
            for (int y = y0; y < y1; y++) {
                uint8_t *d = band + (size_t)(y - top) * stride + (size_t)p->x * 3;
                if (p->orientation == 1) {
                    memcpy(d, p->thumb + (size_t)(y - p->y) * p->w * 3, (size_t)p->w * 3);
                } else {
                    for (int x = 0; x < p->w; x++) memcpy(d + x * 3, stored_pixel(p, x, y - p->y), 3);
                }
            }
        }
        // Free what the band has passed (photos are in order of top; a taller one may stay).
        while (first_live < count && photos[first_live].y + photos[first_live].h <= top + rows) {
            pthread_mutex_lock(&lock);
            while (!photos[first_live].ready) pthread_cond_wait(&changed, &lock);
            pthread_mutex_unlock(&lock);
            free(photos[first_live].thumb);
            photos[first_live++].thumb = NULL;
        }
        for (int y = 0; y < rows; y++) {
            const uint8_t *r = band + (size_t)y * stride;
            uint8_t *f = filtered + (size_t)y * (stride + 1);
            f[0] = 4;
            for (size_t i = 0; i < 3; i++) f[1 + i] = (uint8_t)(r[i] - prior[i]);
            for (size_t i = 3; i < stride; i++) f[1 + i] = (uint8_t)(r[i] - paeth(r[i - 3], prior[i], prior[i - 3]));
            memcpy(prior, r, stride);
        }
        z.next_in = filtered;
        z.avail_in = (uInt)((stride + 1) * rows);
        int last = top + rows >= height;
        int status;
        do {
            z.next_out = compressed;
            z.avail_out = (uInt)out_capacity;
            status = deflate(&z, last ? Z_FINISH : Z_NO_FLUSH);
            uint32_t n = (uint32_t)(out_capacity - z.avail_out);
            if (n) write_chunk(out, "IDAT", compressed, n);
        } while (last ? status != Z_STREAM_END : z.avail_out == 0);
    }
    deflateEnd(&z);
    write_chunk(out, "IEND", NULL, 0);
    for (int t = 0; t < threads; t++) pthread_join(workers[t], NULL);
    if (fclose(out)) { perror(argv[2]); return 1; }
    return 0;
}
