import Foundation
import Testing
@testable import tessera
import TesseraImage

/// `-o NAME.jpg`: JPEG sheets, pages and thumbnails; extensions Tessera cannot write are usage errors.
@Suite("JPEG output and output names")
struct JPEGOutputCommandTests {
    static func bytes(_ url: URL) throws -> [UInt8] { try Array(Data(contentsOf: url)) }

    /// The SOF0 luma sampling factors, (1, 1) for 4:4:4, (2, 2) for 4:2:0; nil without SOF0.
    static func lumaSampling(_ jpeg: [UInt8]) -> [Int]? {
        var offset = 2
        while offset + 4 <= jpeg.count, jpeg[offset] == 0xFF {
            let marker = jpeg[offset + 1], length = Int(jpeg[offset + 2]) << 8 | Int(jpeg[offset + 3])
            if marker == 0xC0, offset + 12 <= jpeg.count { return [Int(jpeg[offset + 11] >> 4), Int(jpeg[offset + 11] & 0x0F)] }
            if marker == 0xDA { return nil }
            offset += 2 + length
        }
        return nil
    }

    @Test("a JPEG sheet taller than 65,500 pixels is refused before drawing, with the page height that fits (issue 40: it crashed in the writer)")
    func tallJPEG() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("big.jpg")
        let run = try Tessera.run(["sheet", "SampleImages", "--columns", "1", "--width", "2000", "--scale", "3", "-o", output.path, "-q"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("the sheet would be 6000×119624 pixels, taller than the 65500 pixels a JPEG may be: cut it into pages with --page-height (at most 21833 at this scale), write a zoomable sheet (-o NAME.dzi), or write a PNG."), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        let paged = try Tessera.run(["sheet", "SampleImages", "--columns", "1", "--width", "2000", "--scale", "3", "-o", output.path,
                                     "--page-height", "30000", "-q"])
        #expect(paged.status == 2 && paged.stderr.contains("lower --page-height to at most 21833, or write a PNG."), "\(paged.stderr)")
    }

    @Test("render -o NAME.jpg of content taller than 65,500 pixels is refused before drawing")
    func tallRenderJPEG() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("tall.json")
        try Data(#"{"container":{"width":100,"height":100},"layout":{"type":"flow","itemSize":{"width":90,"height":70000}},"sections":[{"items":1}]}"#.utf8).write(to: spec)
        let run = try Tessera.run(["render", spec.path, "-o", folder.appendingPathComponent("tall.jpg").path])
        #expect(run.status == 2 && run.stderr.contains("the content would be 100×70000 pixels, taller than the 65500 pixels a JPEG may be"), "\(run.stderr)")
    }

    @Test("-o sheet.jpg writes a baseline sRGB JPEG (before: PNG bytes under a .jpg name, exit 0)", arguments: ["sheet.jpg", "sheet.JPEG"])
    func sheetJPEG(name: String) throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent(name)
        let run = try Tessera.run(["sheet", "SampleImages/Science", "-o", output.path, "--width", "300", "-q"])
        #expect(run.status == 0, "\(run.stderr)")
        let jpeg = try Self.bytes(output)
        #expect(Array(jpeg.prefix(3)) == [0xFF, 0xD8, 0xFF])
        let info = try ImageProbe.probe(fileAt: output.path)
        #expect(info.format == .jpeg && info.width == 300)
        #expect(info.colorProfile == "sRGB IEC61966-2.1")
        #expect(Self.lumaSampling(jpeg) == [1, 1], "a small sheet keeps full chroma")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
    }

    @Test("the JPEG is the same bytes for --jobs 1 and 8; --quality changes it; a large sheet is 4:2:0")
    func deterministic() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, options) in [("j1.jpg", ["--jobs", "1"]), ("j8.jpg", ["--jobs", "8"]), ("q50.jpg", ["--quality", "50"])] {
            let run = try Tessera.run(["sheet", Tessera.repositoryRoot.appendingPathComponent("SampleImages/Science").path,
                                       "-o", name, "--width", "400", "-q", "--labels"] + options, in: folder)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let one = try Self.bytes(folder.appendingPathComponent("j1.jpg"))
        #expect(try Self.bytes(folder.appendingPathComponent("j8.jpg")) == one)
        #expect(try Self.bytes(folder.appendingPathComponent("q50.jpg")).count < one.count)
        let large = try Tessera.run(["sheet", Tessera.repositoryRoot.appendingPathComponent("SampleImages/Science").path,
                                     "-o", "large.jpg", "--width", "1200", "--scale", "2", "--columns", "2", "-q"], in: folder)
        #expect(large.status == 0, "\(large.stderr)")
        let info = try ImageProbe.probe(fileAt: folder.appendingPathComponent("large.jpg").path)
        #expect(info.width * info.height > JPEGWriter.fullChromaPixelLimit)
        #expect(Self.lumaSampling(try Self.bytes(folder.appendingPathComponent("large.jpg"))) == [2, 2])
    }

    @Test("pages: OUT-1.jpg, OUT-2.jpg, cut as the PNG pages are; print pages carry the resolution")
    func pages() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photos = Tessera.repositoryRoot.appendingPathComponent("SampleImages").path
        let run = try Tessera.run(["sheet", photos, "-o", "paged.jpg", "--width", "300", "--page-height", "400", "-q"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let png = try Tessera.run(["sheet", photos, "-o", "paged.png", "--width", "300", "--page-height", "400", "-q"], in: folder)
        #expect(png.status == 0, "\(png.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["paged-1.jpg", "paged-1.png", "paged-2.jpg", "paged-2.png"])
        for page in ["paged-1", "paged-2"] {
            let jpeg = try ImageProbe.probe(fileAt: folder.appendingPathComponent(page + ".jpg").path)
            let same = try ImageProbe.probe(fileAt: folder.appendingPathComponent(page + ".png").path)
            #expect(jpeg.format == .jpeg && jpeg.width == same.width && jpeg.height == same.height, "\(page)")
        }
        let printed = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: printed) }
        let print = try Tessera.run(["sheet", photos, "-o", "print.jpg", "--paper", "105x148mm", "--dpi", "100", "-q"], in: printed)
        #expect(print.status == 0, "\(print.stderr)")
        let first = try Self.bytes(printed.appendingPathComponent("print-1.jpg"))
        // JFIF: units 1 (dots per inch), 100 × 100; the page is 105 × 148 mm at 100 dpi.
        #expect(Array(first[6..<11]) == Array("JFIF\0".utf8) && Array(first[13..<18]) == [1, 0, 100, 0, 100])
        let info = try ImageProbe.probe(fileAt: printed.appendingPathComponent("print-1.jpg").path)
        #expect(info.width == 413 && info.height == 583)
    }

    @Test("-o - --format jpeg writes a JPEG to standard output; -o - alone a PNG")
    func standardOutput() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let command = "\"$0\" sheet \"$1\" -o - --format jpeg --width 100 -q > out.jpg && \"$0\" sheet \"$1\" -o - --width 100 -q > out.png"
        let run = try Tessera.run(["-c", command, Tessera.executable.path, Tessera.repositoryRoot.appendingPathComponent("SampleImages/Science").path],
                                  in: folder, program: URL(fileURLWithPath: "/bin/sh"))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Array(try Self.bytes(folder.appendingPathComponent("out.jpg")).prefix(3)) == [0xFF, 0xD8, 0xFF])
        #expect(Array(try Self.bytes(folder.appendingPathComponent("out.png")).prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    @Test("an extension Tessera cannot write is a usage error, and nothing is written", arguments: [
        (["sheet", "SampleImages/Science", "-o", "OUT/sheet.gif"], "-o OUT/sheet.gif: cannot write .gif files (OUT/sheet.gif): name the output .png, .jpg, .jpeg or .pdf."),
        (["sheet", "SampleImages/Science", "-o", "OUT/sheet.webp"], "-o OUT/sheet.webp: cannot write .webp files (OUT/sheet.webp): name the output .png, .jpg, .jpeg or .pdf."),
        (["thumbnail", "SampleImages/Science/rocket.jpg", "--width", "50", "-o", "OUT/t.tiff"], "-o OUT/t.tiff: cannot write .tiff files (OUT/t.tiff): name the output .png, .jpg, .jpeg or .pdf."),
        (["thumbnail", "SampleImages/Science/rocket.jpg", "--width", "50", "-o", "OUT/t.pdf"], "-o OUT/t.pdf: this command writes PNG or JPEG, not PDF; name the output .png, .jpg or .jpeg."),
        (["sheet", "SampleImages/Science", "-o", "OUT/sheet.png", "--quality", "80"], "--quality is for JPEG output; OUT/sheet.png is written as PNG."),
        (["sheet", "SampleImages/Science", "-o", "OUT/sheet.jpg", "--quality", "0"], "--quality must be between 1 and 100, not 0."),
        (["sheet", "SampleImages/Science", "-o", "OUT/sheet.png", "--format", "jpeg"], "--format jpeg does not match the output's name OUT/sheet.png."),
        (["render", "Tests/Fixtures/specs/compositional-grid.yaml", "-o", "OUT/grid.bmp"], "-o OUT/grid.bmp: cannot write .bmp files (OUT/grid.bmp): name the output .png, .jpg, .jpeg or .pdf."),
        (["diff", "SampleImages/Science/logo.png", "SampleImages/Science/logo.png", "-o", "OUT/d.gif"], "-o OUT/d.gif: cannot write .gif files (OUT/d.gif): name the output .png, .jpg, .jpeg or .pdf."),
    ])
    func unwritableExtension(arguments: [String], message: String) throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("OUT")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let resolved = arguments.map { $0.hasPrefix("OUT/") ? out.path + $0.dropFirst(3)
                                       : $0.hasPrefix("SampleImages/") || $0.hasPrefix("Tests/") ? Tessera.repository($0) : $0 }
        let expected = message.replacingOccurrences(of: "OUT/", with: out.path + "/")
        // Parsed in-process: a usage error leaves no command to run.
        AssertUsageError(resolved, contains: "Error: \(expected)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test("thumbnail, render and preview write JPEG for a .jpg name")
    func otherCommands() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let runs = [
            ["thumbnail", "SampleImages/Science/rocket.jpg", "--width", "64", "-o", folder.appendingPathComponent("t.jpg").path, "--quality", "80"],
            ["render", "Tests/Fixtures/specs/compositional-grid.yaml", "-o", folder.appendingPathComponent("r.jpeg").path],
            ["preview", "Tests/Fixtures/specs/compositional-grid.yaml", "--sizes", "200x300", "-o", folder.appendingPathComponent("p.jpg").path],
        ]
        for arguments in runs {
            let run = try Tessera.run(arguments)
            #expect(run.status == 0, "\(arguments[0]): \(run.stderr)")
        }
        for name in ["t.jpg", "r.jpeg", "p.jpg"] {
            #expect(try ImageProbe.probe(fileAt: folder.appendingPathComponent(name).path).format == .jpeg, "\(name)")
        }
        #expect(try ImageProbe.probe(fileAt: folder.appendingPathComponent("t.jpg").path).width == 64)
    }
}
