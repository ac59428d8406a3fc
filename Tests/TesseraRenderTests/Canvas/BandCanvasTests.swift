import Testing
import TesseraRender

@Suite("BandCanvas")
struct BandCanvasTests {
    static let red = RGBA8(255, 0, 0), white = RGBA8.white

    static func pixels(_ canvas: BandCanvas, equalTo colour: RGBA8) -> Int {
        var count = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.pixels[x, y] == colour { count += 1 }
        }
        return count
    }

    @Test("a square fill covers exactly its pixels")
    func squareFill() {
        var canvas = BandCanvas(width: 20, top: 0, height: 20, background: Self.white)
        canvas.fill(DeviceRect(x: 3, y: 4, width: 10, height: 5), color: Self.red)
        #expect(Self.pixels(canvas, equalTo: Self.red) == 50)
        #expect(canvas.pixels[3, 4] == Self.red && canvas.pixels[12, 8] == Self.red)
        #expect(canvas.pixels[2, 4] == Self.white && canvas.pixels[13, 8] == Self.white && canvas.pixels[3, 9] == Self.white)
    }

    @Test("rounded corners: the corner pixel is untouched, arc pixels lie strictly between the two colours, the inside is exact")
    func roundedFill() {
        var canvas = BandCanvas(width: 40, top: 0, height: 40, background: Self.white)
        canvas.fill(DeviceRect(x: 5, y: 5, width: 30, height: 30), cornerRadius: 10, color: Self.red)
        #expect(canvas.pixels[5, 5] == Self.white && canvas.pixels[34, 34] == Self.white)
        #expect(canvas.pixels[20, 5] == Self.red && canvas.pixels[5, 20] == Self.red && canvas.pixels[20, 20] == Self.red)
        var partial = 0
        for y in 5..<15 {
            for x in 5..<15 {
                let pixel = canvas.pixels[x, y]
                if pixel != Self.red && pixel != Self.white {
                    partial += 1
                    #expect(pixel.r == 255 && pixel.g > 0 && pixel.g < 255 && pixel.g == pixel.b && pixel.a == 255)
                }
            }
        }
        #expect(partial >= 10)
        // Area: 30² − (4 − π)·10² ≈ 814.2 covered pixels in all; sum the coverage.
        var covered = 0.0
        for y in 0..<40 { for x in 0..<40 { covered += Double(255 - Int(canvas.pixels[x, y].g)) / 255 } }
        #expect(abs(covered - (900 - (4 - Double.pi) * 100)) < 1.5)
    }

    @Test("source-over with a half-transparent colour gives the exact bytes")
    func sourceOver() {
        var canvas = BandCanvas(width: 2, top: 0, height: 1, background: RGBA8(0, 0, 200))
        // Straight (255, 0, 0, 128) premultiplied is (128, 0, 0, 128).
        canvas.fill(DeviceRect(x: 0, y: 0, width: 1, height: 1), color: RGBA8(128, 0, 0, 128))
        // 128 + 0 × 127/255, 0, 200 × 127/255 = 99.6 → 100, 128 + 255 × 127/255 = 255.
        #expect(canvas.pixels[0, 0] == RGBA8(128, 0, 100, 255))
        #expect(canvas.pixels[1, 0] == RGBA8(0, 0, 200, 255))
    }

    @Test("a stroke lies inside the rect; the middle is untouched")
    func stroke() {
        var canvas = BandCanvas(width: 20, top: 0, height: 20, background: Self.white)
        canvas.stroke(DeviceRect(x: 2, y: 2, width: 10, height: 8), lineWidth: 2, color: Self.red)
        #expect(Self.pixels(canvas, equalTo: Self.red) == 10 * 8 - 6 * 4)
        #expect(canvas.pixels[2, 2] == Self.red && canvas.pixels[3, 3] == Self.red && canvas.pixels[4, 4] == Self.white)
        #expect(canvas.pixels[1, 2] == Self.white && canvas.pixels[12, 5] == Self.white)
        var half = BandCanvas(width: 10, top: 0, height: 10, background: Self.white)
        half.stroke(DeviceRect(x: 0, y: 0, width: 10, height: 10), lineWidth: 1.5, color: Self.red)
        #expect(half.pixels[0, 5] == Self.red && half.pixels[1, 5] == RGBA8(255, 128, 128) && half.pixels[2, 5] == Self.white)
    }

    @Test("images: an opaque image is copied exactly; rounded corners blend; a premultiplied translucent image composites")
    func images() {
        var source = PixelBuffer(width: 4, height: 3, filledWith: RGBA8(10, 20, 30))
        source[1, 1] = RGBA8(200, 100, 50)
        var canvas = BandCanvas(width: 10, top: 0, height: 10, background: Self.white)
        canvas.draw(source, x: 3, y: 2)
        #expect(canvas.pixels[4, 3] == RGBA8(200, 100, 50) && canvas.pixels[3, 2] == RGBA8(10, 20, 30) && canvas.pixels[2, 2] == Self.white)

        var rounded = BandCanvas(width: 30, top: 0, height: 30, background: Self.white)
        rounded.draw(PixelBuffer(width: 20, height: 20, filledWith: .black), x: 5, y: 5, cornerRadius: 6)
        #expect(rounded.pixels[5, 5] == Self.white && rounded.pixels[15, 15] == .black)
        let edge = rounded.pixels[5, 8]
        #expect(edge != .black && edge != Self.white && edge.a == 255)

        var glass = BandCanvas(width: 1, top: 0, height: 1, background: RGBA8(0, 0, 255))
        glass.draw(PixelBuffer(width: 1, height: 1, filledWith: RGBA8(0, 64, 0, 64)), x: 0, y: 0)
        // 0 + 0, 64 + 0, 255 × 191/255 = 191, 64 + 255 × 191/255.
        #expect(glass.pixels[0, 0] == RGBA8(0, 64, 191, 255))
    }

    @Test("masks paint their coverage exactly")
    func masks() {
        var canvas = BandCanvas(width: 3, top: 0, height: 1, background: Self.white)
        canvas.paint(CoverageMask(width: 3, height: 1, values: [255, 128, 0]), x: 0, y: 0, color: .black)
        #expect(canvas.pixels[0, 0] == .black && canvas.pixels[1, 0] == RGBA8(127, 127, 127) && canvas.pixels[2, 0] == Self.white)
    }

    @Test("a scene drawn in bands of 7 rows equals the scene drawn at once; clips are respected")
    func bands() {
        func draw(_ canvas: inout BandCanvas) {
            canvas.fill(DeviceRect(x: 2, y: 3, width: 30, height: 25), cornerRadius: 7.5, color: RGBA8(0, 128, 0))
            canvas.stroke(DeviceRect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 4, lineWidth: 1.5, color: RGBA8(128, 0, 0, 128))
            canvas.draw(PixelBuffer(width: 9, height: 9, filledWith: RGBA8(0, 0, 90, 90)), x: 20, y: 5, cornerRadius: 3)
            canvas.paint(CoverageMask(width: 3, height: 20, values: Array(repeating: 200, count: 60)), x: 1, y: 8, color: .black)
            canvas.fill(DeviceRect(x: 0, y: 0, width: 40, height: 40), color: RGBA8(255, 255, 0), clip: DeviceRect(x: 35, y: 30, width: 10, height: 3))
        }
        var whole = BandCanvas(width: 40, top: 0, height: 35, background: Self.white)
        draw(&whole)
        var stacked: [RGBA8] = []
        var band = BandCanvas(width: 40, top: 0, height: 7, background: Self.white)
        for top in stride(from: 0, to: 35, by: 7) {
            band.reset(top: top, height: 7, background: Self.white)
            draw(&band)
            for y in 0..<7 { for x in 0..<40 { stacked.append(band.pixels[x, y]) } }
        }
        var expected: [RGBA8] = []
        for y in 0..<35 { for x in 0..<40 { expected.append(whole.pixels[x, y]) } }
        #expect(stacked == expected)
        #expect(whole.pixels[36, 31] == RGBA8(255, 255, 0) && whole.pixels[34, 31] != RGBA8(255, 255, 0) && whole.pixels[36, 33] == Self.white)
    }
}
