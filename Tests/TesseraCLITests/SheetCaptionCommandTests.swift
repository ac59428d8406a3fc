import Foundation
import Testing
import TesseraImage

/// Captions that read well (issue 27), at the pixels: a line whose fields are all missing is
/// left out, so the next line moves up into the first strip.
@Suite("tessera sheet: captions without empty lines")
struct SheetCaptionCommandTests {
    /// How many dark pixels the rows `rows` hold between x = 16 and 66.
    static func ink(_ pixels: PixelBuffer, rows: Range<Int>) -> Int {
        var count = 0
        for y in rows {
            for x in 16..<66 where Int(pixels[x, y].r) + Int(pixels[x, y].g) + Int(pixels[x, y].b) < 384 { count += 1 }
        }
        return count
    }

    /// `--label '{camera}\n{name}'` on a PNG without EXIF: before issue 27 the first strip was
    /// empty and the name sat in the second.
    @Test func lineOfMissingFieldsIsLeftOut() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try PNGWriter.write(PixelBuffer(width: 20, height: 20, filledWith: RGBA8(255, 255, 255)), to: folder.appendingPathComponent("a.png").path)
        let output = folder.appendingPathComponent("s.png").path
        let run = try Tessera.run(["sheet", "a.png", "-o", output, "--layout", "grid", "--columns", "1", "--width", "82",
                                   "--background", "#FFFFFF", "--glyphs", "boxes", "--label", "{camera}\\n{name}", "-q"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let pixels = try ImageDecoder().decode(fileAt: output).pixels
        // 16 padding, a 50-point tile, two label strips, 16 padding.
        let strip = (pixels.height - 82) / 2
        #expect(strip > 0)
        #expect(Self.ink(pixels, rows: 66..<(66 + strip)) > 0)
        #expect(Self.ink(pixels, rows: (66 + strip)..<(66 + 2 * strip)) == 0)
    }
}
