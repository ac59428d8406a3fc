@testable import TesseraImage

/// The scalar separable filter as it was before it was vectorised (issue 29), kept word for word
/// as the reference that ``ResamplerVectorTests`` holds the SIMD code to: every output byte must
/// match, so thumbnails and contact sheets do not change by a single bit.
enum ScalarConvolveReference {
    /// Both passes of the separable filter: each output row is the vertical filter over source
    /// rows already filtered horizontally. The horizontal rows are kept in a ring of
    /// `vertical.taps` rows, each computed once when an output row first needs it (again if a
    /// row left the ring and is needed later), so the float memory is a few rows, not the whole
    /// region: the same arithmetic in the same order as filtering every row first, so the same
    /// pixels. Alpha is clamped to 0…255 and each colour to 0…alpha, so the filter's lobes can
    /// never produce an invalid premultiplied pixel.
    static func convolve(_ source: PixelBuffer, horizontal: FilterWeights, vertical: FilterWeights) -> PixelBuffer {
        let width = horizontal.starts.count, height = vertical.starts.count
        var output = PixelBuffer(width: width, height: height)
        let rowLength = width * 4, outStride = output.bytesPerRow, taps = vertical.taps
        var ring = [Float](repeating: 0, count: taps * rowLength)
        var ringRow = [Int](repeating: -1, count: taps)
        var accumulator = [Float](repeating: 0, count: rowLength)
        source.withUnsafeBytes { sourceRaw in
            let src = sourceRaw.bindMemory(to: UInt8.self)
            output.withUnsafeMutableBytes { raw in
                let dst = raw.bindMemory(to: UInt8.self)
                ring.withUnsafeMutableBufferPointer { rows in
                    accumulator.withUnsafeMutableBufferPointer { acc in
                        for y in 0..<height {
                            for i in 0..<rowLength { acc[i] = 0 }
                            let start = vertical.starts[y]
                            for k in 0..<vertical.counts[y] {
                                let row = start + k, slot = row % taps
                                if ringRow[slot] != row {
                                    filterRow(src, row: row, stride: source.bytesPerRow, weights: horizontal,
                                              into: UnsafeMutableBufferPointer(rebasing: rows[(slot * rowLength)..<((slot + 1) * rowLength)]))
                                    ringRow[slot] = row
                                }
                                let weight = vertical.weights[y * taps + k]
                                let base = slot * rowLength
                                for i in 0..<rowLength { acc[i] += weight * rows[base + i] }
                            }
                            store(acc, into: dst, at: y * outStride, width: width)
                        }
                    }
                }
            }
        }
        return output
    }

    /// The horizontal pass of source row `row` into `out` (output width × 4 floats).
    private static func filterRow(_ src: UnsafeBufferPointer<UInt8>, row: Int, stride: Int, weights: FilterWeights,
                                  into out: UnsafeMutableBufferPointer<Float>) {
        let outWidth = weights.starts.count, taps = weights.taps
        let rowBase = row * stride
        weights.starts.withUnsafeBufferPointer { starts in
            weights.counts.withUnsafeBufferPointer { counts in
                weights.weights.withUnsafeBufferPointer { w in
                    for x in 0..<outWidth {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        var p = rowBase + starts[x] * 4
                        let wBase = x * taps
                        for k in 0..<counts[x] {
                            let weight = w[wBase + k]
                            r += weight * Float(src[p])
                            g += weight * Float(src[p + 1])
                            b += weight * Float(src[p + 2])
                            a += weight * Float(src[p + 3])
                            p += 4
                        }
                        let o = x * 4
                        out[o] = r; out[o + 1] = g; out[o + 2] = b; out[o + 3] = a
                    }
                }
            }
        }
    }

    /// One output row from the vertical pass's sums, rounded to 8 bits.
    private static func store(_ acc: UnsafeMutableBufferPointer<Float>, into dst: UnsafeMutableBufferPointer<UInt8>,
                              at outBase: Int, width: Int) {
        for x in 0..<width {
            let i = x * 4
            // An overshoot of alpha (ringing past 255) scales the colours down with it, so the
            // pixel keeps the hue the filter computed.
            let rawAlpha = acc[i + 3]
            let scale: Float = rawAlpha > 255 ? 255 / rawAlpha : 1
            let alpha = min(max(rawAlpha, 0), 255).rounded()
            dst[outBase + i + 3] = UInt8(alpha)
            for c in 0..<3 {
                dst[outBase + i + c] = UInt8(min(max(acc[i + c] * scale, 0), alpha).rounded())
            }
        }
    }
}
