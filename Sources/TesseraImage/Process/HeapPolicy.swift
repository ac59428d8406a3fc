internal import CImageCodecs

/// How the command-line tool asks the C allocator to hand freed decoder buffers back: a library
/// leaves that choice to the program it is part of.
package enum HeapPolicy {
    /// Buffers of 4 MiB or more are mapped on their own and returned to the system when freed,
    /// and a thread's heap keeps at most 4 MiB free at its top (glibc otherwise keeps raising
    /// both thresholds, and a progressive JPEG's 72 MB of coefficients, once freed, stays
    /// resident in the thread's heap). Smaller buffers (decoded pictures at the DCT scale,
    /// thumbnails, PNG chunks) are reused from the heaps instead of being mapped, faulted in and
    /// zeroed afresh for every photo.
    package static func returnLargeFreedBuffers() { _ = tessera_fix_mmap_threshold(4 * 1024 * 1024) }
}
