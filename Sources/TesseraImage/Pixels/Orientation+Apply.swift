extension PixelBuffer {
    /// The upright image for pixels stored with EXIF `orientation`: what a viewer shows.
    ///
    /// Orientations 5–8 exchange width and height. Pixels are moved, never resampled, so applying
    /// an orientation and then its ``ExifOrientation/inverse`` gives back the same buffer.
    ///
    /// ```swift
    /// var stored = PixelBuffer(width: 2, height: 1, filledWith: .black)
    /// stored[1, 0] = .white                       // stored: black, white
    /// let upright = stored.applying(.right)       // orientation 6: turn 90° clockwise
    /// print(upright.size, upright[0, 0], upright[0, 1])
    /// // 1×2 RGBA8(0, 0, 0, 255) RGBA8(255, 255, 255, 255)
    /// ```
    public func applying(_ orientation: ExifOrientation) -> PixelBuffer {
        if orientation == .up { return self }
        let outputSize = orientation.swapsDimensions ? size.transposed : size
        var output = PixelBuffer(width: outputSize.width, height: outputSize.height)
        let walk = OrientationWalk(orientation, width: width, height: height, rowPixels: bytesPerRow / 4)
        let outRowPixels = output.bytesPerRow / 4
        withUnsafeBytes { sourceRaw in
            let source = sourceRaw.bindMemory(to: UInt32.self)
            output.withUnsafeMutableBytes { outputRaw in
                let destination = outputRaw.bindMemory(to: UInt32.self)
                for y in 0..<outputSize.height {
                    var s = walk.start + y * walk.stepY
                    let rowStart = y * outRowPixels
                    for x in 0..<outputSize.width {
                        destination[rowStart + x] = source[s]
                        s += walk.stepX
                    }
                }
            }
        }
        return output
    }
}

/// Where upright pixel (x, y) comes from in the stored pixels: index `start + x·stepX + y·stepY`
/// (in pixels, rows `rowPixels` apart). Stored size is W×H.
///
/// | orientation | upright (x, y) ← stored |
/// |---|---|
/// | 1 up | (x, y) |
/// | 2 upMirrored | (W−1−x, y) |
/// | 3 down | (W−1−x, H−1−y) |
/// | 4 downMirrored | (x, H−1−y) |
/// | 5 leftMirrored | (y, x) |
/// | 6 right | (y, H−1−x) |
/// | 7 rightMirrored | (W−1−y, H−1−x) |
/// | 8 left | (W−1−y, x) |
struct OrientationWalk {
    let start: Int
    let stepX: Int
    let stepY: Int

    init(_ orientation: ExifOrientation, width w: Int, height h: Int, rowPixels s: Int) {
        let lastRow = (h - 1) * s, lastColumn = w - 1
        switch orientation {
        case .up: (start, stepX, stepY) = (0, 1, s)
        case .upMirrored: (start, stepX, stepY) = (lastColumn, -1, s)
        case .down: (start, stepX, stepY) = (lastRow + lastColumn, -1, -s)
        case .downMirrored: (start, stepX, stepY) = (lastRow, 1, -s)
        case .leftMirrored: (start, stepX, stepY) = (0, s, 1)
        case .right: (start, stepX, stepY) = (lastRow, -s, 1)
        case .rightMirrored: (start, stepX, stepY) = (lastRow + lastColumn, -s, -1)
        case .left: (start, stepX, stepY) = (lastColumn, s, -1)
        }
    }
}
