internal import CImageCodecs

extension PNGDecoder {
    /// Reads a non-interlaced PNG row by row, averaging `factor` × `factor` blocks as it goes:
    /// memory holds one full-size row and the reduced image, never the full-size image. Blocks
    /// at the right and bottom edges average the pixels they have, exactly as
    /// ``Resampler``'s area averaging does.
    static func decodeReduced(_ handle: OpaquePointer, size: PixelSize, factor k: Int,
                              strict: Bool) throws(DecodeError) -> RawDecode {
        var passes: Int32 = 0
        let started = CodecStatus(tessera_png_decoder_start(handle, &passes))
        if started == .truncated { throw .truncated(format: .png, rowsDecoded: 0, height: size.height) }
        try check(started, handle, size: size)

        let width = size.width, outWidth = (width + k - 1) / k
        var pixels = PixelBuffer(width: outWidth, height: (size.height + k - 1) / k)
        var row = [UInt8](repeating: 0, count: width * 4)
        var sums = [UInt32](repeating: 0, count: outWidth * 4)
        var rowsRead = 0, outcome = CodecStatus.ok
        while rowsRead < size.height {
            outcome = CodecStatus(row.withUnsafeMutableBufferPointer { tessera_png_decoder_read_row(handle, $0.baseAddress) })
            if outcome != .ok { break }
            accumulate(row, into: &sums, width: width, factor: k)
            rowsRead += 1
            if rowsRead % k == 0 || rowsRead == size.height {
                emit(&sums, into: &pixels, outRow: (rowsRead - 1) / k, rows: (rowsRead - 1) % k + 1, width: width, factor: k)
            }
        }
        var warnings = CodecDiagnostics(tessera_png_decoder_diagnostics(handle)).warnings
        if outcome == .truncated {
            if rowsRead % k != 0 {
                emit(&sums, into: &pixels, outRow: rowsRead / k, rows: rowsRead % k, width: width, factor: k)
            }
            try truncation(rows: rowsRead, height: size.height, strict: strict, warnings: &warnings)
        } else if outcome == .damaged {
            if rowsRead % k != 0 {
                emit(&sums, into: &pixels, outRow: rowsRead / k, rows: rowsRead % k, width: width, factor: k)
            }
            try damage(rows: rowsRead, height: size.height, strict: strict, handle, warnings: &warnings)
        } else {
            try check(outcome, handle, size: size)
        }
        try refuse(warnings, strict: strict)
        return RawDecode(pixels: pixels, scale: DecodeScale(numerator: 1, denominator: k), warnings: warnings)
    }

    /// Adds each block of `factor` pixels of `row` to its column's sums.
    static func accumulate(_ row: [UInt8], into sums: inout [UInt32], width: Int, factor k: Int) {
        row.withUnsafeBufferPointer { src in
            sums.withUnsafeMutableBufferPointer { sum in
                var x = 0, o = 0
                while x < width {
                    let end = min(width, x + k)
                    var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
                    while x < end {
                        r += UInt32(src[x * 4]); g += UInt32(src[x * 4 + 1])
                        b += UInt32(src[x * 4 + 2]); a += UInt32(src[x * 4 + 3])
                        x += 1
                    }
                    sum[o] += r; sum[o + 1] += g; sum[o + 2] += b; sum[o + 3] += a
                    o += 4
                }
            }
        }
    }

    /// Writes the means of the sums (over `rows` rows) as reduced row `outRow`, then clears them.
    static func emit(_ sums: inout [UInt32], into pixels: inout PixelBuffer, outRow: Int, rows: Int,
                             width: Int, factor k: Int) {
        let base = outRow * pixels.bytesPerRow, outWidth = pixels.width
        pixels.withUnsafeMutableBytes { raw in
            sums.withUnsafeMutableBufferPointer { sum in
                for ox in 0..<outWidth {
                    let n = UInt32(rows * (min(width, ox * k + k) - ox * k))
                    for c in 0..<4 {
                        raw[base + ox * 4 + c] = UInt8((sum[ox * 4 + c] + n / 2) / n)
                        sum[ox * 4 + c] = 0
                    }
                }
            }
        }
    }
}
