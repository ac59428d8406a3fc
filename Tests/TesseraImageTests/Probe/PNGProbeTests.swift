import Testing
@testable import TesseraImage
@testable import TesseraProbe

@Suite("PNG header probing, hand-built edge cases")
struct PNGProbeTests {
    @Test("IHDR fields are reported")
    func basic() throws {
        let info = try ImageProbe.probe(bytes: PNGBytes.png(width: 300, height: 200, bitDepth: 16, colorType: 6))
        #expect(info.format == .png && info.width == 300 && info.height == 200 && info.orientation == .up)
        #expect(info.details == .png(PNGDetails(colorType: 6, bitDepth: 16, isInterlaced: false)))
    }

    @Test("every colour type / bit depth pair: allowed ones accepted, others rejected",
          arguments: [0, 1, 2, 3, 4, 5, 6, 7], [0, 1, 2, 3, 4, 8, 16, 32])
    func colourTypeBitDepth(colorType: Int, bitDepth: Int) {
        let allowed: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        let bytes = PNGBytes.png(bitDepth: bitDepth, colorType: colorType)
        if allowed[colorType]?.contains(bitDepth) == true {
            #expect((try? ImageProbe.probe(bytes: bytes)) != nil)
        } else {
            #expect(throws: ProbeError.self) { try ImageProbe.probe(bytes: bytes) }
        }
    }

    @Test("an IHDR CRC mismatch names both values")
    func crcMismatch() {
        let ihdr = PNGBytes.chunk("IHDR", PNGBytes.ihdrData(width: 1, height: 1), crc: 0xDEADBEEF)
        let bytes = FormatSniffer.pngSignature + ihdr + PNGBytes.chunk("IEND", [])
        let computed = CRC32.checksum(PNGBytes.ihdrData(width: 1, height: 1), continuing: CRC32.checksum(Array("IHDR".utf8)))
        #expect(throws: ProbeError.chunkChecksumMismatch(type: "IHDR", offset: 8, declared: 0xDEADBEEF, computed: computed)) {
            try ImageProbe.probe(bytes: bytes)
        }
    }

    @Test("CRC-32 matches the standard check value")
    func crcCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test("width and height must be 1…2³¹−1", arguments: [(0, 5), (5, 0), (0x8000_0000, 1), (1, 0xFFFF_FFFF)])
    func dimensions(width: Int, height: Int) {
        #expect(throws: ProbeError.badDimensions(width: width, height: height, reason: "PNG width and height must be 1 to 2147483647")) {
            try ImageProbe.probe(bytes: PNGBytes.png(width: width, height: height))
        }
    }

    @Test("the largest legal size is accepted")
    func largest() throws {
        let info = try ImageProbe.probe(bytes: PNGBytes.png(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, bitDepth: 1, colorType: 0))
        #expect(info.width == 2_147_483_647)
    }

    @Test("IHDR must come first")
    func ihdrFirst() {
        let bytes = FormatSniffer.pngSignature + PNGBytes.chunk("tEXt", Array("a\0b".utf8))
            + PNGBytes.chunk("IHDR", PNGBytes.ihdrData(width: 1, height: 1))
        #expect(throws: ProbeError.corruptChunk(type: "tEXt", offset: 8, reason: "the first chunk must be IHDR")) {
            try ImageProbe.probe(bytes: bytes)
        }
    }

    @Test("eXIf before IDAT gives the orientation; after IDAT it is ignored")
    func exifChunk() throws {
        let exif = PNGBytes.chunk("eXIf", TIFFBytes.tiff(bigEndian: true, ifd0: [(0x0112, 3, 6)]))
        let before = try ImageProbe.probe(bytes: PNGBytes.png(width: 480, height: 300, before: exif))
        #expect(before.orientation == .right && before.displayWidth == 300 && before.displayHeight == 480)
        let after = try ImageProbe.probe(bytes: PNGBytes.png(after: exif))
        #expect(after.orientation == .up)
    }

    @Test("an eXIf chunk with a JPEG-style Exif prefix is read too")
    func exifPrefixed() throws {
        let exif = PNGBytes.chunk("eXIf", Array("Exif\0\0".utf8) + TIFFBytes.tiff(bigEndian: false, ifd0: [(0x0112, 3, 3)]))
        #expect(try ImageProbe.probe(bytes: PNGBytes.png(before: exif)).orientation == .down)
    }

    @Test("a chunk cut short before IDAT is a truncated header")
    func truncatedChunk() {
        let bytes = PNGBytes.png(before: PNGBytes.chunk("iCCP", [UInt8](repeating: 1, count: 100)))
        let cut = Array(bytes.prefix(33 + 50))
        #expect(throws: ProbeError.truncated(offset: 83, context: "the iCCP chunk at byte 33")) {
            try ImageProbe.probe(bytes: cut)
        }
    }

    @Test("a chunk length over 2³¹−1 is corrupt")
    func hugeLength() {
        let bytes = FormatSniffer.pngSignature + PNGBytes.chunk("IHDR", PNGBytes.ihdrData(width: 2, height: 2))
            + [0xFF, 0xFF, 0xFF, 0xF0] + Array("zTXt".utf8)
        #expect(throws: ProbeError.corruptChunk(type: "zTXt", offset: 33, reason: "length 4294967280 is larger than 2147483647")) {
            try ImageProbe.probe(bytes: bytes)
        }
    }
}
