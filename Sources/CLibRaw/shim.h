// LibRaw's C interface (the thread-safe build, libraw_r: Tessera decodes on several threads).
#include <libraw/libraw.h>
