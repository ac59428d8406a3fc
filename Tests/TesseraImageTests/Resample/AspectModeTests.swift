import Testing
@testable import TesseraImage

@Suite("Aspect fill and fit")
struct AspectModeTests {
    @Test("fill is always the box; fit is the largest size with the photo's aspect inside it")
    func outputSizes() {
        let landscape = PixelSize(width: 6000, height: 4000), portrait = PixelSize(width: 3024, height: 4032)
        let box = PixelSize(width: 300, height: 300)
        #expect(AspectMode.fill.outputSize(for: landscape, in: box) == box)
        #expect(AspectMode.fit.outputSize(for: landscape, in: box) == PixelSize(width: 300, height: 200))
        #expect(AspectMode.fit.outputSize(for: portrait, in: box) == PixelSize(width: 225, height: 300))
        #expect(AspectMode.fit.outputSize(for: PixelSize(width: 1000, height: 1), in: box) == PixelSize(width: 300, height: 1))
        #expect(AspectMode.fit.outputSize(for: PixelSize(width: 1, height: 1000), in: PixelSize(width: 50, height: 100)) == PixelSize(width: 1, height: 100))
        for w in 1..<12 {
            for h in 1..<12 {
                let fit = AspectMode.fit.outputSize(for: PixelSize(width: w, height: h), in: PixelSize(width: 10, height: 7))
                #expect(fit.width <= 10 && fit.height <= 7 && (fit.width == 10 || fit.height == 7), "\(w)×\(h) → \(fit)")
            }
        }
    }

    @Test("fill shows the centred part with the box's aspect ratio")
    func fillRegion() {
        let region = AspectMode.fill.sourceRegion(for: PixelSize(width: 1200, height: 800), in: PixelSize(width: 300, height: 300))
        #expect(region == PixelRegion(x: 200, y: 0, width: 800, height: 800))
        let tall = AspectMode.fill.sourceRegion(for: PixelSize(width: 800, height: 1200), in: PixelSize(width: 400, height: 200))
        #expect(tall == PixelRegion(x: 0, y: 400, width: 800, height: 400))
        #expect(AspectMode.fit.sourceRegion(for: PixelSize(width: 5, height: 3), in: PixelSize(width: 1, height: 9)) == PixelRegion(x: 0, y: 0, width: 5, height: 3))
    }

    @Test("resize with fill crops the centre: a red | green | blue photo filled square is all green")
    func resizeFill() {
        let source = PixelBuffer.drawing(width: 300, height: 100) { x, _ in
            x < 100 ? RGBA8(255, 0, 0) : (x < 200 ? RGBA8(0, 255, 0) : RGBA8(0, 0, 255))
        }
        let square = Resampler().resize(source, into: PixelSize(width: 20, height: 20), mode: .fill)
        #expect(square.size == PixelSize(width: 20, height: 20))
        #expect(square[10, 10] == RGBA8(0, 255, 0))
        #expect(square[2, 2].r <= 8 && square[17, 2].b <= 8)
        let fitted = Resampler().resize(source, into: PixelSize(width: 20, height: 20), mode: .fit)
        #expect(fitted.size == PixelSize(width: 20, height: 7))
        #expect(fitted[1, 3].r >= 250 && fitted[18, 3].b >= 250)
    }

    @Test("width alone keeps the aspect ratio")
    func widthAlone() {
        #expect(PixelSize(width: 6000, height: 4000).scaled(toWidth: 256) == PixelSize(width: 256, height: 171))
        #expect(PixelSize(width: 1000, height: 1).scaled(toWidth: 10) == PixelSize(width: 10, height: 1))
    }
}
