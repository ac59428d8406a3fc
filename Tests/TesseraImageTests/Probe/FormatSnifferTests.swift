import Testing
@testable import TesseraImage

@Suite("Format recognition by signature")
struct FormatSnifferTests {
    static let unsupported: [(String, [UInt8], ImageFormat)] = [
        ("GIF89a", Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0], .gif),
        ("GIF87a", Array("GIF87a".utf8) + [1, 0, 1, 0, 0, 0, 0], .gif),
        ("BMP", Array("BM".utf8) + [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 40, 0, 0, 0, 1, 0, 0, 0], .bmp),
    ]

    @Test("formats Tessera does not read are named", arguments: unsupported)
    func unsupportedFormats(name: String, bytes: [UInt8], format: ImageFormat) {
        #expect(throws: ProbeError.unsupportedFormat(format)) { try ImageProbe.probe(bytes: bytes) }
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
        #expect(ProbeError.unsupportedFormat(.gif).description == "unsupported format: GIF (Tessera reads JPEG, PNG, WebP, TIFF, HEIC/HEIF, AVIF and camera RAW)")
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
