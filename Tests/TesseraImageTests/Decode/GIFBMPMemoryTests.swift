import Testing
@testable import TesseraImage

/// The decode-memory estimates of GIFs and BMPs, which the sheet's `--memory-limit` admits their
/// decodes by: both are decoded at full size (a GIF's logical screen), with a small codec part.
@Suite("GIF and BMP decode memory estimates")
struct GIFBMPMemoryTests {
    @Test("a GIF: the screen's picture, giflib's tables and one row of its first image")
    func gif() {
        let details = GIFDetails(version: "89a", firstImage: PixelRect(x: 0, y: 0, width: 3000, height: 2000), isInterlaced: false,
                                 colorCount: 256, hasTransparency: false)
        let info = ImageInfo(format: .gif, width: 4000, height: 3000, orientation: .up, details: .gif(details))
        #expect(DecodeMemory.decode(of: info, fileBytes: 5_000_000, minimum: PixelSize(width: 100, height: 75))
                == 4000 * 3000 * 4 + DecodeMemory.gifCodecBytes + 3000)
    }

    @Test("a BMP: its picture and one band of rows, or its run-length data whole")
    func bmp() {
        let plain = ImageInfo(format: .bmp, width: 4000, height: 3000, orientation: .up,
                              details: .bmp(BMPDetails(headerSize: 40, bitsPerPixel: 24, compression: .rgb, isTopDown: false, hasAlpha: false)))
        #expect(DecodeMemory.decode(of: plain, fileBytes: 36_000_054, minimum: nil) == 4000 * 3000 * 4 + BMPDecoder.bandBytes + 4096)
        let runLength = ImageInfo(format: .bmp, width: 4000, height: 3000, orientation: .up,
                                  details: .bmp(BMPDetails(headerSize: 40, bitsPerPixel: 8, compression: .rle8, isTopDown: false, hasAlpha: false)))
        #expect(DecodeMemory.decode(of: runLength, fileBytes: 3_000_000, minimum: nil) == 4000 * 3000 * 4 + 3_000_000 + 4096)
    }

    @Test("a decode-memory limit below the estimate refuses a GIF and a BMP before they are decoded")
    func limitRefuses() {
        var limits = DecodeLimits.default
        limits.maxDecodeBytes = 1 << 20
        let decoder = ImageDecoder(options: DecodeOptions(limits: limits))
        let gif = GIFBytes.gif(width: 600, height: 500, palette: [(1, 2, 3)], images: [.init(width: 1, height: 1, indices: [0])])
        #expect(throws: DecodeError.tooLarge(width: 600, height: 500, limit: .decodeBytes(1 << 20))) { try decoder.decode(bytes: gif) }
        let bmp = BMPBytes.bmp(width: 600, rows: [], bitsPerPixel: 24, height: 500)
        #expect(throws: DecodeError.tooLarge(width: 600, height: 500, limit: .decodeBytes(1 << 20))) { try decoder.decode(bytes: bmp) }
    }
}
