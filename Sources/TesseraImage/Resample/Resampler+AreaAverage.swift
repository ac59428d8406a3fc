extension Resampler {
    /// `source` reduced by whole factors `kx` and `ky`: each output pixel is the exact mean of a
    /// kx × ky block (the last block in a row or column may be smaller; it averages the pixels
    /// it has). Averaging premultiplied pixels keeps them valid premultiplied pixels.
    static func areaAverage(_ source: PixelBuffer, kx: Int, ky: Int) -> PixelBuffer {
        precondition(kx >= 1 && ky >= 1, "area averaging needs whole factors of at least 1")
        let outWidth = (source.width + kx - 1) / kx
        let outHeight = (source.height + ky - 1) / ky
        var output = PixelBuffer(width: outWidth, height: outHeight)
        let sourceStride = source.bytesPerRow, outStride = output.bytesPerRow
        let width = source.width, height = source.height
        var sums = [UInt32](repeating: 0, count: outWidth * 4)
        source.withUnsafeBytes { sourceRaw in
            let src = sourceRaw.bindMemory(to: UInt8.self)
            output.withUnsafeMutableBytes { outputRaw in
                let dst = outputRaw.bindMemory(to: UInt8.self)
                sums.withUnsafeMutableBufferPointer { sum in
                    for oy in 0..<outHeight {
                        for i in sum.indices { sum[i] = 0 }
                        let firstRow = oy * ky, rows = min(ky, height - firstRow)
                        for y in firstRow..<(firstRow + rows) {
                            let row = y * sourceStride
                            for ox in 0..<outWidth {
                                let firstColumn = ox * kx, end = min(width, firstColumn + kx)
                                var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
                                for x in firstColumn..<end {
                                    let p = row + x * 4
                                    r += UInt32(src[p]); g += UInt32(src[p + 1])
                                    b += UInt32(src[p + 2]); a += UInt32(src[p + 3])
                                }
                                sum[ox * 4] += r; sum[ox * 4 + 1] += g
                                sum[ox * 4 + 2] += b; sum[ox * 4 + 3] += a
                            }
                        }
                        let outRow = oy * outStride
                        for ox in 0..<outWidth {
                            let n = UInt32(rows * (min(width, ox * kx + kx) - ox * kx))
                            for c in 0..<4 {
                                dst[outRow + ox * 4 + c] = UInt8((sum[ox * 4 + c] + n / 2) / n)
                            }
                        }
                    }
                }
            }
        }
        return output
    }
}
