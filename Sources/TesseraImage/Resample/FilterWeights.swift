/// The taps of a 1-D resample: for each output pixel, the first source pixel it reads, how many
/// it reads, and their weights (normalised to sum 1).
///
/// Output pixel i is centred at `regionStart + (i + 0.5) × scale` in source coordinates, where
/// `scale = regionLength / outputLength`. When reducing (scale > 1) the kernel is stretched by
/// `scale`, so it covers every source pixel under the output pixel: that is what prevents
/// aliasing. Taps that would fall outside the source are dropped and the rest renormalised
/// (edge pixels are not repeated), as Pillow and libvips do.
struct FilterWeights {
    /// First source index for each output index.
    let starts: [Int]
    /// Number of taps for each output index.
    let counts: [Int]
    /// `taps` weights per output index (only the first `counts[i]` are used).
    let weights: [Float]
    /// Room per output index in ``weights``.
    let taps: Int

    init(filter: ResampleFilter, sourceLength: Int, regionStart: Double, regionLength: Double, outputLength: Int) {
        precondition(sourceLength > 0 && outputLength > 0 && regionLength > 0, "resampling needs non-empty sizes")
        let scale = regionLength / Double(outputLength)
        let stretch = max(scale, 1)
        let support = filter.support * stretch
        let taps = Int((2 * support).rounded(.up)) + 3
        var starts = [Int](repeating: 0, count: outputLength)
        var counts = [Int](repeating: 0, count: outputLength)
        var weights = [Float](repeating: 0, count: outputLength * taps)
        var scratch = [Double](repeating: 0, count: taps)
        for i in 0..<outputLength {
            let center = regionStart + (Double(i) + 0.5) * scale
            let low = max(0, Int((center - support - 0.5).rounded(.down)))
            let high = min(sourceLength, Int((center + support + 0.5).rounded(.up)))
            var sum = 0.0
            var count = 0
            if low < high {
                for x in low..<high {
                    let w = filter.weight((Double(x) + 0.5 - center) / stretch)
                    scratch[x - low] = w
                    sum += w
                }
                count = high - low
            }
            if count == 0 || abs(sum) < 1e-12 {
                // Only possible for a region outside the source: take the nearest pixel.
                starts[i] = min(sourceLength - 1, max(0, Int(center.rounded(.down))))
                counts[i] = 1
                weights[i * taps] = 1
                continue
            }
            starts[i] = low
            counts[i] = count
            for k in 0..<count {
                weights[i * taps + k] = Float(scratch[k] / sum)
            }
        }
        self.starts = starts
        self.counts = counts
        self.weights = weights
        self.taps = taps
    }

    /// The source indices that some output reads: `min(starts) ..< max(starts + counts)`.
    var sourceRange: Range<Int> {
        var low = Int.max, high = Int.min
        for i in starts.indices {
            low = min(low, starts[i])
            high = max(high, starts[i] + counts[i])
        }
        return low..<high
    }
}
