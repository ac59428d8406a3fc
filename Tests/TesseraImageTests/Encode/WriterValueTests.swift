import Foundation
import Testing
import TesseraImage

/// Issue 42, point 4: values a library caller gives a writer or the decoder's limits that they
/// cannot take are typed errors; each of these stopped the process (a `precondition`) before.
@Suite("Writers and decode limits refuse values they cannot take")
struct WriterValueTests {
    @Test("a JPEG quality outside 1 … 100 is an error, for the JPEG writer and JPEG pages of a PDF")
    func quality() {
        #expect(throws: EncodeError.invalidQuality(0)) { _ = try JPEGWriter(sink: MemoryByteSink(), width: 10, height: 10, quality: 0) }
        #expect(throws: EncodeError.invalidQuality(101)) { _ = try PDFWriter(path: "-", quality: 101) }
        #expect(EncodeError.invalidQuality(0).description == "a JPEG quality is 1 to 100, not 0")
    }

    @Test("a resolution that is no positive number is an error", arguments: [0.0, -72, .infinity, .nan])
    func resolution(dotsPerInch: Double) {
        #expect(throws: EncodeError.self) {
            _ = try PNGWriter(sink: MemoryByteSink(), width: 10, height: 10, hasAlpha: false, dotsPerInch: dotsPerInch)
        }
        #expect(throws: EncodeError.self) { _ = try JPEGWriter(sink: MemoryByteSink(), width: 10, height: 10, dotsPerInch: dotsPerInch) }
        #expect(throws: EncodeError.invalidResolution(dotsPerInch: 0)) {
            _ = try PNGWriter(sink: MemoryByteSink(), width: 10, height: 10, hasAlpha: false, dotsPerInch: 0)
        }
    }

    @Test("an animated PNG without frames, with a delay count of its own, or with frames of two sizes is an error")
    func frames() {
        let small = PixelBuffer(width: 2, height: 2), large = PixelBuffer(width: 3, height: 2)
        #expect(throws: EncodeError.frameCount(frames: 0, delays: 0)) { _ = try APNGWriter.encode([], delays: []) }
        #expect(throws: EncodeError.frameCount(frames: 2, delays: 1)) { _ = try APNGWriter.encode([small, small], delays: [1]) }
        #expect(throws: EncodeError.frameSize(index: 1, size: large.size, expected: small.size)) {
            _ = try APNGWriter.encode([small, large], delays: [1, 1])
        }
    }

    @Test("a PDF page of no size is an error, as is one beyond the limits")
    func pdfPage() throws {
        let pdf = try PDFWriter(path: FileManager.default.temporaryDirectory.appendingPathComponent("never-\(UUID()).pdf").path)
        #expect(throws: EncodeError.invalidPageSize(width: 0, height: 10)) { try pdf.beginPage(width: 10, height: 10, pointWidth: 0, pointHeight: 10) }
        #expect(throws: EncodeError.tooLarge(.empty(width: 0, height: 10))) { try pdf.beginPage(width: 0, height: 10, pointWidth: 10, pointHeight: 10) }
    }

    @Test("decode limits under 1 count as 1, given or set, instead of stopping the process")
    func decodeLimits() {
        var limits = DecodeLimits(maxDimension: 0, maxPixels: -5, maxDecodeBytes: 0, maxFileBytes: 0, maxScans: 0)
        #expect(limits == DecodeLimits(maxDimension: 1, maxPixels: 1, maxDecodeBytes: 1, maxFileBytes: 1, maxScans: 1))
        limits.maxScans = -1
        #expect(limits.maxScans == 1)
        #expect(throws: DecodeError.tooLarge(width: 2, height: 1, limit: .dimension(1))) { try limits.check(width: 2, height: 1) }
    }
}
