import Foundation
import Testing
@testable import tessera
import TesseraImage

/// Issue 38: `sheet -o OUT.dzi` (or `--format dzi|iiif`) writes a zoomable sheet — tiles whose
/// full level is the PNG sheet's pixels, a page listing every photo, Leaflet beside it — and
/// refuses what a zoomable sheet cannot be.
@Suite("Zoomable sheets")
struct ZoomableSheetCommandTests {
    /// The JSON data embedded in a page.
    static func pageData(_ url: URL) throws -> [String: Any] {
        let html = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(html.range(of: "<script id=\"tessera-sheet\" type=\"application/json\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
        return try #require(json as? [String: Any])
    }

    @Test("a Deep Zoom sheet: descriptor, tiles, the page with every photo, section and link, and Leaflet with its licence")
    func deepZoom() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out/trip.dzi")
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        let run = try Tessera.run(["sheet", "SampleImages", "--labels", "-o", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        let out = output.deletingLastPathComponent()
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["leaflet", "trip.dzi", "trip.html", "trip_files"])
        let descriptor = try String(contentsOf: output, encoding: .utf8)
        #expect(descriptor.contains("Format=\"jpg\" Overlap=\"1\" TileSize=\"254\""))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("leaflet/leaflet.js").path))
        let licence = try String(contentsOf: out.appendingPathComponent("leaflet/LICENSE"), encoding: .utf8)
        #expect(licence.contains("Vladimir Agafonkin"))
        let data = try Self.pageData(out.appendingPathComponent("trip.html"))
        let photos = try #require(data["photos"] as? [[Any]])
        #expect(photos.count == 21)
        let sections = try #require(data["sections"] as? [[Any]])
        #expect(sections.compactMap { $0[4] as? String } == ["Close-ups", "Landscapes", "Science"])
        #expect(data["tiles"] as? String == "trip_files" && data["tileSize"] as? Int == 254 && data["overlap"] as? Int == 1)
        let width = try #require(data["width"] as? Int), height = try #require(data["height"] as? Int)
        #expect(descriptor.contains("Width=\"\(width)\" Height=\"\(height)\""))
        for photo in photos {
            let name = try #require(photo[4] as? String), href = try #require(photo[6] as? String)
            let x = try #require(photo[0] as? Int), y = try #require(photo[1] as? Int), w = try #require(photo[2] as? Int), h = try #require(photo[3] as? Int)
            #expect(x >= 0 && y >= 0 && x + w <= width && y + h <= height && w > 0 && h > 0)
            // The link leads from the page's folder to the photo itself.
            let target = out.appendingPathComponent(try #require(href.removingPercentEncoding)).standardizedFileURL
            #expect(target.lastPathComponent == name && FileManager.default.fileExists(atPath: target.path), "\(href)")
        }
        // Every level's tiles, down to 1×1.
        let levels = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("trip_files").path).compactMap(Int.init).sorted()
        #expect(levels == Array(0...levels.count - 1) && 1 << (levels.count - 1) >= max(width, height) && 1 << (levels.count - 2) < max(width, height))
    }

    @Test("PNG tiles of the full level are the PNG sheet's pixels, at any --jobs")
    func samePixels() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = ["--labels", "--title", "Trip", "--highlight", "bridge*", "--corner-radius", "6", "-q"]
        let png = try Tessera.run(["sheet", "SampleImages", "-o", folder.appendingPathComponent("s.png").path] + options)
        let dzi = try Tessera.run(["sheet", "SampleImages", "-o", folder.appendingPathComponent("s.dzi").path, "--tile-format", "png", "--jobs", "1"] + options)
        let again = try Tessera.run(["sheet", "SampleImages", "-o", folder.appendingPathComponent("t.dzi").path, "--tile-format", "png", "--jobs", "3"] + options)
        #expect(png.status == 0 && dzi.status == 0 && again.status == 0, "\(png.stderr) \(dzi.stderr) \(again.stderr)")
        let sheet = try ImageDecoder().decode(fileAt: folder.appendingPathComponent("s.png").path).pixels
        let tiles = folder.appendingPathComponent("s_files")
        let top = try FileManager.default.contentsOfDirectory(atPath: tiles.path).compactMap(Int.init).max() ?? -1
        var stitched = PixelBuffer(width: sheet.width, height: sheet.height)
        var covered = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: tiles.appendingPathComponent("\(top)").path) {
            let parts = name.dropLast(4).split(separator: "_").compactMap { Int($0) }
            let tile = try ImageDecoder().decode(fileAt: tiles.appendingPathComponent("\(top)/\(name)").path).pixels
            let x0 = max(0, parts[0] * 254 - 1), y0 = max(0, parts[1] * 254 - 1)
            for y in 0..<tile.height { for x in 0..<tile.width { stitched[x0 + x, y0 + y] = tile[x, y] } }
            covered += 1
        }
        #expect(covered == ((sheet.width + 253) / 254) * ((sheet.height + 253) / 254))
        #expect(stitched == sheet)
        for tile in try FileManager.default.subpathsOfDirectory(atPath: tiles.path) where tile.hasSuffix(".png") {
            #expect(FileManager.default.contents(atPath: tiles.appendingPathComponent(tile).path)
                        == FileManager.default.contents(atPath: folder.appendingPathComponent("t_files/" + tile).path), "\(tile)")
        }
    }

    @Test("a zoomable sheet may be taller than a PNG or JPEG viewer opens; a tall PNG sheet gets a note suggesting one")
    func tall() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photos = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        // 1:20 strips, shown at most 1:10: at 30 points wide, each cell is 300 pixels tall; 220 of them, 66,000.
        try PNGWriter.write(PixelBuffer(width: 10, height: 200, filledWith: RGBA8(200, 30, 30)), to: photos.appendingPathComponent("strip-000.png").path)
        for index in 1..<220 {
            try FileManager.default.linkItem(at: photos.appendingPathComponent("strip-000.png"), to: photos.appendingPathComponent(String(format: "strip-%03d.png", index)))
        }
        let common = ["--columns", "1", "--width", "30", "--spacing", "0", "--padding", "0"]
        let jpeg = try Tessera.run(["sheet", photos.path, "-o", folder.appendingPathComponent("tall.jpg").path, "-q"] + common)
        #expect(jpeg.status == 2 && jpeg.stderr.contains("write a zoomable sheet (-o NAME.dzi)"), "\(jpeg.stderr)")
        let run = try Tessera.run(["sheet", photos.path, "-o", folder.appendingPathComponent("tall.dzi").path, "-q"] + common)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("tall.dzi"), encoding: .utf8).contains("Width=\"30\" Height=\"66000\""))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("tall_files/17/0_259.jpg").path))
        let png = try Tessera.run(["sheet", photos.path, "-o", folder.appendingPathComponent("tall.png").path] + common)
        #expect(png.status == 0 && png.stderr.contains("tessera: note: the sheet is 30×66000 pixels, taller than most viewers open (32767): cut it into pages with --page-height, or write a zoomable sheet (-o NAME.dzi)"), "\(png.stderr)")
    }

    @Test("IIIF level 0: info.json with the service's id, tiles by region and size, and the page beside the folder")
    func iiif() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("trip")
        let run = try Tessera.run(["sheet", "SampleImages", "--format", "iiif", "-o", output.path, "--iiif-id", "https://example.org/iiif/trip", "-q"])
        #expect(run.status == 0, "\(run.stderr)")
        let info = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("info.json"))) as? [String: Any])
        #expect(info["id"] as? String == "https://example.org/iiif/trip" && info["type"] as? String == "ImageService3" && info["profile"] as? String == "level0")
        let width = try #require(info["width"] as? Int)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("0,0,512,512/512,512/0/default.jpg").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("1024,0,\(width - 1024),512/\(width - 1024),512/0/default.jpg").path))
        let data = try Self.pageData(folder.appendingPathComponent("trip.html"))
        #expect(data["layout"] as? String == "iiif" && data["tiles"] as? String == "trip" && data["tileSize"] as? Int == 512)
    }

    @Test("pages of a zoomable sheet are zoomable sheets, each with its page")
    func pages() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Tessera.run(["sheet", "SampleImages", "-o", folder.appendingPathComponent("s.dzi").path, "--page-height", "800", "-q"])
        #expect(run.status == 0, "\(run.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let descriptors = names.filter { $0.hasSuffix(".dzi") }.sorted()
        #expect(descriptors.count >= 2 && descriptors.first == "s-1.dzi")
        for descriptor in descriptors {
            let stem = String(descriptor.dropLast(4))
            #expect(names.contains(stem + "_files") && names.contains(stem + ".html"), "\(stem)")
        }
    }

    @Test("an archive's folders as zoomable sheets: index.html links each page with a preview; unchanged folders are skipped, a lost tile folder is made again")
    func archive() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let arguments = ["sheet", "SampleImages", "--each-folder", "--format", "dzi", "-o", out.path]
        let run = try Tessera.run(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        for name in ["Close-ups", "Landscapes", "Science"] {
            #expect(index.contains("<a href=\"\(name).html\"><img src=\".tessera/previews/\(name).png\""), "\(name)")
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(name)_files").path))
            let preview = try ImageDecoder().decode(fileAt: out.appendingPathComponent(".tessera/previews/\(name).png").path).pixels
            #expect(preview.width == 240 && preview.height <= 180)
            let record = try String(contentsOf: out.appendingPathComponent("\(name).sheet.json"), encoding: .utf8)
            #expect(record.contains("\"path\" : \"\(name).html\""), "\(record)")
        }
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("leaflet/leaflet.js").path))
        let again = try Tessera.run(arguments)
        #expect(again.status == 0 && again.stderr.components(separatedBy: "unchanged, skipped").count == 4, "\(again.stderr)")
        try FileManager.default.removeItem(at: out.appendingPathComponent("Science_files"))
        let repaired = try Tessera.run(arguments)
        #expect(repaired.status == 0 && repaired.stderr.contains("Science: 6 photos (6 from the cache) → "), "\(repaired.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Science_files").path))
    }

    @Test("what a zoomable sheet cannot be is a usage error, and nothing is written", arguments: [
        (["--format", "dzi", "--paper", "a4"], "A zoomable sheet is not printed"),
        (["--tile-size", "0"], "A tile is 1 to 8192 pixels a side, not 0."),
        (["--overlap", "200"], "The overlap must be 0 to 127 pixels (half the tile), not 200."),
        (["--tile-format", "png", "--quality", "80"], "--quality is for JPEG tiles"),
        (["--format", "iiif", "--overlap", "1"], "IIIF tiles do not overlap"),
        (["--iiif-id", "https://x/y"], "--iiif-id goes with --format iiif."),
    ])
    func refused(arguments: [String], message: String) throws {
        // Parsed in-process: a usage error leaves no command to run, so nothing is written.
        let output = "/nonexistent-tessera/" + (arguments.contains("iiif") ? "s" : "s.dzi")
        AssertUsageError(["sheet", Tessera.repository("SampleImages"), "-o", output] + arguments, contains: message)
    }

    @Test("tile options without a zoomable sheet, a zoomable sheet to standard output, and .dzi for other commands are refused")
    func misplaced() throws {
        AssertUsageError(["sheet", Tessera.repository("SampleImages"), "-o", "/tmp/never.png", "--tile-size", "256"],
                         contains: "go with a zoomable sheet")
        AssertUsageError(["sheet", Tessera.repository("SampleImages"), "-o", "-", "--format", "dzi"],
                         contains: "a folder of tiles, not one stream")
        AssertUsageError(["thumbnail", Tessera.repository("SampleImages/Landscapes/bridge.jpg"), "--width", "100", "-o", "/tmp/never.dzi"],
                         contains: "only sheet writes zoomable pictures")
    }

    @Test("without Leaflet the zoomable sheet is refused before drawing, saying what to install")
    func noLeaflet() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Tessera.run(["sheet", "SampleImages", "-o", folder.appendingPathComponent("s.dzi").path, "-q"],
                                  environment: ["TESSERA_LEAFLET": "/nonexistent/leaflet"])
        #expect(run.status == 1 && run.stderr.contains("install Debian's libjs-leaflet"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
