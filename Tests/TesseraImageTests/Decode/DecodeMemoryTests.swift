import Testing
@testable import TesseraImage

/// The decode-memory estimate the sheet's `--memory-limit` admits decodes by (issue 16).
@Suite("Decode memory estimates")
struct DecodeMemoryTests {
    @Test("the probe reads the stored samples a pixel costs from the sampling factors")
    func samplesPerPixel() throws {
        func samples(_ path: String) throws -> Double? {
            guard case .jpeg(let details) = try ImageProbe.probe(fileAt: path).details else { return nil }
            return details.samplesPerPixel
        }
        #expect(try samples(Fixtures.path("jpeg", "ladybird_baseline_420.jpg")) == 1.5)
        #expect(try samples(Fixtures.path("jpeg", "ladybird_baseline_411.jpg")) == 1.5)
        #expect(try samples(Fixtures.path("jpeg", "ladybird_baseline_444.jpg")) == 3)
        #expect(try samples(Fixtures.path("jpeg", "ladybird_gray_16x24_sampling2x2.jpg")) == 1)
        #expect(try samples(Fixtures.path("jpeg", "ladybird_gray.jpg")) == 1)
    }

    @Test("the probe reads a third-party grey JPEG sampled 2×2 as one sample a pixel", .thirdPartyData("jpeg"))
    func thirdPartySamplesPerPixel() throws {
        guard case .jpeg(let details) = try ImageProbe.probe(fileAt: TestData.thirdParty("jpeg", "jpegdec_grayscale_16x24_sampling2x2.jpg")).details else {
            Issue.record("not read as a JPEG")
            return
        }
        #expect(details.samplesPerPixel == 1)
    }

    @Test("with no sampling factors known, a progressive 24-MP 4:2:0 photo is counted at its full-size coefficients, 72 MB")
    func progressive() {
        let details = JPEGDetails(frameType: 2, components: 3, bitDepth: 8, adobeTransform: nil, samplesPerPixel: 1.5)
        let info = ImageInfo(format: .jpeg, width: 6000, height: 4000, orientation: .up, details: .jpeg(details))
        let estimate = DecodeMemory.thumbnail(of: info, fileBytes: 9_000_000, width: 256)
        // 750 × 500 blocks × 64 × 1.5 × 2 bytes; 750×500 picture at 1/8; the resampler's 28 rows of 256 × 16 bytes; 256×171 thumbnail.
        // The file is streamed: only a 64 KiB read buffer of its 9 MB counts (issue 23).
        #expect(estimate == 65_536 + 72_000_000 + 750 * 500 * 4 + 256 * 28 * 16 + 256 * 171 * 4)
        var baseline = details
        baseline.frameType = 0
        let sequential = ImageInfo(format: .jpeg, width: 6000, height: 4000, orientation: .up, details: .jpeg(baseline))
        #expect(DecodeMemory.thumbnail(of: sequential, fileBytes: 9_000_000, width: 256) == estimate - 72_000_000)
    }

    @Test("an interlaced PNG is held at full size; a plain one only at its block-averaged size")
    func png() {
        func info(interlaced: Bool) -> ImageInfo {
            ImageInfo(format: .png, width: 4000, height: 3000, orientation: .up,
                      details: .png(PNGDetails(colorType: 2, bitDepth: 8, isInterlaced: interlaced)))
        }
        let plain = DecodeMemory.thumbnail(of: info(interlaced: false), fileBytes: 0, width: 200)
        let interlaced = DecodeMemory.thumbnail(of: info(interlaced: true), fileBytes: 0, width: 200)
        // Factor 10 (4000 / 200 = 20, halved): 400×300 blocks. The interlaced picture is reduced
        // by 20, so the resampler also holds its area-averaged copy (at most half of it).
        #expect(plain == 4000 * 16 + 400 * 300 * 4 + 200 * 28 * 16 + 200 * 150 * 4)
        #expect(interlaced == 4000 * 16 + 4000 * 3000 * 4 + 200 * 28 * 16 + 4000 * 3000 * 2 + 200 * 150 * 4)
    }
}

@Suite("Decode memory of the formats decoded from memory")
struct WebPDecodeMemoryTests {
    @Test("a WebP is held whole while libwebp decodes it: its file size counts in full, unlike a streamed JPEG's")
    func wholeFile() {
        let info = ImageInfo(format: .webp, width: 4000, height: 3000, orientation: .up,
                             details: .webp(WebPDetails(isLossless: false, hasAlpha: false, isAnimated: false)))
        let small = DecodeMemory.thumbnail(of: info, fileBytes: 1_000_000, width: 256)
        let large = DecodeMemory.thumbnail(of: info, fileBytes: 10_000_000, width: 256)
        #expect(large - small == 9_000_000)
        // Scaled by libwebp to 1/7 (4000 / 256 / 2): the picture is 572×429, not 4000×3000.
        let animated = ImageInfo(format: .webp, width: 4000, height: 3000, orientation: .up,
                                 details: .webp(WebPDetails(isLossless: false, hasAlpha: false, isAnimated: true, frameCount: 2)))
        let full = DecodeMemory.thumbnail(of: animated, fileBytes: 1_000_000, width: 256)
        #expect(full - small == 4000 * 3000 * 4 - 572 * 429 * 4 + 4000 * 3000 * 2)
    }
}
