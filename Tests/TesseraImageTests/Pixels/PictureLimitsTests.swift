import Foundation
import Testing
import TesseraImage

/// Issue 42, point 4: one set of picture limits, one error, whichever writer refuses.
@Suite("PictureLimits")
struct PictureLimitsTests {
    static let limits = PictureLimits.standard

    @Test("the numbers, and points at a scale")
    func numbers() {
        #expect(Self.limits.maximumSide == 65_500 && Self.limits.maximumHeight == 2_147_483_647)
        #expect(Self.limits.maximumPixels == 1_000_000_000 && Self.limits.maximumTiledPixels == 10_000_000_000)
        #expect(Self.limits.maximumImagePixels == 200_000_000)
        #expect(DecodeLimits.default.maxDimension == 65_500 && DecodeLimits.default.maxPixels == 1_000_000_000)
        #expect(PictureLimits.points(65_500, atScale: 1) == 65_500 && PictureLimits.points(65_500, atScale: 3) == 21_833)
        #expect(PictureLimits.points(65_500, atScale: 0.5) == 131_000 && PictureLimits.points(65_500, atScale: 0) == 0)
        #expect(PictureLimits.points(65_500, atScale: .nan) == 0 && PictureLimits.points(Int.max, atScale: 1e-300) > 0)
    }

    @Test("each limit, its error and its words", arguments: [
        (1, 1, PictureKind.file, nil as PictureSizeError?, ""),
        (0, 5, .file, .empty(width: 0, height: 5), "the picture would be 0×5 pixels: a picture has at least 1 pixel each way"),
        (-1, 5, .tiled, .empty(width: -1, height: 5), "the picture would be -1×5 pixels: a picture has at least 1 pixel each way"),
        (65_501, 1, .tiled, .tooWide(width: 65_501, height: 1, limit: 65_500), "the picture would be 65501×1 pixels, wider than the 65500 pixels a picture may be"),
        (100, 65_501, .jpeg, .tooTall(width: 100, height: 65_501, limit: 65_500, kind: .jpeg), "the picture would be 100×65501 pixels, taller than the 65500 pixels a JPEG may be"),
        (100, 65_501, .file, nil, ""),
        (1, 2_147_483_648, .tiled, .tooTall(width: 1, height: 2_147_483_648, limit: 2_147_483_647, kind: .tiled), "the picture would be 1×2147483648 pixels, taller than the 2147483647 pixels a picture may be"),
        (50_000, 20_001, .file, .tooManyPixels(width: 50_000, height: 20_001, limit: 1_000_000_000, kind: .file), "the picture would be 50000×20001 pixels, more than the 1000000000 pixels one picture may have"),
        (50_000, 20_000, .file, nil, ""),
        (50_000, 20_001, .tiled, nil, ""),
        (65_500, 200_000, .tiled, .tooManyPixels(width: 65_500, height: 200_000, limit: 10_000_000_000, kind: .tiled), "the picture would be 65500×200000 pixels, more than the 10000000000 pixels a zoomable picture may have"),
        (20_000, 10_001, .inMemory, .tooManyPixels(width: 20_000, height: 10_001, limit: 200_000_000, kind: .inMemory), "the picture would be 20000×10001 pixels, more than the 200000000 pixels drawn in memory"),
    ])
    func limit(width: Int, height: Int, kind: PictureKind, expected: PictureSizeError?, message: String) {
        guard let expected else {
            #expect(throws: Never.self) { try Self.limits.check(width: width, height: height, as: kind) }
            return
        }
        #expect(throws: expected) { try Self.limits.check(width: width, height: height, as: kind) }
        #expect(expected.description == message)
        #expect(EncodeError.tooLarge(expected).description == message)
    }

    @Test("the writers refuse by the same limits with the same error (a 70,000-pixel PNG or pyramid was accepted before)")
    func writers() throws {
        #expect(throws: EncodeError.tooLarge(.tooWide(width: 70_000, height: 10, limit: 65_500))) {
            _ = try JPEGWriter(sink: MemoryByteSink(), width: 70_000, height: 10)
        }
        #expect(throws: EncodeError.tooLarge(.tooTall(width: 10, height: 70_000, limit: 65_500, kind: .jpeg))) {
            _ = try JPEGWriter(sink: MemoryByteSink(), width: 10, height: 70_000)
        }
        #expect(throws: EncodeError.tooLarge(.tooWide(width: 70_000, height: 10, limit: 65_500))) {
            _ = try PNGWriter(sink: MemoryByteSink(), width: 70_000, height: 10, hasAlpha: false)
        }
        #expect(throws: EncodeError.tooLarge(.tooManyPixels(width: 50_000, height: 30_000, limit: 1_000_000_000, kind: .file))) {
            _ = try PNGWriter(sink: MemoryByteSink(), width: 50_000, height: 30_000, hasAlpha: false)
        }
        #expect(throws: EncodeError.tooLarge(.empty(width: 0, height: 10))) {
            _ = try PNGWriter(sink: MemoryByteSink(), width: 0, height: 10, hasAlpha: false)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-limits-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: EncodeError.tooLarge(.tooWide(width: 70_000, height: 10, limit: 65_500))) {
            _ = try PyramidWriter(path: folder + "/wide.dzi", width: 70_000, height: 10, hasAlpha: false, options: TileOptions(layout: .deepZoom))
        }
        #expect(throws: EncodeError.tooLarge(.tooManyPixels(width: 65_500, height: 200_000, limit: 10_000_000_000, kind: .tiled))) {
            _ = try PyramidWriter(path: folder + "/big.dzi", width: 65_500, height: 200_000, hasAlpha: false, options: TileOptions(layout: .deepZoom))
        }
        #expect(throws: EncodeError.tooLarge(.tooWide(width: 70_000, height: 10, limit: 65_500))) {
            try PictureEncoding.png(.fast).write(PixelBuffer(width: 70_000, height: 10), to: folder + "/wide.png")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
