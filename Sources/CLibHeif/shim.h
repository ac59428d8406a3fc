// libheif: HEIC, HEIF and AVIF containers and their decoders.
#include <libheif/heif.h>
