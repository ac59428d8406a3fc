import Foundation
import Testing
@testable import TesseraImage

@Suite("Writing JPEG")
struct JPEGWriterTests {
    /// Smooth opaque gradients: what JPEG keeps well.
    static let picture = PixelBuffer.drawing(width: 96, height: 40) { x, y in
        RGBA8(UInt8(x * 2 + 40), UInt8(y * 4 + 30), UInt8(200 - x), 255)
    }

    static func encode(_ image: PixelBuffer, quality: Int = 90, dotsPerInch: Double? = nil) throws -> [UInt8] {
        let sink = MemoryByteSink()
        let writer = try JPEGWriter(sink: sink, width: image.width, height: image.height, quality: quality, dotsPerInch: dotsPerInch)
        // In bands of 7 rows, as the renderer hands them over.
        var top = 0
        while top < image.height {
            let rows = min(7, image.height - top)
            var band = PixelBuffer(width: image.width, height: rows)
            for y in 0..<rows { for x in 0..<image.width { band[x, y] = image[x, top + y] } }
            try writer.append(rows: band)
            top += rows
        }
        try writer.finish()
        return sink.bytes
    }

    /// The marker segments before the first scan: (marker byte, payload).
    static func segments(_ jpeg: [UInt8]) -> [(marker: UInt8, payload: [UInt8])] {
        var found: [(UInt8, [UInt8])] = []
        var offset = 2
        while offset + 4 <= jpeg.count, jpeg[offset] == 0xFF {
            let marker = jpeg[offset + 1]
            let length = Int(jpeg[offset + 2]) << 8 | Int(jpeg[offset + 3])
            found.append((marker, Array(jpeg[(offset + 4)..<min(jpeg.count, offset + 2 + length)])))
            if marker == 0xDA { break }
            offset += 2 + length
        }
        return found
    }

    /// The luma sampling factors of the SOF0 frame (h, v): (1, 1) is 4:4:4, (2, 2) 4:2:0.
    static func lumaSampling(_ jpeg: [UInt8]) -> (Int, Int)? {
        guard let sof = segments(jpeg).first(where: { $0.marker == 0xC0 }), sof.payload.count >= 9 else { return nil }
        return (Int(sof.payload[7] >> 4), Int(sof.payload[7] & 0x0F))
    }

    @Test("a baseline JFIF JPEG with the sRGB profile in APP2, decoded back within JPEG's loss")
    func roundTrip() throws {
        let bytes = try Self.encode(Self.picture)
        #expect(Array(bytes.prefix(3)) == [0xFF, 0xD8, 0xFF])
        #expect(Array(bytes.suffix(2)) == [0xFF, 0xD9])
        let segments = Self.segments(bytes)
        #expect(segments.first?.marker == 0xE0 && segments.first.map { Array($0.payload.prefix(5)) } == Array("JFIF\0".utf8))
        let app2 = segments.filter { $0.marker == 0xE2 }
        #expect(app2.count == 1)
        #expect(app2.first.map { Array($0.payload.prefix(12)) } == Array("ICC_PROFILE\0".utf8))
        #expect(app2.first.map { Array($0.payload.dropFirst(14)) } == SRGBProfile.bytes)
        #expect(segments.contains { $0.marker == 0xC0 }, "SOF0: baseline")

        let decoded = try ImageDecoder().decode(bytes: bytes)
        #expect(decoded.info.format == .jpeg && decoded.info.width == 96 && decoded.info.height == 40)
        #expect(decoded.info.colorProfile == "sRGB IEC61966-2.1")
        if case .jpeg(let details) = decoded.info.details {
            #expect(details.frameType == 0 && details.components == 3 && details.bitDepth == 8)
        } else {
            Issue.record("not a JPEG")
        }
        var worst = 0
        for y in 0..<40 {
            for x in 0..<96 {
                let a = Self.picture[x, y], b = decoded.pixels[x, y]
                worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
            }
        }
        #expect(worst <= 6, "largest channel error \(worst)")
    }

    @Test("small pictures keep full chroma (4:4:4); above four megapixels, 4:2:0")
    func chroma() throws {
        let small = try Self.encode(PixelBuffer(width: 2000, height: 2000, filledWith: RGBA8(10, 120, 200)))
        #expect(Self.lumaSampling(small).map { [$0.0, $0.1] } == [1, 1])
        let large = try Self.encode(PixelBuffer(width: 2001, height: 2000, filledWith: RGBA8(10, 120, 200)))
        #expect(Self.lumaSampling(large).map { [$0.0, $0.1] } == [2, 2])
        #expect(JPEGWriter.fullChromaPixelLimit == 4_000_000)
    }

    @Test("the same rows give the same bytes; a lower quality gives a smaller file")
    func deterministic() throws {
        let first = try Self.encode(Self.picture), second = try Self.encode(Self.picture)
        #expect(first == second)
        let low = try Self.encode(Self.picture, quality: 30)
        #expect(low.count < first.count)
    }

    @Test("what is not opaque is shown over white")
    func alphaOverWhite() throws {
        var image = PixelBuffer(width: 16, height: 16, filledWith: .clear)
        for y in 0..<16 { for x in 8..<16 { image[x, y] = RGBA8(0, 0, 0) } }
        let decoded = try ImageDecoder().decode(bytes: try Self.encode(image))
        #expect(decoded.pixels[2, 8].r >= 250 && decoded.pixels[2, 8].g >= 250 && decoded.pixels[2, 8].b >= 250)
        #expect(decoded.pixels[13, 8].r <= 5)
    }

    @Test("a print resolution goes into the JFIF density")
    func density() throws {
        let bytes = try Self.encode(Self.picture, dotsPerInch: 300)
        let jfif = Self.segments(bytes)[0].payload
        // JFIF\0, version (2 bytes), units, X density, Y density.
        #expect(Array(jfif[7...11]) == [1, 0x01, 0x2C, 0x01, 0x2C])
    }

    @Test("written to a file: complete at finish, no file when released unfinished")
    func atomicFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-jpeg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.jpg").path
        try PictureEncoding.jpeg(quality: 90).write(Self.picture, to: path)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == (try Self.encode(Self.picture)))
        do {
            let abandoned = try JPEGWriter(path: folder.appendingPathComponent("gone.jpg").path, width: 4, height: 4)
            try abandoned.append(rows: PixelBuffer(width: 4, height: 2, filledWith: .white))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.jpg"])
    }

    @Test("the sRGB profile: version 2, an RGB display profile under 3 KB, the same bytes each time")
    func profile() throws {
        let bytes = SRGBProfile.bytes
        #expect(bytes.count < 3_000)
        #expect(Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3]) == bytes.count)
        #expect(bytes[8] == 2)
        #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "mntr")
        #expect(String(decoding: bytes[16..<20], as: UTF8.self) == "RGB ")
        #expect(String(decoding: bytes[36..<40], as: UTF8.self) == "acsp")
        #expect(Array(bytes[24..<36]) == [0x07, 0xEA, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0])
        #expect(ICCProfileReader.description(of: bytes) == "sRGB IEC61966-2.1")
    }
}
