import Foundation
import Testing
@testable import TesseraImage

/// Issue 38: the pyramid is written from streamed rows: its full level is the picture exactly
/// (PNG tiles), each level below the 2×2 mean of the one above, the same bytes at any number of
/// threads, memory flat in the picture's height, and the folder appears whole or not at all.
@Suite("Pyramid writer")
struct PyramidWriterTests {
    static func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-pyramid-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A picture whose every pixel differs from its neighbours, some clear (a PNG keeps clear
    /// and opaque pixels exactly; partly clear ones round through straight alpha).
    static func picture(width: Int, height: Int) -> PixelBuffer {
        var buffer = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width where (x * 7 + y * 3) % 5 != 0 {
                let red = UInt8((x * 5 + y) % 256), green = UInt8((y * 3 + x * 11) % 256), blue = UInt8((x ^ y) % 256)
                buffer[x, y] = RGBA8(red, green, blue, 255)
            }
        }
        return buffer
    }

    /// Writes `picture` in bands of `band` rows.
    static func write(_ picture: PixelBuffer, to path: String, options: TileOptions, band: Int = 64, workers: WorkerPool = .callingThread) throws -> PyramidWriter {
        let writer = try PyramidWriter(path: path, width: picture.width, height: picture.height, hasAlpha: true, options: options, workers: workers)
        var top = 0
        while top < picture.height {
            let rows = min(band, picture.height - top)
            var part = PixelBuffer(width: picture.width, height: rows)
            for y in 0..<rows { for x in 0..<picture.width { part[x, y] = picture[x, top + y] } }
            try writer.append(rows: part)
            top += rows
        }
        try writer.finish()
        return writer
    }

    /// The level reduced `reduction` times from `level` (2×2 means, rounded; an odd edge's pairs).
    static func halved(_ level: PixelBuffer) -> PixelBuffer {
        let width = (level.width + 1) / 2, height = (level.height + 1) / 2
        var half = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let xs = [2 * x, min(2 * x + 1, level.width - 1)], ys = [2 * y, min(2 * y + 1, level.height - 1)]
                var sums = [0, 0, 0, 0]
                for yy in ys { for xx in xs { let p = level[xx, yy]; sums[0] += Int(p.r); sums[1] += Int(p.g); sums[2] += Int(p.b); sums[3] += Int(p.a) } }
                let pixel = sums.map { UInt8(($0 + 2) / 4) }
                half[x, y] = RGBA8(pixel[0], pixel[1], pixel[2], pixel[3])
            }
        }
        return half
    }

    /// The tile files of one level put back together (each tile's own pixels checked against
    /// the level where tiles overlap).
    static func stitched(_ folder: String, pyramid: TilePyramid, reduction: Int) throws -> PixelBuffer {
        let size = pyramid.levels[reduction]
        var level = PixelBuffer(width: size.width, height: size.height)
        for (row, rows) in pyramid.spans(length: size.height).enumerated() {
            for (column, columns) in pyramid.spans(length: size.width).enumerated() {
                let path = folder + "/" + pyramid.tilePath(reduction: reduction, column: column, row: row)
                let tile = try ImageDecoder().decode(fileAt: path).pixels
                #expect(tile.width == columns.count && tile.height == rows.count, "\(path)")
                for y in 0..<tile.height { for x in 0..<tile.width { level[columns.lowerBound + x, rows.lowerBound + y] = tile[x, y] } }
            }
        }
        return level
    }

    @Test("PNG tiles put back together are the picture, and each level the 2×2 mean of the one above",
          arguments: [(300, 517), (254, 254), (255, 1), (1, 700), (513, 260)])
    func levels(width: Int, height: Int) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let picture = Self.picture(width: width, height: height)
        let writer = try Self.write(picture, to: folder + "/p.dzi", options: TileOptions(layout: .deepZoom, format: .png), band: 37)
        let pyramid = writer.pyramid
        var expected = picture
        for reduction in pyramid.levels.indices {
            let level = try Self.stitched(folder + "/p_files", pyramid: pyramid, reduction: reduction)
            #expect(level == expected, "level reduced \(reduction) times of \(width)×\(height)")
            expected = Self.halved(expected)
        }
        #expect(writer.tilesWritten == pyramid.tileCount)
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder + "/p_files").filter { $0.hasSuffix(".png") }
        #expect(files.count == pyramid.tileCount)
        #expect(try String(contentsOfFile: folder + "/p.dzi", encoding: .utf8) == pyramid.deepZoomDescriptor)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["p.dzi", "p_files"])
    }

    @Test("the same tiles, byte for byte, on the calling thread or four, in bands of any height")
    func deterministic() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let picture = Self.picture(width: 700, height: 600)
        _ = try Self.write(picture, to: folder + "/a.dzi", options: TileOptions(layout: .deepZoom), band: 64)
        _ = try WorkerPool.withThreads(4) { pool in
            try Self.write(picture, to: folder + "/b.dzi", options: TileOptions(layout: .deepZoom), band: 5, workers: pool)
        }
        let tiles = try FileManager.default.subpathsOfDirectory(atPath: folder + "/a_files").sorted()
        #expect(tiles == (try FileManager.default.subpathsOfDirectory(atPath: folder + "/b_files").sorted()))
        for tile in tiles where tile.hasSuffix(".jpg") {
            #expect(FileManager.default.contents(atPath: folder + "/a_files/" + tile) == FileManager.default.contents(atPath: folder + "/b_files/" + tile), "\(tile)")
        }
    }

    @Test("JPEG tiles: 4:2:0, no ICC profile, the picture over white within JPEG's error")
    func jpegTiles() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let grey = PixelBuffer(width: 300, height: 300, filledWith: RGBA8(100, 150, 200, 255))
        let writer = try Self.write(grey, to: folder + "/g.dzi", options: TileOptions(layout: .deepZoom, quality: 90))
        let bytes = try #require(FileManager.default.contents(atPath: folder + "/g_files/9/1_1.jpg"))
        #expect(bytes.range(of: Data("ICC_PROFILE".utf8)) == nil)
        // SOF0's first component (luma) samples 2×2: chroma is halved both ways.
        let sof = try #require(bytes.range(of: Data([0xFF, 0xC0])))
        #expect(bytes[sof.lowerBound + 11] == 0x22)
        let tile = try ImageDecoder().decode(bytes: Array(bytes)).pixels
        #expect(tile.width == 47 && tile.height == 47)
        let pixel = tile[20, 20]
        #expect(abs(Int(pixel.r) - 100) <= 2 && abs(Int(pixel.g) - 150) <= 2 && abs(Int(pixel.b) - 200) <= 2)
        #expect(writer.tileBytes > 0)
    }

    @Test("memory is a few tile rows of each level, whatever the height")
    func flatMemory() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func peak(height: Int) throws -> Int {
            let writer = try PyramidWriter(path: folder + "/m\(height).dzi", width: 512, height: height, hasAlpha: false,
                                           options: TileOptions(layout: .deepZoom, format: .png, compression: .fast))
            let band = PixelBuffer(width: 512, height: 64, filledWith: .white)
            var rows = 0
            while rows < height {
                let count = min(64, height - rows)
                try writer.append(rows: count == 64 ? band : PixelBuffer(width: 512, height: count, filledWith: .white))
                rows += count
            }
            try writer.finish()
            return writer.peakHeldBytes
        }
        let short = try peak(height: 2_000), tall = try peak(height: 20_000)
        // The full level holds at most a tile row, its overlaps and a band, 512 × (256 + 64) × 4
        // bytes, and the levels below less than that in all: the same bound for ten times the rows.
        let bound = 2 * 512 * (256 + 64) * 4
        #expect(short <= bound && tall <= bound && short > bound / 4)
    }

    @Test("IIIF: the folder holds info.json and every tile by region and size")
    func iiifFolder() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let picture = Self.picture(width: 1000, height: 700)
        var options = TileOptions(layout: .iiif, format: .png)
        options.serviceID = "https://example.org/iiif/sheet"
        let writer = try Self.write(picture, to: folder + "/sheet", options: options)
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder + "/sheet").filter { $0.hasSuffix(".png") || $0.hasSuffix(".json") }.sorted()
        #expect(files == ["0,0,1000,700/500,350/0/default.png", "0,0,512,512/512,512/0/default.png", "0,512,512,188/512,188/0/default.png",
                          "512,0,488,512/488,512/0/default.png", "512,512,488,188/488,188/0/default.png",
                          "full/500,350/0/default.png", "info.json"])
        #expect(try String(contentsOfFile: folder + "/sheet/info.json", encoding: .utf8) == writer.pyramid.iiifInfo(id: "https://example.org/iiif/sheet"))
        let corner = try ImageDecoder().decode(fileAt: folder + "/sheet/512,512,488,188/488,188/0/default.png").pixels
        #expect(corner[0, 0] == picture[512, 512])
    }

    @Test("a new pyramid replaces an earlier one whole; one never finished leaves the earlier one and no temporary")
    func atomic() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try Self.write(Self.picture(width: 600, height: 600), to: folder + "/s.dzi", options: TileOptions(layout: .deepZoom))
        #expect(FileManager.default.fileExists(atPath: folder + "/s_files/10/2_2.jpg"))
        do {
            let unfinished = try PyramidWriter(path: folder + "/s.dzi", width: 100, height: 100, hasAlpha: false, options: TileOptions(layout: .deepZoom))
            try unfinished.append(rows: PixelBuffer(width: 100, height: 50, filledWith: .white))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["s.dzi", "s_files"])
        #expect(FileManager.default.fileExists(atPath: folder + "/s_files/10/2_2.jpg"))
        _ = try Self.write(Self.picture(width: 100, height: 100), to: folder + "/s.dzi", options: TileOptions(layout: .deepZoom))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["s.dzi", "s_files"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/s_files").count == 8)
        #expect(try String(contentsOfFile: folder + "/s.dzi", encoding: .utf8).contains("Width=\"100\""))
    }

    @Test("a killed run's temporary tile folder is swept by the next write of the same pyramid")
    func staleFolderSwept() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        let stale = folder + "/.s_files.\(process.processIdentifier)-9.tmp"
        try FileManager.default.createDirectory(atPath: stale + "/3", withIntermediateDirectories: true)
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: stale + "/3/0_0.jpg"))
        _ = try Self.write(Self.picture(width: 10, height: 10), to: folder + "/s.dzi", options: TileOptions(layout: .deepZoom))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["s.dzi", "s_files"])
    }
}

/// The tile encoder's queue holds only tiles waiting for a worker: a queue that kept the jobs it
/// had handed out (until 64 had gone) held 16 MB of tiles on a 1,584-pixel sheet, 0.22× pyvips's
/// peak memory where issue 38 asks for 0.2×.
@Suite("Tile encoder queue")
struct TileEncoderQueueTests {
    @Test("200 tiles through two workers: the queue never holds more than its byte limit allows")
    func bounded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-tiles-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tile = PixelBuffer(width: 64, height: 64, filledWith: RGBA8(90, 120, 150))   // 16 KiB
        let pool = WorkerPool(threads: 2)
        defer { pool.shutdown() }
        let encoder = TileEncoder(pool: pool, options: TileOptions(layout: .deepZoom, format: .png, compression: .fast),
                                  hasAlpha: false, folder: folder, shownFolder: folder, queueLimit: 4 * 16_384)
        for index in 0..<200 { try encoder.submit(TileEncoder.Job(tile: tile, paths: ["\(index).png"])) }
        try encoder.drain()
        #expect(encoder.tally.count == 200)
        #expect(encoder.peakQueued <= 4, "\(encoder.peakQueued) tiles held at once")
        #expect(pool.peakBusyThreads <= 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 200)
    }
}
