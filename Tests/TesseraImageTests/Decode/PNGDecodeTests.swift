import Testing
@testable import TesseraImage

/// PNG colour types, bit depths, transparency and interlacing. Pixel references come from
/// PngSuite's design (the twins below are the same picture) and from ImageMagick 6.9.11's raw
/// sample values. PngSuite is third-party data, read from the shared folder where it is present;
/// the same cases built from our own bytes are in ``PNGBuiltSuiteTests``.
@Suite("PNG decoding")
struct PNGDecodeTests {
    /// A PngSuite file of the shared folder `png`, decoded.
    static func decode(_ file: String) throws -> PixelBuffer {
        try ImageDecoder().decode(fileAt: TestData.thirdParty("png", file)).pixels
    }

    /// One of our own PNGs in `Tests/Fixtures/png`, decoded.
    static func decodeOwn(_ file: String) throws -> PixelBuffer {
        try ImageDecoder().decode(fileAt: Fixtures.path("png", file)).pixels
    }

    /// PngSuite's Adam7 files whose non-interlaced twin is in the shared corpus (`basi0g01` ↔ `basn0g01`, …).
    static let interlacedTwins: [(String, String)] = {
        let files = Set(Fixtures.thirdParty("png").map(\.file))
        return files.sorted().compactMap { name in
            guard name.count == 12, name.hasSuffix(".png"), name.dropFirst(3).first == "i" else { return nil }
            let twin = String(name.prefix(3)) + "n" + String(name.dropFirst(4))
            return files.contains(twin) ? (name, twin) : nil
        }
    }()

    @Test("interlaced and non-interlaced twins decode to identical pixels", .thirdPartyData("png"))
    func interlacedTwinsAgree() throws {
        #expect(!Self.interlacedTwins.isEmpty)
        for (interlaced, plain) in Self.interlacedTwins {
            #expect(try Self.decode(interlaced) == Self.decode(plain), "\(interlaced) vs \(plain)")
        }
    }

    @Test("files of one picture with different chunks, IDAT splits, filters and zlib levels agree exactly",
          .thirdPartyData("png"), arguments: [
            ["basn0g16.png", "oi1n0g16.png", "oi2n0g16.png", "oi4n0g16.png"],
            ["basn2c16.png", "oi1n2c16.png", "oi4n2c16.png", "oi9n2c16.png", "pp0n2c16.png", "ps1n2c16.png", "ps2n2c16.png"],
            ["basi4a08.png", "bgai4a08.png", "bgbn4a08.png"],
            ["basi6a16.png", "bgan6a16.png", "bgyn6a16.png"],
            ["z00n2c08.png", "z03n2c08.png", "z09n2c08.png"],
            ["cs8n2c08.png", "cs8n3p08.png"],
            ["tbgn3p08.png", "tbwn3p08.png", "tbyn3p08.png"],
          ])
    func samePictureGroups(files: [String]) throws {
        let reference = try Self.decode(files[0])
        for file in files.dropFirst() {
            #expect(try Self.decode(file) == reference, "\(file) vs \(files[0])")
        }
    }

    @Test("the 16-bit, palette and 8-bit RGB variants of PngSuite's sBIT picture agree within rounding", .thirdPartyData("png"))
    func sixteenBitAndPaletteAgree() throws {
        let rgb = try Self.decode("cs8n2c08.png")
        #expect(try Self.decode("cs8n3p08.png") == rgb)
        let deep = try Self.decode("cs3n2c16.png")
        #expect(PixelDifference(deep, rgb).maximum <= 1, "\(PixelDifference(deep, rgb))")
    }

    @Test("one grey picture with transparency as 8-bit grey + tRNS, 16-bit grey + tRNS, palette + tRNS, grey + alpha and RGBA decodes identically")
    func greyVariantsAgree() throws {
        let width = 16, height = 4
        func level(_ x: Int, _ y: Int) -> Int { (x * 16 + y * 5) % 256 }
        let clearLevel = 48                                       // the colour tRNS makes transparent
        let expected = PixelBuffer.drawing(width: width, height: height) { x, y in
            let v = UInt8(level(x, y))
            return level(x, y) == clearLevel ? .clear : RGBA8(v, v, v)
        }
        var palette: [UInt8] = [], trns: [UInt8] = []
        for v in 0..<256 { palette += [UInt8(v), UInt8(v), UInt8(v)]; trns.append(v == clearLevel ? 0 : 255) }
        let rows = (0..<height).map { y in (0..<width).map { x in UInt8(level(x, y)) } }
        let variants: [(String, [UInt8])] = [
            ("grey 8 + tRNS", PNGPixelBytes.png(width: width, height: height, bitDepth: 8, colorType: 0, rows: rows,
                                                before: PNGBytes.chunk("tRNS", [0, UInt8(clearLevel)]))),
            ("grey 16 + tRNS", PNGPixelBytes.png(width: width, height: height, bitDepth: 16, colorType: 0,
                                                 rows: rows.map { $0.flatMap { [$0, $0] } },
                                                 before: PNGBytes.chunk("tRNS", [UInt8(clearLevel), UInt8(clearLevel)]))),
            ("palette + tRNS", PNGPixelBytes.png(width: width, height: height, bitDepth: 8, colorType: 3, rows: rows,
                                                 before: PNGBytes.chunk("PLTE", palette) + PNGBytes.chunk("tRNS", trns))),
            ("grey + alpha", PNGPixelBytes.png(width: width, height: height, bitDepth: 8, colorType: 4,
                                               rows: rows.map { $0.flatMap { [$0, Int($0) == clearLevel ? 0 : 255] } })),
            ("RGBA 16", PNGPixelBytes.png(width: width, height: height, bitDepth: 16, colorType: 6,
                                          rows: rows.map { $0.flatMap { v in [v, v, v, v, v, v] + (Int(v) == clearLevel ? [0, 0] : [255, 255]) } })),
        ]
        for (name, bytes) in variants {
            #expect(try ImageDecoder().decode(bytes: bytes).pixels == expected, "\(name)")
        }
    }

    @Test("a real photo as 8-bit RGB, 200-colour interlaced palette and 16-bit grey")
    func photoVariantsAgree() throws {
        let rgb = try Self.decodeOwn("yellowflower_rgb8.png")
        let palette = try Self.decodeOwn("yellowflower_palette8_interlaced.png")
        #expect(PixelDifference(rgb, palette).mean < 5, "\(PixelDifference(rgb, palette))")
        let grey = try Self.decodeOwn("yellowflower_gray16.png")
        var total = 0.0
        for y in 0..<rgb.height {
            for x in 0..<rgb.width {
                let c = rgb[x, y], g = grey[x, y]
                #expect(g.r == g.g && g.g == g.b)
                let luma = 0.2126 * Double(c.r) + 0.7152 * Double(c.g) + 0.0722 * Double(c.b)
                total += abs(luma - Double(g.r))
            }
        }
        #expect(total / Double(rgb.width * rgb.height) < 2)
    }

    @Test("16-bit samples are rounded to 8 bits, not truncated")
    func sixteenBitRounding() throws {
        let samples: [Int] = [0x0000, 0x00C0, 0x00FF, 0x7F80, 0x8000, 0xFF00, 0xFFFF]
        let expected: [UInt8] = [0, 1, 1, 127, 128, 254, 255]   // round(v / 257)
        let row = samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let bytes = PNGPixelBytes.png(width: samples.count, height: 1, bitDepth: 16, colorType: 0, rows: [row])
        let image = try ImageDecoder().decode(bytes: bytes).pixels
        #expect((0..<samples.count).map { image[$0, 0].r } == expected)
    }

    @Test("low bit depths expand to the full 0…255 range; palettes and tRNS give premultiplied RGBA", .thirdPartyData("png"))
    func knownPixels() throws {
        let grey1 = try Self.decode("basn0g01.png")
        #expect(Set((0..<32).map { grey1[$0, 5].r }).isSubset(of: [0, 255]))
        let grey2 = try Self.decode("basi0g02.png")
        #expect(Set((0..<32).map { grey2[$0, 7].r }).isSubset(of: [0, 85, 170, 255]))
        let palette2 = try Self.decode("basn3p02.png")
        #expect(palette2[5, 17] == RGBA8(255, 0, 0) && palette2[31, 31] == RGBA8(0, 0, 255))
        let trns = try Self.decode("tbgn3p08.png")
        #expect(trns[0, 0] == .clear && trns[5, 17] == RGBA8(0, 177, 0))
        // Raw 16-bit samples from `convert FILE -depth 16 txt:`; 8 bits = round(v / 257).
        let greyAlpha = try Self.decode("basn4a16.png")
        #expect(greyAlpha[5, 17] == RGBA8(70, 70, 70, 82))          // (56172, 21141): 219 at alpha 82, premultiplied
        #expect(greyAlpha[31, 31] == .clear)
        let grey16 = try Self.decode("basn0g16.png")
        #expect(grey16[5, 17] == RGBA8(79, 79, 79))                 // 0x4F00 = 20224
    }

    @Test("an APNG decodes to its default image (the IDAT), not an animation frame")
    func apngDefaultImage() throws {
        let red: [UInt8] = [255, 0, 0, 255, 0, 0], blue: [UInt8] = [0, 0, 255, 0, 0, 255]
        let acTL = PNGBytes.chunk("acTL", PNGBytes.be32(2) + PNGBytes.be32(0))
        func fcTL(_ sequence: Int) -> [UInt8] {
            PNGBytes.chunk("fcTL", PNGBytes.be32(sequence) + PNGBytes.be32(2) + PNGBytes.be32(1)
                           + PNGBytes.be32(0) + PNGBytes.be32(0) + [0, 1, 0, 10, 0, 0])
        }
        let fdAT = PNGBytes.chunk("fdAT", PNGBytes.be32(2) + PNGPixelBytes.idat(rows: [blue]))
        let bytes = PNGPixelBytes.png(width: 2, height: 1, bitDepth: 8, colorType: 2, rows: [red],
                                      before: acTL + fcTL(0), after: fcTL(1) + fdAT)
        let image = try ImageDecoder().decode(bytes: bytes)
        #expect(image.pixels == PixelBuffer(width: 2, height: 1, filledWith: RGBA8(255, 0, 0)))
        #expect(image.warnings == [])
    }
}
