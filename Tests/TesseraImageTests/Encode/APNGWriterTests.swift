import Foundation
import Testing
@testable import TesseraImage

/// Animated PNGs for update previews (issue 18): what any PNG decoder and an APNG decoder read.
@Suite("Writing APNG")
struct APNGWriterTests {
    static func frame(_ colour: RGBA8) -> PixelBuffer { PixelBuffer(width: 40, height: 30, filledWith: colour) }

    /// Frame `index` of an APNG as a PNG of its own (IHDR, the frame's data as IDAT), for libpng.
    static func standalone(_ apng: [UInt8], frame index: Int) -> [UInt8] {
        let chunks = PNGFraming.chunks(in: apng)
        var frames: [[UInt8]] = []
        for chunk in chunks {
            if chunk.type == "IDAT" { frames.append(chunk.data) }
            if chunk.type == "fdAT" { frames.append(Array(chunk.data.dropFirst(4))) }
        }
        let sink = MemoryByteSink()
        try? PNGFraming.writeSignature(to: sink)
        if let ihdr = chunks.first(where: { $0.type == "IHDR" }) { try? PNGFraming.writeChunk(type: "IHDR", ihdr.data, to: sink) }
        try? PNGFraming.writeChunk(type: "IDAT", frames[index], to: sink)
        try? PNGFraming.writeChunk(type: "IEND", [], to: sink)
        return sink.bytes
    }

    @Test("acTL counts the frames; fcTL and fdAT share one sequence; delays are milliseconds; every frame decodes")
    func structure() throws {
        let colours = [RGBA8(255, 0, 0), RGBA8(0, 255, 0), RGBA8(0, 0, 255)]
        let apng = try WorkerPool.withThreads(2) { try APNGWriter.encode(colours.map(Self.frame), delays: [0.5, 0.025, 1.2], workers: $0) }
        let chunks = PNGFraming.chunks(in: apng)
        #expect(chunks.map(\.type) == ["IHDR", "sRGB", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(chunks[2].data == [0, 0, 0, 3, 0, 0, 0, 0])                          // 3 frames, loop for ever
        let controls = chunks.filter { $0.type == "fcTL" }.map(\.data)
        #expect(controls.map { Array($0[0..<4]) } == [[0, 0, 0, 0], [0, 0, 0, 1], [0, 0, 0, 3]])
        #expect(chunks.filter { $0.type == "fdAT" }.map { Array($0.data[0..<4]) } == [[0, 0, 0, 2], [0, 0, 0, 4]])
        #expect(controls.map { Int($0[20]) << 8 | Int($0[21]) } == [500, 25, 1200])   // delay_num
        #expect(controls.allSatisfy { $0[22] == 0x03 && $0[23] == 0xE8 })             // delay_den 1000
        // A plain PNG decoder (libpng) shows the first frame; each frame's data decodes to its colour.
        #expect(try ImageDecoder().decode(bytes: apng).pixels[5, 5] == colours[0])
        for index in 0..<3 {
            #expect(try ImageDecoder().decode(bytes: Self.standalone(apng, frame: index)).pixels[20, 15] == colours[index])
        }
        #expect(try APNGWriter.encode(colours.map(Self.frame), delays: [0.5, 0.025, 1.2]) == apng)
    }
}
