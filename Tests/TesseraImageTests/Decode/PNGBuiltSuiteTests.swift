import Testing
@testable import TesseraImage

/// PngSuite's cases made from our own bytes (issue 35): every colour type and bit depth, Adam7,
/// odd sizes, every filter type, split IDATs and zlib blocks, tRNS, and ancillary chunks that
/// change nothing. Each image is built here with ``PNGBytes``, and the pixels it must decode to
/// are worked out here from the samples written, by PNG's rules (PNG spec 13.12, 13.13) — not by
/// Tessera's code:
/// - samples below 8 bits are scaled to 0…255 exactly (`v × 255 / (2^depth − 1)`), 16-bit ones
///   rounded (`round(v / 257)`);
/// - tRNS makes the pixels whose raw samples equal its key (grey, RGB) transparent, or gives the
///   palette entries their alpha;
/// - the result is premultiplied, rounded to nearest.
@Suite("PNG decoding: PngSuite-style cases built from our own bytes")
struct PNGBuiltSuiteTests {
    /// A colour type and a bit depth PNG allows with it.
    struct Kind: Sendable, CustomTestStringConvertible {
        let colorType: Int
        let bitDepth: Int
        var testDescription: String { "colour type \(colorType), \(bitDepth) bits" }
    }

    /// All fifteen colour type / bit depth pairs of PNG.
    static let kinds: [Kind] = PNGBytes.allowedBitDepths.keys.sorted().flatMap { type in
        (PNGBytes.allowedBitDepths[type] ?? []).map { Kind(colorType: type, bitDepth: $0) }
    }

    /// Deterministic samples spread over the whole range (a linear congruential generator).
    struct Samples {
        var state: UInt32
        mutating func next(below limit: Int) -> Int {
            state = state &* 1_664_525 &+ 1_013_904_223
            return Int(state >> 8) % limit
        }
    }

    /// A picture of `width` × `height` pixels for `kind`: random samples, with the extremes (0 and
    /// the maximum) in the first two pixels. Palette indices stay below `paletteSize`.
    static func pixels(_ kind: Kind, width: Int, height: Int, paletteSize: Int = 0, seed: UInt32 = 7) -> [[Int]] {
        var random = Samples(state: seed)
        let limit = kind.colorType == 3 ? paletteSize : 1 << kind.bitDepth
        let channels = PNGBytes.channels(colorType: kind.colorType)
        return (0..<(width * height)).map { i in
            (0..<channels).map { _ in i == 0 ? 0 : i == 1 ? limit - 1 : random.next(below: limit) }
        }
    }

    /// A palette of `count` RGB entries (and its raw PLTE bytes).
    static func palette(count: Int, seed: UInt32 = 11) -> [[Int]] {
        var random = Samples(state: seed)
        return (0..<count).map { _ in (0..<3).map { _ in random.next(below: 256) } }
    }

    /// A sample of `bitDepth` bits as 8 bits.
    static func eightBits(_ value: Int, bitDepth: Int) -> Int {
        switch bitDepth {
        case 16: return (value * 2 + 257) / 514             // round(v / 257); never a tie
        case 8: return value
        default: return value * 255 / ((1 << bitDepth) - 1) // exact for 1, 2 and 4 bits
        }
    }

    /// `value × alpha / 255` rounded to nearest (never a tie: 255 is odd).
    static func premultiply(_ value: Int, _ alpha: Int) -> UInt8 { UInt8((value * alpha * 2 + 255) / 510) }

    /// What the pixel with raw samples `s` shows, premultiplied.
    static func expected(_ s: [Int], _ kind: Kind, palette: [[Int]] = [], paletteAlpha: [Int] = [], key: [Int]? = nil) -> RGBA8 {
        let depth = kind.bitDepth
        let straight: [Int]
        switch kind.colorType {
        case 0:
            let g = eightBits(s[0], bitDepth: depth)
            straight = [g, g, g, s == key ? 0 : 255]
        case 2:
            straight = s.map { eightBits($0, bitDepth: depth) } + [s == key ? 0 : 255]
        case 3:
            straight = palette[s[0]] + [s[0] < paletteAlpha.count ? paletteAlpha[s[0]] : 255]
        case 4:
            let g = eightBits(s[0], bitDepth: depth)
            straight = [g, g, g, eightBits(s[1], bitDepth: depth)]
        default:
            straight = s.map { eightBits($0, bitDepth: depth) }
        }
        let a = straight[3]
        return RGBA8(premultiply(straight[0], a), premultiply(straight[1], a), premultiply(straight[2], a), UInt8(a))
    }

    /// The picture `expected` gives for every pixel.
    static func picture(width: Int, height: Int, _ pixels: [[Int]], _ pixel: ([Int]) -> RGBA8) -> PixelBuffer {
        PixelBuffer.drawing(width: width, height: height) { x, y in pixel(pixels[y * width + x]) }
    }

    /// PLTE (and, when `alpha` is given, tRNS) for `palette`.
    static func paletteChunks(_ palette: [[Int]], alpha: [Int] = []) -> [UInt8] {
        PNGBytes.chunk("PLTE", palette.flatMap { $0.map(UInt8.init) })
            + (alpha.isEmpty ? [] : PNGBytes.chunk("tRNS", alpha.map(UInt8.init)))
    }

    @Test("every colour type and bit depth, plain and Adam7, with every filter type, decodes to the samples written",
          arguments: kinds)
    func everyKind(kind: Kind) throws {
        let width = 13, height = 11                       // odd: partial bytes, uneven Adam7 passes
        let paletteSize = kind.colorType == 3 ? 1 << kind.bitDepth : 0
        let colours = Self.palette(count: paletteSize)
        let before = kind.colorType == 3 ? Self.paletteChunks(colours) : []
        let samples = Self.pixels(kind, width: width, height: height, paletteSize: paletteSize)
        let expected = Self.picture(width: width, height: height, samples) { Self.expected($0, kind, palette: colours) }
        for interlaced in [false, true] {
            for filters: [UInt8] in [[0], [1], [2], [3], [4], [0, 1, 2, 3, 4]] {
                let bytes = PNGBytes.image(width: width, height: height, bitDepth: kind.bitDepth, colorType: kind.colorType,
                                           pixels: samples, interlaced: interlaced, filters: filters, before: before)
                let image = try ImageDecoder().decode(bytes: bytes)
                #expect(image.pixels == expected, "interlaced \(interlaced), filters \(filters)")
                #expect(image.warnings == [])
            }
        }
    }

    @Test("16-bit samples keep their 8-bit rounding with alpha: grey + alpha and RGBA")
    func sixteenBitAlpha() throws {
        // (56172, 21141): grey 219 (56172 / 257 = 218.6) at alpha 82 (82.3), premultiplied 70.
        let greyAlpha = PNGBytes.image(width: 2, height: 1, bitDepth: 16, colorType: 4, pixels: [[56172, 21141], [65535, 0]])
        let image = try ImageDecoder().decode(bytes: greyAlpha).pixels
        #expect(image[0, 0] == RGBA8(70, 70, 70, 82))
        #expect(image[1, 0] == .clear)
    }

    @Test("PngSuite's odd sizes 1…9 and 32…40, palette of 1, 2 and 4 bits, plain and Adam7")
    func oddSizes() throws {
        let sizes = Array(1...9) + Array(32...40)
        for (n, size) in sizes.enumerated() {
            let kind = Kind(colorType: 3, bitDepth: [1, 2, 4][n % 3])
            let colours = Self.palette(count: 1 << kind.bitDepth, seed: UInt32(size))
            let samples = Self.pixels(kind, width: size, height: size, paletteSize: colours.count, seed: UInt32(size))
            let expected = Self.picture(width: size, height: size, samples) { Self.expected($0, kind, palette: colours) }
            for interlaced in [false, true] {
                let bytes = PNGBytes.image(width: size, height: size, bitDepth: kind.bitDepth, colorType: 3, pixels: samples,
                                           interlaced: interlaced, filters: [0, 1, 2, 3, 4], before: Self.paletteChunks(colours))
                #expect(try ImageDecoder().decode(bytes: bytes).pixels == expected, "\(size)×\(size) interlaced \(interlaced)")
            }
        }
        // A 1-pixel-wide column and a 1-pixel-high row: Adam7 passes with no pixels are left out.
        for (width, height) in [(1, 17), (17, 1)] {
            let kind = Kind(colorType: 2, bitDepth: 8)
            let samples = Self.pixels(kind, width: width, height: height)
            let bytes = PNGBytes.image(width: width, height: height, bitDepth: 8, colorType: 2, pixels: samples, interlaced: true)
            #expect(try ImageDecoder().decode(bytes: bytes).pixels
                    == Self.picture(width: width, height: height, samples) { Self.expected($0, kind) }, "\(width)×\(height)")
        }
    }

    @Test("tRNS: a grey key, an RGB key (16-bit too) and palette alphas make exactly those pixels transparent")
    func transparency() throws {
        // Grey 4 bits, key 5; RGB 8 and 16 bits, key = the third pixel's colour.
        for kind in [Kind(colorType: 0, bitDepth: 4), Kind(colorType: 0, bitDepth: 16), Kind(colorType: 2, bitDepth: 8), Kind(colorType: 2, bitDepth: 16)] {
            var samples = Self.pixels(kind, width: 9, height: 7)
            let key = kind.colorType == 0 ? [5] : samples[2]
            samples[10] = key; samples[40] = key
            let trns = PNGBytes.chunk("tRNS", key.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
            let bytes = PNGBytes.image(width: 9, height: 7, bitDepth: kind.bitDepth, colorType: kind.colorType, pixels: samples,
                                       filters: [4], before: trns)
            let image = try ImageDecoder().decode(bytes: bytes).pixels
            #expect(image == Self.picture(width: 9, height: 7, samples) { Self.expected($0, kind, key: key) }, "\(kind.testDescription)")
            #expect(image[1, 1] == .clear && image[4, 4] == .clear)
        }
        // Palette: tRNS shorter than PLTE, the other entries opaque.
        let kind = Kind(colorType: 3, bitDepth: 8)
        let colours = Self.palette(count: 200)
        let alphas = [0, 1, 64, 127, 128, 254, 255, 30]
        let samples = Self.pixels(kind, width: 16, height: 16, paletteSize: 200)
        let bytes = PNGBytes.image(width: 16, height: 16, bitDepth: 8, colorType: 3, pixels: samples, interlaced: true,
                                   before: Self.paletteChunks(colours, alpha: alphas))
        #expect(try ImageDecoder().decode(bytes: bytes).pixels
                == Self.picture(width: 16, height: 16, samples) { Self.expected($0, kind, palette: colours, paletteAlpha: alphas) })
    }

    @Test("bKGD, gAMA, cHRM, sBIT, pHYs, tIME, text and unknown ancillary chunks change no pixel (no gamma correction)")
    func ancillaryChunksIgnored() throws {
        let kind = Kind(colorType: 6, bitDepth: 8)
        let samples = Self.pixels(kind, width: 10, height: 6)
        let expected = Self.picture(width: 10, height: 6, samples) { Self.expected($0, kind) }
        let chunks: [(String, [UInt8])] = [
            ("bKGD", [0, 255, 0, 0, 0, 255]),
            ("gAMA", PNGBytes.be32(100_000)),                                   // gamma 1.0: would brighten if applied
            ("gAMA", PNGBytes.be32(25_000)),
            ("cHRM", (0..<8).flatMap { PNGBytes.be32(10_000 * ($0 + 1)) }),
            ("sBIT", [4, 4, 4, 4]),
            ("pHYs", PNGBytes.be32(2835) + PNGBytes.be32(2835) + [1]),
            ("tIME", [0x07, 0xEA, 11, 29, 6, 0, 0]),
            ("tEXt", Array("Title\u{0}Made for Tessera's tests".utf8)),
            ("zTXt", Array("Comment\u{0}".utf8) + [0] + PNGBytes.zlibStored(Array("stored".utf8))),
            ("teSt", [1, 2, 3]),
        ]
        for (type, data) in chunks {
            let bytes = PNGBytes.image(width: 10, height: 6, bitDepth: 8, colorType: 6, pixels: samples, filters: [1, 4],
                                       before: PNGBytes.chunk(type, data))
            let image = try ImageDecoder().decode(bytes: bytes)
            #expect(image.pixels == expected, "\(type)")
            #expect(image.warnings == [], "\(type)")
        }
    }

    @Test("image data cut into 1-byte IDATs, many stored zlib blocks, or with an empty IDAT decodes the same")
    func idatSplits() throws {
        let kind = Kind(colorType: 2, bitDepth: 16)
        let samples = Self.pixels(kind, width: 7, height: 9)
        let expected = Self.picture(width: 7, height: 9, samples) { Self.expected($0, kind) }
        for (idatSize, blockSize) in [(1, 65_535), (2, 3), (4, 1), (100, 7), (nil, 1)] as [(Int?, Int)] {
            for interlaced in [false, true] {
                let bytes = PNGBytes.image(width: 7, height: 9, bitDepth: 16, colorType: 2, pixels: samples, interlaced: interlaced,
                                           filters: [2, 3], blockSize: blockSize, idatSize: idatSize)
                #expect(try ImageDecoder().decode(bytes: bytes).pixels == expected, "IDAT \(String(describing: idatSize)), block \(blockSize)")
            }
        }
        let withEmpty = PNGBytes.image(width: 7, height: 9, bitDepth: 16, colorType: 2, pixels: samples, after: PNGBytes.chunk("IDAT", []))
        #expect(try ImageDecoder().decode(bytes: withEmpty).pixels == expected)
    }
}
