// glibc's allocator keeps freed memory for reuse: a buffer above the mmap threshold is returned to
// the system when freed, but freeing one also raises the threshold (up to 32 MiB, and the trim
// threshold to twice that), so the next decoder buffers come from per-thread heaps and stay
// resident after they are freed. Fixed thresholds turn that off.
//
// The mmap threshold is where the trade lies: every buffer above it is mapped afresh and its
// pages faulted in and zeroed by the kernel on each use. At 256 KiB that was every decoded
// picture and resampler buffer of a contact sheet (about 2.5 s of system time for 500 photos);
// at 4 MiB those come from the threads' heaps and are reused, while a progressive JPEG's
// coefficients (tens of MB) are still mapped and returned. The trim threshold, also fixed, bounds
// what a heap keeps free at its top.

#include "CImageCodecs.h"
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int tessera_fix_mmap_threshold(size_t bytes) {
#if defined(__GLIBC__)
    int value = (int)(bytes > 0x7fffffff ? 0x7fffffff : bytes);
    int mapped = mallopt(M_MMAP_THRESHOLD, value) == 1;
    int trimmed = mallopt(M_TRIM_THRESHOLD, value) == 1;
    return mapped && trimmed ? 0 : -1;
#else
    (void)bytes;
    return 0;
#endif
}
