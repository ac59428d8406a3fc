import Foundation
import Testing
@testable import TesseraImage

@Suite("Writing PNG")
struct PNGWriterTests {
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A picture with every kind of pixel: opaque gradients, partial and zero alpha.
    static let picture = PixelBuffer.drawing(width: 61, height: 37) { x, y in
        let alpha = UInt8(min(255, (x * 255) / 40))
        return RGBA8.premultiplying(red: UInt8(x * 4), green: UInt8(y * 6), blue: UInt8((x * y) % 256), alpha: alpha)
    }

    @Test("RGBA round trip through libpng: opaque pixels exact, translucent within rounding", arguments: PNGCompression.allCases)
    func roundTripRGBA(compression: PNGCompression) throws {
        let bytes = try PNGWriter.encode(Self.picture, compression: compression)
        let decoded = try ImageDecoder().decode(bytes: bytes)
        if case .png(let details) = decoded.info.details {
            #expect(details.colorType == 6 && details.bitDepth == 8 && !details.isInterlaced)
        } else {
            Issue.record("not decoded as PNG")
        }
        for y in 0..<Self.picture.height {
            for x in 0..<Self.picture.width {
                let original = Self.picture[x, y], back = decoded.pixels[x, y]
                #expect(back.a == original.a)
                let close = abs(Int(back.r) - Int(original.r)) <= 1 && abs(Int(back.g) - Int(original.g)) <= 1
                    && abs(Int(back.b) - Int(original.b)) <= 1
                #expect(original.a == 255 ? back == original : close, "(\(x), \(y)) \(original) → \(back)")
            }
        }
    }

    @Test("an opaque image is written as RGB and comes back exactly")
    func opaqueIsRGB() throws {
        let photo = try ImageDecoder().decode(fileAt: Fixtures.path("jpeg", "ladybird_baseline_420.jpg")).pixels
        let bytes = try PNGWriter.encode(photo, compression: .fast)
        #expect(Array(bytes[25..<26]) == [2])            // IHDR colour type: truecolour
        #expect(try ImageDecoder().decode(bytes: bytes).pixels == photo)
    }

    @Test("the same rows give the same bytes, with no tIME or text chunk")
    func deterministic() throws {
        let first = try PNGWriter.encode(Self.picture)
        let second = try PNGWriter.encode(Self.picture)
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        #expect(!text.contains("tIME") && !text.contains("tEXt") && !text.contains("gAMA"))
        let fast = try PNGWriter.encode(Self.picture, compression: .fast)
        #expect(fast != first && fast.count < first.count * 3)
    }

    @Test("rows streamed in bands give the same file as one image")
    func bands() throws {
        let sink = MemoryByteSink()
        let writer = try PNGWriter(sink: sink, width: 61, height: 37, hasAlpha: true)
        for band in stride(from: 0, to: 37, by: 10) {
            let rows = min(10, 37 - band)
            try writer.append(rows: PixelBuffer.drawing(width: 61, height: rows) { x, y in Self.picture[x, band + y] })
        }
        #expect(writer.rowsWritten == 37)
        try writer.finish()
        #expect(sink.bytes == (try PNGWriter.encode(Self.picture)))
    }

    @Test("rows with padding (bytesPerRow > width × 4) are accepted")
    func paddedRows() throws {
        var padded = PixelBuffer(width: 3, height: 2, bytesPerRow: 32)
        for y in 0..<2 { for x in 0..<3 { padded[x, y] = RGBA8(UInt8(x * 50), UInt8(y * 90), 7) } }
        let back = try ImageDecoder().decode(bytes: try PNGWriter.encode(padded)).pixels
        #expect(back == padded)
    }

    @Test("a file appears only on finish; the temporary file is next to it and then gone")
    func atomicFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out.png").path
        let writer = try PNGWriter(path: target, width: 61, height: 37, hasAlpha: true)
        try writer.append(rows: Self.picture)
        #expect(!FileManager.default.fileExists(atPath: target))
        let during = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(during.count == 1 && during[0].hasPrefix(".out.png.") && during[0].hasSuffix(".tmp"))
        try writer.finish()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: target)))
        #expect(written == (try PNGWriter.encode(Self.picture)))
    }

    @Test("a writer released before finish leaves nothing, and an existing file untouched")
    func abandonedWriter() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("keep.png").path
        try PNGWriter.write(PixelBuffer(width: 2, height: 2, filledWith: .white), to: target)
        let before = try Data(contentsOf: URL(fileURLWithPath: target))
        do {
            let writer = try PNGWriter(path: target, width: 61, height: 37, hasAlpha: true)
            try writer.append(rows: PixelBuffer.drawing(width: 61, height: 5) { x, y in Self.picture[x, y] })
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["keep.png"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == before)
    }

    @Test("a link to /dev/null stays a link to a device; a link to a file replaces the file and stays a link (issue 8)")
    func linksAndDevices() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fm = FileManager.default
        // Renaming over a device would replace it with a file: the writer streams into it instead.
        let device = folder.appendingPathComponent("null.png").path
        try fm.createSymbolicLink(atPath: device, withDestinationPath: "/dev/null")
        try PNGWriter.write(Self.picture, to: device)
        #expect(try fm.destinationOfSymbolicLink(atPath: device) == "/dev/null")
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
        #expect(try fm.contentsOfDirectory(atPath: folder.path) == ["null.png"])

        let real = folder.appendingPathComponent("real.png").path, link = folder.appendingPathComponent("link.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: real))
        try fm.createSymbolicLink(atPath: link, withDestinationPath: "real.png")
        try PNGWriter.write(Self.picture, to: link)
        #expect(try fm.destinationOfSymbolicLink(atPath: link) == "real.png")
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: real))) == (try PNGWriter.encode(Self.picture)))
        #expect(try fm.contentsOfDirectory(atPath: folder.path).sorted() == ["link.png", "null.png", "real.png"])
    }

    @Test("a FIFO is written as a stream, read whole by its reader")
    func fifo() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("pipe.png").path
        #expect(mkfifo(path, 0o600) == 0)
        // The reader blocks in open() until the writer comes: it gets a thread of its own.
        final class Box: @unchecked Sendable { var data = Data() }
        let box = Box(), done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.data = FileHandle(forReadingAtPath: path)?.readDataToEndOfFile() ?? Data()
            done.signal()
        }
        try PNGWriter.write(Self.picture, to: path)
        // A writer that renamed a file over the FIFO would leave the reader waiting for ever.
        #expect(done.wait(timeout: .now() + 30) == .success, "the FIFO's reader got nothing")
        #expect([UInt8](box.data) == (try PNGWriter.encode(Self.picture)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pipe.png"])
    }

    @Test("a target name of 250 bytes, as long as the file system allows, is written (its temporary name is cut)")
    func longName() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = String(repeating: "é", count: 123) + ".png"   // 246 + 4 bytes
        let target = folder.appendingPathComponent(name).path
        try PNGWriter.write(Self.picture, to: target)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: target))) == (try PNGWriter.encode(Self.picture)))
    }

    @Test("a missing folder is a typed error naming the reason")
    func missingFolder() {
        let target = "/nonexistent-tessera-folder/out.png"
        #expect(throws: EncodeError.cannotCreate(path: target, reason: "No such file or directory")) {
            try PNGWriter(path: target, width: 1, height: 1, hasAlpha: false)
        }
    }

    @Test("a sink that fails stops the writer with the sink's error")
    func failingSink() throws {
        final class FullDisk: ByteSink {
            var budget = 100
            func write(_ bytes: UnsafeRawBufferPointer) throws(EncodeError) {
                budget -= bytes.count
                if budget < 0 { throw .writeFailed(path: "disk", reason: "No space left on device") }
            }
            func flush() throws(EncodeError) {}
        }
        let writer = try PNGWriter(sink: FullDisk(), width: 500, height: 500, hasAlpha: false, compression: .best)
        let noisy = PixelBuffer.drawing(width: 500, height: 1) { x, _ in RGBA8(UInt8((x * 7919) % 256), UInt8((x * 104_729) % 256), UInt8(x % 256)) }
        #expect(throws: EncodeError.writeFailed(path: "disk", reason: "No space left on device")) {
            for _ in 0..<500 { try writer.append(rows: noisy) }
            try writer.finish()
        }
    }
}
