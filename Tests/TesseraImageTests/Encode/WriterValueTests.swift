import Foundation
import Testing
import TesseraImage

/// Issue 42, point 4: values a library caller gives a writer or the decoder's limits that they
/// cannot take. Before the fix each of these stopped the process (a `precondition`).
@Suite("Writers and decode limits trap on values they cannot take")
struct WriterValueTests {
    @Test func jpegQualityZero() async {
        await #expect(processExitsWith: .failure) {
            _ = try JPEGWriter(sink: MemoryByteSink(), width: 10, height: 10, quality: 0)
        }
    }

    @Test func pngResolutionZero() async {
        await #expect(processExitsWith: .failure) {
            _ = try PNGWriter(sink: MemoryByteSink(), width: 10, height: 10, hasAlpha: false, dotsPerInch: 0)
        }
    }

    @Test func pdfQuality101() async {
        await #expect(processExitsWith: .failure) {
            _ = try PDFWriter(path: "-", quality: 101)
        }
    }

    @Test func apngWithoutFrames() async {
        await #expect(processExitsWith: .failure) {
            _ = try APNGWriter.encode([], delays: [])
        }
    }

    @Test func decodeLimitZero() async {
        await #expect(processExitsWith: .failure) {
            _ = DecodeLimits(maxDimension: 0)
        }
    }
}
