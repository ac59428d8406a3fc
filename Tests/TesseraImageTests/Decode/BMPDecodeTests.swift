import Testing
@testable import TesseraImage

/// BMPs built byte by byte (`BMPBytes`) at every bit depth, bottom-up and top-down, with
/// palettes, colour masks and run-length data, decoded by Tessera's own reader to exact pixels.
@Suite("BMP decoding")
struct BMPDecodeTests {
    static let palette: [(UInt8, UInt8, UInt8)] = [(0, 0, 0), (255, 0, 0), (0, 255, 0), (0, 0, 255),
                                                   (10, 20, 30), (200, 100, 50), (7, 8, 9), (255, 255, 255)]

    static func decode(_ bytes: [UInt8]) throws -> PixelBuffer {
        let image = try ImageDecoder().decode(bytes: bytes)
        #expect(image.info.format == .bmp && image.warnings.isEmpty)
        return image.pixels
    }

    static func colour(_ index: Int) -> RGBA8 {
        let c = palette[index]
        return RGBA8(c.0, c.1, c.2)
    }

    @Test("1, 4 and 8 bits a pixel: palette colours, in both row orders", arguments: [1, 4, 8], [false, true])
    func palettes(bits: Int, topDown: Bool) throws {
        // 13 pixels a row: rows of odd bytes, padded to 4.
        let count = min(palette(bits).count, Self.palette.count)
        let rows = (0..<3).map { y in (0..<13).map { x in (x + 2 * y) % count } }
        let bytes = BMPBytes.bmp(width: 13, rows: rows.map { BMPBytes.packed($0, bits: bits) }, bitsPerPixel: bits,
                                 topDown: topDown, palette: palette(bits))
        let pixels = try Self.decode(bytes)
        #expect(pixels.size == PixelSize(width: 13, height: 3))
        for y in 0..<3 { for x in 0..<13 { #expect(pixels[x, y] == Self.colour(rows[y][x]), "(\(x), \(y))") } }
    }

    /// The test palette cut to what `bits` can index.
    func palette(_ bits: Int) -> [(UInt8, UInt8, UInt8)] { Array(Self.palette.prefix(1 << bits)) }

    @Test("a palette shorter than the depth allows (biClrUsed), and an index beyond it is opaque black")
    func shortPalette() throws {
        let bytes = BMPBytes.bmp(width: 3, rows: [BMPBytes.packed([0, 2, 9], bits: 8)], bitsPerPixel: 8,
                                 palette: Array(Self.palette.prefix(3)))
        let pixels = try Self.decode(bytes)
        #expect(pixels[0, 0] == Self.colour(0) && pixels[1, 0] == Self.colour(2) && pixels[2, 0] == .black)
    }

    @Test("the OS/2 core header: 16-bit sizes and 3-byte palette entries")
    func coreHeader() throws {
        let indexed = BMPBytes.bmp(width: 3, rows: [BMPBytes.packed([1, 2, 3], bits: 8), BMPBytes.packed([4, 5, 6], bits: 8)],
                                   bitsPerPixel: 8, headerSize: 12, palette: Self.palette)
        let pixels = try Self.decode(indexed)
        #expect((0..<3).map { pixels[$0, 0] } == [1, 2, 3].map(Self.colour))
        #expect((0..<3).map { pixels[$0, 1] } == [4, 5, 6].map(Self.colour))
        let rgb = BMPBytes.bmp(width: 2, rows: [BMPBytes.bgr([(1, 2, 3), (4, 5, 6)])], bitsPerPixel: 24, headerSize: 12)
        #expect(try Self.decode(rgb)[1, 0] == RGBA8(4, 5, 6))
    }

    @Test("24 bits: blue, green, red, rows padded to 4 bytes, in both row orders", arguments: [false, true])
    func truecolour(topDown: Bool) throws {
        let rows: [[(UInt8, UInt8, UInt8)]] = [[(1, 2, 3), (4, 5, 6), (7, 8, 9)], [(10, 11, 12), (13, 14, 15), (16, 17, 18)]]
        let pixels = try Self.decode(BMPBytes.bmp(width: 3, rows: rows.map(BMPBytes.bgr), bitsPerPixel: 24, topDown: topDown))
        for y in 0..<2 { for x in 0..<3 { #expect(pixels[x, y] == RGBA8(rows[y][x].0, rows[y][x].1, rows[y][x].2)) } }
    }

    @Test("16 bits BI_RGB is 5-5-5, each channel's bits repeated into 8")
    func rgb555() throws {
        // 0x7FFF white, 0x7C00 red, 0x03E0 green, 0x001F blue, 0x4210 = 16,16,16 → 132, 0x0421 = 1,1,1 → 8.
        let words = [0x7FFF, 0x7C00, 0x03E0, 0x001F, 0x4210, 0x0421, 0x8000]
        let pixels = try Self.decode(BMPBytes.bmp(width: 7, rows: [BMPBytes.words16(words)], bitsPerPixel: 16))
        #expect((0..<7).map { pixels[$0, 0] } == [
            RGBA8(255, 255, 255), RGBA8(255, 0, 0), RGBA8(0, 255, 0), RGBA8(0, 0, 255),
            RGBA8(132, 132, 132), RGBA8(8, 8, 8), RGBA8(0, 0, 0),
        ])
    }

    @Test("16 bits with bit fields 5-6-5, after a 40-byte header and inside a V4 header", arguments: [40, 108])
    func rgb565(headerSize: Int) throws {
        // Green 0x07E0 is 6 bits: 32 → 130; 0xF800 red; 0x001F blue; 0x0841 = 1,2,1 → 8, 8, 8.
        let words = [0xF800, 0x07E0, 0x001F, 0x0400, 0x0841, 0xFFFF]
        let bytes = BMPBytes.bmp(width: 6, rows: [BMPBytes.words16(words)], bitsPerPixel: 16, headerSize: headerSize,
                                 compression: 3, masks: [0xF800, 0x07E0, 0x001F])
        let pixels = try Self.decode(bytes)
        #expect((0..<6).map { pixels[$0, 0] } == [
            RGBA8(255, 0, 0), RGBA8(0, 255, 0), RGBA8(0, 0, 255), RGBA8(0, 130, 0), RGBA8(8, 8, 8), RGBA8(255, 255, 255),
        ])
    }

    @Test("32 bits BI_RGB: blue, green, red and an unused byte (never alpha after a 40-byte header)")
    func rgb32() throws {
        let pixels = try Self.decode(BMPBytes.bmp(width: 2, rows: [BMPBytes.words32([0x0011_2233, 0x80AA_BBCC])], bitsPerPixel: 32))
        #expect(pixels[0, 0] == RGBA8(0x11, 0x22, 0x33) && pixels[1, 0] == RGBA8(0xAA, 0xBB, 0xCC))
    }

    @Test("32 bits with bit fields in any order, and alpha from a V5 alpha mask, premultiplied")
    func bitfields32WithAlpha() throws {
        // Red in the low byte, alpha in the high one.
        let masks: [UInt32] = [0x0000_00FF, 0x0000_FF00, 0x00FF_0000, 0xFF00_0000]
        let words: [UInt32] = [0xFF00_00FF, 0x8000_FF00, 0x0012_3456, 0x40FF_FFFF]
        let bytes = BMPBytes.bmp(width: 4, rows: [BMPBytes.words32(words)], bitsPerPixel: 32, headerSize: 124, compression: 3, masks: masks)
        let image = try ImageDecoder().decode(bytes: bytes)
        #expect((0..<4).map { image.pixels[$0, 0] } == [
            RGBA8(255, 0, 0), RGBA8.premultiplying(red: 0, green: 255, blue: 0, alpha: 128), .clear,
            RGBA8.premultiplying(red: 255, green: 255, blue: 255, alpha: 64),
        ])
        guard case .bmp(let bmp) = image.info.details else { Issue.record("no BMP details"); return }
        #expect(bmp == BMPDetails(headerSize: 124, bitsPerPixel: 32, compression: .bitfields, isTopDown: false, hasAlpha: true))
    }

    @Test("BI_ALPHABITFIELDS: four masks after a 40-byte header")
    func alphaBitfields() throws {
        let bytes = BMPBytes.bmp(width: 1, rows: [BMPBytes.words32([0x80FF_0000])], bitsPerPixel: 32, compression: 6,
                                 masks: [0x00FF_0000, 0x0000_FF00, 0x0000_00FF, 0xFF00_0000])
        #expect(try Self.decode(bytes)[0, 0] == RGBA8.premultiplying(red: 255, green: 0, blue: 0, alpha: 128))
    }

    @Test("an alpha mask whose alphas are all 0 means no alpha: the picture is opaque")
    func allZeroAlpha() throws {
        let bytes = BMPBytes.bmp(width: 2, rows: [BMPBytes.words32([0x0011_2233, 0x0044_5566])], bitsPerPixel: 32, headerSize: 124,
                                 compression: 3, masks: [0x00FF_0000, 0x0000_FF00, 0x0000_00FF, 0xFF00_0000])
        let pixels = try Self.decode(bytes)
        #expect(pixels[0, 0] == RGBA8(0x11, 0x22, 0x33) && pixels[1, 0] == RGBA8(0x44, 0x55, 0x66))
    }

    @Test("a file missing only the last row's padding decodes")
    func missingFinalPadding() throws {
        let bytes = BMPBytes.bmp(width: 1, rows: [BMPBytes.bgr([(1, 2, 3)]), BMPBytes.bgr([(4, 5, 6)])], bitsPerPixel: 24)
        let pixels = try Self.decode(Array(bytes.dropLast()))
        #expect(pixels[0, 0] == RGBA8(1, 2, 3) && pixels[0, 1] == RGBA8(4, 5, 6))
    }

    @Test("BI_RLE8: runs, absolute runs, line ends, a jump, the end of the picture")
    func rle8() throws {
        // Bottom-up: row 0 stored is the bottom row. Pixels the data skips stay transparent.
        let data: [UInt8] = [
            3, 1, 0, 3, 4, 5, 6, 0,   // bottom row: red ×3, then 4, 5, 6 (absolute, padded) — cut at width 5
            0, 0,                     // end of line
            0, 2, 1, 1,               // jump right 1, up 1: to x 1 of the top row
            2, 7,                     // white ×2
            0, 1,                     // end of picture
        ]
        let bytes = BMPBytes.bmp(width: 5, rows: [], bitsPerPixel: 8, compression: 1, palette: Self.palette, height: 3)
        let pixels = try Self.decode(rleFile(bytes, data))
        #expect((0..<5).map { pixels[$0, 2] } == [1, 1, 1, 4, 5].map(Self.colour))
        #expect((0..<5).allSatisfy { pixels[$0, 1] == .clear })
        #expect((0..<5).map { pixels[$0, 0] } == [.clear, Self.colour(7), Self.colour(7), .clear, .clear])
    }

    @Test("BI_RLE4: runs alternate their two indices, absolute runs hold two a byte")
    func rle4() throws {
        let data: [UInt8] = [5, 0x12, 0, 3, 0x34, 0x50, 0, 1]
        let bytes = BMPBytes.bmp(width: 8, rows: [], bitsPerPixel: 4, compression: 2, palette: Self.palette, height: 1)
        let pixels = try Self.decode(rleFile(bytes, data))
        #expect((0..<8).map { pixels[$0, 0] } == [1, 2, 1, 2, 1, 3, 4, 5].map(Self.colour))
    }

    /// `headers` (a run-length BMP built without pixel data) with `data` appended.
    func rleFile(_ headers: [UInt8], _ data: [UInt8]) -> [UInt8] { headers + data }
}
