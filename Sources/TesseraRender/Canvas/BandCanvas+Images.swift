extension BandCanvas {
    /// Draws `image` with its top-left pixel at sheet pixel (`x`, `y`), source-over; with
    /// `cornerRadius` its corners are rounded (anti-aliased as ``fill(_:cornerRadius:color:clip:)``
    /// rounds a rectangle of the image's size).
    public mutating func draw(_ image: PixelBuffer, x: Int, y: Int, cornerRadius: Double = 0, clip: DeviceRect? = nil) {
        let rect = DeviceRect(x: x, y: y, width: image.width, height: image.height)
        let area = drawable(rect, clip: clip)
        guard !area.isEmpty else { return }
        let shape = RoundedRectCoverage(rect, radius: cornerRadius)
        let opaque = image.isOpaque
        image.withUnsafeBytes { source in
            let sourceStride = image.bytesPerRow
            for row in area.y..<area.maxY {
                let sourceRow = (row - y) * sourceStride
                let corners = shape.rowMeetsCorners(row)
                let full = corners ? shape.fullSpan(row: row) : area.x..<area.maxX
                withPixel(x: area.x, y: row) { target, _ in
                    if opaque && !corners {
                        let from = sourceRow + (area.x - x) * 4
                        UnsafeMutableRawPointer(target).copyMemory(from: source.baseAddress.unsafelyUnwrapped + from, byteCount: area.width * 4)
                        return
                    }
                    for column in area.x..<area.maxX {
                        let coverage = full.contains(column) ? 255 : shape.coverage(x: column, y: row)
                        guard coverage > 0 else { continue }
                        let at = sourceRow + (column - x) * 4
                        let pixel = (UInt32(source[at]), UInt32(source[at + 1]), UInt32(source[at + 2]), UInt32(source[at + 3]))
                        Compositing.blend(pixel, coverage: coverage, into: target + (column - area.x) * 4)
                    }
                }
            }
        }
    }

    /// Paints `color` through `mask` (each pixel gets the colour scaled by its coverage),
    /// source-over, with the mask's top-left at sheet pixel (`x`, `y`).
    public mutating func paint(_ mask: CoverageMask, x: Int, y: Int, color: RGBA8, clip: DeviceRect? = nil) {
        let area = drawable(DeviceRect(x: x, y: y, width: mask.width, height: mask.height), clip: clip)
        guard !area.isEmpty else { return }
        let source = Compositing.channels(color)
        mask.values.withUnsafeBufferPointer { values in
            for row in area.y..<area.maxY {
                let maskRow = (row - y) * mask.width
                withPixel(x: area.x, y: row) { target, _ in
                    for column in area.x..<area.maxX {
                        let coverage = UInt32(values[maskRow + column - x])
                        if coverage > 0 { Compositing.blend(source, coverage: coverage, into: target + (column - area.x) * 4) }
                    }
                }
            }
        }
    }
}
