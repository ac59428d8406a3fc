import Foundation
import Testing
@testable import TesseraImage

/// TIFF specifics: the directory's details, multi-page files, reduced decoding, damage.
@Suite("TIFF: directory, pages, reduced decoding, damage")
struct TIFFDecodeTests {
    static func details(_ file: String) throws -> TIFFDetails? {
        if case .tiff(let details) = try ImageProbe.probe(fileAt: Fixtures.path("formats", file)).details { return details }
        return nil
    }

    @Test("the first directory's layout, as tiffinfo gives it")
    func directory() throws {
        #expect(try Self.details("tiff-rgb-lzw.tif") == TIFFDetails(photometric: 2, bitsPerSample: 8, samplesPerPixel: 3, compression: 5, isTiled: false, pageCount: 1, chunkWidth: 80, chunkHeight: 54))
        #expect(try Self.details("tiff-rgb16-deflate.tif") == TIFFDetails(photometric: 2, bitsPerSample: 16, samplesPerPixel: 3, compression: 8, isTiled: false, pageCount: 1, chunkWidth: 80, chunkHeight: 54))
        #expect(try Self.details("tiff-grey-tiled-jpeg.tif") == TIFFDetails(photometric: 1, bitsPerSample: 8, samplesPerPixel: 1, compression: 7, isTiled: true, pageCount: 1, chunkWidth: 16, chunkHeight: 16))
        #expect(try Self.details("tiff-palette.tif")?.photometric == 3)
        #expect(try Self.details("tiff-cmyk.tif")?.photometric == 5)
        #expect(try Self.details("tiff-o6-two-pages.tif")?.pageCount == 2)
    }

    @Test("a two-page file shows its first page, turned by its Orientation tag (6)")
    func firstPageTurned() throws {
        let image = try ImageDecoder().decode(fileAt: Fixtures.path("formats", "tiff-o6-two-pages.tif"))
        #expect(image.info.width == 40 && image.info.height == 60 && image.info.orientation == .right)
        #expect(image.pixels.size == PixelSize(width: 60, height: 40))
    }

    @Test("a reduced decode averages blocks as rows arrive")
    func reduced() throws {
        let path = Fixtures.path("formats", "tiff-rgb-lzw.tif")
        let reduced = try ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: 20, height: 13))).decode(fileAt: path)
        #expect(reduced.scale == DecodeScale(numerator: 1, denominator: 2))
        #expect(reduced.pixels.size == PixelSize(width: 40, height: 27))
        let full = try ImageDecoder().decode(fileAt: path).pixels
        let block = [full[20, 10], full[21, 10], full[20, 11], full[21, 11]]
        let mean = Int((Double(block.map { Int($0.g) }.reduce(0, +)) / 4).rounded())
        #expect(abs(Int(reduced.pixels[10, 5].g) - mean) <= 1)
        let thumbnail = try ImageDecoder().thumbnail(fileAt: path, width: 16)
        #expect(thumbnail.pixels.size == PixelSize(width: 16, height: 11))
    }

    @Test("damaged TIFFs are typed errors, never crashes", arguments: [300, 2000, 7000])
    func damaged(keep: Int) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("formats", "tiff-rgb-lzw.tif"))).prefix(keep))
        do {
            let image = try ImageDecoder().decode(bytes: bytes)
            #expect(!image.warnings.isEmpty, "a cut file decodes only with a warning")
        } catch {
            #expect(!error.description.isEmpty)
        }
    }

    @Test("a TIFF header with no directory is cut short, named where")
    func noDirectory() {
        #expect(throws: ProbeError.truncated(offset: 8, context: "the first TIFF directory")) {
            try ImageProbe.probe(bytes: [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8])
        }
    }

    @Test("BigTIFF is refused by name")
    func bigTIFF() {
        #expect(throws: ProbeError.corruptTIFF(offset: 2, reason: "BigTIFF (64-bit offsets) is not read")) {
            try ImageProbe.probe(bytes: [0x49, 0x49, 0x2B, 0x00, 8, 0, 0, 0, 16, 0, 0, 0, 0, 0, 0, 0])
        }
    }
}
