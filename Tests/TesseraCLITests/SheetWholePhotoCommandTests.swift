import Foundation
import Testing
import TesseraImage

/// `tessera sheet --layout justified` never crops a photo (issue 27): a 16:9 photo beside a
/// 40:1 panorama, each with coloured ends, checked at the pixels.
@Suite("tessera sheet: justified rows keep photos whole")
struct SheetWholePhotoCommandTests {
    static let red = RGBA8(255, 0, 0), blue = RGBA8(0, 0, 255), green = RGBA8(0, 255, 0), yellow = RGBA8(255, 255, 0)
    static let magenta = RGBA8(255, 0, 255)

    /// A `width × height` grey photo whose left fifth is `left` and right fifth `right`.
    static func photo(width: Int, height: Int, left: RGBA8, right: RGBA8, to path: String) throws {
        var image = PixelBuffer(width: width, height: height, filledWith: RGBA8(128, 128, 128))
        for y in 0..<height {
            for x in 0..<(width / 5) {
                image[x, y] = left
                image[width - 1 - x, y] = right
            }
        }
        try PNGWriter.write(image, to: path)
    }

    static func near(_ a: RGBA8, _ b: RGBA8) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= 2 && abs(Int(a.g) - Int(b.g)) <= 2 && abs(Int(a.b) - Int(b.b)) <= 2
    }

    /// Width 1200, padding 16, 4 columns: W = 1168, target 190.67 ± 25 %. The 16:9 photo cannot
    /// fill a row (the 40:1 panorama after it is too wide for any row): it stays at 191 high,
    /// 340 wide, left-aligned; the panorama has a row of its own, 1168 × 29. Before, the 16:9
    /// photo was drawn 1168 × 381 (its left and right ends shown, its middle band only) and the
    /// panorama cropped to 10:1 (a quarter of its width).
    @Test func panoramaBesideAWidePhoto() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.photo(width: 160, height: 90, left: Self.red, right: Self.blue, to: folder.appendingPathComponent("a.png").path)
        try Self.photo(width: 400, height: 10, left: Self.green, right: Self.yellow, to: folder.appendingPathComponent("b.png").path)
        let output = folder.appendingPathComponent("sheet.png").path
        let run = try Tessera.run(["sheet", folder.path, "-o", output, "--layout", "justified", "--background", "#FF00FF", "-q"])
        #expect(run.status == 0, "\(run.stderr)")
        let pixels = try ImageDecoder().decode(fileAt: output).pixels
        #expect(pixels.size == PixelSize(width: 1200, height: 260))
        // The 16:9 photo: (16, 16, 340, 191), both coloured ends shown.
        #expect(Self.near(pixels[18, 100], Self.red), "\(pixels[18, 100])")
        #expect(Self.near(pixels[353, 100], Self.blue), "\(pixels[353, 100])")
        #expect(pixels[357, 100] == Self.magenta && pixels[100, 208] == Self.magenta)
        // The panorama: (16, 215, 1168, 29), both ends shown.
        #expect(Self.near(pixels[20, 229], Self.green), "\(pixels[20, 229])")
        #expect(Self.near(pixels[1180, 229], Self.yellow), "\(pixels[1180, 229])")
        #expect(pixels[600, 213] == Self.magenta && pixels[600, 245] == Self.magenta)
    }

    /// `--mode fill` on a grid keeps its meaning: the square tile crops the 16:9 photo's ends.
    @Test func gridFillStillCrops() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.photo(width: 160, height: 90, left: Self.red, right: Self.blue, to: folder.appendingPathComponent("a.png").path)
        let output = folder.appendingPathComponent("sheet.png").path
        let run = try Tessera.run(["sheet", folder.path, "-o", output, "--layout", "grid", "--columns", "1", "--width", "232",
                                   "--mode", "fill", "-q"])
        #expect(run.status == 0, "\(run.stderr)")
        let pixels = try ImageDecoder().decode(fileAt: output).pixels
        // A 200 × 200 tile at (16, 16): the photo scaled to 356 × 200, its middle 200 columns shown (grey).
        #expect(pixels[18, 116] == RGBA8(128, 128, 128) && pixels[213, 116] == RGBA8(128, 128, 128))
    }
}
