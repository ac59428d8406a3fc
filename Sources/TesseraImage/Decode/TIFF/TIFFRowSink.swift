/// Where a TIFF's RGBA rows go as libtiff's strips and tiles are converted, top to bottom: into
/// the picture at full size, or averaged in k × k blocks as they arrive (as a PNG's rows are),
/// so that the full-size picture never exists.
struct TIFFRowSink {
    /// The stored size of the page.
    let size: PixelSize
    /// The block size k (1: full size).
    let factor: Int
    /// The picture, `size` divided by `factor`, rounded up.
    private(set) var pixels: PixelBuffer
    private var sums: [UInt32]

    init(size: PixelSize, factor: Int) {
        self.size = size
        self.factor = factor
        pixels = PixelBuffer(width: (size.width + factor - 1) / factor, height: (size.height + factor - 1) / factor)
        sums = [UInt32](repeating: 0, count: factor == 1 ? 0 : pixels.width * 4)
    }

    /// Takes `rows` rows of `band` (width × 4 bytes each, no padding), the first of which is
    /// stored row `top`.
    mutating func take(_ band: [UInt8], top: Int, rows: Int) {
        let rowBytes = size.width * 4
        for y in 0..<rows {
            let row = Array(band[(y * rowBytes)..<((y + 1) * rowBytes)])
            let stored = top + y
            if factor == 1 {
                let start = stored * pixels.bytesPerRow
                pixels.withUnsafeMutableBytes { target in
                    target[start..<(start + rowBytes)].copyBytes(from: row)
                }
            } else {
                PNGDecoder.accumulate(row, into: &sums, width: size.width, factor: factor)
                if (stored + 1) % factor == 0 || stored + 1 == size.height {
                    PNGDecoder.emit(&sums, into: &pixels, outRow: stored / factor, rows: stored % factor + 1,
                                    width: size.width, factor: factor)
                }
            }
        }
    }
}
