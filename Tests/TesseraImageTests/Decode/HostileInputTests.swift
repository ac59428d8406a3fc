import Foundation
import Testing
@testable import TesseraImage

/// Inputs made to hurt: refused from their headers, before any pixel memory exists, with the
/// limit in the message; files that change under the decoder.
@Suite("Hostile inputs")
struct HostileInputTests {
    @Test("a PNG claiming 1,000,000×1,000,000 is refused with the side limit in the message")
    func pngHeaderBomb() {
        let bytes = PNGPixelBytes.png(width: 1_000_000, height: 1_000_000, bitDepth: 8, colorType: 2, rows: [[0, 0, 0, 0]])
        do {
            _ = try ImageDecoder().decode(bytes: bytes)
            Issue.record("decoded a 10¹²-pixel PNG")
        } catch {
            #expect(error.description == "image too large: 1000000×1000000 pixels exceeds the limit of 65500 pixels a side")
        }
    }

    @Test("a JPEG claiming 65,500×65,500 is refused by the hard pixel cap, at full and at reduced scale")
    func jpegHeaderBomb() {
        let bytes = JPEGBytes.jpeg(width: 65_500, height: 65_500)
        for minimum in [nil, PixelSize(width: 100, height: 100)] {
            #expect(throws: DecodeError.tooLarge(width: 65_500, height: 65_500, limit: .pixels(1_000_000_000))) {
                try ImageDecoder(options: DecodeOptions(minimumSize: minimum)).decode(bytes: bytes)
            }
        }
        #expect(DecodeError.tooLarge(width: 65_500, height: 65_500, limit: .pixels(1_000_000_000)).description.contains("1000000000"))
    }

    @Test("a zlib bomb (a tiny file whose IDAT inflates to gigabytes) is stopped by the decode-memory limit")
    func zlibBomb() {
        // 20000 × 20000 RGB claimed (1.2 GB of pixels) in a file of under 600 KB.
        let row = [UInt8](repeating: 0, count: 20_000 * 3)
        let bytes = PNGPixelBytes.png(width: 20_000, height: 20_000, bitDepth: 8, colorType: 2, rows: Array(repeating: row, count: 8))
        #expect(bytes.count < 600_000)   // the test builder stores rows uncompressed; still 2,000× smaller
        #expect(throws: DecodeError.tooLarge(width: 20_000, height: 20_000, limit: .decodeBytes(1 << 30))) {
            try ImageDecoder().decode(bytes: bytes)
        }
    }

    @Test("a real HEIC coded at 4096×4096 whose ispe says 64×64 is refused by the probe, before libheif decodes 160 MB (issue 36)")
    func heicCodedLargerThanISPE() throws {
        // Made by hostile/make-heic.sh: heif-enc's file with its ispe rewritten. Before the probe
        // read the SPS, libheif decoded it at 4096×4096 (166 MB peak for a 64-pixel thumbnail).
        let path = Fixtures.root.appendingPathComponent("hostile/heic-4096-coded-as-64.heic").path
        let refusal = ProbeError.heifCodedImage(item: 1, type: "hvc1", reason: "its sequence parameter set makes 4096×4096 pictures but its ispe says 64×64")
        #expect(throws: refusal) { try ImageProbe.probe(fileAt: path) }
        #expect(throws: DecodeError.header(refusal)) {
            try ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: 64, height: 64))).decode(fileAt: path)
        }
    }

    @Test("a JPEG of 506 scans is refused by its scan count before decoding, and decodes to flat grey under a higher limit (LJT-01-003)")
    func scanBomb() throws {
        let path = Fixtures.root.appendingPathComponent("hostile/jpeg-506-scans.jpg").path
        #expect(DecodeLimits.default.maxScans == 100)
        #expect(try JPEGScanCounter.count(FileByteSource(path: path)) == 506)
        for decode in [{ try ImageDecoder().decode(fileAt: path) },
                       { try ImageDecoder().thumbnail(fileAt: path, width: 50, height: 50, mode: .fill) },
                       { try ImageDecoder().decode(bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))) }] {
            #expect(throws: DecodeError.tooManyScans(scans: 506, limit: 100)) { try decode() }
        }
        #expect(DecodeError.tooManyScans(scans: 506, limit: 100).description
                == "too many scans: the JPEG has 506 scans, above the limit of 100 (real progressive JPEGs have about 10)")
        let lenient = ImageDecoder(options: DecodeOptions(limits: DecodeLimits(maxScans: 506)))
        let image = try lenient.decode(fileAt: path)
        #expect(image.pixels.width == 1000 && image.pixels.height == 1000 && image.warnings.isEmpty)
        #expect(image.pixels[0, 0] == RGBA8(128, 128, 128) && image.pixels[999, 999] == RGBA8(128, 128, 128))
        #expect(throws: DecodeError.tooManyScans(scans: 506, limit: 505)) {
            try ImageDecoder(options: DecodeOptions(limits: DecodeLimits(maxScans: 505))).decode(fileAt: path)
        }
    }

    /// A ``ByteSource`` over bytes in memory that counts the bytes it hands out.
    private final class CountingSource: ByteSource {
        let bytes: [UInt8]
        private(set) var bytesRead = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
        var count: Int? { bytes.count }
        func read(at offset: Int, count: Int) throws(ProbeError) -> [UInt8] {
            let slice = try MemoryByteSource(bytes).read(at: offset, count: count)
            bytesRead += slice.count
            return slice
        }
    }

    /// The work is bounded, not timed: the refusal is the scan counter's (`tooManyScans` with
    /// all 506 scans counted; libjpeg's progress monitor, which stops decoding once past the
    /// limit, reports "more than 100 scans" instead, after 100 passes over the image), and the
    /// counter reads the 21 kB file once, whatever the image's size.
    @Test("the scan bomb made 14142×14142 (the same 21 kB of scans) is refused from its markers, before any scan is decoded")
    func largeScanBomb() throws {
        var bytes = try [UInt8](Data(contentsOf: Fixtures.root.appendingPathComponent("hostile/jpeg-506-scans.jpg")))
        // The frame header (SOF2): FF C2, length, precision, then height and width.
        let sof = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC2 })
        bytes.replaceSubrange((sof + 5)..<(sof + 9), with: [0x37, 0x3E, 0x37, 0x3E])   // 14142 = 0x373E
        #expect(try ImageProbe.probe(bytes: bytes).width == 14_142)
        #expect(throws: DecodeError.tooManyScans(scans: 506, limit: 100)) {
            try ImageDecoder().thumbnail(bytes: bytes, width: 256)
        }
        let source = CountingSource(bytes)
        #expect(try JPEGScanCounter.survey(source).scans == 506)
        #expect(source.bytesRead > 0 && source.bytesRead <= bytes.count, "\(source.bytesRead) of \(bytes.count) bytes")
    }

    @Test("the scan count skips segments by length and entropy data by its escapes: FF 00, restarts and fill bytes are not markers")
    func scanCounting() throws {
        let scan = JPEGBytes.segment(0xDA, [1, 1, 0, 0, 63, 0]) + [0x12, 0xFF, 0x00, 0xFF, 0xD3, 0x56, 0xFF, 0xFF, 0x00]
        // A comment holding bytes that look like SOS markers is skipped whole.
        let comment = JPEGBytes.segment(0xFE, [0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xDA])
        let bytes = JPEGBytes.soi + comment + JPEGBytes.frame(0xC2, width: 8, height: 8, components: 1) + scan + scan + scan + JPEGBytes.eoi
            + JPEGBytes.segment(0xDA, [1, 1, 0, 0, 63, 0])   // after EOI: not counted
        #expect(try JPEGScanCounter.count(MemoryByteSource(bytes)) == 3)
    }

    @Test("a file that disappears or shrinks after probing is an error or a warning, never a crash")
    func changingFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("photo.jpg").path
        let original = try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("jpeg", "ladybird_baseline_420.jpg")))
        try original.write(to: URL(fileURLWithPath: path))
        #expect(try ImageProbe.probe(fileAt: path).width == 800)

        try original.prefix(original.count / 2).write(to: URL(fileURLWithPath: path))
        let shrunk = try ImageDecoder().decode(fileAt: path)
        #expect(shrunk.pixels.size == PixelSize(width: 800, height: 500) && !shrunk.warnings.isEmpty)

        try FileManager.default.removeItem(atPath: path)
        #expect(throws: DecodeError.self) { try ImageDecoder().decode(fileAt: path) }

        // A folder named like a photo.
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: DecodeError.self) { try ImageDecoder().decode(fileAt: path) }
        #expect(throws: ProbeError.self) { try ImageProbe.probe(fileAt: path) }
    }
}

/// Inputs the fuzzers found (Tests/Fixtures/fuzz).
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    @Test("a PNG with a damaged ancillary chunk: a warning when lenient, an error when strict")
    func ancillaryCRC() throws {
        let path = Fixtures.root.appendingPathComponent("fuzz/png-ancillary-crc-strict.png").path
        let lenient = try ImageDecoder().decode(fileAt: path)
        #expect(lenient.warnings == ["iTXt: CRC error"])
        #expect(throws: DecodeError.strictWarning(format: .png, message: "iTXt: CRC error")) {
            try ImageDecoder(options: DecodeOptions(strict: true)).decode(fileAt: path)
        }
        #expect(throws: DecodeError.strictWarning(format: .png, message: "iTXt: CRC error")) {
            try ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: 4, height: 4), strict: true)).decode(fileAt: path)
        }
    }

    /// Found by `Scripts/fuzz formats` (2026-11-29): a mutation of `formats/avif-photo.avif` whose
    /// coded AV1 picture (160×107) is smaller than its `ispe` (165×107). The probe cannot know
    /// the frame's own size (an AV1 sequence header gives only the largest), so the decoder
    /// trusts the decoded picture, says so, and the thumbnail is planned from it, never stretched.
    @Test("an AVIF whose coded picture is smaller than its ispe is decoded as coded, with a warning, and never stretched")
    func avifCodedSizeDiffers() throws {
        let path = Fixtures.root.appendingPathComponent("fuzz/avif-decoded-size-differs.avif").path
        let info = try ImageProbe.probe(fileAt: path)
        #expect(info.displayWidth == 165 && info.displayHeight == 107)
        let image = try ImageDecoder().decode(fileAt: path)
        #expect(image.pixels.width == 160 && image.pixels.height == 107)
        let warning = "libheif decoded a 160×107 picture where the file's ispe says 165×107; the decoded picture is used"
        #expect(image.warnings == [warning])
        #expect(throws: DecodeError.strictWarning(format: .avif, message: warning)) {
            try ImageDecoder(options: DecodeOptions(strict: true)).decode(fileAt: path)
        }
        // Fit in 80×80: the decoded picture's shape (80×54 from 160×107), not the ispe's (80×52).
        let fitted = try ImageDecoder().thumbnail(fileAt: path, width: 80, height: 80, mode: .fit)
        #expect(fitted.pixels.width == 80 && fitted.pixels.height == 54)
        // Filled: the square asked for, cut from the decoded picture.
        let filled = try ImageDecoder().thumbnail(fileAt: path, width: 40, height: 40, mode: .fill)
        #expect(filled.pixels.width == 40 && filled.pixels.height == 40)
    }

    /// Found by `Scripts/fuzz formats` (2026-11-29) as a timeout: libheif 1.15 follows the cycle
    /// an oversized `auxl` box makes by starting threads without end (32,000 in minutes). The
    /// probe must see the cycle; the decoder is only asked once it has, since a decode that
    /// reached libheif would never return.
    @Test("a HEIC whose oversized auxl box makes its alpha grid derived from the primary is refused as a cycle")
    func heicAuxlCycle() throws {
        let path = Fixtures.root.appendingPathComponent("fuzz/heic-auxl-oversized-cycle.heic").path
        let refusal = ProbeError.heifReferenceCycle(items: [2, 4, 2])
        #expect(throws: refusal) { try ImageProbe.probe(fileAt: path) }
        guard (try? ImageProbe.probe(fileAt: path)) == nil else { return }
        #expect(throws: DecodeError.header(refusal)) { try ImageDecoder().decode(fileAt: path) }
    }
}

@Suite("Tall outputs")
struct TallOutputTests {
    @Test("a PNG taller than libpng's default limit of 1,000,000 rows is written (found by Scripts/stress)")
    func millionRows() throws {
        let sink = MemoryByteSink()
        let writer = try PNGWriter(sink: sink, width: 1, height: 1_000_001, hasAlpha: false, compression: .fast)
        let row: [UInt8] = [10, 20, 30, 255]
        try row.withUnsafeBufferPointer { buffer in
            for _ in 0..<1_000_001 { try writer.append(row: buffer) }
        }
        try writer.finish()
        let info = try ImageProbe.probe(bytes: sink.bytes)
        #expect(info.width == 1 && info.height == 1_000_001)
    }
}
