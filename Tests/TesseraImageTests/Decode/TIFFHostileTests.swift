import Testing
@testable import TesseraImage

/// Issue 36, points 7 and 8: each strip or tile is read and decompressed once whatever the
/// band height, its buffer is counted and refused beyond the limit; damaged strips and unknown
/// compression schemes are reported, never drawn black in silence. Work is counted, not timed.
@Suite("TIFF: hostile strips and tiles")
struct TIFFHostileTests {
    /// A `width`×`height` grey TIFF whose one strip (or one tile) is deflate of zeros.
    static func zeros(width: Int, height: Int, tiled: Bool) -> [UInt8] {
        let layout: TIFFFileBytes.Layout = tiled ? .tiles(width: width, height: height) : .strips(rows: height)
        return TIFFFileBytes.tiff(width: width, height: height, compression: 8, layout: layout,
                                  chunks: [TIFFFileBytes.zlibRuns([(0, width * height)])])
    }

    /// The decode plan of the TIFF `bytes` at the scale covering `minimum`.
    static func plan(_ bytes: [UInt8], minimum: PixelSize?) throws -> DecodePlan {
        let input = CodecInput.memory(bytes)
        return try ImageDecoder(options: DecodeOptions(minimumSize: minimum)).plan(input, info: ImageDecoder.probe(input.source)).plan
    }

    @Test("one deflate strip of 4096 rows is read and inflated once, not once for each 64-row band",
          arguments: [false, true])
    func oneBigChunkReadOnce(tiled: Bool) throws {
        let bytes = Self.zeros(width: 4096, height: 4096, tiled: tiled)
        var work = TIFFDecoder.Work()
        let raw = try TIFFDecoder.decode(.memory(bytes), plan: Self.plan(bytes, minimum: PixelSize(width: 256, height: 256)), options: DecodeOptions(), work: &work)
        // Before: 64 bands each read the whole compressed strip again (4.1 MB of input for a 65 KB file).
        #expect(work.bytesRead <= bytes.count, "read \(work.bytesRead) bytes of a \(bytes.count)-byte file")
        #expect(work.chunksDecoded == 1)
        #expect(raw.pixels.size == PixelSize(width: 512, height: 512))
        #expect(raw.pixels[511, 511] == RGBA8(0, 0, 0) && raw.warnings.isEmpty)
    }

    @Test("a file of 64 strips of 64 rows decodes each strip once")
    func manyStripsOnce() throws {
        let strips = (0..<64).map { _ in TIFFFileBytes.zlibRuns([(200, 512 * 64)]) }
        let bytes = TIFFFileBytes.tiff(width: 512, height: 4096, compression: 8, layout: .strips(rows: 64), chunks: strips)
        var work = TIFFDecoder.Work()
        let raw = try TIFFDecoder.decode(.memory(bytes), plan: Self.plan(bytes, minimum: nil), options: DecodeOptions(), work: &work)
        #expect(work.chunksDecoded == 64)
        #expect(raw.pixels[511, 4095] == RGBA8(200, 200, 200))
    }

    @Test("a strip whose buffer alone is over the decode-memory limit is refused before decoding, naming its size")
    func stripOverLimit() {
        let bytes = Self.zeros(width: 8192, height: 4096, tiled: false)
        var options = DecodeOptions(minimumSize: PixelSize(width: 128, height: 64))
        options.limits.maxDecodeBytes = 16 << 20
        #expect(throws: DecodeError.tiffChunkTooLarge(chunk: PixelSize(width: 8192, height: 4096), tiled: false, across: 1,
                                                      bytes: 8192 * 4096, limit: 16 << 20)) {
            try ImageDecoder(options: options).decode(bytes: bytes)
        }
        let message = DecodeError.tiffChunkTooLarge(chunk: PixelSize(width: 8192, height: 4096), tiled: false, across: 1,
                                                    bytes: 8192 * 4096, limit: 16 << 20).description
        #expect(message == "TIFF strip too large: decoding a strip of 8192×4096 pixels holds 33554432 bytes, above the limit of 16777216 bytes of decode memory")
    }

    @Test("the memory estimate counts the strip buffer")
    func estimateCountsStrip() throws {
        let info = try ImageProbe.probe(bytes: Self.zeros(width: 8192, height: 4096, tiled: false))
        let estimate = DecodeMemory.decode(of: info, fileBytes: 1 << 20, minimum: PixelSize(width: 128, height: 64))
        #expect(estimate >= 8192 * 4096, "estimate \(estimate)")
        #expect(estimate < 8192 * 4096 + (8 << 20), "estimate \(estimate)")
    }

    @Test("one strip above libtiff's 256 MiB cap on one allocation is refused by size even under a larger limit")
    func stripOverLibTIFFCap() {
        let bytes = Self.zeros(width: 16384, height: 16400, tiled: false)   // 268,697,600 bytes decoded
        #expect(throws: DecodeError.tiffChunkTooLarge(chunk: PixelSize(width: 16384, height: 16400), tiled: false, across: 1,
                                                      bytes: 16384 * 16400, limit: 256 << 20)) {
            try ImageDecoder(options: DecodeOptions(minimumSize: PixelSize(width: 256, height: 256))).decode(bytes: bytes)
        }
    }
}
