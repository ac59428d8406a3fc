import Foundation
import Testing
@testable import tessera
import TesseraImage

/// `tessera sheet --label FORMAT`: captions from headers, one strip per line, checked at the pixels.
@Suite("tessera sheet: captions")
struct SheetLabelCommandTests {
    /// A 200-point square tile of the Canon photo (mate_Dune.jpg: camera and exposure in its EXIF, no lens), with `format` under it on a magenta page.
    static func sheet(label format: String, in folder: URL) throws -> (status: Int32, pixels: PixelBuffer?) {
        let output = folder.appendingPathComponent("caption.png").path
        let result = try Tessera.run(["sheet", "Tests/Fixtures/jpeg/mate_Dune.jpg", "-o", output, "--layout", "grid",
                                      "--columns", "1", "--width", "200", "--padding", "0", "--label", format,
                                      "--background", "#FF00FF", "-q"])
        guard result.status == 0 else { return (result.status, nil) }
        return (result.status, try ImageDecoder().decode(fileAt: output).pixels)
    }

    /// Whether any pixel of rows `rows` is not the magenta page.
    static func inked(_ pixels: PixelBuffer, rows: Range<Int>) -> Bool {
        rows.contains { y in (0..<pixels.width).contains { x in pixels[x, y] != RGBA8(255, 0, 255) } }
    }

    @Test("each line has its own 20-point strip, and each strip holds its line's text")
    func linesAndStrips() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let two = try Self.sheet(label: #"{name}\n{camera}"#, in: folder)
        let pixels = try #require(two.pixels)
        #expect(pixels.size == PixelSize(width: 200, height: 240))
        #expect(Self.inked(pixels, rows: 200..<220) && Self.inked(pixels, rows: 220..<240))

        // An empty second line keeps its strip, blank.
        let blank = try #require(try Self.sheet(label: #"{name}\n{lens}"#, in: folder).pixels)
        #expect(blank.size == PixelSize(width: 200, height: 240))
        #expect(Self.inked(blank, rows: 200..<220) && !Self.inked(blank, rows: 220..<240))
    }

    @Test func unknownFieldsAreUsageErrors() {
        AssertUsageError(["sheet", Tessera.repository("SampleImages"), "-o", "/tmp/never.png", "--label", "{nam}"],
                         contains: "--label: unknown label field {nam}; the fields are {name}, {folder},")
    }

    @Test("preview takes --label too: the whole content grows by a strip per extra line")
    func previewCaptions() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photos = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "Tests/Fixtures/jpeg/mate_Dune.jpg", toPath: photos.appendingPathComponent("dune.jpg").path)
        func height(_ options: [String]) throws -> Int {
            let output = folder.appendingPathComponent("preview.png").path
            let result = try Tessera.run(["preview", photos.path, "-o", output, "--full", "--sizes", "iphone-portrait", "--scale", "1"] + options)
            #expect(result.status == 0, "\(result.stderr)")
            return try ImageProbe.probe(fileAt: output).height
        }
        let one = try height(["--labels"])
        let three = try height(["--label", #"{name}\n{camera}\n{exposure}"#])
        #expect(three - one == 40)
        AssertUsageError(["preview", photos.path, "-o", folder.appendingPathComponent("x.png").path, "--label", "{"],
                         contains: "--label: a { in the label format has no closing }.")
    }
}
