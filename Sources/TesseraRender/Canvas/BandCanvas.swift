/// One horizontal band of a sheet: rows `top ..< top + height` of a picture `width` pixels wide,
/// premultiplied RGBA, drawn into and then handed on (to a `PNGWriter`) before the next band.
///
/// All drawing takes SHEET pixel coordinates — rows count from the top of the whole picture,
/// not of the band — and MUST touch only pixels inside the band, inside `0 ..< width`, and
/// inside the optional `clip` rectangle. Every pixel's new value depends only on its own sheet
/// position and what was there, so drawing one scene into bands of any height and stacking them
/// gives exactly the pixels of drawing it into one tall canvas.
///
/// Colours are premultiplied `RGBA8`; mixing is source-over in integers (see `Compositing`),
/// and shapes are anti-aliased by the area each pixel has inside them (see
/// `RoundedRectCoverage`). Nothing is allocated per pixel, and ``reset(top:height:background:)``
/// reuses the band's memory for the next band. A band is a plain value: separate bands MAY be
/// drawn on different threads at once.
///
/// ```swift
/// var band = BandCanvas(width: 100, top: 64, height: 64, background: .white)
/// band.fill(DeviceRect(x: 10, y: 60, width: 30, height: 20), cornerRadius: 4, color: RGBA8(255, 0, 0))
/// print(band.bounds, band.pixels[20, 70 - 64])   // rows 60…63 belong to the band above
/// // DeviceRect(x: 0, y: 64, width: 100, height: 64) RGBA8(255, 0, 0, 255)
/// ```
public struct BandCanvas: Sendable {
    /// The picture's width in pixels.
    public let width: Int
    /// The band's first row, in sheet rows.
    public private(set) var top: Int
    /// Rows in the band.
    public private(set) var height: Int
    /// The band's pixels: `width × height`, premultiplied, row 0 being sheet row ``top``.
    public internal(set) var pixels: PixelBuffer

    /// A band of sheet rows `top ..< top + height`, filled with `background` (premultiplied).
    public init(width: Int, top: Int, height: Int, background: RGBA8) {
        precondition(width >= 0 && height >= 0, "a band cannot have a negative size")
        self.width = width
        self.top = top
        self.height = height
        pixels = PixelBuffer(width: width, height: height, filledWith: background)
    }

    /// The band's pixels in sheet coordinates: `DeviceRect(x: 0, y: top, width: width, height: height)`.
    public var bounds: DeviceRect { DeviceRect(x: 0, y: top, width: width, height: height) }

    /// Moves the band to sheet rows `top ..< top + height` and fills it with `background`.
    ///
    /// The memory is reused: a shorter band (the last one of a sheet) keeps the old allocation,
    /// and a later taller one grows back into it; only a band taller than any before it
    /// allocates. (If a consumer still holds the previous ``pixels``, they are left intact and
    /// the band copies instead.)
    public mutating func reset(top: Int, height: Int, background: RGBA8) {
        precondition(height >= 0, "a band cannot have a negative height")
        self.top = top
        if height != self.height {
            var storage = pixels.bytes
            pixels = PixelBuffer(width: width, height: 0)  // `storage` is now the only owner
            let count = width * 4 * height
            if count <= storage.capacity {
                if count < storage.count {
                    storage.removeLast(storage.count - count)
                } else {
                    storage.append(contentsOf: repeatElement(0, count: count - storage.count))
                }
            } else {
                storage = [UInt8](repeating: 0, count: count)
            }
            pixels = PixelBuffer(width: width, height: height, bytesPerRow: width * 4, bytes: storage)
            self.height = height
        }
        let word = background.packed, count = width * height
        withRows { rows in
            rows.base.withMemoryRebound(to: UInt32.self, capacity: count) { words in
                words.update(repeating: word, count: count)
            }
        }
    }

    /// The part of `rect` that may be drawn: inside the band, the picture and `clip`.
    func drawable(_ rect: DeviceRect, clip: DeviceRect?) -> DeviceRect {
        let inBand = rect.intersection(bounds)
        guard let clip else { return inBand }
        return inBand.intersection(clip)
    }

    /// Calls `body` with write access to the band's rows (not at all when the band is empty).
    mutating func withRows(_ body: (BandRows) -> Void) {
        let stride = pixels.bytesPerRow, top = self.top
        pixels.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            body(BandRows(base: base.assumingMemoryBound(to: UInt8.self), bytesPerRow: stride, top: top))
        }
    }
}
