import Foundation
import Testing
@testable import TesseraImage

/// The PNG writer deflates rows in chunks on several threads (issue 16): the bytes must not
/// depend on the number of threads, and the stream must be one valid zlib stream.
@Suite("Writing PNG in parallel chunks")
struct ChunkedPNGTests {
    /// A real photo tiled to `width × height` (the chunk size is set by the width).
    static func photo(width: Int, height: Int) throws -> PixelBuffer {
        let tile = try ImageDecoder().decode(fileAt: Fixtures.path("jpeg", "ladybird_baseline_420.jpg")).pixels
        return PixelBuffer.drawing(width: width, height: height) { x, y in tile[x % tile.width, y % tile.height] }
    }

    /// The chunks of a PNG: (type, data), in order.
    static func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])] {
        var found: [(String, [UInt8])] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            found.append((type, Array(png[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return found
    }

    /// Inflates the IDAT stream with Python's zlib, which checks the Adler-32 trailer; returns
    /// the number of bytes it gave, or the error it printed.
    static func inflatedCount(_ png: [UInt8]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-zlib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stream = folder.appendingPathComponent("idat.zlib")
        try Data(chunks(png).filter { $0.type == "IDAT" }.flatMap(\.data)).write(to: stream)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys, zlib; print(len(zlib.decompress(open(sys.argv[1], 'rb').read())))", stream.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `image` as PNG bytes, encoded on a pool of `threads` threads.
    static func encode(_ image: PixelBuffer, compression: PNGCompression, threads: Int) throws -> [UInt8] {
        try WorkerPool.withThreads(threads) { pool in try PNGWriter.encode(image, compression: compression, workers: pool) }
    }

    @Test("the calling thread, 1, 2 and 8 threads give byte-identical PNGs, of several IDAT chunks, that decode to the photo",
          arguments: PNGCompression.allCases)
    func sameBytesForAnyJobs(compression: PNGCompression) throws {
        let image = try Self.photo(width: 700, height: 600)   // 2,100-byte rows: 124 rows a chunk, 5 chunks
        let one = try Self.encode(image, compression: compression, threads: 1)
        #expect(try Self.encode(image, compression: compression, threads: 0) == one)
        #expect(try Self.encode(image, compression: compression, threads: 2) == one)
        #expect(try Self.encode(image, compression: compression, threads: 8) == one)
        #expect(Self.chunks(one).filter { $0.type == "IDAT" }.count == 5)
        #expect(try ImageDecoder().decode(bytes: one).pixels == image)
        #expect(try Self.inflatedCount(one) == "\(600 * (700 * 3 + 1))")
    }

    @Test("translucent RGBA in chunks decodes within rounding, the same for any number of threads")
    func translucent() throws {
        let image = PixelBuffer.drawing(width: 300, height: 500) { x, y in
            RGBA8.premultiplying(red: UInt8(x % 256), green: UInt8(y % 256), blue: UInt8((x ^ y) % 256), alpha: UInt8((x + y) % 256))
        }
        let one = try Self.encode(image, compression: .default, threads: 1)
        #expect(try Self.encode(image, compression: .default, threads: 3) == one)
        #expect(Self.chunks(one).filter { $0.type == "IDAT" }.count == 3)   // 1,200-byte rows: 218 a chunk
        let back = try ImageDecoder().decode(bytes: one).pixels
        for (x, y) in [(0, 0), (299, 499), (17, 218), (200, 219), (255, 436)] {
            #expect(back[x, y].a == image[x, y].a)
            #expect(abs(Int(back[x, y].r) - Int(image[x, y].r)) <= 1, "(\(x), \(y))")
        }
        #expect(try Self.inflatedCount(one) == "\(500 * (300 * 4 + 1))")
    }

    @Test("a narrow image carries a 32 KiB dictionary over thousands of rows; a very wide one has a chunk a row",
          arguments: [(5, 40_000), (65_000, 4)])
    func extremeShapes(width: Int, height: Int) throws {
        let image = PixelBuffer.drawing(width: width, height: height) { x, y in
            RGBA8(UInt8((x * 7 + y) % 256), UInt8((y / 3) % 256), UInt8((x * y) % 251))
        }
        let one = try Self.encode(image, compression: .fast, threads: 1)
        #expect(try Self.encode(image, compression: .fast, threads: 4) == one)
        #expect(try ImageDecoder().decode(bytes: one).pixels == image)
        #expect(try Self.inflatedCount(one) == "\(height * (width * 3 + 1))")
    }

    @Test("the zlib header is the one zlib writes for each level and strategy")
    func zlibHeader() {
        func header(_ level: Int, _ strategy: PNGCompression.DeflateStrategy) -> [UInt8] {
            PNGFraming.zlibHeader(PNGCompression.Settings(level: level, filter: .none, strategy: strategy))
        }
        #expect(header(1, .filtered) == [0x78, 0x01])
        #expect(header(4, .filtered) == [0x78, 0x5E])
        #expect(header(6, .default) == [0x78, 0x9C])
        #expect(header(9, .filtered) == [0x78, 0xDA])
        #expect(header(6, .runLength) == [0x78, 0x01])
    }
}
