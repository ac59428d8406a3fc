extension Resampler {
    /// Both passes of the separable filter: each output row is the vertical filter over source
    /// rows already filtered horizontally. The horizontal rows are kept in a ring of
    /// `vertical.taps` rows, each computed once when an output row first needs it (again if a
    /// row left the ring and is needed later), so the float memory is a few rows, not the whole
    /// region: the same arithmetic in the same order as filtering every row first, so the same
    /// pixels. Alpha is clamped to 0…255 and each colour to 0…alpha, so the filter's lobes can
    /// never produce an invalid premultiplied pixel (see ``storedPixel(_:)``).
    ///
    /// A pixel's four channels are one `SIMD4<Float>`, so one vector instruction does the work of
    /// four. The bytes stay exactly those of the scalar code (the tests keep a copy of it): each
    /// lane computes `sum += weight × value` with the same operands in the same order (taps in
    /// ascending order, starting from +0), vector multiplies and adds round each lane exactly as
    /// scalar ones do, and Swift never contracts them into fused multiply-adds (which round once
    /// instead of twice). Only the order in which independent sums are computed changes.
    static func convolve(_ source: PixelBuffer, horizontal: FilterWeights, vertical: FilterWeights) -> PixelBuffer {
        let width = horizontal.starts.count, height = vertical.starts.count, taps = vertical.taps
        var output = PixelBuffer(width: width, height: height)
        let outStride = output.bytesPerRow, sourceStride = source.bytesPerRow
        let columns = horizontal.sourceRange
        var ring = [SIMD4<Float>](repeating: .zero, count: taps * width)
        var ringRow = [Int](repeating: -1, count: taps)
        // Where each of an output row's source rows starts in the ring.
        var rowStarts = [Int](repeating: 0, count: taps)
        // One source row's pixels (the columns the filter reads) as floats.
        var floats = [SIMD4<Float>](repeating: .zero, count: columns.count)
        source.withUnsafeBytes { src in
            output.withUnsafeMutableBytes { dst in
                ring.withUnsafeMutableBufferPointer { rows in
                    floats.withUnsafeMutableBufferPointer { floats in
                        rowStarts.withUnsafeMutableBufferPointer { rowStarts in
                            vertical.weights.withUnsafeBufferPointer { weights in
                                for y in 0..<height {
                                    let start = vertical.starts[y], count = vertical.counts[y]
                                    for k in 0..<count {
                                        let row = start + k, slot = row % taps
                                        if ringRow[slot] != row {
                                            loadRow(src, at: row * sourceStride + columns.lowerBound * 4, into: floats)
                                            filterRow(floats, firstColumn: columns.lowerBound, weights: horizontal,
                                                      into: UnsafeMutableBufferPointer(rebasing: rows[(slot * width)..<((slot + 1) * width)]))
                                            ringRow[slot] = row
                                        }
                                        rowStarts[k] = slot * width
                                    }
                                    filterColumns(rows, rowStarts: UnsafeBufferPointer(rebasing: rowStarts[0..<count]),
                                                  weights: UnsafeBufferPointer(rebasing: weights[(y * taps)..<(y * taps + count)]),
                                                  into: dst, at: y * outStride, width: width)
                                }
                            }
                        }
                    }
                }
            }
        }
        return output
    }

    /// `pixels.count` pixels of 8-bit RGBA from byte `offset` of `src`, as floats (exactly: every
    /// byte is a float). Converting a row once, rather than at every tap that reads a pixel
    /// (about six per pixel with Lanczos-3), leaves the filter loop only loads, multiplies and adds.
    private static func loadRow(_ src: UnsafeRawBufferPointer, at offset: Int, into pixels: UnsafeMutableBufferPointer<SIMD4<Float>>) {
        for i in pixels.indices {
            pixels[i] = SIMD4<Float>(src.loadUnaligned(fromByteOffset: offset + i * 4, as: SIMD4<UInt8>.self))
        }
    }

    /// The horizontal pass of one source row (`pixels`, from source column `firstColumn`) into
    /// `out`, one pixel per output column.
    ///
    /// Four output pixels are summed side by side: a sum waits for the previous add of the same
    /// sum (about four cycles), so four independent sums keep the adder busy. Each still adds its
    /// own taps in ascending order, so it is the same sum as one at a time. The index arithmetic
    /// uses wrapping operators (`&+`, `&*`): the indices are small, so they never wrap, and the
    /// overflow checks would otherwise sit in the innermost loop.
    private static func filterRow(_ pixels: UnsafeMutableBufferPointer<SIMD4<Float>>, firstColumn: Int, weights: FilterWeights,
                                  into out: UnsafeMutableBufferPointer<SIMD4<Float>>) {
        let outWidth = out.count, taps = weights.taps
        weights.starts.withUnsafeBufferPointer { starts in
            weights.counts.withUnsafeBufferPointer { counts in
                weights.weights.withUnsafeBufferPointer { w in
                    var x = 0
                    while x &+ 4 <= outWidth {
                        let c0 = counts[x], c1 = counts[x &+ 1], c2 = counts[x &+ 2], c3 = counts[x &+ 3]
                        let p0 = starts[x] &- firstColumn, p1 = starts[x &+ 1] &- firstColumn
                        let p2 = starts[x &+ 2] &- firstColumn, p3 = starts[x &+ 3] &- firstColumn
                        let w0 = x &* taps, w1 = w0 &+ taps, w2 = w1 &+ taps, w3 = w2 &+ taps
                        var a0 = SIMD4<Float>(), a1 = SIMD4<Float>(), a2 = SIMD4<Float>(), a3 = SIMD4<Float>()
                        let shared = min(min(c0, c1), min(c2, c3))
                        var k = 0
                        while k < shared {
                            a0 += w[w0 &+ k] * pixels[p0 &+ k]
                            a1 += w[w1 &+ k] * pixels[p1 &+ k]
                            a2 += w[w2 &+ k] * pixels[p2 &+ k]
                            a3 += w[w3 &+ k] * pixels[p3 &+ k]
                            k &+= 1
                        }
                        // The taps past the shortest of the four (edge pixels have fewer).
                        var j = k
                        while j < c0 { a0 += w[w0 &+ j] * pixels[p0 &+ j]; j &+= 1 }
                        j = k
                        while j < c1 { a1 += w[w1 &+ j] * pixels[p1 &+ j]; j &+= 1 }
                        j = k
                        while j < c2 { a2 += w[w2 &+ j] * pixels[p2 &+ j]; j &+= 1 }
                        j = k
                        while j < c3 { a3 += w[w3 &+ j] * pixels[p3 &+ j]; j &+= 1 }
                        out[x] = a0; out[x &+ 1] = a1; out[x &+ 2] = a2; out[x &+ 3] = a3
                        x &+= 4
                    }
                    while x < outWidth {
                        let p0 = starts[x] &- firstColumn, w0 = x &* taps
                        var a0 = SIMD4<Float>()
                        var k = 0
                        while k < counts[x] { a0 += w[w0 &+ k] * pixels[p0 &+ k]; k &+= 1 }
                        out[x] = a0
                        x &+= 1
                    }
                }
            }
        }
    }

    /// The vertical pass for one output row: the ring rows starting at `rowStarts`, weighted by
    /// `weights`, summed and stored as bytes from byte `outBase` of `dst`.
    ///
    /// Four pixels at a time, each summed over all the rows in registers before it is stored:
    /// the same sums in the same order as adding one whole row after another into an
    /// accumulator row, without reading and writing the accumulator for every row.
    private static func filterColumns(_ rows: UnsafeMutableBufferPointer<SIMD4<Float>>, rowStarts: UnsafeBufferPointer<Int>,
                                      weights: UnsafeBufferPointer<Float>, into dst: UnsafeMutableRawBufferPointer,
                                      at outBase: Int, width: Int) {
        let count = weights.count
        var x = 0
        while x &+ 4 <= width {
            var a0 = SIMD4<Float>(), a1 = SIMD4<Float>(), a2 = SIMD4<Float>(), a3 = SIMD4<Float>()
            for k in 0..<count {
                // Broadcast once for the four products (also much cheaper in unoptimised builds).
                let weight = SIMD4<Float>(repeating: weights[k]), base = rowStarts[k] &+ x
                a0 += weight * rows[base]
                a1 += weight * rows[base &+ 1]
                a2 += weight * rows[base &+ 2]
                a3 += weight * rows[base &+ 3]
            }
            let o = outBase &+ x &* 4
            dst.storeBytes(of: storedPixel(a0), toByteOffset: o, as: SIMD4<UInt8>.self)
            dst.storeBytes(of: storedPixel(a1), toByteOffset: o &+ 4, as: SIMD4<UInt8>.self)
            dst.storeBytes(of: storedPixel(a2), toByteOffset: o &+ 8, as: SIMD4<UInt8>.self)
            dst.storeBytes(of: storedPixel(a3), toByteOffset: o &+ 12, as: SIMD4<UInt8>.self)
            x &+= 4
        }
        while x < width {
            var a0 = SIMD4<Float>()
            for k in 0..<count { a0 += weights[k] * rows[rowStarts[k] &+ x] }
            dst.storeBytes(of: storedPixel(a0), toByteOffset: outBase &+ x &* 4, as: SIMD4<UInt8>.self)
            x &+= 1
        }
    }
}
