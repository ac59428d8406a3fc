import Testing
@testable import TesseraImage

/// Issue 38: a pyramid's levels, tile spans and names as Deep Zoom and IIIF readers ask for them
/// (derived by hand from the Deep Zoom and IIIF Image API 3.0 rules; the same figures `vips
/// dzsave` gives are checked in `DeepZoomStructureTests`).
@Suite("Tile pyramid geometry")
struct TilePyramidTests {
    @Test("Deep Zoom levels halve, rounding up, down to 1×1, numbered from the smallest")
    func deepZoomLevels() {
        let pyramid = TilePyramid(size: PixelSize(width: 1000, height: 700), options: TileOptions(layout: .deepZoom))
        #expect(pyramid.levels.map(\.width) == [1000, 500, 250, 125, 63, 32, 16, 8, 4, 2, 1])
        #expect(pyramid.levels.map(\.height) == [700, 350, 175, 88, 44, 22, 11, 6, 3, 2, 1])
        #expect(pyramid.tilePath(reduction: 0, column: 3, row: 2) == "10/3_2.jpg")
        #expect(pyramid.tilePath(reduction: 10, column: 0, row: 0) == "0/0_0.jpg")
        // 1×1 is one level; 2×1 two.
        #expect(TilePyramid(size: PixelSize(width: 1, height: 1), options: TileOptions(layout: .deepZoom)).levels.count == 1)
        #expect(TilePyramid(size: PixelSize(width: 2, height: 1), options: TileOptions(layout: .deepZoom)).levels.count == 2)
    }

    @Test("a tile repeats the overlap of each neighbour it has, and is cut at the edges")
    func spans() {
        let pyramid = TilePyramid(size: PixelSize(width: 1000, height: 700), options: TileOptions(layout: .deepZoom))
        #expect(pyramid.spans(length: 1000) == [0..<255, 253..<509, 507..<763, 761..<1000])
        #expect(pyramid.spans(length: 254) == [0..<254])
        #expect(pyramid.spans(length: 255) == [0..<255, 253..<255])
        let wide = TilePyramid(size: PixelSize(width: 600, height: 10), options: TileOptions(layout: .deepZoom, tileSize: 256, overlap: 0))
        #expect(wide.spans(length: 600) == [0..<256, 256..<512, 512..<600])
        #expect(pyramid.tileCount == 12 + 4 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1)
    }

    @Test("IIIF levels stop where one tile holds the picture; tiles are named by region and size")
    func iiif() {
        let pyramid = TilePyramid(size: PixelSize(width: 1000, height: 700), options: TileOptions(layout: .iiif))
        #expect(pyramid.levels == [PixelSize(width: 1000, height: 700), PixelSize(width: 500, height: 350)])
        #expect(pyramid.tilePath(reduction: 0, column: 1, row: 1) == "512,512,488,188/488,188/0/default.jpg")
        #expect(pyramid.tilePath(reduction: 0, column: 0, row: 0) == "0,0,512,512/512,512/0/default.jpg")
        #expect(pyramid.tilePath(reduction: 1, column: 0, row: 0) == "0,0,1000,700/500,350/0/default.jpg")
        #expect(pyramid.aliases(reduction: 1, column: 0, row: 0) == ["full/500,350/0/default.jpg"])
        #expect(pyramid.aliases(reduction: 0, column: 0, row: 0).isEmpty)
        // An odd region rounds its size up, as the level's own pixels do.
        let odd = TilePyramid(size: PixelSize(width: 1025, height: 3), options: TileOptions(layout: .iiif, tileSize: 256))
        #expect(odd.levels.map(\.width) == [1025, 513, 257, 129])
        #expect(odd.tilePath(reduction: 2, column: 1, row: 0) == "1024,0,1,3/1,1/0/default.jpg")
        let info = pyramid.iiifInfo(id: "https://example.org/iiif/sheet")
        #expect(info.contains("\"id\": \"https://example.org/iiif/sheet\""))
        #expect(info.contains("\"profile\": \"level0\""))
        #expect(info.contains("\"tiles\": [{ \"width\": 512, \"scaleFactors\": [1, 2] }]"))
        #expect(info.contains("\"sizes\": [{ \"width\": 500, \"height\": 350 }]"))
    }

    @Test("the Deep Zoom descriptor gives the format, overlap, tile size and picture size")
    func descriptor() {
        let pyramid = TilePyramid(size: PixelSize(width: 1584, height: 70000), options: TileOptions(layout: .deepZoom, format: .png))
        #expect(pyramid.deepZoomDescriptor == """
        <?xml version="1.0" encoding="UTF-8"?>
        <Image xmlns="http://schemas.microsoft.com/deepzoom/2008" Format="png" Overlap="1" TileSize="254">
          <Size Width="1584" Height="70000"/>
        </Image>

        """)
    }

    @Test("options no reader could use are refused")
    func validation() {
        #expect(throws: TileOptionsError.tileSize(0)) { try TileOptions(layout: .deepZoom, tileSize: 0).validate() }
        #expect(throws: TileOptionsError.overlap(200, tileSize: 254)) { try TileOptions(layout: .deepZoom, overlap: 200).validate() }
        #expect(throws: TileOptionsError.overlapInIIIF(1)) { try TileOptions(layout: .iiif, overlap: 1).validate() }
        #expect(throws: TileOptionsError.quality(0)) { try TileOptions(layout: .deepZoom, quality: 0).validate() }
        #expect(throws: Never.self) { try TileOptions(layout: .deepZoom, tileSize: 8192, overlap: 4096).validate() }
    }
}
