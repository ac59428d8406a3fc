#include <libheif/heif.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* Writes a W×H picture (four quadrants: red, green, blue, white) as HEIC through libheif with
   the given orientation (EXIF values 1-8), as pillow-heif does. */
int main(int argc, char **argv) {
    if (argc != 5) { fprintf(stderr, "usage: make W H ORIENTATION OUT.heic\n"); return 2; }
    int w = atoi(argv[1]), h = atoi(argv[2]), orientation = atoi(argv[3]);
    struct heif_context *ctx = heif_context_alloc();
    struct heif_encoder *enc;
    struct heif_error err = heif_context_get_encoder_for_format(ctx, heif_compression_HEVC, &enc);
    if (err.code) { fprintf(stderr, "%s\n", err.message); return 1; }
    heif_encoder_set_lossy_quality(enc, 90);
    struct heif_image *img;
    heif_image_create(w, h, heif_colorspace_RGB, heif_chroma_interleaved_RGB, &img);
    heif_image_add_plane(img, heif_channel_interleaved, w, h, 8);
    int stride; uint8_t *p = heif_image_get_plane(img, heif_channel_interleaved, &stride);
    for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) {
        uint8_t *q = p + y * stride + x * 3;
        int right = x >= w / 2, bottom = y >= h / 2;
        uint8_t c[4][3] = {{220, 30, 30}, {30, 200, 30}, {30, 30, 220}, {240, 240, 240}};
        memcpy(q, c[bottom * 2 + right], 3);
    }
    struct heif_encoding_options *options = heif_encoding_options_alloc();
    options->image_orientation = (enum heif_orientation)orientation;
    struct heif_image_handle *handle;
    err = heif_context_encode_image(ctx, img, enc, options, &handle);
    if (err.code) { fprintf(stderr, "%s\n", err.message); return 1; }
    err = heif_context_write_to_file(ctx, argv[4]);
    if (err.code) { fprintf(stderr, "%s\n", err.message); return 1; }
    return 0;
}
