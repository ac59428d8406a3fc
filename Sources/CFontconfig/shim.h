#include <fontconfig/fontconfig.h>

// fontconfig's C API for TesseraText's font lookups (FcFontMatch, FcFontList). Only TesseraText
// imports this module, and only with `internal import`: no fontconfig type appears in an
// interface another module reads.
