import Testing
import TesseraRender

@Suite("Bands: stacking, clipping and reuse")
struct BandStackingTests {
    static let background = RGBA8(250, 245, 240)
    static let sheet = (width: 48, height: 45)

    /// Every kind of drawing, with fractional radii and widths, translucency and clips.
    static func drawScene(into canvas: inout BandCanvas) {
        var photo = PixelBuffer(width: 15, height: 12)
        for y in 0..<12 { for x in 0..<15 { photo[x, y] = RGBA8(UInt8(x * 17), UInt8(y * 20), 90) } }
        var glass = PixelBuffer(width: 9, height: 9, filledWith: RGBA8(0, 0, 90, 90))
        glass[4, 4] = .clear
        var mask = CoverageMask(width: 11, height: 6)
        for i in mask.values.indices { mask.values[i] = UInt8(i * 37 % 256) }

        canvas.fill(DeviceRect(x: 2, y: 3, width: 30, height: 25), cornerRadius: 7.5, color: RGBA8(0, 128, 0))
        canvas.stroke(DeviceRect(x: 10, y: 10, width: 20, height: 21), cornerRadius: 4.2, lineWidth: 1.5, color: RGBA8(128, 0, 0, 128))
        canvas.draw(photo, x: 30, y: 20, cornerRadius: 3.3)
        canvas.draw(glass, x: 20, y: 5, cornerRadius: 3)
        canvas.draw(photo, x: -4, y: 33, clip: DeviceRect(x: 0, y: 35, width: 8, height: 4))
        canvas.paint(mask, x: 1, y: 8, color: .black)
        canvas.paint(mask, x: 40, y: 40, color: RGBA8(0, 60, 120, 120))
        canvas.fill(DeviceRect(x: 0, y: 0, width: 48, height: 45), cornerRadius: 12,
                    color: RGBA8(100, 100, 0, 100), clip: DeviceRect(x: 35, y: 30, width: 20, height: 3))
        canvas.stroke(DeviceRect(x: 0, y: 0, width: 48, height: 45), cornerRadius: 9, lineWidth: 2.75, color: RGBA8(20, 20, 20))
    }

    @Test("a scene drawn band by band equals the scene drawn at once", arguments: [1, 2, 7, 16, 44, 45, 64])
    func stacking(bandHeight: Int) {
        var whole = BandCanvas(width: Self.sheet.width, top: 0, height: Self.sheet.height, background: Self.background)
        Self.drawScene(into: &whole)
        var stacked: [[RGBA8]] = []
        var band = BandCanvas(width: Self.sheet.width, top: 0, height: bandHeight, background: Self.background)
        for top in stride(from: 0, to: Self.sheet.height, by: bandHeight) {
            band.reset(top: top, height: min(bandHeight, Self.sheet.height - top), background: Self.background)
            #expect(band.bounds == DeviceRect(x: 0, y: top, width: Self.sheet.width, height: min(bandHeight, Self.sheet.height - top)))
            Self.drawScene(into: &band)
            stacked += CanvasProbe.rows(of: band)
        }
        let expected = CanvasProbe.rows(of: whole)
        #expect(stacked.count == expected.count)
        for (row, (got, want)) in zip(stacked, expected).enumerated() {
            #expect(got == want, "sheet row \(row), bands of \(bandHeight)")
        }
    }

    @Test("nothing outside the clip changes; inside it, the same pixels as unclipped")
    func clip() {
        let clip = DeviceRect(x: 5, y: 4, width: 9, height: 7)
        var clipped = BandCanvas(width: 20, top: 0, height: 16, background: .white)
        clipped.fill(DeviceRect(x: 2, y: 2, width: 14, height: 12), cornerRadius: 5, color: .black, clip: clip)
        clipped.stroke(DeviceRect(x: 0, y: 0, width: 20, height: 16), cornerRadius: 6, lineWidth: 4.5, color: RGBA8(0, 0, 255), clip: clip)
        var free = BandCanvas(width: 20, top: 0, height: 16, background: .white)
        free.fill(DeviceRect(x: 2, y: 2, width: 14, height: 12), cornerRadius: 5, color: .black)
        free.stroke(DeviceRect(x: 0, y: 0, width: 20, height: 16), cornerRadius: 6, lineWidth: 4.5, color: RGBA8(0, 0, 255))
        for y in 0..<16 {
            for x in 0..<20 {
                let inside = clip.intersects(DeviceRect(x: x, y: y, width: 1, height: 1))
                #expect(clipped.pixels[x, y] == (inside ? free.pixels[x, y] : .white), "(\(x), \(y))")
            }
        }
        #expect(CanvasProbe.inkBounds(in: clipped, background: .white) == clip)
    }

    @Test("drawing above, below or beside the band touches nothing")
    func outsideTheBand() {
        var band = BandCanvas(width: 10, top: 20, height: 5, background: .white)
        band.fill(DeviceRect(x: 0, y: 0, width: 10, height: 20), color: .black)
        band.fill(DeviceRect(x: 0, y: 25, width: 10, height: 20), cornerRadius: 3, color: .black)
        band.draw(PixelBuffer(width: 4, height: 4, filledWith: .black), x: 10, y: 20)
        band.paint(CoverageMask(width: 3, height: 3, values: Array(repeating: 255, count: 9)), x: -3, y: 21, color: .black)
        band.stroke(DeviceRect(x: 2, y: 21, width: 5, height: 3), lineWidth: 1, color: .black, clip: DeviceRect(x: 0, y: 0, width: 2, height: 99))
        #expect(CanvasProbe.count(.white, in: band) == 50)
    }

    @Test("reset repaints the band and reuses its memory when it shrinks and grows back")
    func reset() {
        var band = BandCanvas(width: 6, top: 0, height: 7, background: .white)
        band.fill(band.bounds, color: .black)
        let address = band.pixels.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) }
        band.reset(top: 7, height: 3, background: RGBA8(1, 2, 3))
        #expect(band.top == 7 && band.height == 3 && band.pixels.size == PixelSize(width: 6, height: 3))
        #expect(CanvasProbe.count(RGBA8(1, 2, 3), in: band) == 18)
        band.reset(top: 10, height: 7, background: .white)
        #expect(band.pixels.size == PixelSize(width: 6, height: 7) && CanvasProbe.count(.white, in: band) == 42)
        #expect(band.pixels.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) } == address)
        band.reset(top: 17, height: 0, background: .white)
        #expect(band.bounds.isEmpty)
        band.fill(DeviceRect(x: 0, y: 0, width: 99, height: 99), color: .black)
        band.reset(top: 17, height: 20, background: .black)
        #expect(CanvasProbe.count(.black, in: band) == 120)
    }
}
