import Testing
import TesseraRender

@Suite("BandCanvas.draw(_:x:y:cornerRadius:clip:)")
struct ImageDrawTests {
    static let white = RGBA8.white

    /// A 4 × 3 opaque image whose every pixel is different.
    static var numbered: PixelBuffer {
        var image = PixelBuffer(width: 4, height: 3)
        for y in 0..<3 { for x in 0..<4 { image[x, y] = RGBA8(UInt8(10 * x), UInt8(10 * y), 7) } }
        return image
    }

    @Test("an opaque image is copied exactly, top-left pixel at (x, y)")
    func opaqueCopy() {
        var canvas = BandCanvas(width: 10, top: 0, height: 8, background: Self.white)
        canvas.draw(Self.numbered, x: 3, y: 2)
        for y in 0..<8 {
            for x in 0..<10 {
                let inside = (3..<7).contains(x) && (2..<5).contains(y)
                let expected = inside ? RGBA8(UInt8(10 * (x - 3)), UInt8(10 * (y - 2)), 7) : Self.white
                #expect(canvas.pixels[x, y] == expected, "(\(x), \(y))")
            }
        }
    }

    @Test("an image hanging off the band's edges is cut to it, and rows padded in the source are skipped")
    func offEdgesAndPadding() {
        var bytes = [UInt8](repeating: 99, count: 16 * 3)   // 3 × 3 pixels, 16 bytes a row: 4 of padding
        for y in 0..<3 {
            for x in 0..<3 {
                let i = y * 16 + x * 4
                (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (UInt8(x), UInt8(y), 0, 255)
            }
        }
        let image = PixelBuffer(width: 3, height: 3, bytesPerRow: 16, bytes: bytes)
        var canvas = BandCanvas(width: 4, top: 10, height: 2, background: Self.white)
        canvas.draw(image, x: -1, y: 9)
        #expect(CanvasProbe.rows(of: canvas) == [
            [RGBA8(1, 1, 0), RGBA8(2, 1, 0), Self.white, Self.white],
            [RGBA8(1, 2, 0), RGBA8(2, 2, 0), Self.white, Self.white],
        ])
    }

    @Test("rounded corners: the corner pixel is background, arc pixels blend, exactly as fill rounds")
    func roundedCorners() {
        var drawn = BandCanvas(width: 30, top: 0, height: 30, background: Self.white)
        drawn.draw(PixelBuffer(width: 20, height: 20, filledWith: .black), x: 5, y: 5, cornerRadius: 6)
        #expect(drawn.pixels[5, 5] == Self.white && drawn.pixels[24, 24] == Self.white && drawn.pixels[15, 15] == .black)
        #expect(CanvasProbe.isBlend(drawn.pixels[5, 8]) && CanvasProbe.isBlend(drawn.pixels[8, 5]))
        // The same corner coverage as a fill of the image's rectangle.
        var filled = BandCanvas(width: 30, top: 0, height: 30, background: Self.white)
        filled.fill(DeviceRect(x: 5, y: 5, width: 20, height: 20), cornerRadius: 6, color: .black)
        #expect(CanvasProbe.rows(of: drawn) == CanvasProbe.rows(of: filled))
    }

    @Test("a premultiplied translucent image composites to the exact bytes")
    func translucent() {
        var canvas = BandCanvas(width: 2, top: 0, height: 1, background: RGBA8(0, 0, 255))
        var image = PixelBuffer(width: 2, height: 1, filledWith: RGBA8(0, 64, 0, 64))
        image[1, 0] = .clear
        canvas.draw(image, x: 0, y: 0)
        // 0 + 0, 64 + 0, 0 + 255 × 191/255 = 191, 64 + 191 = 255; a clear pixel changes nothing.
        #expect(canvas.pixels[0, 0] == RGBA8(0, 64, 191, 255) && canvas.pixels[1, 0] == RGBA8(0, 0, 255))
    }

    @Test("an arc pixel of an image gets the image pixel scaled by its coverage")
    func coverageScaled() {
        // Radius 1 on a 2 × 2 image: every pixel is a corner pixel, a quarter disc, π/4 of it
        // covered: 200.28 → 200. (100, 50, 0, 255) × 200/255 = (78.4, 39.2, 0, 200) → (78, 39, 0, 200).
        var canvas = BandCanvas(width: 2, top: 0, height: 2, background: .clear)
        canvas.draw(PixelBuffer(width: 2, height: 2, filledWith: RGBA8(100, 50, 0)), x: 0, y: 0, cornerRadius: 1)
        #expect(CanvasProbe.rows(of: canvas) == Array(repeating: Array(repeating: RGBA8(78, 39, 0, 200), count: 2), count: 2))
    }
}
