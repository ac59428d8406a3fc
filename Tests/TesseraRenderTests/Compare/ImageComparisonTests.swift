import Testing
import TesseraRender

@Suite("ImageComparison")
struct ImageComparisonTests {
    /// A 40×25 (1,000-pixel) image with a gradient.
    static let image: PixelBuffer = {
        var image = PixelBuffer(width: 40, height: 25)
        for y in 0..<25 { for x in 0..<40 { image[x, y] = RGBA8(UInt8(x * 6), UInt8(y * 10), 128) } }
        return image
    }()

    @Test("identical images match with nothing differing")
    func identical() throws {
        let result = try ImageComparison().compare(Self.image, Self.image)
        #expect(result.matches && result.differingPixels == 0 && result.totalPixels == 1000)
        #expect(result.summary == "identical (1000 pixels)")
    }

    @Test("one changed pixel fails at precision 1 and passes at 0.999; the difference image marks it")
    func onePixel() throws {
        var changed = Self.image
        changed[7, 3] = RGBA8(255, 255, 255)
        let exact = try ImageComparison().compare(Self.image, changed)
        #expect(!exact.matches && exact.differingPixels == 1)
        #expect(exact.difference[7, 3] == RGBA8(255, 0, 255) && exact.difference[8, 3] != RGBA8(255, 0, 255))
        #expect(try ImageComparison(precision: 0.999).compare(Self.image, changed).matches)
        #expect(try !ImageComparison(precision: 0.9995).compare(Self.image, changed).matches)
    }

    @Test("perceptual precision: a one-level change matches at 0.98, not at 1; black and white are ΔE94 100 apart")
    func perceptual() throws {
        var nudged = Self.image
        nudged[1, 1] = RGBA8(Self.image[1, 1].r + 1, Self.image[1, 1].g, Self.image[1, 1].b)
        #expect(try !ImageComparison().compare(Self.image, nudged).matches)
        #expect(try ImageComparison(perceptualPrecision: 0.98).compare(Self.image, nudged).matches)
        let black = PixelBuffer(width: 1, height: 1, filledWith: .black), white = PixelBuffer(width: 1, height: 1, filledWith: .white)
        let result = try ImageComparison(perceptualPrecision: 0.5).compare(black, white)
        #expect(!result.matches && abs(result.largestDeltaE - 100) < 0.01 && result.largestChannelDifference == 255)
    }

    @Test("different sizes never match; the extra area counts as different")
    func sizes() throws {
        let smaller = PixelBuffer(width: 40, height: 20, filledWith: .white)
        let result = try ImageComparison(precision: 0).compare(Self.image, smaller)
        #expect(!result.matches && result.totalPixels == 1000 && result.differingPixels >= 200)
        #expect(result.summary.hasPrefix("sizes differ: 40×25 and 40×20"))
    }

    @Test("a 60,000×1 image against a 1×60,000 one: the counts cover their union, the difference image only the reference (issue 8)")
    func crossedSizes() throws {
        let wide = PixelBuffer(width: 60_000, height: 1, filledWith: .white), tall = PixelBuffer(width: 1, height: 60_000, filledWith: .white)
        let result = try ImageComparison().compare(wide, tall)
        #expect(!result.matches && result.totalPixels == 3_600_000_000 && result.differingPixels == 3_599_999_999)
        #expect(result.difference.width == 60_000 && result.difference.height == 1)
        #expect(result.difference[0, 0] != RGBA8(255, 0, 255) && result.difference[1, 0] == RGBA8(255, 0, 255))
        #expect(PictureLimits.standard.maximumImagePixels == 200_000_000)
    }
}
