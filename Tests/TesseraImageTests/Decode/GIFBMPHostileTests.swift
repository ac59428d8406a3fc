import Foundation
import Testing
@testable import TesseraImage

/// Cut, lying and damaged GIFs and BMPs: each gives a typed error, before any picture is
/// allocated where the header alone condemns it, and never a crash or a hang.
@Suite("GIF and BMP: hostile input")
struct GIFBMPHostileTests {
    static let palette: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]

    /// A 40×30 GIF of random indices: enough LZW data to cut in many places.
    static let gif: [UInt8] = {
        var state: UInt32 = 7
        let indices = (0..<1200).map { _ -> UInt8 in state = state &* 1_103_515_245 &+ 12_345; return UInt8((state >> 16) & 3) }
        return GIFBytes.gif(width: 40, height: 30, palette: palette, images: [.init(width: 40, height: 30, indices: indices)])
    }()

    @Test("a GIF cut anywhere inside its image data is truncated, with the rows decoded", arguments: [40, 100, 200, 300])
    func truncatedGIF(keep: Int) throws {
        let cut = Array(Self.gif.prefix(keep))
        #expect {
            try ImageDecoder().decode(bytes: cut)
        } throws: { error in
            guard case .truncated(.gif, let rows, 30) = error as? DecodeError else { return false }
            return rows < 30
        }
    }

    @Test("a GIF cut at every byte gives a typed error, from memory and from a file")
    func everyCut() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cut-\(UUID()).gif")
        defer { try? FileManager.default.removeItem(at: file) }
        for keep in 0..<(Self.gif.count - 1) {
            let cut = Array(Self.gif.prefix(keep))
            #expect(throws: DecodeError.self, "cut at \(keep)") { try ImageDecoder().decode(bytes: cut) }
            if keep % 37 == 0 {
                try Data(cut).write(to: file)
                #expect(throws: DecodeError.self, "file cut at \(keep)") { try ImageDecoder().decode(fileAt: file.path) }
            }
        }
    }

    @Test("a tiny GIF declaring a huge screen is refused from its header", arguments: [
        (65_535, 65_535, DecodeLimits.Limit.dimension(65_500)),
        (60_000, 60_000, .pixels(1_000_000_000)),
        (30_000, 30_000, .decodeBytes(1 << 30)),
    ])
    func hugeScreen(width: Int, height: Int, limit: DecodeLimits.Limit) {
        let bytes = GIFBytes.gif(width: width, height: height, palette: Self.palette, images: [.init(width: 1, height: 1, indices: [0])])
        #expect(throws: DecodeError.tooLarge(width: width, height: height, limit: limit)) { try ImageDecoder().decode(bytes: bytes) }
    }

    @Test("bad LZW codes are corrupt data in giflib's words")
    func badLZWCodes() {
        // Minimum code size 2: codes of 3 bits, clear 4, end 5, the first free code 6. After a
        // clear and index 0, code 7 names a string that does not exist yet.
        let bad = GIFBytes.packed([4, 0, 7, 7, 7, 5], bits: 3)
        let bytes = GIFBytes.gif(width: 4, height: 1, palette: Self.palette, images: [.init(width: 4, height: 1, indices: [], data: bad)])
        #expect(throws: DecodeError.corrupt(format: .gif, message: "Image is defective, decoding aborted")) {
            try ImageDecoder().decode(bytes: bytes)
        }
    }

    @Test("LZW data that ends before the image does is corrupt")
    func lzwEndsEarly() {
        let short = GIFBytes.packed([4, 0, 1, 5], bits: 3)
        let bytes = GIFBytes.gif(width: 4, height: 2, palette: Self.palette, images: [.init(width: 4, height: 2, indices: [], data: short)])
        #expect { try ImageDecoder().decode(bytes: bytes) } throws: { error in
            guard case .corrupt(.gif, let message) = error as? DecodeError else { return false }
            return !message.isEmpty
        }
    }

    @Test("an image without any colour table is refused")
    func noColourTable() {
        let bytes = GIFBytes.gif(width: 2, height: 1, palette: [], images: [.init(width: 2, height: 1, indices: [0, 1])])
        #expect(throws: DecodeError.corrupt(format: .gif, message: "the first image has no colour table, local or global")) {
            try ImageDecoder().decode(bytes: bytes)
        }
    }

    @Test("a BMP whose pixel data is cut short is truncated, with its whole rows, before any picture is allocated")
    func truncatedBMP() {
        let rows = (0..<4).map { _ in BMPBytes.bgr(Array(repeating: (1, 2, 3), count: 5)) }   // 15 bytes + 1 padding a row
        let whole = BMPBytes.bmp(width: 5, rows: rows, bitsPerPixel: 24)
        #expect(throws: DecodeError.truncated(format: .bmp, rowsDecoded: 2, height: 4)) {
            try ImageDecoder().decode(bytes: Array(whole.prefix(54 + 16 * 2 + 7)))
        }
        #expect(throws: DecodeError.truncated(format: .bmp, rowsDecoded: 0, height: 4)) { try ImageDecoder().decode(bytes: Array(whole.prefix(54))) }
    }

    @Test("a BMP header declaring a huge picture over a few bytes is refused from the header and the file's length", arguments: [
        (65_536, 10, DecodeError.tooLarge(width: 65_536, height: 10, limit: .dimension(65_500))),
        (60_000, 60_000, .tooLarge(width: 60_000, height: 60_000, limit: .pixels(1_000_000_000))),
        (30_000, 30_000, .tooLarge(width: 30_000, height: 30_000, limit: .decodeBytes(1 << 30))),
        // Within every limit (960 MB of pixels), but the file holds none of its rows.
        (20_000, 12_000, .truncated(format: .bmp, rowsDecoded: 0, height: 12_000)),
    ])
    func hugeBMP(width: Int, height: Int, expected: DecodeError) {
        let bytes = BMPBytes.bmp(width: width, rows: [], bitsPerPixel: 24, height: height) + [1, 2, 3]
        #expect(throws: expected) { try ImageDecoder().decode(bytes: bytes) }
    }

    @Test("run-length data far too short for its picture is refused before it is allocated")
    func runLengthBomb() {
        let bytes = BMPBytes.bmp(width: 20_000, rows: [], bitsPerPixel: 8, compression: 1, palette: Self.palette, height: 12_000) + [0, 1]
        #expect(throws: DecodeError.corrupt(format: .bmp, message: "20000×12000 pixels from 2 bytes of BI_RLE8 data: more than 1024 pixels a byte")) {
            try ImageDecoder().decode(bytes: bytes)
        }
    }

    @Test("run-length data that ends before its end-of-picture is truncated")
    func runLengthCut() {
        let bytes = BMPBytes.bmp(width: 4, rows: [], bitsPerPixel: 8, compression: 1, palette: Self.palette, height: 3) + [4, 1, 0, 0, 4]
        #expect(throws: DecodeError.truncated(format: .bmp, rowsDecoded: 1, height: 3)) { try ImageDecoder().decode(bytes: bytes) }
    }

    @Test("BMP variants the reader does not take are refused naming them", arguments: [
        (BMPBytes.bmp(width: 1, rows: [[0xFF, 0xD8]], bitsPerPixel: 0, compression: 4),
         DecodeError.unsupported(format: .bmp, message: "BI_JPEG compression with 0 bits a pixel is not read "
             + "(BI_RGB, BI_BITFIELDS, BI_ALPHABITFIELDS, 8-bit BI_RLE8 and 4-bit BI_RLE4 are)")),
        (BMPBytes.bmp(width: 4, rows: [[0]], bitsPerPixel: 2, palette: palette),
         .unsupported(format: .bmp, message: "2 bits a pixel is not read (1, 4, 8, 16, 24 and 32 are)")),
        (BMPBytes.bmp(width: 1, rows: [[1, 2, 3]], bitsPerPixel: 24, compression: 3, masks: [0xFF, 0xFF00, 0xFF_0000]),
         .corrupt(format: .bmp, message: "BI_BITFIELDS with 24 bits a pixel (bit fields are for 16 or 32 bits)")),
        (BMPBytes.bmp(width: 1, rows: [[1, 2]], bitsPerPixel: 16, compression: 3, masks: [0, 0, 0]),
         .corrupt(format: .bmp, message: "the colour masks select no bit (red, green and blue are all 0)")),
        (BMPBytes.bmp(width: 1, rows: [[1]], bitsPerPixel: 8),
         .corrupt(format: .bmp, message: "a picture of 8 bits a pixel without a palette")),
        (BMPBytes.bmp(width: 1, rows: [[1]], bitsPerPixel: 8, compression: 1, topDown: true, palette: palette),
         .corrupt(format: .bmp, message: "BI_RLE8 data stored top-down (a negative height), which the format does not allow")),
    ])
    func refusedVariants(bytes: [UInt8], expected: DecodeError) {
        #expect(throws: expected) { try ImageDecoder().decode(bytes: bytes) }
    }

    @Test("a BMP cut at every byte gives a typed error")
    func everyBMPCut() {
        let bytes = BMPBytes.bmp(width: 3, rows: [BMPBytes.words32([1, 2, 3]), BMPBytes.words32([4, 5, 6])], bitsPerPixel: 32,
                                 headerSize: 124, compression: 3, masks: [0xFF_0000, 0xFF00, 0xFF, 0xFF00_0000])
        for keep in 0..<(bytes.count - 1) {
            #expect(throws: DecodeError.self, "cut at \(keep)") { try ImageDecoder().decode(bytes: Array(bytes.prefix(keep))) }
        }
    }
}

/// Random damage to ImageMagick's GIFs and BMPs: whatever bytes are changed, the decoders give
/// a picture or a typed error.
@Suite("GIF and BMP: random damage")
struct GIFBMPRandomDamageTests {
    @Test("bytes overwritten at random in every GIF and BMP fixture: a picture or a typed error, never a crash",
          arguments: GIFBMPConformanceTests.entries)
    func randomDamage(_ entry: GIFBMPConformanceTests.Entry) throws {
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: entry.path)))
        var state = UInt64(original.count)
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        for _ in 0..<200 {
            var bytes = original
            for _ in 0..<(1 + next() % 4) {
                // Mostly the headers, where a changed byte changes the most.
                let at = next() % 3 == 0 ? next() % bytes.count : next() % min(bytes.count, 160)
                bytes[at] = UInt8(truncatingIfNeeded: next())
            }
            if let image = try? ImageDecoder().decode(bytes: bytes) {
                #expect(image.pixels.width == image.info.width && image.pixels.height == image.info.height)
            }
        }
    }
}
