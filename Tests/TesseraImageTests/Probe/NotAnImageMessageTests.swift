import Testing
@testable import TesseraImage

/// Issue 36, point 12: a file with no known signature is told what Tessera reads instead.
@Suite("The not-an-image message names the formats read")
struct NotAnImageMessageTests {
    @Test("text named .jpg: the message lists JPEG, PNG, WebP, TIFF, GIF, BMP, HEIC/HEIF, AVIF and camera RAW")
    func message() {
        #expect(throws: ProbeError.notAnImage) { try ImageProbe.probe(bytes: Array("just some text, no picture".utf8)) }
        #expect(ProbeError.notAnImage.description
                == "not an image: the file starts with none of the signatures Tessera reads (JPEG, PNG, WebP, TIFF, GIF, BMP, HEIC/HEIF, AVIF and camera RAW)")
    }
}
