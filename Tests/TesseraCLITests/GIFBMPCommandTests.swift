import Foundation
import Testing
import TesseraTestSupport
import TesseraImage

/// `tessera info`, `thumbnail` and `sheet` on GIF and BMP files (issue 40): a folder holding a
/// red GIF (its first frame; the second is green) and a blue bottom-up BMP, both built by the
/// test's own byte builders.
@Suite("GIF and BMP on the command line")
struct GIFBMPCommandTests {
    /// A 30×20 red GIF whose second frame (never shown) is green.
    static let gif = GIFBytes.gif(width: 30, height: 20, palette: [(255, 0, 0), (0, 255, 0)], images: [
        .init(width: 30, height: 20, indices: [UInt8](repeating: 0, count: 600)),
        .init(width: 30, height: 20, indices: [UInt8](repeating: 1, count: 600)),
    ])
    /// A 20×30 blue 24-bit BMP.
    static let bmp = BMPBytes.bmp(width: 20, rows: Array(repeating: BMPBytes.bgr(Array(repeating: (0, 0, 255), count: 20)), count: 30),
                                  bitsPerPixel: 24)

    static func folder() throws -> URL {
        try Tessera.folder(with: [(name: "red.gif", source: .bytes(gif)), (name: "blue.bmp", source: .bytes(bmp))])
    }

    @Test("info reads both, found by their extensions inside the folder")
    func info() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Tessera.run(["info", "--json", "photos"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["path"] as? String } == ["photos/blue.bmp", "photos/red.gif"])
        #expect(objects.map { $0["format"] as? String } == ["bmp", "gif"])
        #expect(objects.map { $0["width"] as? Int } == [20, 30] && objects.map { $0["height"] as? Int } == [30, 20])
    }

    @Test("a sheet of the folder draws both: the GIF's first frame red, the BMP blue")
    func sheet() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Tessera.run(["sheet", "photos", "-o", "sheet.png", "--width", "200", "--layout", "grid", "--columns", "2"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("2 photos, 2 drawn"), "\(run.stderr)")
        let sheet = try ImageDecoder().decode(fileAt: folder.appendingPathComponent("sheet.png").path).pixels
        var red = 0, green = 0, blue = 0
        for y in 0..<sheet.height {
            for x in 0..<sheet.width {
                let p = sheet[x, y]
                if p.r > 240 && p.g < 15 && p.b < 15 { red += 1 }
                if p.g > 240 && p.r < 15 && p.b < 15 { green += 1 }
                if p.b > 240 && p.r < 15 && p.g < 15 { blue += 1 }
            }
        }
        // Each photo fills most of a 100-point-wide grid cell.
        #expect(red > 1000 && blue > 1000, "red \(red), blue \(blue)")
        #expect(green == 0)
    }

    @Test("thumbnails of both, into a folder")
    func thumbnails() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Tessera.run(["thumbnail", "photos", "--width", "10", "-o", "thumbs/"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let gif = try ImageDecoder().decode(fileAt: folder.appendingPathComponent("thumbs/red.png").path).pixels
        let bmp = try ImageDecoder().decode(fileAt: folder.appendingPathComponent("thumbs/blue.png").path).pixels
        #expect(gif.size == PixelSize(width: 10, height: 7) && gif[5, 3] == RGBA8(255, 0, 0))
        #expect(bmp.size == PixelSize(width: 10, height: 15) && bmp[5, 7] == RGBA8(0, 0, 255))
    }
}
