import Foundation
import Testing
@testable import TesseraImage

/// PngSuite's corrupt cases (x*) and other damaged PNG headers, made from our own bytes
/// (issue 35): each is refused by the probe and the decoder alike, with the reason named. What
/// is wrong with each is by the PNG spec (signature 5.2, IHDR 11.2.2, chunk order 5.6, CRC 5.3).
@Suite("PNG decoding: corrupt cases built from our own bytes")
struct PNGBuiltCorruptTests {
    /// A valid 4×3 8-bit grey PNG.
    static let valid = PNGBytes.image(width: 4, height: 3, bitDepth: 8, colorType: 0,
                                      pixels: (0..<12).map { [$0 * 20] })

    /// `valid` with its IHDR replaced by one of the given fields (the rest of the file kept).
    static func withHeader(width: Int = 4, height: Int = 3, bitDepth: Int = 8, colorType: Int = 0, interlace: UInt8 = 0) -> [UInt8] {
        PNGBytes.signature
            + PNGBytes.chunk("IHDR", PNGBytes.ihdrData(width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlace: interlace))
            + Array(valid.dropFirst(33))
    }

    /// The probe and the decoder both refuse `bytes` with `error`.
    static func expectRefused(_ bytes: [UInt8], _ error: ProbeError, _ comment: Comment? = nil,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(throws: error, comment, sourceLocation: sourceLocation) { try ImageProbe.probe(bytes: bytes) }
        #expect(throws: DecodeError.header(error), comment, sourceLocation: sourceLocation) { try ImageDecoder().decode(bytes: bytes) }
    }

    @Test("the valid base decodes")
    func validBase() throws {
        let image = try ImageDecoder().decode(bytes: Self.valid).pixels
        #expect(image == PixelBuffer.drawing(width: 4, height: 3) { x, y in let v = UInt8((y * 4 + x) * 20); return RGBA8(v, v, v) })
    }

    @Test("a damaged signature (xs*: any byte changed; xcrn/xlfn: line endings converted) is not an image")
    func damagedSignature() {
        for index in 0..<8 {
            var bytes = Self.valid
            bytes[index] ^= 0x20
            Self.expectRefused(bytes, .notAnImage, "byte \(index)")
        }
        let crlf = Self.valid.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }
        Self.expectRefused(crlf, .notAnImage, "LF to CR LF")
        var lf: [UInt8] = []
        for (i, byte) in Self.valid.enumerated() where !(byte == 0x0D && Self.valid.indices.contains(i + 1) && Self.valid[i + 1] == 0x0A) {
            lf.append(byte)
        }
        Self.expectRefused(lf, .notAnImage, "CR LF to LF")
        Self.expectRefused([], .empty)
        Self.expectRefused(PNGBytes.signature, .truncated(offset: 8, context: "the first chunk's length"))
    }

    @Test("an IHDR whose CRC does not match its contents (xhdn) is refused, both CRCs named")
    func badHeaderCRC() {
        var bytes = Self.valid
        bytes[29] ^= 0x01                                             // the CRC's first (most significant) byte
        let computed = PNGBytes.crc32(Array("IHDR".utf8) + PNGBytes.ihdrData(width: 4, height: 3, bitDepth: 8, colorType: 0))
        Self.expectRefused(bytes, .chunkChecksumMismatch(type: "IHDR", offset: 8, declared: computed ^ 0x0100_0000, computed: computed))
    }

    @Test("colour types that do not exist (xc1n, xc9n) are refused", arguments: [1, 5, 7, 9, 255])
    func badColourType(colorType: Int) {
        Self.expectRefused(Self.withHeader(colorType: colorType),
                           .corruptChunk(type: "IHDR", offset: 8, reason: "colour type \(colorType) does not exist (0, 2, 3, 4 or 6)"))
    }

    @Test("bit depths a colour type does not allow (xd0n, xd3n, xd9n) are refused")
    func badBitDepth() {
        for (depth, type) in [(0, 0), (3, 0), (99, 0), (32, 0), (4, 2), (2, 4), (1, 6), (16, 3)] {
            let allowed = (PNGBytes.allowedBitDepths[type] ?? []).map(String.init).joined(separator: ", ")
            Self.expectRefused(Self.withHeader(bitDepth: depth, colorType: type),
                               .corruptChunk(type: "IHDR", offset: 8, reason: "bit depth \(depth) is not allowed with colour type \(type) (allowed: \(allowed))"))
        }
    }

    @Test("a zero width or height is refused")
    func zeroSize() {
        for (width, height) in [(0, 3), (4, 0), (0, 0)] {
            Self.expectRefused(Self.withHeader(width: width, height: height),
                               .badDimensions(width: width, height: height, reason: "PNG width and height must be 1 to 2147483647"))
        }
    }

    @Test("a missing IHDR, or another chunk before it, is refused")
    func missingHeader() {
        Self.expectRefused(PNGBytes.signature + Array(Self.valid.dropFirst(33)),
                           .corruptChunk(type: "IDAT", offset: 8, reason: "the first chunk must be IHDR"))
        Self.expectRefused(PNGBytes.signature + PNGBytes.chunk("tEXt", Array("a\u{0}b".utf8)) + Array(Self.valid.dropFirst(8)),
                           .corruptChunk(type: "tEXt", offset: 8, reason: "the first chunk must be IHDR"))
    }

    @Test("an interlace method other than 0 and 1 is refused")
    func badInterlace() {
        Self.expectRefused(Self.withHeader(interlace: 2), .corruptChunk(type: "IHDR", offset: 8, reason: "interlace method 2 is neither 0 nor 1"))
    }

    @Test("a header without image data (xdtn), or a palette image without PLTE, probes but does not decode")
    func noImageData() throws {
        let noData = PNGBytes.signature + PNGBytes.chunk("IHDR", PNGBytes.ihdrData(width: 4, height: 3)) + PNGBytes.chunk("IEND", [])
        #expect(try ImageProbe.probe(bytes: noData).width == 4)
        #expect(throws: DecodeError.corrupt(format: .png, message: "IEND: out of place")) { try ImageDecoder().decode(bytes: noData) }
        let noPalette = PNGBytes.image(width: 4, height: 3, bitDepth: 8, colorType: 3, pixels: Array(repeating: [0], count: 12))
        #expect(try ImageProbe.probe(bytes: noPalette).height == 3)
        #expect(throws: DecodeError.corrupt(format: .png, message: "IDAT: Missing PLTE before IDAT")) { try ImageDecoder().decode(bytes: noPalette) }
    }
}
