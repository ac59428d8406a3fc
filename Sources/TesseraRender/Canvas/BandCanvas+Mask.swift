extension BandCanvas {
    /// Paints `color` (premultiplied) through `mask`, the mask's top-left pixel at sheet pixel
    /// (`x`, `y`): each pixel gets `color` scaled by its coverage, composited source-over.
    ///
    /// This is how text reaches the page: the text rasterizer makes the mask, the caller picks
    /// the colour. Coverage 255 of an opaque colour replaces the pixel; coverage 0 leaves it.
    ///
    /// ```swift
    /// var band = BandCanvas(width: 3, top: 0, height: 1, background: .white)
    /// band.paint(CoverageMask(width: 3, height: 1, values: [255, 128, 0]), x: 0, y: 0, color: .black)
    /// print(band.pixels[0, 0], band.pixels[1, 0], band.pixels[2, 0])
    /// // RGBA8(0, 0, 0, 255) RGBA8(127, 127, 127, 255) RGBA8(255, 255, 255, 255)
    /// ```
    public mutating func paint(_ mask: CoverageMask, x: Int, y: Int, color: RGBA8, clip: DeviceRect? = nil) {
        let area = drawable(DeviceRect(x: x, y: y, width: mask.width, height: mask.height), clip: clip)
        guard !area.isEmpty, color != .clear else { return }
        let maskWidth = mask.width
        mask.values.withUnsafeBufferPointer { values in
            withRows { rows in
                for row in area.y..<area.maxY {
                    // Sheet pixel (column, row) takes mask value (column − x, row − y).
                    let maskRow = (row - y) * maskWidth - x
                    for column in area.x..<area.maxX {
                        rows.blend(x: column, y: row, color: color, coverage: values[maskRow + column])
                    }
                }
            }
        }
    }
}
