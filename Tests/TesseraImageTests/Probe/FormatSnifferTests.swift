import Testing
@testable import TesseraImage
@testable import TesseraProbe

@Suite("Format recognition by signature")
struct FormatSnifferTests {
    static let gifAndBMP: [(String, [UInt8], ImageFormat, ProbeError)] = [
        ("GIF89a", Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0], .gif, .truncated(offset: 13, context: "a block introducer at byte 13")),
        ("GIF87a", Array("GIF87a".utf8) + [1, 0, 1, 0, 0, 0, 0], .gif, .truncated(offset: 13, context: "a block introducer at byte 13")),
        ("BMP", Array("BM".utf8) + [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 40, 0, 0, 0, 1, 0, 0, 0], .bmp,
         .truncated(offset: 22, context: "the 40-byte DIB header")),
    ]

    @Test("GIF and BMP are recognised by signature and read by their own header readers", arguments: gifAndBMP)
    func gifAndBMPSignatures(name: String, bytes: [UInt8], format: ImageFormat, cut: ProbeError) {
        #expect(FormatSniffer.format(of: bytes) == format)
        #expect(throws: cut) { try ImageProbe.probe(bytes: bytes) }
    }

    @Test("every format Tessera recognises, it reads")
    func everyFormatReadable() {
        #expect(ImageFormat.allCases.allSatisfy { $0.isSupported })
    }

    @Test("text, HTML and gzip are not images")
    func notImages() {
        for text in ["hello, world\n", "<!DOCTYPE html><html></html>", "\u{1F}\u{8B}\u{8}\0"] {
            #expect(throws: ProbeError.notAnImage) { try ImageProbe.probe(bytes: Array(text.utf8)) }
        }
        #expect(throws: ProbeError.empty) { try ImageProbe.probe(bytes: []) }
    }

    @Test("a PNG signature with one byte changed is not a PNG")
    func mangledSignature() {
        var bytes = PNGBytes.png()
        bytes[7] = 0x20
        #expect(throws: ProbeError.notAnImage) { try ImageProbe.probe(bytes: bytes) }
    }

    @Test("messages say what is wrong and where")
    func messages() {
        #expect(ProbeError.unsupportedFormat(.gif).description == "unsupported format: GIF (Tessera reads JPEG, PNG, WebP, TIFF, GIF, BMP, HEIC/HEIF, AVIF and camera RAW)")
        #expect(ProbeError.truncated(offset: 3000, context: "the APP1 segment at byte 2").description
                == "truncated header: the file ends at byte 3000 inside the APP1 segment at byte 2")
        #expect(ProbeError.missingFrameHeader(foundMarker: 0xDA, offset: 20).description
                == "corrupt JPEG: SOS at byte 20 comes before any frame header (SOFn), so the image has no size")
        #expect(ProbeError.chunkChecksumMismatch(type: "IHDR", offset: 8, declared: 0xDEADBEEF, computed: 0x1A).description
                == "corrupt PNG chunk IHDR at byte 8: CRC is 0xDEADBEEF but the chunk's contents give 0x0000001A")
    }

    @Test("a directory or a missing file is unreadable, never a crash")
    func unreadableFiles() {
        #expect(throws: ProbeError.unreadable(reason: "it is a directory")) { try ImageProbe.probe(fileAt: Fixtures.root.path) }
        #expect(throws: ProbeError.unreadable(reason: "No such file or directory")) {
            try ImageProbe.probe(fileAt: Fixtures.root.appendingPathComponent("nope.jpg").path)
        }
    }
}
