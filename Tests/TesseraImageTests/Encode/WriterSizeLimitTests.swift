import Foundation
import Testing
@testable import TesseraImage

/// Issue 42, point 4: a library caller asking a writer for a size its format cannot hold gets a
/// typed error; the writers trapped (a `precondition`), ending the process.
@Suite("Writers refuse sizes they cannot write")
struct WriterSizeLimitTests {
    @Test("a 70,000-pixel-wide JPEG, a 0-pixel PNG and a 0-pixel pyramid are errors, not traps")
    func refused() {
        #expect(throws: EncodeError.tooLarge(.tooWide(width: 70_000, height: 10, limit: 65_500))) {
            _ = try JPEGWriter(sink: MemoryByteSink(), width: 70_000, height: 10)
        }
        #expect(throws: EncodeError.tooLarge(.empty(width: 0, height: 10))) {
            _ = try PNGWriter(sink: MemoryByteSink(), width: 0, height: 10, hasAlpha: false)
        }
        #expect(throws: EncodeError.tooLarge(.empty(width: 0, height: 10))) {
            _ = try PyramidWriter(path: "/tmp/never.dzi", width: 0, height: 10, hasAlpha: false, options: TileOptions(layout: .deepZoom))
        }
        #expect(EncodeError.tooLarge(.tooWide(width: 70_000, height: 10, limit: 65_500)).description
                == "the picture would be 70000×10 pixels, wider than the 65500 pixels a picture may be")
    }
}

extension WriterSizeLimitTests {
    @Test("a pyramid of more tiles than a pyramid may have is refused before anything is written")
    func tooManyTiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-tiles-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 1-pixel tiles over 2,000 × 2,000 pixels: 4 million tiles at the full level alone.
        #expect(TilePyramid(size: PixelSize(width: 2_000, height: 2_000), options: TileOptions(layout: .deepZoom, tileSize: 1, overlap: 0)).tileCount > TilePyramid.maximumTileCount)
        let tiles = TilePyramid(size: PixelSize(width: 2_000, height: 2_000), options: TileOptions(layout: .deepZoom, tileSize: 1, overlap: 0)).tileCount
        #expect(throws: EncodeError.tooManyTiles(count: tiles, limit: TilePyramid.maximumTileCount, tileSize: 1)) {
            _ = try PyramidWriter(path: folder + "/s.dzi", width: 2_000, height: 2_000, hasAlpha: false,
                                  options: TileOptions(layout: .deepZoom, tileSize: 1, overlap: 0))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
