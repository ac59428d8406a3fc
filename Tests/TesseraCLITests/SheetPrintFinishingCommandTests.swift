import Foundation
import Testing
@testable import tessera
import TesseraImage

/// Print finishing (issue 27): text sizes, more paper presets, and photos a waterfall's pages
/// would cut — named in a warning, or moved whole with --no-split.
@Suite("tessera sheet: print finishing")
struct SheetPrintFinishingCommandTests {
    /// `shoot/` holding PNGs of the given aspect ratios (width / height), named a.png, b.png, …
    static func shoot(_ ratios: [Double]) throws -> URL {
        let folder = try Tessera.temporaryFolder()
        let shoot = folder.appendingPathComponent("shoot")
        try FileManager.default.createDirectory(at: shoot, withIntermediateDirectories: true)
        for (index, ratio) in ratios.enumerated() {
            let name = String(UnicodeScalar(UInt8(97 + index)))
            try PNGWriter.write(PixelBuffer(width: Int(40 * ratio), height: 40, filledWith: RGBA8(200, 0, 0)),
                                to: shoot.appendingPathComponent("\(name).png").path)
        }
        return folder
    }

    static func height(_ path: String) throws -> Int { try ImageDecoder().decode(fileAt: path).pixels.height }

    @Test("--label-size and --header-size set the text sizes, and the strips grow with them")
    func textSizes() throws {
        let folder = try Self.shoot([1])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("s.png").path
        let grid = ["sheet", "shoot/a.png", "-o", output, "--layout", "grid", "--columns", "1", "--width", "82", "--labels", "-q"]
        // 16 + 50 + label strip ⌈1.75 × size⌉ + 16.
        #expect(try Tessera.run(grid, in: folder).status == 0)
        #expect(try Self.height(output) == 82 + 20)
        #expect(try Tessera.run(grid + ["--label-size", "20"], in: folder).status == 0)
        #expect(try Self.height(output) == 82 + 35)
        AssertUsageError(["sheet", Tessera.repository("SampleImages"), "-o", "/tmp/never.png", "--label-size", "0"],
                         contains: "--label-size must be a number of points from 4 to 200, not 0.0.")
        // A section header is ⌈2.25 × size⌉ high: 17 → 39, 30 → 68.
        let sections = ["sheet", "shoot", "-o", output, "--layout", "grid", "--columns", "1", "--width", "82", "-q"]
        let nested = folder.appendingPathComponent("shoot/Day 1")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: folder.appendingPathComponent("shoot/a.png"), to: nested.appendingPathComponent("a.png"))
        #expect(try Tessera.run(sections, in: folder).status == 0)
        let standard = try Self.height(output)
        #expect(try Tessera.run(sections + ["--header-size", "30"], in: folder).status == 0)
        #expect(try Self.height(output) == standard + 68 - 39)
    }

    @Test("A5, A3+, B4, B5 and tabloid print at their sizes", arguments: [
        ("a5", 420, 595), ("A3+", 933, 1369), ("b4", 709, 1001), ("b5", 499, 709), ("tabloid", 792, 1224),
    ])
    func paperPresets(paper: String, width: Int, height: Int) throws {
        let folder = try Self.shoot([1])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("s.png").path
        let run = try Tessera.run(["sheet", "shoot", "-o", output, "--paper", paper, "--dpi", "72", "-q"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let pixels = try ImageDecoder().decode(fileAt: output).pixels
        #expect(pixels.size == PixelSize(width: width, height: height))
    }

    /// Two 46-point columns: a (1:1) 16…62 and b (1:2) 16…108, c (1:1) 70…116, d (1:1) in the
    /// right column 116…162. A page 130 high would cut d (no gap runs across both columns): it
    /// ends at c's and b's bottom edge instead, and d starts page 2 (issue 40: pages keep photos
    /// whole by default; `--no-split`, which asked for it, is still accepted and changes nothing).
    @Test("a waterfall's page ends above a photo it would cut, which starts the next page; --no-split changes nothing")
    func splitPhotos() throws {
        let folder = try Self.shoot([1, 0.5, 1, 1])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("s.png").path
        let arguments = ["sheet", "shoot", "-o", output, "--columns", "2", "--width", "132", "--page-height", "130", "-q"]
        let whole = try Tessera.run(arguments, in: folder)
        #expect(whole.status == 0 && whole.stderr.isEmpty, "\(whole.stderr)")
        // Page 1 ends at c's and b's bottom edge, 116; d starts page 2.
        #expect(try Self.height(folder.appendingPathComponent("s-1.png").path) == 116)
        let first = try Data(contentsOf: URL(fileURLWithPath: folder.appendingPathComponent("s-2.png").path))
        let flagged = try Tessera.run(arguments + ["--no-split"], in: folder)
        #expect(flagged.status == 0 && flagged.stderr.isEmpty, "\(flagged.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.appendingPathComponent("s-2.png").path)) == first)
        #expect(try Self.height(folder.appendingPathComponent("s-2.png").path) == 178 - 116)
    }
}

/// Header and footer texts and crop marks on printed pages (issue 27): A5 at 72 dpi is
/// 420 × 595 pixels, a 10 mm margin 28 pixels, the footer (and a header) 24.
@Suite("tessera sheet: page header, footer and crop marks")
struct SheetPrintTextCommandTests {
    static let ink = RGBA8(99, 99, 102)   // the light style's label colour

    static func page(_ extra: [String], in folder: URL) throws -> PixelBuffer {
        let output = folder.appendingPathComponent("p.png").path
        let run = try Tessera.run(["sheet", "shoot", "-o", output, "--paper", "a5", "--dpi", "72", "--glyphs", "boxes", "-q"] + extra,
                                  in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        return try ImageDecoder().decode(fileAt: output).pixels
    }

    /// The columns of rows `rows` holding the label colour: their first and last.
    static func inkExtent(_ pixels: PixelBuffer, rows: Range<Int>) -> ClosedRange<Int>? {
        var xs: [Int] = []
        for y in rows { for x in 0..<pixels.width where pixels[x, y] == ink { xs.append(x) } }
        guard let low = xs.min(), let high = xs.max() else { return nil }
        return low...high
    }

    @Test func headerAndFooterTexts() throws {
        let folder = try SheetPrintFinishingCommandTests.shoot([1])
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try Self.page([], in: folder)
        #expect(Self.inkExtent(plain, rows: 28..<52) == nil)
        let standardFooter = try #require(Self.inkExtent(plain, rows: 543..<567))
        let texts = try Self.page(["--header-text", "© Client {date}", "--footer-text", "{page}/{pages}"], in: folder)
        #expect(Self.inkExtent(texts, rows: 28..<52) != nil)
        let footer = try #require(Self.inkExtent(texts, rows: 543..<567))
        // "1/1" is narrower than "Page 1 of 1", both centred.
        #expect(footer.count < standardFooter.count / 2)
        // The photo moves down by the header strip.
        let red = RGBA8(200, 0, 0)
        #expect(plain[60, 44] == red && texts[60, 44] != red && texts[60, 68] == red)
        AssertUsageError(["sheet", folder.appendingPathComponent("shoot").path, "-o", "/tmp/never.png", "--header-text", "x"],
                         contains: "--header-text, --footer-text and --crop-marks need --paper.")
    }

    @Test func cropMarks() throws {
        let folder = try SheetPrintFinishingCommandTests.shoot([1])
        defer { try? FileManager.default.removeItem(at: folder) }
        let black = RGBA8(0, 0, 0), white = RGBA8(255, 255, 255)
        let plain = try Self.page([], in: folder)
        #expect(plain[27, 5] == white && plain[5, 27] == white)
        let marked = try Self.page(["--crop-marks"], in: folder)
        // Hairlines on the printable area's edges (x = 27 and 392, y = 27 and 567), stopping 9 short of it.
        #expect(marked[27, 5] == black && marked[392, 5] == black && marked[27, 590] == black && marked[392, 590] == black)
        #expect(marked[5, 27] == black && marked[415, 27] == black && marked[5, 567] == black && marked[415, 567] == black)
        #expect(marked[27, 20] == white && marked[20, 27] == white && marked[100, 5] == white)
    }

    /// A one-page print job after a three-page one: the earlier run's pages go.
    @Test func onePageJobRemovesEarlierPages() throws {
        let folder = try SheetPrintFinishingCommandTests.shoot(Array(repeating: 0.5, count: 12))
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("p.png").path
        let many = try Tessera.run(["sheet", "shoot", "-o", output, "--paper", "a5", "--dpi", "72", "--columns", "1", "-q"], in: folder)
        #expect(many.status == 0, "\(many.stderr)")
        // Twelve or more pages: numbered p-01.png, p-02.png, ….
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("p-02.png").path))
        let one = try Tessera.run(["sheet", "shoot/a.png", "-o", output, "--paper", "a5", "--dpi", "72", "--columns", "4", "-q"], in: folder)
        #expect(one.status == 0, "\(one.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("p") }.sorted()
        #expect(left == ["p.png"], "\(one.stderr)")
    }
}
