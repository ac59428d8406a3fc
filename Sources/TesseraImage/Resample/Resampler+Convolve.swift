extension Resampler {
    /// The horizontal pass: each source row in `rows`, filtered to `weights`' output width.
    /// Returns `rows.count × outputWidth × 4` floats, rows packed.
    static func convolveRows(_ source: PixelBuffer, rows: Range<Int>, weights: FilterWeights) -> [Float] {
        let outWidth = weights.starts.count
        let rowLength = outWidth * 4
        var result = [Float](repeating: 0, count: rows.count * rowLength)
        let stride = source.bytesPerRow, taps = weights.taps
        source.withUnsafeBytes { raw in
            let src = raw.bindMemory(to: UInt8.self)
            result.withUnsafeMutableBufferPointer { out in
                weights.starts.withUnsafeBufferPointer { starts in
                    weights.counts.withUnsafeBufferPointer { counts in
                        weights.weights.withUnsafeBufferPointer { w in
                            for (index, y) in rows.enumerated() {
                                let rowBase = y * stride
                                let outBase = index * rowLength
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
                                    let o = outBase + x * 4
                                    out[o] = r; out[o + 1] = g; out[o + 2] = b; out[o + 3] = a
                                }
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    /// The vertical pass over the horizontal pass's rows (the first is source row `firstRow`),
    /// rounded to 8 bits. Alpha is clamped to 0…255 and each colour to 0…alpha, so the filter's
    /// lobes can never produce an invalid premultiplied pixel.
    static func convolveColumns(_ columns: [Float], firstRow: Int, width: Int, weights: FilterWeights) -> PixelBuffer {
        let height = weights.starts.count
        var output = PixelBuffer(width: width, height: height)
        let rowLength = width * 4, outStride = output.bytesPerRow, taps = weights.taps
        var accumulator = [Float](repeating: 0, count: rowLength)
        columns.withUnsafeBufferPointer { inter in
            output.withUnsafeMutableBytes { raw in
                let dst = raw.bindMemory(to: UInt8.self)
                accumulator.withUnsafeMutableBufferPointer { acc in
                    for y in 0..<height {
                        for i in 0..<rowLength { acc[i] = 0 }
                        let start = weights.starts[y] - firstRow
                        for k in 0..<weights.counts[y] {
                            let weight = weights.weights[y * taps + k]
                            let base = (start + k) * rowLength
                            for i in 0..<rowLength { acc[i] += weight * inter[base + i] }
                        }
                        let outBase = y * outStride
                        for x in 0..<width {
                            let i = x * 4
                            // An overshoot of alpha (ringing past 255) scales the colours down
                            // with it, so the pixel keeps the hue the filter computed.
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
            }
        }
        return output
    }
}
