import Foundation
import Testing
import TesseraImage

/// `tessera sheet --sort date` is one timeline across folders (issue 27): photos without EXIF,
/// dated by their modification times, in two folders.
@Suite("tessera sheet: one timeline")
struct SheetTimelineCommandTests {
    /// The photo of minute i is colours[i].
    static let colours = [RGBA8(255, 0, 0), RGBA8(0, 255, 0), RGBA8(0, 0, 255), RGBA8(255, 255, 0)]

    /// A folder `shoot/` holding one solid 20 × 20 photo per (minute, path), modified at that minute.
    static func shoot(_ photos: [(minute: Int, path: String)]) throws -> URL {
        let folder = try Tessera.temporaryFolder()
        let base = Date(timeIntervalSince1970: 1_700_000_000)
        for photo in photos {
            let url = folder.appendingPathComponent("shoot").appendingPathComponent(photo.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try PNGWriter.write(PixelBuffer(width: 20, height: 20, filledWith: colours[photo.minute]), to: url.path)
            try FileManager.default.setAttributes([.modificationDate: base.addingTimeInterval(Double(photo.minute) * 60)],
                                                  ofItemAtPath: url.path)
        }
        return folder
    }

    /// The photo colours met along a line of pixels, in order, each run once.
    static func colours(along points: [(x: Int, y: Int)], of pixels: PixelBuffer) -> [RGBA8] {
        var found: [RGBA8] = []
        for point in points {
            let colour = pixels[point.x, point.y]
            if colours.contains(colour), found.last != colour { found.append(colour) }
        }
        return found
    }

    /// A grid 256 points wide: four 50-point columns from x = 16, 58 apart.
    static let arguments = ["--layout", "grid", "--width", "256", "--sort", "date", "-q"]

    @Test("--sort date --sections none: minutes 0, 1, 2, 3, across both folders")
    func oneTimeline() throws {
        let folder = try Self.shoot([(0, "A/z.png"), (1, "B/a.png"), (2, "A/y.png"), (3, "B/b.png")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("s.png").path
        let run = try Tessera.run(["sheet", "shoot", "-o", output, "--sections", "none"] + Self.arguments, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let pixels = try ImageDecoder().decode(fileAt: output).pixels
        // Before issue 27: folder A's two photos (minutes 0, 2), then B's (1, 3).
        #expect(Self.colours(along: (0..<256).map { ($0, 41) }, of: pixels) == Self.colours)
    }

    @Test("--sort date with sections: folder B (minute 0) before folder A (minute 1), each in date order")
    func sectionsByFirstDate() throws {
        let folder = try Self.shoot([(1, "A/a.png"), (0, "B/z.png"), (3, "A/b.png"), (2, "B/y.png")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("s.png").path
        let run = try Tessera.run(["sheet", "shoot", "-o", output] + Self.arguments, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let pixels = try ImageDecoder().decode(fileAt: output).pixels
        // The first column holds each section's first photo, the second its second.
        let first = Self.colours(along: (0..<pixels.height).map { (41, $0) }, of: pixels)
        let second = Self.colours(along: (0..<pixels.height).map { (99, $0) }, of: pixels)
        #expect(first == [Self.colours[0], Self.colours[1]])
        #expect(second == [Self.colours[2], Self.colours[3]])
    }
}
