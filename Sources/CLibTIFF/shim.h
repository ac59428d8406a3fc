// libtiff's reading interface.
#include <stdint.h>
#include <tiffio.h>
