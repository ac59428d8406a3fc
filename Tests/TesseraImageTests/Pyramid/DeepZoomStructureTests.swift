import Foundation
import Testing
@testable import TesseraImage

/// Issue 38: the pyramid's levels, tile names, sizes and overlaps are those `vips dzsave` writes
/// for a picture of the same size. `Tests/Fixtures/deepzoom/vips-dzsave-structure.json` records
/// libvips 8.14's pyramids (made here with Debian's libvips-tools by
/// `Scripts/deepzoom-structure-fixture`) for sizes that reach every edge case: 1×1, one tile
/// exactly, one pixel more, odd halvings, long strips, and three tile/overlap settings.
@Suite("Pyramids as vips dzsave writes them")
struct DeepZoomStructureTests {
    static func fixture() -> [String: Any] {
        let data = FileManager.default.contents(atPath: Fixtures.path("deepzoom", "vips-dzsave-structure.json")) ?? Data()
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }

    @Test("Deep Zoom: every level's size and every tile's columns and rows")
    func deepZoom() throws {
        let entries = try #require(Self.fixture()["deepzoom"] as? [[String: Any]])
        #expect(entries.count >= 40)
        for entry in entries {
            let width = try #require(entry["width"] as? Int), height = try #require(entry["height"] as? Int)
            let tileSize = try #require(entry["tileSize"] as? Int), overlap = try #require(entry["overlap"] as? Int)
            let pyramid = TilePyramid(size: PixelSize(width: width, height: height),
                                      options: TileOptions(layout: .deepZoom, tileSize: tileSize, overlap: overlap))
            let levels = try #require(entry["levels"] as? [[String: Any]])
            let label = "\(width)×\(height), tile \(tileSize), overlap \(overlap)"
            #expect(pyramid.levels.count == levels.count, "\(label)")
            #expect(pyramid.tileCount == entry["tiles"] as? Int, "\(label)")
            for (number, level) in levels.enumerated() where number < pyramid.levels.count {
                // vips numbers levels from 1×1 up; ours count reductions from the full picture.
                let ours = pyramid.levels[pyramid.levels.count - 1 - number]
                #expect(level["size"] as? String == "\(ours.width)x\(ours.height)", "\(label), level \(number)")
                #expect(level["columns"] as? [Int] == pyramid.spans(length: ours.width).map(\.count), "\(label), level \(number)")
                #expect(level["rows"] as? [Int] == pyramid.spans(length: ours.height).map(\.count), "\(label), level \(number)")
            }
            #expect(pyramid.tilePath(reduction: 0, column: 0, row: 0) == "\(levels.count - 1)/0_0.jpg")
        }
    }

    @Test("IIIF level 0: the same tile paths (region and size), the same levels")
    func iiif() throws {
        let entries = try #require(Self.fixture()["iiif3"] as? [[String: Any]])
        #expect(entries.count >= 20)
        for entry in entries {
            let width = try #require(entry["width"] as? Int), height = try #require(entry["height"] as? Int)
            let tileSize = try #require(entry["tileSize"] as? Int)
            let pyramid = TilePyramid(size: PixelSize(width: width, height: height), options: TileOptions(layout: .iiif, tileSize: tileSize))
            var paths = Set<String>()
            for (reduction, level) in pyramid.levels.enumerated() {
                for row in pyramid.spans(length: level.height).indices {
                    for column in pyramid.spans(length: level.width).indices {
                        paths.insert(pyramid.tilePath(reduction: reduction, column: column, row: row))
                    }
                }
            }
            let label = "\(width)×\(height), tile \(tileSize)"
            #expect(paths == Set(try #require(entry["paths"] as? [String])), "\(label)")
            #expect(pyramid.levels.indices.map { 1 << $0 } == entry["folderScales"] as? [Int], "\(label)")
            // libvips lists every scale factor but the last in info.json, though it writes the
            // last level's tile; Tessera lists every level it writes.
            let listed = try #require((entry["infoTiles"] as? [[String: Any]])?.first?["scaleFactors"] as? [Int])
            #expect(listed == Array(pyramid.levels.indices.map { 1 << $0 }.dropLast()), "\(label)")
        }
    }
}
