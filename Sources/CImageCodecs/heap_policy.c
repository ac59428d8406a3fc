// glibc's allocator keeps freed memory for reuse: a buffer above the mmap threshold is returned to
// the system when freed, but freeing one also raises the threshold (up to 32 MiB), so the next
// decoder buffers come from per-thread heaps and stay resident after they are freed. A fixed
// threshold turns that off.

#include "CImageCodecs.h"
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int tessera_fix_mmap_threshold(size_t bytes) {
#if defined(__GLIBC__)
    return mallopt(M_MMAP_THRESHOLD, (int)(bytes > 0x7fffffff ? 0x7fffffff : bytes)) == 1 ? 0 : -1;
#else
    (void)bytes;
    return 0;
#endif
}
