import Testing
@testable import TesseraImage

@Suite("Resampling")
struct ResamplerTests {
    static let sizes: [PixelSize] = [PixelSize(width: 1, height: 1), PixelSize(width: 37, height: 23),
                                     PixelSize(width: 100, height: 7), PixelSize(width: 640, height: 480),
                                     PixelSize(width: 1300, height: 950)]

    @Test("a solid colour stays exactly that colour, reducing and enlarging, with every filter",
          arguments: ResampleFilter.allCases)
    func solidColourIsExact(filter: ResampleFilter) {
        let colours = [RGBA8(90, 120, 200), RGBA8(0, 0, 0), RGBA8(255, 255, 255), RGBA8.premultiplying(red: 250, green: 10, blue: 99, alpha: 77)]
        for colour in colours {
            let source = PixelBuffer(width: 640, height: 480, filledWith: colour)
            for size in Self.sizes {
                let output = Resampler(filter: filter).resample(source, to: size)
                #expect(output == PixelBuffer(width: size.width, height: size.height, filledWith: colour), "\(colour) → \(size)")
            }
        }
    }

    @Test("a one-pixel checkerboard reduced 8× becomes uniform grey (no aliasing)",
          arguments: [(256, 256, 32, 32), (512, 384, 64, 48), (400, 400, 50, 50), (300, 200, 37, 25)])
    func checkerboardBecomesGrey(width: Int, height: Int, outWidth: Int, outHeight: Int) {
        let board = PixelBuffer.drawing(width: width, height: height) { x, y in (x + y) % 2 == 0 ? .white : .black }
        for filter in ResampleFilter.allCases {
            let output = Resampler(filter: filter).resample(board, to: PixelSize(width: outWidth, height: outHeight))
            for y in 0..<outHeight {
                for x in 0..<outWidth {
                    let p = output[x, y]
                    #expect(abs(Int(p.r) - 128) <= 3 && p.r == p.g && p.g == p.b && p.a == 255,
                            "\(filter) (\(x), \(y)) = \(p)")
                }
            }
        }
    }

    @Test("naive point sampling of the same checkerboard would alias: the test can tell")
    func pointSamplingAliases() {
        let board = PixelBuffer.drawing(width: 256, height: 256) { x, y in (x + y) % 2 == 0 ? .white : .black }
        let sampled = PixelBuffer.drawing(width: 32, height: 32) { x, y in board[x * 8, y * 8] }
        #expect(sampled[0, 0] == .white)     // every 8th pixel of a checkerboard is white
    }

    @Test("an alpha edge gets no dark fringe: every visible pixel keeps the opaque side's colour")
    func alphaEdgeHasNoFringe() {
        let orange = RGBA8(255, 140, 0)
        // Left half opaque orange, right half transparent (black when premultiplied, as decoders give it).
        let source = PixelBuffer.drawing(width: 301, height: 40) { x, _ in x < 150 ? orange : .clear }
        for (filter, size) in [(ResampleFilter.lanczos3, PixelSize(width: 37, height: 5)), (.lanczos3, PixelSize(width: 120, height: 16)),
                               (.mitchell, PixelSize(width: 37, height: 5)), (.lanczos3, PixelSize(width: 903, height: 40))] {
            let output = Resampler(filter: filter).resample(source, to: size)
            var partial = 0
            for x in 0..<size.width {
                let p = output[x, size.height / 2]
                if p.a >= 24 {
                    let straight = p.unpremultiplied
                    #expect(abs(Int(straight.r) - 255) <= 6 && abs(Int(straight.g) - 140) <= 6 && straight.b <= 6,
                            "\(filter) \(size) x=\(x): \(p) → \(straight)")
                }
                if p.a > 0 && p.a < 255 { partial += 1 }
                #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a)
            }
            #expect(partial >= 1)
        }
    }

    @Test("a region picks that part of the source")
    func regionSelectsPart() {
        let source = PixelBuffer.drawing(width: 200, height: 100) { x, _ in x < 100 ? RGBA8(255, 0, 0) : RGBA8(0, 0, 255) }
        let right = Resampler().resample(source, region: PixelRegion(x: 100, y: 0, width: 100, height: 100), to: PixelSize(width: 10, height: 10))
        #expect(right[5, 5] == RGBA8(0, 0, 255) && right[9, 0] == RGBA8(0, 0, 255))
        // The filter reaches past the region's edge into the red half: a trace, no more.
        #expect(right[0, 5].b >= 230 && right[0, 5].r <= 25)
    }

    @Test("area averaging first, for large reductions, changes little")
    func areaAveragingMatchesDirectFilter() throws {
        let photo = try ImageDecoder().decode(fileAt: Fixtures.path("jpeg", "mate_Wood.jpg")).pixels
        let size = PixelSize(width: 160, height: 120)
        let staged = Resampler().resample(photo, to: size)                                   // 16×: blocks of 8, then Lanczos 2×
        let direct = Resampler(areaAveragingThreshold: 1_000).resample(photo, to: size)     // Lanczos over 16×
        #expect(PixelDifference(staged, direct).mean < 1.5, "\(PixelDifference(staged, direct))")
    }

    @Test("area averaging is the exact mean of each block")
    func areaAverageBlocks() {
        let source = PixelBuffer.drawing(width: 5, height: 3) { x, y in RGBA8(UInt8(x * 10), UInt8(y * 20), 0) }
        let output = Resampler.areaAverage(source, kx: 2, ky: 2)
        #expect(output.size == PixelSize(width: 3, height: 2))
        #expect(output[0, 0] == RGBA8(5, 10, 0))     // x 0,10 · y 0,20
        #expect(output[2, 0] == RGBA8(40, 10, 0))    // last column has one pixel
        #expect(output[2, 1] == RGBA8(40, 40, 0))    // the corner block is one pixel
    }
}
