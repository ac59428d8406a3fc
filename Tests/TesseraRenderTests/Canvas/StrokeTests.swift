import Testing
import TesseraRender

@Suite("BandCanvas.stroke")
struct StrokeTests {
    static let red = RGBA8(255, 0, 0), white = RGBA8.white

    @Test("integer widths: a border of exact pixels inside the rect, the middle untouched", arguments: 1...4)
    func integerWidths(lineWidth: Int) {
        var canvas = BandCanvas(width: 20, top: 0, height: 20, background: Self.white)
        let rect = DeviceRect(x: 2, y: 3, width: 12, height: 10)
        canvas.stroke(rect, lineWidth: Double(lineWidth), color: Self.red)
        let hole = rect.insetBy(lineWidth)
        #expect(CanvasProbe.count(Self.red, in: canvas) == rect.width * rect.height - hole.width * hole.height)
        #expect(CanvasProbe.inkBounds(in: canvas, background: Self.white) == rect)
        for y in 0..<20 {
            for x in 0..<20 {
                let inBorder = rect.intersects(DeviceRect(x: x, y: y, width: 1, height: 1))
                    && !hole.intersects(DeviceRect(x: x, y: y, width: 1, height: 1))
                #expect(canvas.pixels[x, y] == (inBorder ? Self.red : Self.white), "(\(x), \(y)), width \(lineWidth)")
            }
        }
    }

    @Test("a 1.5-pixel border: one full pixel, then one at coverage 128")
    func fractionalWidth() {
        var canvas = BandCanvas(width: 10, top: 0, height: 10, background: Self.white)
        canvas.stroke(DeviceRect(x: 0, y: 0, width: 10, height: 10), lineWidth: 1.5, color: Self.red)
        // Half a pixel: 0.5 × 255 = 127.5 → 128. Red × 128/255 = (128, 0, 0, 128);
        // over white: 128 + 255 × 127/255 = 255, 0 + 127.
        #expect(canvas.pixels[0, 5] == Self.red && canvas.pixels[1, 5] == RGBA8(255, 127, 127) && canvas.pixels[2, 5] == Self.white)
        #expect(canvas.pixels[5, 8] == RGBA8(255, 127, 127) && canvas.pixels[5, 9] == Self.red)
        // Inner corner pixel (1, 1): three quarters of it is border: 191.25 → 191; 255 × 64/255 = 64.
        #expect(canvas.pixels[1, 1] == RGBA8(255, 64, 64) && canvas.pixels[8, 8] == RGBA8(255, 64, 64))
    }

    @Test("rounded: follows the outline, corner untouched, symmetric, nothing spills outside")
    func rounded() {
        var canvas = BandCanvas(width: 24, top: 0, height: 24, background: Self.white)
        let rect = DeviceRect(x: 2, y: 2, width: 20, height: 20)
        canvas.stroke(rect, cornerRadius: 6, lineWidth: 2, color: .black)
        #expect(CanvasProbe.inkBounds(in: canvas, background: Self.white) == rect)
        #expect(canvas.pixels[2, 2] == Self.white && canvas.pixels[21, 21] == Self.white)
        #expect(canvas.pixels[12, 2] == .black && canvas.pixels[12, 3] == .black && canvas.pixels[12, 4] == Self.white)
        #expect(canvas.pixels[2, 12] == .black && canvas.pixels[3, 12] == .black && canvas.pixels[4, 12] == Self.white)
        #expect(canvas.pixels[12, 12] == Self.white && canvas.pixels[6, 6] == Self.white)
        var blends = 0
        for y in 0..<24 {
            for x in 0..<24 {
                let pixel = canvas.pixels[x, y]
                #expect(pixel == .black || pixel == Self.white || CanvasProbe.isBlend(pixel), "(\(x), \(y))")
                if CanvasProbe.isBlend(pixel) { blends += 1 }
                #expect(pixel == canvas.pixels[23 - x, y] && pixel == canvas.pixels[x, 23 - y] && pixel == canvas.pixels[y, x],
                        "(\(x), \(y))")
            }
        }
        #expect(blends >= 8)
    }

    @Test("the ring's coverage adds up to its area: outer minus inner rounded rect")
    func ringArea() {
        var canvas = BandCanvas(width: 40, top: 0, height: 30, background: Self.white)
        canvas.stroke(DeviceRect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 9.5, lineWidth: 2.25, color: .black)
        func roundedArea(_ width: Double, _ height: Double, _ radius: Double) -> Double {
            width * height - (4 - Double.pi) * radius * radius
        }
        let expected = roundedArea(40, 30, 9.5) - roundedArea(40 - 4.5, 30 - 4.5, 9.5 - 2.25)
        var covered = 0.0
        for y in 0..<30 { for x in 0..<40 { covered += Double(255 - Int(canvas.pixels[x, y].g)) / 255 } }
        #expect(abs(covered - expected) < 0.5)
    }

    @Test("a border as wide as half the rect fills it, exactly like fill")
    func wideBorderFills() {
        var stroked = BandCanvas(width: 14, top: 0, height: 10, background: Self.white)
        stroked.stroke(DeviceRect(x: 1, y: 1, width: 12, height: 7), cornerRadius: 2.5, lineWidth: 3.5, color: Self.red)
        var filled = BandCanvas(width: 14, top: 0, height: 10, background: Self.white)
        filled.fill(DeviceRect(x: 1, y: 1, width: 12, height: 7), cornerRadius: 2.5, color: Self.red)
        #expect(CanvasProbe.rows(of: stroked) == CanvasProbe.rows(of: filled))
    }

    @Test("zero or negative widths draw nothing")
    func noWidth() {
        var canvas = BandCanvas(width: 5, top: 0, height: 5, background: Self.white)
        canvas.stroke(DeviceRect(x: 0, y: 0, width: 5, height: 5), lineWidth: 0, color: .black)
        canvas.stroke(DeviceRect(x: 0, y: 0, width: 5, height: 5), cornerRadius: 2, lineWidth: -1, color: .black)
        #expect(CanvasProbe.count(Self.white, in: canvas) == 25)
    }
}
