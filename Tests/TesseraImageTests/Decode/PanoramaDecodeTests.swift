import Foundation
import Testing
@testable import TesseraImage

/// The pixel count alone no longer refuses a photo: what counts is the memory the decode will
/// allocate after DCT scaling (DecodeLimits.maxDecodeBytes), with hard caps for hostile headers.
@Suite("Decode-memory rule: panoramas")
struct PanoramaDecodeTests {
    @Test("a 64000×3500 (224 MP) baseline JPEG makes a thumbnail at 1/8 scale, holding megabytes, not 900")
    func panoramaThumbnail() throws {
        let bytes = JPEGBytes.flatGrey(width: 64_000, height: 3_500)
        let info = try ImageProbe.probe(bytes: bytes)
        #expect(info.width == 64_000 && info.height == 3_500)
        let thumb = try ImageDecoder().thumbnail(bytes: bytes, width: 1024)
        #expect(thumb.pixels.size == PixelSize(width: 1024, height: 56))
        #expect(thumb.scale == DecodeScale(numerator: 1, denominator: 8))
        #expect(thumb.pixels[0, 0] == RGBA8(128, 128, 128) && thumb.pixels[1023, 55] == RGBA8(128, 128, 128))
        // 8000×438 at 1/8, four bytes a pixel, plus the resampler's rows: 17 MB in all.
        let estimate = DecodeMemory.thumbnail(of: info, fileBytes: bytes.count, width: 1024)
        #expect(estimate < 40_000_000, "\(estimate)")
    }

    @Test("the same panorama at full size needs 896 MB: under the default 1 GiB, refused under a smaller budget with the budget named")
    func panoramaFullSize() throws {
        let bytes = JPEGBytes.flatGrey(width: 64_000, height: 3_500)
        let info = try ImageProbe.probe(bytes: bytes)
        #expect(DecodeMemory.decode(of: info, fileBytes: bytes.count, minimum: nil) == 64_000 * 3_500 * 4)
        let budget = DecodeLimits(maxDecodeBytes: 512 << 20)
        #expect(throws: DecodeError.tooLarge(width: 64_000, height: 3_500, limit: .decodeBytes(512 << 20))) {
            try ImageDecoder(options: DecodeOptions(limits: budget)).decode(bytes: bytes)
        }
        #expect(DecodeError.tooLarge(width: 64_000, height: 3_500, limit: .decodeBytes(512 << 20)).description
                == "image too large: 64000×3500 pixels exceeds the limit of 536870912 bytes of decode memory")
        // The thumbnail fits the same budget: its decode is at 1/8.
        #expect(try ImageDecoder(options: DecodeOptions(limits: budget)).thumbnail(bytes: bytes, width: 512).pixels.width == 512)
    }

    @Test("a progressive panorama counts its full-size coefficients whatever the scale")
    func progressiveCounts() {
        let info = ImageInfo(format: .jpeg, width: 64_000, height: 3_500, orientation: .up,
                             details: .jpeg(JPEGDetails(frameType: 2, components: 3, bitDepth: 8, adobeTransform: nil, samplesPerPixel: 1.5)))
        let small = DecodeMemory.decode(of: info, fileBytes: 0, minimum: PixelSize(width: 100, height: 6))
        #expect(small > 64_000 * 3_500 * 3 && small < 64_000 * 3_500 * 4)   // 672 MB of coefficients
    }
}
