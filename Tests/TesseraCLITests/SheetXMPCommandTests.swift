import Foundation
import Testing
@testable import tessera
import TesseraImage

/// `tessera sheet --min-rating`, `--picks` and `--highlight` patterns (issue 27), at the
/// exit status and the sheet's size.
@Suite("tessera sheet: ratings, picks and highlight patterns")
struct SheetXMPCommandTests {
    static func packet(_ attributes: String) -> Data {
        Data("""
        <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
        <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:xmpDM="http://ns.adobe.com/xmp/1.0/DynamicMedia/" \(attributes)/>
        </rdf:RDF></x:xmpmeta>
        """.utf8)
    }

    /// `shoot/` with four 20 × 20 PNGs: a.png rated 5 (sidecar a.xmp), b.png rated 2 (b.png.xmp),
    /// c.png unrated and picked, d.png rejected.
    static func shoot() throws -> URL {
        let folder = try Tessera.temporaryFolder()
        let shoot = folder.appendingPathComponent("shoot")
        try FileManager.default.createDirectory(at: shoot, withIntermediateDirectories: true)
        for name in ["a", "b", "c", "d"] {
            try PNGWriter.write(PixelBuffer(width: 20, height: 20, filledWith: RGBA8(200, 0, 0)), to: shoot.appendingPathComponent("\(name).png").path)
        }
        try packet(#"xmp:Rating="5""#).write(to: shoot.appendingPathComponent("a.xmp"))
        try packet(#"xmp:Rating="2""#).write(to: shoot.appendingPathComponent("b.png.xmp"))
        try packet(#"xmpDM:pick="1""#).write(to: shoot.appendingPathComponent("c.xmp"))
        try packet(#"xmp:Rating="-1""#).write(to: shoot.appendingPathComponent("d.xmp"))
        return folder
    }

    /// The height of a one-column grid sheet 66 points wide (50-point tiles, 8 apart, 16 padding):
    /// 32 + 58 × photos − 8.
    static func photos(inSheet path: String) throws -> Int {
        let height = try ImageDecoder().decode(fileAt: path).pixels.height
        return (height - 24) / 58
    }

    static let grid = ["--layout", "grid", "--columns", "1", "--width", "82", "-q"]

    @Test func minimumRatingAndPicks() throws {
        let folder = try Self.shoot()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("s.png").path
        for (arguments, count) in [([String](), 4), (["--min-rating", "0"], 3), (["--min-rating", "2"], 2), (["--min-rating", "5"], 1),
                                   (["--picks"], 1)] {
            let run = try Tessera.run(["sheet", "shoot", "-o", output] + Self.grid + arguments, in: folder)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            #expect(try Self.photos(inSheet: output) == count, "\(arguments)")
        }
        try FileManager.default.removeItem(atPath: output)
        let none = try Tessera.run(["sheet", "shoot", "-o", output, "--picks", "--min-rating", "3"] + Self.grid, in: folder)
        #expect(none.status == 1 && none.stderr.contains("no sheet written: --picks and --min-rating 3 kept none of the 4 photos"), "\(none.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
        AssertUsageError(["sheet", folder.appendingPathComponent("shoot").path, "-o", output, "--min-rating", "6"],
                         contains: "--min-rating must be 0 to 5, not 6.")
    }

    /// Before issue 27 `--highlight a.png shoot` took `shoot` as a second photo to highlight
    /// and left no path ("Give at least one photo or folder"); bare names and globs were not
    /// among the photos.
    @Test func highlightPatternsDoNotSwallowThePaths() throws {
        let folder = try Self.shoot()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("s.png").path
        try Data("a.png\nshoot/b.png\n".utf8).write(to: folder.appendingPathComponent("list.txt"))
        for highlight in ["a.png", "*.png", "@list.txt", "shoot/c.png"] {
            let run = try Tessera.run(["sheet", "--highlight", highlight, "shoot", "-o", output] + Self.grid, in: folder)
            #expect(run.status == 0, "\(highlight): \(run.stderr)")
        }
        let stray = try Tessera.run(["sheet", "--highlight", "*.jpg", "shoot", "-o", output] + Self.grid, in: folder)
        #expect(stray.status == 2 && stray.stderr.contains("--highlight *.jpg is not among the photos."), "\(stray.stderr)")
    }
}
