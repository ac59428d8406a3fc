#ifndef TESSERA_CIMAGECODECS_H
#define TESSERA_CIMAGECODECS_H

// Thin C shims over libjpeg-turbo and libpng. Both libraries report fatal errors with
// longjmp (libjpeg's default even calls exit()); only the functions declared here call
// them, each behind its own setjmp, and every failure comes back as a status code plus
// the library's message text. Swift never sees a jmp_buf.

#include <stddef.h>
#include <stdint.h>

/// The libjpeg API version the shim was compiled against (e.g. 62 or 80).
int tessera_jpeg_lib_version(void);

/// The libpng version string the shim is linked against (e.g. "1.6.39").
const char *tessera_png_lib_version(void);

#endif
