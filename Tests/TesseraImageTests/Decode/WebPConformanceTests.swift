import Foundation
import Testing
@testable import TesseraImage

/// WebP files made with cwebp, img2webp and exiftool, checked against vipsheader, exiftool and
/// `vips getpoint` (Tests/Fixtures/formats/manifest.json).
@Suite("WebP: header and pixels against independent tools")
struct WebPConformanceTests {
    @Test("details: lossy or lossless, alpha, animation with its frames")
    func details() throws {
        func details(_ file: String) throws -> WebPDetails? {
            if case .webp(let details) = try ImageProbe.probe(fileAt: Fixtures.path("formats", file)).details { return details }
            return nil
        }
        #expect(try details("webp-lossy.webp") == WebPDetails(isLossless: false, hasAlpha: false, isAnimated: false))
        #expect(try details("webp-lossless-alpha.webp") == WebPDetails(isLossless: true, hasAlpha: true, isAnimated: false))
        #expect(try details("webp-lossy-alpha.webp") == WebPDetails(isLossless: false, hasAlpha: true, isAnimated: false))
        #expect(try details("webp-animated.webp") == WebPDetails(isLossless: false, hasAlpha: false, isAnimated: true, frameCount: 2))
    }

    @Test("a thumbnail is decoded scaled by libwebp (1/k), never at full size, then resampled")
    func scaledDecode() throws {
        let thumbnail = try ImageDecoder().thumbnail(fileAt: Fixtures.path("formats", "webp-lossy.webp"), width: 20, height: 13)
        #expect(thumbnail.pixels.size == PixelSize(width: 20, height: 13))
        #expect(thumbnail.scale.numerator == 1 && thumbnail.scale.denominator > 1, "\(thumbnail.scale)")
        let full = try ImageDecoder().decode(fileAt: Fixtures.path("formats", "webp-lossy.webp"))
        let reduced = try ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: 40, height: 26)))
            .decode(fileAt: Fixtures.path("formats", "webp-lossy.webp"))
        #expect(full.scale == .full)
        #expect(reduced.scale == DecodeScale(numerator: 1, denominator: 2) && reduced.pixels.size == PixelSize(width: 80, height: 54))
        // The animation's first frame is red, the second blue: only the first is shown.
        let animated = try ImageDecoder().thumbnail(fileAt: Fixtures.path("formats", "webp-animated.webp"), width: 8)
        #expect(animated.pixels[4, 3] == RGBA8(255, 0, 0))
    }

    @Test("damaged WebPs are typed errors, never crashes", arguments: [
        ("cut inside the bitstream", 1000),
        ("cut inside the chunk header", 16),
    ])
    func damaged(name: String, keep: Int) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("formats", "webp-lossy.webp"))).prefix(keep))
        #expect(throws: DecodeError.self) { try ImageDecoder().decode(bytes: bytes) }
    }

    @Test("a VP8 chunk without its start code is corrupt, named with its offset")
    func badStartCode() throws {
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("formats", "webp-lossy.webp"))))
        bytes[23] = 0
        #expect(throws: ProbeError.corruptWebP(offset: 23, reason: "the VP8 frame has no start code (9D 01 2A)")) {
            try ImageProbe.probe(bytes: bytes)
        }
    }
}
