import Foundation
import Testing
@testable import TesseraImage

/// Every picture Tessera writes says it is sRGB: a PNG's `sRGB` chunk, a PDF's ICC-based colour
/// space and output intent (a JPEG's APP2 profile is checked in ``JPEGWriterTests``).
@Suite("Colour space tags in written files")
struct ColourSpaceTaggingTests {
    @Test("a PNG has an sRGB chunk (perceptual) right after IHDR, with or without pHYs")
    func pngChunk() throws {
        let image = PixelBuffer(width: 3, height: 2, filledWith: .white)
        let plain = try PNGWriter.encode(image)
        #expect(PNGFraming.chunks(in: plain).map(\.type) == ["IHDR", "sRGB", "IDAT", "IEND"])
        #expect(PNGFraming.chunks(in: plain).first { $0.type == "sRGB" }?.data == [0])
        let sink = MemoryByteSink()
        let writer = try PNGWriter(sink: sink, width: 3, height: 2, hasAlpha: false, dotsPerInch: 300)
        try writer.append(rows: image)
        try writer.finish()
        #expect(PNGFraming.chunks(in: sink.bytes).map(\.type) == ["IHDR", "sRGB", "pHYs", "IDAT", "IEND"])
        // libpng still reads it, and the pixels are the same.
        #expect(try ImageDecoder().decode(bytes: plain).pixels == image)
    }

    @Test("a PDF's pictures are in an ICCBased sRGB colour space, which is also the output intent")
    func pdfColourSpace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("pages.pdf").path
        let pdf = try PDFWriter(path: path)
        try pdf.beginPage(width: 4, height: 3, pointWidth: 40, pointHeight: 30)
        try pdf.append(rows: PixelBuffer(width: 4, height: 3, filledWith: .white))
        try pdf.endPage()
        try pdf.finish()
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        let text = String(decoding: bytes.map { $0 < 128 ? $0 : 0x3F }, as: UTF8.self)
        #expect(text.contains("3 0 obj\n<< /N 3 /Alternate /DeviceRGB /Length \(SRGBProfile.bytes.count) >>\nstream\n"))
        #expect(text.contains("/ColorSpace [/ICCBased 3 0 R]"))
        #expect(text.contains("/OutputIntents [<< /Type /OutputIntent /S /GTS_PDFA1 /OutputConditionIdentifier (sRGB IEC61966-2.1)"))
        #expect(text.contains("/DestOutputProfile 3 0 R"))
        // The profile's bytes are there as they are.
        let marker = Array("stream\n".utf8)
        let start = (0..<(bytes.count - marker.count)).first { Array(bytes[$0..<($0 + marker.count)]) == marker }.map { $0 + marker.count }
        #expect(start.map { Array(bytes[$0..<($0 + SRGBProfile.bytes.count)]) } == SRGBProfile.bytes)
    }
}
