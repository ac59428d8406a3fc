import Testing
@testable import TesseraImage

/// Decompression bombs are refused from the header, before any pixel memory exists.
@Suite("Decode limits")
struct DecodeLimitsTests {
    @Test("a PNG whose header claims 100000×100000 is refused with a clear error")
    func hundredThousandSquared() {
        let bytes = PNGPixelBytes.png(width: 100_000, height: 100_000, bitDepth: 8, colorType: 2, rows: [[0, 0, 0]])
        #expect(throws: DecodeError.tooLarge(width: 100_000, height: 100_000, limit: .dimension(65_500))) {
            try ImageDecoder().decode(bytes: bytes)
        }
        let message = DecodeError.tooLarge(width: 100_000, height: 100_000, limit: .dimension(65_500)).description
        #expect(message == "image too large: 100000×100000 pixels exceeds the limit of 65500 pixels a side")
    }

    @Test("the pixel-count limit applies to the stored size, for PNG and for JPEG at any scale")
    func pixelLimit() throws {
        let limits = DecodeLimits(maxPixels: 399_999)
        #expect(throws: DecodeError.tooLarge(width: 800, height: 500, limit: .pixels(399_999))) {
            try ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: 10, height: 10), limits: limits))
                .decode(fileAt: Fixtures.path("jpeg", "ladybird_baseline_420.jpg"))
        }
        #expect(throws: DecodeError.tooLarge(width: 480, height: 300, limit: .pixels(100_000))) {
            try ImageDecoder(options: DecodeOptions(limits: DecodeLimits(maxPixels: 100_000)))
                .decode(fileAt: Fixtures.path("png", "yellowflower_rgb8.png"))
        }
        let exact = DecodeLimits(maxPixels: 400_000)
        let image = try ImageDecoder(options: DecodeOptions(limits: exact)).decode(fileAt: Fixtures.path("jpeg", "ladybird_baseline_420.jpg"))
        #expect(image.pixels.size == PixelSize(width: 800, height: 500))
    }

    @Test("the dimension limit is configurable and checked on each side")
    func dimensionLimit() {
        let limits = DecodeLimits(maxDimension: 999)
        #expect(throws: DecodeError.tooLarge(width: 1001, height: 667, limit: .dimension(999))) {
            try ImageDecoder(options: DecodeOptions(limits: limits)).decode(fileAt: Fixtures.path("jpeg", "ladybird_odd_1001x667.jpg"))
        }
        #expect(throws: DecodeError.tooLarge(width: 1, height: 1000, limit: .dimension(999))) {
            try ImageDecoder(options: DecodeOptions(limits: limits)).decode(fileAt: Fixtures.path("jpeg", "ladybird_gray_long_1x1000.jpg"))
        }
    }

    @Test("a file above the size limit is not read")
    func fileSizeLimit() {
        let limits = DecodeLimits(maxFileBytes: 1000)
        #expect {
            try ImageDecoder(options: DecodeOptions(limits: limits)).decode(fileAt: Fixtures.path("jpeg", "ladybird_baseline_420.jpg"))
        } throws: { error in
            guard case .fileTooLarge(_, 1000) = error as? DecodeError else { return false }
            return true
        }
    }

    @Test("a thumbnail under 1 pixel wide or high is a typed error, from the plan and from the decode (it stopped the process before)",
          arguments: [(0, nil), (-3, nil), (100, 0), (100, -1)] as [(Int, Int?)])
    func thumbnailSize(width: Int, height: Int?) {
        let path = Fixtures.path("jpeg", "ladybird_baseline_420.jpg")
        #expect(throws: DecodeError.invalidThumbnailSize(width: width, height: height)) {
            try ImageDecoder().thumbnail(fileAt: path, width: width, height: height)
        }
        #expect(throws: DecodeError.invalidThumbnailSize(width: width, height: height)) {
            try ImageDecoder().thumbnailPlan(fileAt: path, width: width, height: height)
        }
        #expect(DecodeError.invalidThumbnailSize(width: 0, height: nil).description
            == "a thumbnail must be at least 1 pixel wide and high, not 0×any")
    }
}
