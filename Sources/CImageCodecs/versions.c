#include "CImageCodecs.h"
#include <stdio.h>
#include <jpeglib.h>
#include <png.h>

int tessera_jpeg_lib_version(void) { return JPEG_LIB_VERSION; }

int tessera_jpeg_turbo_version(void) {
#ifdef LIBJPEG_TURBO_VERSION_NUMBER
    return LIBJPEG_TURBO_VERSION_NUMBER;
#else
    return 0;   // not libjpeg-turbo
#endif
}

const char *tessera_png_lib_version(void) { return png_get_libpng_ver(NULL); }
