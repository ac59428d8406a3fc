import Foundation
import Testing
import TesseraRender

@Suite("BandCanvas.fill")
struct FillTests {
    static let red = RGBA8(255, 0, 0), white = RGBA8.white

    @Test("a snapped frame covers exactly its pixels at 1×, 2× and 3×", arguments: [
        (1.0, DeviceRect(x: 10, y: 6, width: 34, height: 20)),
        (2.0, DeviceRect(x: 21, y: 11, width: 66, height: 41)),
        (3.0, DeviceRect(x: 31, y: 17, width: 100, height: 60)),
    ])
    func snappedFrame(scale: Double, expected: DeviceRect) {
        let rect = PixelSnapper(scale: CGFloat(scale)).snap(CGRect(x: 10.4, y: 5.5, width: 33.3, height: 20.25))
        #expect(rect == expected)
        var canvas = BandCanvas(width: 140, top: 0, height: 90, background: Self.white)
        canvas.fill(rect, color: Self.red)
        #expect(CanvasProbe.count(Self.red, in: canvas) == expected.width * expected.height)
        #expect(CanvasProbe.count(Self.white, in: canvas) == 140 * 90 - expected.width * expected.height)
        #expect(CanvasProbe.inkBounds(in: canvas, background: Self.white) == expected)
        // The pixels just outside each edge are untouched.
        #expect(canvas.pixels[expected.x - 1, expected.y] == Self.white && canvas.pixels[expected.maxX, expected.y] == Self.white)
        #expect(canvas.pixels[expected.x, expected.y - 1] == Self.white && canvas.pixels[expected.x, expected.maxY] == Self.white)
        #expect(canvas.pixels[expected.x, expected.y] == Self.red && canvas.pixels[expected.maxX - 1, expected.maxY - 1] == Self.red)
    }

    @Test("rects partly or wholly off the canvas are cut, never wrapped")
    func offCanvas() {
        var canvas = BandCanvas(width: 10, top: 0, height: 10, background: Self.white)
        canvas.fill(DeviceRect(x: -5, y: -5, width: 8, height: 8), cornerRadius: 2, color: Self.red)
        canvas.fill(DeviceRect(x: 8, y: 8, width: 50, height: 50), color: Self.red)
        canvas.fill(DeviceRect(x: 20, y: 0, width: 5, height: 5), color: Self.red)
        canvas.fill(DeviceRect(x: 0, y: -20, width: 5, height: 5), color: Self.red)
        // Visible: columns and rows 0..<3 of the rounded rect, whose radius-2 arc cuts three of
        // the four pixels of its corner box (all but (1, 1)), and the 2 × 2 pixels at (8, 8).
        #expect(CanvasProbe.count(Self.red, in: canvas) == 3 * 3 - 3 + 2 * 2)
        #expect(canvas.pixels[0, 0] == Self.red && canvas.pixels[1, 1] == Self.red && canvas.pixels[3, 3] == Self.white)
        for (x, y) in [(2, 1), (1, 2), (2, 2)] {
            #expect(canvas.pixels[x, y] != Self.red && canvas.pixels[x, y] != Self.white, "(\(x), \(y))")
        }
        #expect(canvas.pixels[9, 9] == Self.red)
    }

    @Test("rounded corners: the corner pixel is untouched, arc pixels are strict blends, the rest exact")
    func roundedCorners() {
        var canvas = BandCanvas(width: 40, top: 0, height: 40, background: Self.white)
        canvas.fill(DeviceRect(x: 5, y: 5, width: 30, height: 30), cornerRadius: 10, color: .black)
        for (x, y) in [(5, 5), (34, 5), (5, 34), (34, 34), (6, 6), (4, 20)] {
            #expect(canvas.pixels[x, y] == Self.white, "(\(x), \(y))")
        }
        for (x, y) in [(20, 20), (15, 5), (24, 5), (5, 15), (34, 24), (20, 34), (8, 8), (9, 7)] {
            #expect(canvas.pixels[x, y] == .black, "(\(x), \(y))")
        }
        // The arc crosses the diagonal at 15 − 10/√2 ≈ 7.93: pixel (7, 7) is cut (about 1 % inside).
        #expect(CanvasProbe.isBlend(canvas.pixels[7, 7]))
        var blends = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let pixel = canvas.pixels[x, y]
                #expect(pixel == .black || pixel == Self.white || CanvasProbe.isBlend(pixel), "(\(x), \(y))")
                if CanvasProbe.isBlend(pixel) { blends += 1 }
                // The four corners are mirror images, and the square is symmetric about its diagonal.
                #expect(pixel == canvas.pixels[39 - x, y] && pixel == canvas.pixels[x, 39 - y] && pixel == canvas.pixels[y, x],
                        "(\(x), \(y))")
            }
        }
        #expect(blends >= 4 * 10 && blends % 4 == 0)
        // All coverage adds up to the shape's area: 30² − (4 − π) × 10² ≈ 814.16 pixels.
        var covered = 0.0
        for y in 0..<40 { for x in 0..<40 { covered += Double(255 - Int(canvas.pixels[x, y].g)) / 255 } }
        #expect(abs(covered - (900 - (4 - Double.pi) * 100)) < 0.25)
    }

    @Test("the radius is clamped to half the shorter side: a 10 × 4 rect with radius 50 is a stadium")
    func clampedRadius() {
        var clamped = BandCanvas(width: 12, top: 0, height: 6, background: Self.white)
        clamped.fill(DeviceRect(x: 1, y: 1, width: 10, height: 4), cornerRadius: 50, color: .black)
        var exact = BandCanvas(width: 12, top: 0, height: 6, background: Self.white)
        exact.fill(DeviceRect(x: 1, y: 1, width: 10, height: 4), cornerRadius: 2, color: .black)
        #expect(CanvasProbe.rows(of: clamped) == CanvasProbe.rows(of: exact))
        #expect(clamped.pixels[6, 1] == .black && CanvasProbe.isBlend(clamped.pixels[1, 1]) && clamped.pixels[0, 1] == Self.white)
    }

    @Test("a half-transparent colour composites source-over to the exact bytes")
    func sourceOver() {
        var canvas = BandCanvas(width: 3, top: 0, height: 1, background: RGBA8(0, 0, 200))
        // Straight (255, 0, 0) at alpha 128, premultiplied: (128, 0, 0, 128).
        canvas.fill(DeviceRect(x: 0, y: 0, width: 1, height: 1), color: RGBA8(128, 0, 0, 128))
        // 128 + 0, 0 + 0, 0 + 200 × 127/255 = 99.6 → 100, 128 + 255 × 127/255 = 255.
        #expect(canvas.pixels[0, 0] == RGBA8(128, 0, 100, 255))
        #expect(canvas.pixels[1, 0] == RGBA8(0, 0, 200, 255))
        // Over a translucent pixel: 64 + 100 × 127/255 = 64 + 49.8 → 114; 32 + 24.9 → 57;
        // 0 + 12.45 → 12; 128 + 200 × 127/255 = 128 + 99.6 → 228.
        var glass = BandCanvas(width: 1, top: 0, height: 1, background: RGBA8(100, 50, 25, 200))
        glass.fill(DeviceRect(x: 0, y: 0, width: 1, height: 1), color: RGBA8(64, 32, 0, 128))
        #expect(glass.pixels[0, 0] == RGBA8(114, 57, 12, 228))
        // Fully transparent paint changes nothing.
        glass.fill(DeviceRect(x: 0, y: 0, width: 1, height: 1), cornerRadius: 3, color: .clear)
        #expect(glass.pixels[0, 0] == RGBA8(114, 57, 12, 228))
    }

    @Test("an opaque colour replaces whatever was there, translucent or not")
    func opaqueReplaces() {
        var canvas = BandCanvas(width: 4, top: 0, height: 2, background: RGBA8(10, 20, 30, 40))
        canvas.fill(DeviceRect(x: 1, y: 0, width: 2, height: 2), color: RGBA8(1, 2, 3))
        #expect(CanvasProbe.rows(of: canvas) == Array(repeating: [RGBA8(10, 20, 30, 40), RGBA8(1, 2, 3), RGBA8(1, 2, 3), RGBA8(10, 20, 30, 40)], count: 2))
    }
}
