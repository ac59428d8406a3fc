import Testing
@testable import TesseraImage

/// DCT scaling: the smallest n/8 whose exact scale (not its rounded-up output) covers the
/// requested size.
@Suite("Decoding at reduced scale")
struct ScaledDecodeTests {
    @Test("a 6000×4000 photo bound for a 300-pixel cell is decoded at 1/8: 750×500")
    func issueExample() {
        let stored = PixelSize(width: 6000, height: 4000)
        let n = JPEGScaling.eighths(stored: stored, minimum: PixelSize(width: 300, height: 200))
        #expect(n == 1)
        #expect(JPEGScaling.outputSize(stored: stored, eighths: n) == PixelSize(width: 750, height: 500))
    }

    @Test("the chosen scale covers the minimum exactly (side × n / 8), and the next smaller one does not")
    func smallestCoveringScale() {
        for width in [1, 7, 8, 9, 100, 333, 1001, 4032] {
            for height in [1, 5, 64, 667, 3024] {
                let stored = PixelSize(width: width, height: height)
                for minimum in [PixelSize(width: 1, height: 1), PixelSize(width: width / 3 + 1, height: height / 5 + 1),
                                PixelSize(width: width / 2, height: height), stored] {
                    let n = JPEGScaling.eighths(stored: stored, minimum: minimum)
                    let covers = { (k: Int) in width * k >= 8 * minimum.width && height * k >= 8 * minimum.height }
                    if (1...8).contains(where: covers) {
                        #expect(covers(n), "\(stored) \(minimum) n=\(n)")
                        if n > 1 { #expect(!covers(n - 1), "\(stored) \(minimum) n=\(n)") }
                    } else {
                        #expect(n == 8, "\(stored) \(minimum)")
                    }
                }
            }
        }
        #expect(JPEGScaling.eighths(stored: PixelSize(width: 10, height: 10), minimum: PixelSize(width: 20, height: 5)) == 8)
        #expect(JPEGScaling.eighths(stored: PixelSize(width: 10, height: 10), minimum: nil) == 8)
        // A 3×3 image bound for 3×3: 6/8 would round up to 3 pixels, but only 2.25 of them are image.
        #expect(JPEGScaling.eighths(stored: PixelSize(width: 3, height: 3), minimum: PixelSize(width: 3, height: 3)) == 8)
    }

    @Test("libjpeg produces exactly the predicted size at every scale", arguments: 1...8)
    func everyScale(n: Int) throws {
        let stored = PixelSize(width: 1001, height: 667)
        // The whole pixels n/8 of the stored size holds; libjpeg's output rounds each side up.
        let minimum = PixelSize(width: stored.width * n / 8, height: stored.height * n / 8)
        let image = try ImageDecoder(options: DecodeOptions(minimumSize: minimum))
            .decode(fileAt: Fixtures.path("jpeg", "ladybird_odd_1001x667.jpg"))
        #expect(image.scale == DecodeScale(numerator: n, denominator: 8))
        #expect(image.pixels.size == JPEGScaling.outputSize(stored: stored, eighths: n))
    }

    @Test("the minimum size is in displayed orientation")
    func minimumIsUpright() throws {
        // Stored 600×375 with orientation 6: shown 375×600. 1/8 holds 46.875 × 75 pixels of image
        // (its 47th column is partly padding): enough for 46 × 75, not for 47 × 75.
        let image = try ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: 46, height: 75)))
            .decode(fileAt: Fixtures.path("orientation", "garden_exif_II_o6.jpg"))
        #expect(image.scale == DecodeScale(numerator: 1, denominator: 8))
        #expect(image.pixels.size == PixelSize(width: 47, height: 75))
        let exact = try ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: 47, height: 75)))
            .decode(fileAt: Fixtures.path("orientation", "garden_exif_II_o6.jpg"))
        #expect(exact.scale.description == "2/8")
        let larger = try ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: 48, height: 75)))
            .decode(fileAt: Fixtures.path("orientation", "garden_exif_II_o6.jpg"))
        #expect(larger.scale.description == "2/8" && larger.pixels.size == PixelSize(width: 94, height: 150))
    }

    @Test("a scaled decode looks like the full decode reduced")
    func scaledMatchesFull() throws {
        let path = Fixtures.path("jpeg", "mate_Wood.jpg")
        let quarter = try ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: 640, height: 480))).decode(fileAt: path)
        #expect(quarter.scale.description == "2/8" && quarter.pixels.size == PixelSize(width: 640, height: 480))
        let full = try ImageDecoder().decode(fileAt: path).pixels
        let reduced = Resampler().resample(full, to: quarter.pixels.size)
        #expect(PixelDifference(reduced, quarter.pixels).mean < 4)
    }

    @Test("a PNG is reduced in blocks while its rows are read, as the resampler would reduce it")
    func pngReducedWhileReading() throws {
        let path = Fixtures.path("png", "yellowflower_rgb8.png")     // 480×300, not interlaced
        #expect(PNGDecoder.blockFactor(stored: PixelSize(width: 480, height: 300), minimum: PixelSize(width: 60, height: 30)) == 4)
        let reduced = try ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: 60, height: 30))).decode(fileAt: path)
        #expect(reduced.scale == DecodeScale(numerator: 1, denominator: 4))
        #expect(reduced.pixels.size == PixelSize(width: 120, height: 75))
        let full = try ImageDecoder().decode(fileAt: path).pixels
        #expect(reduced.pixels == Resampler.areaAverage(full, kx: 4, ky: 4))
        // Odd sizes: the last blocks are partial, averaged the same way.
        let odd = try ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: 40, height: 40))).decode(fileAt: path)
        #expect(odd.scale.denominator == 3 && odd.pixels == Resampler.areaAverage(full, kx: 3, ky: 3))
    }

    @Test("a PNG is decoded at full size when it is less than 4× the size asked, or interlaced")
    func pngFullSize() throws {
        let near = try ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: 121, height: 10)))
            .decode(fileAt: Fixtures.path("png", "yellowflower_rgb8.png"))
        #expect(near.scale == .full && near.pixels.size == PixelSize(width: 480, height: 300))
        let interlaced = try ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: 10, height: 10)))
            .decode(fileAt: Fixtures.path("png", "yellowflower_palette8_interlaced.png"))
        #expect(interlaced.scale == .full && interlaced.pixels.size == PixelSize(width: 480, height: 300))
    }

    @Test("a truncated PNG reduced while reading keeps the rows that arrived")
    func truncatedReducedPNG() throws {
        let path = Fixtures.path("corrupt", "png_truncated_mid_idat.png")
        let full = try ImageDecoder().decode(fileAt: path)
        let reduced = try ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: 60, height: 30))).decode(fileAt: path)
        #expect(reduced.scale.denominator == 4 && reduced.warnings == full.warnings)
        // 157 rows arrived: blocks 0…38 are whole, block 39 averages row 156 alone, the rest is clear.
        #expect(full.warnings.last?.hasPrefix("PNG data ends after row 157 of 300") == true)
        let averaged = Resampler.areaAverage(full.pixels, kx: 4, ky: 4)
        for y in 0..<39 {
            for x in 0..<120 { #expect(reduced.pixels[x, y] == averaged[x, y], "(\(x), \(y))") }
        }
        let lastRow = PixelBuffer.drawing(width: 480, height: 1) { x, _ in full.pixels[x, 156] }
        let lastBlock = Resampler.areaAverage(lastRow, kx: 4, ky: 1)
        for x in 0..<120 {
            #expect(reduced.pixels[x, 39] == lastBlock[x, 0])
            #expect(reduced.pixels[x, 40] == .clear && reduced.pixels[x, 74] == .clear)
        }
    }

    @Test("a tiny JPEG thumbnailed to its own size gives its own pixels (no padding stretched in)",
          arguments: ["ladybird_size_2x2.jpg", "ladybird_size_4x4.jpg", "ladybird_size_5x5.jpg",
                      "ladybird_size_9x9.jpg", "ladybird_size_17x17.jpg", "ladybird_size_33x33.jpg"])
    func tinyThumbnails(file: String) throws {
        try Self.checkTinyThumbnail(Fixtures.path("jpeg", file))
    }

    @Test("Mozilla's tiny JPEGs thumbnailed to their own size give their own pixels", .thirdPartyData("jpeg"),
          arguments: ["mozilla_jpg-size-2x2.jpg", "mozilla_jpg-size-4x4.jpg", "mozilla_jpg-size-5x5.jpg",
                      "mozilla_jpg-size-9x9.jpg", "mozilla_jpg-size-17x17.jpg", "mozilla_jpg-size-33x33.jpg"])
    func thirdPartyTinyThumbnails(file: String) throws {
        try Self.checkTinyThumbnail(TestData.thirdParty("jpeg", file))
    }

    /// Thumbnails the JPEG at `path` to its own size: scale 8/8, its own pixels.
    static func checkTinyThumbnail(_ path: String) throws {
        let full = try ImageDecoder().decode(fileAt: path).pixels
        let thumbnail = try ImageDecoder().thumbnail(fileAt: path, width: full.width, height: full.height)
        #expect(thumbnail.scale == DecodeScale(numerator: 8, denominator: 8))
        #expect(thumbnail.pixels == full)
    }
}
