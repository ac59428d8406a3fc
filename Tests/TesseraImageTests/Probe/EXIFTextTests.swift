import Testing
@testable import TesseraImage
@testable import TesseraProbe

/// Camera and lens names written in UTF-8 (EXIF says ASCII; cameras and editors write UTF-8).
@Suite("EXIF text")
struct EXIFTextTests {
    /// A JPEG whose EXIF holds Make and Model in IFD0 and LensModel in the Exif sub-IFD, each an
    /// "ASCII" entry (type 2) with `text` bytes and a NUL, stored after the IFDs (little-endian);
    /// each text MUST be at least 4 bytes long (shorter ones are stored inside the entry).
    static func jpeg(make: [UInt8], model: [UInt8], lens: [UInt8]) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { u16(v & 0xFFFF) + u16(v >> 16) }
        let ifd0Offset = 8, ifd0Size = 2 + 3 * 12 + 4
        let exifOffset = ifd0Offset + ifd0Size, exifSize = 2 + 12 + 4
        var data: [UInt8] = [], dataOffset = exifOffset + exifSize
        func entry(_ tag: Int, _ text: [UInt8]) -> [UInt8] {
            let value = text + [0]
            defer { data += value }
            return u16(tag) + u16(2) + u32(value.count) + u32(dataOffset + data.count)
        }
        let ifd0 = u16(3) + entry(0x010F, make) + entry(0x0110, model) + u16(0x8769) + u16(4) + u32(1) + u32(exifOffset) + u32(0)
        let exif = u16(1) + entry(0xA434, lens) + u32(0)
        let tiff = Array("II".utf8) + u16(42) + u32(ifd0Offset) + ifd0 + exif + data
        return JPEGBytes.jpeg(before: JPEGBytes.segment(0xE1, Array("Exif\0\0".utf8) + tiff))
    }

    @Test("non-ASCII camera and lens names are kept: Sony α7 IV, Leica Q³, Zeiss Batis 2/40 CF “Sonnar”")
    func utf8NamesAreKept() throws {
        let bytes = Self.jpeg(make: Array("Sony".utf8), model: Array("α7 IV".utf8), lens: Array("Zeiss Batis 2/40 CF “Sonnar”".utf8))
        let settings = try #require(try ImageProbe.probe(bytes: bytes).camera)
        #expect(settings.camera == "Sony α7 IV")
        #expect(settings.lens == "Zeiss Batis 2/40 CF “Sonnar”")
    }

    @Test("control characters are dropped, the rest kept; bytes that are not UTF-8 give no name")
    func controlsAndInvalidBytes() throws {
        let bytes = Self.jpeg(make: Array("Can\u{1B}[31mon\r".utf8), model: Array("EOS\u{85} R5".utf8), lens: [0x52, 0x46, 0xFF, 0x35, 0x30, 0x6D, 0x6D])
        let settings = try #require(try ImageProbe.probe(bytes: bytes).camera)
        #expect(settings.make == "Can[31mon")
        #expect(settings.model == "EOS R5")
        #expect(settings.lens == nil)
    }

    @Test("a name cut at 64 bytes inside a character loses that character only")
    func cutInsideACharacter() throws {
        let long = Array(String(repeating: "a", count: 63).utf8) + Array("α and more".utf8)
        let settings = try #require(try ImageProbe.probe(bytes: Self.jpeg(make: Array("Maker".utf8), model: long, lens: Array("Lens 1".utf8))).camera)
        #expect(settings.model == String(repeating: "a", count: 63))
        #expect(EXIFText.incompleteTail([0x61, 0xE2, 0x80]) == 2 && EXIFText.incompleteTail([0x61, 0xCE, 0xB1]) == 0)
    }
}
