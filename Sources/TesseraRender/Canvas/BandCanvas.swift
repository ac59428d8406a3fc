/// One horizontal band of a sheet: rows `top ..< top + height` of a picture `width` pixels wide,
/// premultiplied RGBA, drawn into and then handed on (to a ``PNGWriter``) before the next band.
///
/// All drawing takes SHEET pixel coordinates — rows count from the top of the whole picture,
/// not of the band — and touches only pixels inside the band, inside `0 ..< width`, and inside
/// the optional `clip` rectangle. Drawing one scene into bands of any height and stacking them
/// therefore gives exactly the pixels of drawing it into one tall canvas. Compositing is
/// source-over on premultiplied pixels (see `Compositing`); shapes are anti-aliased by area.
///
/// ```swift
/// var band = BandCanvas(width: 100, top: 64, height: 64, background: .white)
/// band.fill(DeviceRect(x: 10, y: 60, width: 30, height: 20), cornerRadius: 4, color: RGBA8(255, 0, 0))
/// print(band.pixels[20, 70 - 64])   // rows 60…63 belong to the band above
/// // RGBA8(255, 0, 0, 255)
/// ```
public struct BandCanvas: Sendable {
    /// The picture's width in pixels.
    public let width: Int
    /// The band's first row, in sheet rows.
    public private(set) var top: Int
    /// Rows in the band.
    public private(set) var height: Int
    /// The band's pixels: `width × height`, row 0 being sheet row ``top``.
    public private(set) var pixels: PixelBuffer

    /// A band filled with `background`.
    public init(width: Int, top: Int, height: Int, background: RGBA8) {
        precondition(width >= 0 && height >= 0, "a band cannot have a negative size")
        self.width = width
        self.top = top
        self.height = height
        pixels = PixelBuffer(width: width, height: height, filledWith: background)
    }

    /// The band's pixels in sheet coordinates.
    public var bounds: DeviceRect { DeviceRect(x: 0, y: top, width: width, height: height) }

    /// Moves the band to rows `top ..< top + height` and fills it with `background`, reusing its
    /// memory when the height is unchanged.
    public mutating func reset(top: Int, height: Int, background: RGBA8) {
        precondition(height >= 0, "a band cannot have a negative height")
        self.top = top
        if height != self.height {
            self.height = height
            pixels = PixelBuffer(width: width, height: height, filledWith: background)
            return
        }
        let word = background.packedWord
        pixels.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for index in words.indices { words[index] = word }
        }
    }

    /// The part of `rect` that may be drawn: inside the band, the picture and `clip`.
    func drawable(_ rect: DeviceRect, clip: DeviceRect?) -> DeviceRect {
        let inBand = rect.intersection(bounds)
        guard let clip else { return inBand }
        return inBand.intersection(clip)
    }

    /// Calls `body` with a pointer to sheet pixel (x, y), which MUST lie in the band, and the
    /// distance in bytes between rows.
    mutating func withPixel<R>(x: Int, y: Int, _ body: (UnsafeMutablePointer<UInt8>, Int) -> R) -> R {
        let stride = pixels.bytesPerRow, offset = (y - top) * stride + x * 4
        return pixels.withUnsafeMutableBytes { raw in
            // A band always has storage when it has a pixel to draw.
            body(raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self) + offset, stride)
        }
    }
}

extension RGBA8 {
    /// The pixel as one native-endian word holding r, g, b, a in memory order.
    var packedWord: UInt32 {
        var word: UInt32 = 0
        withUnsafeMutableBytes(of: &word) { raw in
            raw[0] = r
            raw[1] = g
            raw[2] = b
            raw[3] = a
        }
        return word
    }
}
