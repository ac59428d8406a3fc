/// The choice of libjpeg-turbo's DCT scaling: decoding at n/8 of the stored size (n = 1 … 8)
/// costs far less time and memory than decoding at full size and shrinking afterwards.
///
/// The scale chosen is the smallest whose output still covers the size the caller needs, so the
/// last step is always a reduction (never an enlargement) by the resampler.
///
/// ```swift
/// let n = JPEGScaling.eighths(stored: PixelSize(width: 6000, height: 4000),
///                             minimum: PixelSize(width: 300, height: 200))
/// print(n, JPEGScaling.outputSize(stored: PixelSize(width: 6000, height: 4000), eighths: n))
/// // 1 750×500
/// ```
package enum JPEGScaling {
    /// The smallest n in 1 … 8 for which n/8 of the stored size is at least `minimum` in both
    /// directions, exactly (`side × n / 8 ≥ minimum`, not the rounded-up output size: the last
    /// column and row of a scaled output are partly padding when a side is not a multiple of
    /// 8/n, so they cannot count as image); 8 when no scale covers it (the image is smaller than
    /// asked) or when `minimum` is nil. Both sizes are in stored orientation.
    package static func eighths(stored: PixelSize, minimum: PixelSize?) -> Int {
        guard let minimum else { return 8 }
        for n in 1...8 where stored.width * n >= 8 * minimum.width && stored.height * n >= 8 * minimum.height {
            return n
        }
        return 8
    }

    /// The size libjpeg produces at scale n/8: each side is `ceil(side × n / 8)`
    /// (libjpeg's `jdiv_round_up`).
    package static func outputSize(stored: PixelSize, eighths n: Int) -> PixelSize {
        precondition((1...8).contains(n), "DCT scaling is 1/8 … 8/8")
        return PixelSize(width: (stored.width * n + 7) / 8, height: (stored.height * n + 7) / 8)
    }
}
