import TesseraRender

/// Reading a canvas back in tests: counts, bounding boxes and symmetry of its pixels.
enum CanvasProbe {
    /// How many pixels of `canvas` are exactly `colour`.
    static func count(_ colour: RGBA8, in canvas: BandCanvas) -> Int {
        var count = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.pixels[x, y] == colour { count += 1 }
        }
        return count
    }

    /// The smallest sheet rectangle holding every pixel that is not `background` (empty when
    /// there is none).
    static func inkBounds(in canvas: BandCanvas, background: RGBA8) -> DeviceRect {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.pixels[x, y] != background {
                minX = min(minX, x); maxX = max(maxX, x + 1)
                minY = min(minY, y + canvas.top); maxY = max(maxY, y + canvas.top + 1)
            }
        }
        return minX == Int.max ? DeviceRect(x: 0, y: 0, width: 0, height: 0)
                               : DeviceRect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// The pixel at SHEET row `y`.
    static func pixel(_ canvas: BandCanvas, _ x: Int, _ y: Int) -> RGBA8 { canvas.pixels[x, y - canvas.top] }

    /// All pixels, row by row.
    static func rows(of canvas: BandCanvas) -> [[RGBA8]] {
        (0..<canvas.height).map { y in (0..<canvas.width).map { x in canvas.pixels[x, y] } }
    }

    /// Whether a pixel lies strictly between two opaque greys (`ink` darker than `paper`) and is opaque.
    static func isBlend(_ pixel: RGBA8, ink: UInt8 = 0, paper: UInt8 = 255) -> Bool {
        pixel.a == 255 && pixel.r == pixel.g && pixel.g == pixel.b && pixel.r > ink && pixel.r < paper
    }
}
