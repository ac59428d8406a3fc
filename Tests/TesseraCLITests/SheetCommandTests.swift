import Foundation
import Testing
import TesseraImage

/// `tessera sheet` and `tessera render`, run as the built binary: files, pixels, messages, exit codes.
@Suite("tessera sheet and render")
struct SheetCommandTests {
    /// A copy of SampleImages (three subfolders, 21 photos) plus a corrupt `broken.jpg` at the top:
    /// the headers of the square `astronaut.jpg` without its scan, so its size is read and its
    /// decoding fails ("missing SOS marker").
    static func corpus() throws -> URL {
        let folder = try Tessera.temporaryFolder()
        let photos = folder.appendingPathComponent("photos")
        try FileManager.default.copyItem(at: Tessera.repositoryRoot.appendingPathComponent("SampleImages"), to: photos)
        let broken = try JPEGSurgery.withoutScan(Tessera.bytes(of: "SampleImages/Science/astronaut.jpg"))
        try Data(broken).write(to: photos.appendingPathComponent("broken.jpg"))
        return folder
    }

    @Test("SampleImages plus a corrupt photo: a PNG of the right width, a placeholder, a listed failure, exit 0")
    func endToEnd() throws {
        let folder = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("sheet.png").path
        let run = try Tessera.run(["sheet", "photos", "-o", output, "--width", "400", "--columns", "3", "--scale", "2",
                                   "--labels", "--title", "Samples"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "")
        #expect(run.stderr.contains("tessera: failed: photos/broken.jpg: "))
        #expect(run.stderr.contains("22 photos, 21 drawn, 1 failed"))
        let sheet = try ImageDecoder().decode(fileAt: output)
        #expect(sheet.pixels.width == 800 && sheet.pixels.height > 800)
        #expect(sheet.warnings.isEmpty)
        // No temporary file is left beside the output.
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["photos", "sheet.png"])

        let strict = try Tessera.run(["sheet", "photos", "-o", "strict.png", "--width", "200", "--fail-on", "error", "-q"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.stderr == "tessera: failed: photos/broken.jpg: \(Self.failure(of: "photos/broken.jpg", in: folder))\n")
        #expect(Self.failure(of: "photos/broken.jpg", in: folder) == "corrupt JPEG data: Invalid JPEG file structure: missing SOS marker")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("strict.png").path))
    }

    /// The reason the decoder gives for `path` (its header is fine; its scan is missing).
    static func failure(of path: String, in folder: URL) -> String {
        do {
            _ = try ImageDecoder().decode(fileAt: folder.appendingPathComponent(path).path)
            return "(decoded fine)"
        } catch {
            return error.description
        }
    }

    @Test("the same sheet with --jobs 1, 2 and 8, and with a tiny --memory-limit, is byte-identical")
    func jobs() throws {
        let folder = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let runs = [("j1", ["--jobs", "1"]), ("j2", ["--jobs", "2"]), ("j8", ["--jobs", "8"]), ("m", ["--jobs", "8", "--memory-limit", "1kB"])]
        for (name, options) in runs {
            let run = try Tessera.run(["sheet", "photos", "-o", "\(name).png", "--width", "300", "-q", "--labels"] + options, in: folder)
            #expect(run.status == 0)
        }
        let one = try Data(contentsOf: folder.appendingPathComponent("j1.png"))
        #expect(!one.isEmpty)
        for name in ["j2", "j8", "m"] {
            #expect(try Data(contentsOf: folder.appendingPathComponent("\(name).png")) == one, "\(name)")
        }
    }

    @Test("--page-height splits into OUT-1.png, OUT-2.png, … that together are as tall as the sheet")
    func pages() throws {
        let folder = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = try Tessera.run(["sheet", "photos", "-o", "whole.png", "--width", "300", "-q"], in: folder)
        #expect(whole.status == 0)
        let run = try Tessera.run(["sheet", "photos", "-o", "paged.png", "--width", "300", "--page-height", "400", "-q"], in: folder)
        #expect(run.status == 0)
        let height = try ImageProbe.probe(fileAt: folder.appendingPathComponent("whole.png").path).height
        var total = 0, page = 1
        while FileManager.default.fileExists(atPath: folder.appendingPathComponent("paged-\(page).png").path) {
            let info = try ImageProbe.probe(fileAt: folder.appendingPathComponent("paged-\(page).png").path)
            #expect(info.height <= 400 && info.width == 300)
            total += info.height
            page += 1
        }
        #expect(page > 2 && total == height)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("paged.png").path))
    }

    @Test("-o - writes the PNG to standard output")
    func standardOutput() throws {
        let run = try Tessera.run(["sheet", "SampleImages/Science", "-o", "-", "--width", "100", "-q"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("IHDR") && run.stdout.contains("IEND"))
    }

    @Test("usage errors exit 2; writing over a photo is refused with exit 1", arguments: [
        (["--columns", "0"], Int32(2), "--columns must be between 1 and 1000"),
        // A negative number is a value, not an option (issue 41: it said "Missing value").
        (["--columns", "-3"], 2, "--columns must be between 1 and 1000, not -3."),
        (["--spacing", "-8"], 2, "--spacing"),
        (["--width=-5"], 2, "--width must be a number greater than 0"),
        (["--background", "mauve-ish"], 2, "--background must be"),
        (["--layout", "spiral"], 2, "spiral"),
        (["--memory-limit", "lots"], 2, "--memory-limit takes a size such as 64MB, 512MiB or 2GB, not 'lots'"),
        (["--memory-limit", "0MB"], 2, "--memory-limit takes a size"),
    ])
    func usage(arguments: [String], status: Int32, message: String) throws {
        let run = try Tessera.run(["sheet", "SampleImages", "-o", "/tmp/never-written.png"] + arguments)
        #expect(run.status == status)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test("an output path equal to a photo is refused, and the photo is untouched")
    func refuseInput() throws {
        let folder = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("photos/Landscapes/bridge.jpg")
        let before = try Data(contentsOf: photo)
        let run = try Tessera.run(["sheet", "photos", "-o", "photos/Landscapes/../Landscapes/bridge.jpg"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.contains("refusing to write the sheet over the photo"))
        #expect(try Data(contentsOf: photo) == before)
    }

    @Test("tessera render draws a spec at its container width times the scale")
    func render() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("grid.png").path
        let run = try Tessera.run(["render", "Tests/Fixtures/specs/compositional-grid.yaml", "-o", output, "--scale", "2"])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try ImageDecoder().decode(fileAt: output).pixels
        #expect(image.size == PixelSize(width: 400, height: 2 * 200))   // content 200 × 200 points
        let images = try Tessera.run(["render", "Tests/Fixtures/specs/waterfall-images.yaml", "-o", output])
        #expect(images.status == 0 && images.stderr == "")

        let invalid = try Tessera.run(["render", "Tests/Fixtures/specs/invalid-columns.yaml", "-o", output])
        #expect(invalid.status == 1)
        #expect(invalid.stderr.contains("layout.columnCount"))
    }
}
