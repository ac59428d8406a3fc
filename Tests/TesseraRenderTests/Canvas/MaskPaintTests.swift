import Testing
import TesseraRender

@Suite("BandCanvas.paint(_:x:y:color:clip:)")
struct MaskPaintTests {
    @Test("coverage 255, 128 and 0 give the exact bytes")
    func coverages() {
        var canvas = BandCanvas(width: 3, top: 0, height: 1, background: .white)
        canvas.paint(CoverageMask(width: 3, height: 1, values: [255, 128, 0]), x: 0, y: 0, color: .black)
        // Black × 128/255 = (0, 0, 0, 128); white × 127/255 = 127.
        #expect(CanvasProbe.rows(of: canvas) == [[.black, RGBA8(127, 127, 127), .white]])

        var coloured = BandCanvas(width: 3, top: 0, height: 1, background: RGBA8(0, 0, 255))
        coloured.paint(CoverageMask(width: 3, height: 1, values: [255, 128, 0]), x: 0, y: 0, color: RGBA8(255, 0, 0))
        // (128, 0, 0, 128) over blue: 128 + 0, 0, 0 + 127, 128 + 127.
        #expect(CanvasProbe.rows(of: coloured) == [[RGBA8(255, 0, 0), RGBA8(128, 0, 127), RGBA8(0, 0, 255)]])
    }

    @Test("a translucent colour is scaled by coverage first, then composited")
    func translucentColour() {
        var canvas = BandCanvas(width: 1, top: 0, height: 1, background: .white)
        canvas.paint(CoverageMask(width: 1, height: 1, values: [128]), x: 0, y: 0, color: RGBA8(200, 100, 50, 200))
        // × 128/255: 100.4 → 100, 50.2 → 50, 25.1 → 25, 100.4 → 100; + white × 155/255 = 155.
        #expect(canvas.pixels[0, 0] == RGBA8(255, 205, 180, 255))
    }

    @Test("the mask is placed at (x, y) in sheet rows and cut to the band and the clip")
    func placement() {
        let mask = CoverageMask(width: 3, height: 3, values: [255, 255, 255, 255, 255, 255, 255, 255, 255])
        var canvas = BandCanvas(width: 4, top: 5, height: 2, background: .white)
        canvas.paint(mask, x: 2, y: 4, color: .black)
        #expect(CanvasProbe.rows(of: canvas) == [[.white, .white, .black, .black], [.white, .white, .black, .black]])
        var clipped = BandCanvas(width: 4, top: 5, height: 2, background: .white)
        clipped.paint(mask, x: 2, y: 4, color: .black, clip: DeviceRect(x: 0, y: 6, width: 3, height: 9))
        #expect(CanvasProbe.rows(of: clipped) == [[.white, .white, .white, .white], [.white, .white, .black, .white]])
    }
}
