extension BandCanvas {
    /// Draws `image` (premultiplied) with its top-left pixel at sheet pixel (`x`, `y`),
    /// composited source-over; with `cornerRadius` (device pixels) its corners are rounded.
    ///
    /// The rounded shape is the image's own rectangle `(x, y, image.width, image.height)`,
    /// anti-aliased exactly as ``fill(_:cornerRadius:color:clip:)`` rounds it: a pixel cut by an
    /// arc gets the image pixel scaled by its coverage, and the pixel at the very corner is left
    /// alone. Rows of opaque pixels are copied as they are, without arithmetic.
    ///
    /// ```swift
    /// var band = BandCanvas(width: 30, top: 0, height: 30, background: .white)
    /// band.draw(PixelBuffer(width: 20, height: 20, filledWith: .black), x: 5, y: 5, cornerRadius: 6)
    /// print(band.pixels[5, 5], band.pixels[15, 15])
    /// // RGBA8(255, 255, 255, 255) RGBA8(0, 0, 0, 255)
    /// ```
    public mutating func draw(_ image: PixelBuffer, x: Int, y: Int, cornerRadius: Double = 0, clip: DeviceRect? = nil) {
        let rect = DeviceRect(x: x, y: y, width: image.width, height: image.height)
        let area = drawable(rect, clip: clip)
        guard !area.isEmpty else { return }
        let shape = RoundedRectCoverage(rect, radius: cornerRadius)
        let columns = area.x..<area.maxX, sourceStride = image.bytesPerRow
        image.withUnsafeBytes { raw in
            guard let source = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            withRows { rows in
                for row in area.y..<area.maxY {
                    // Sheet pixel (column, row) shows image pixel (column − x, row − y).
                    let sourceRow = source + (row - y) * sourceStride
                    let spans = shape.spans(row: row)
                    let full = spans.full.clamped(to: columns)
                    Self.copy(from: sourceRow + (full.lowerBound - x) * 4, to: rows.pixel(x: full.lowerBound, y: row),
                              count: full.count)
                    let edges = spans.edges(within: columns)
                    for column in edges.left {
                        Self.blend(sourceRow + (column - x) * 4, into: rows, x: column, y: row, shape: shape)
                    }
                    for column in edges.right {
                        Self.blend(sourceRow + (column - x) * 4, into: rows, x: column, y: row, shape: shape)
                    }
                }
            }
        }
    }

    /// Composites `count` image pixels over the band at full coverage: one copy when they are
    /// all opaque.
    private static func copy(from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        guard count > 0 else { return }
        var opaque = true
        for index in 0..<count where source[index * 4 + 3] != 255 {
            opaque = false
            break
        }
        if opaque {
            target.update(from: source, count: count * 4)
            return
        }
        for index in 0..<count {
            let at = source + index * 4
            Compositing.blend(RGBA8(at[0], at[1], at[2], at[3]), coverage: 255, into: target + index * 4)
        }
    }

    /// Composites one image pixel over sheet pixel (`x`, `y`), scaled by `shape`'s coverage there.
    private static func blend(_ source: UnsafePointer<UInt8>, into rows: BandRows, x: Int, y: Int,
                              shape: RoundedRectCoverage) {
        rows.blend(x: x, y: y, color: RGBA8(source[0], source[1], source[2], source[3]),
                   coverage: shape.coverage(x: x, y: y))
    }
}
