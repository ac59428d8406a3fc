#include "CImageCodecs.h"
#include <stdio.h>
#include <jpeglib.h>
#include <png.h>

int tessera_jpeg_lib_version(void) { return JPEG_LIB_VERSION; }

const char *tessera_png_lib_version(void) { return png_get_libpng_ver(NULL); }
