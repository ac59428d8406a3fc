import CImageCodecs

/// How the command-line tool asks the C allocator to hand freed decoder buffers back: a library
/// leaves that choice to the program it is part of.
package enum HeapPolicy {
    /// Buffers of 256 KiB or more are mapped on their own and returned to the system when freed
    /// (glibc otherwise keeps raising its threshold, and a progressive JPEG's 72 MB of
    /// coefficients, once freed, stays resident in the thread's heap).
    package static func returnLargeFreedBuffers() { _ = tessera_fix_mmap_threshold(256 * 1024) }
}
