import Foundation
import Testing
@testable import tessera
import TesseraImage

/// `tessera thumbnail`, run as the built binary: output files, pixels, messages and exit codes.
@Suite("tessera thumbnail")
struct ThumbnailCommandTests {
    /// Runs `tessera thumbnail` with `arguments`, writing to `out.png` in a new folder.
    static func thumbnail(_ input: String, _ arguments: [String]) throws -> (run: TesseraRun, output: String, folder: URL) {
        let folder = try Tessera.temporaryFolder()
        let output = folder.appendingPathComponent("out.png").path
        let run = try Tessera.run(["thumbnail", input, "-o", output] + arguments)
        return (run, output, folder)
    }

    static func decode(_ path: String) throws -> DecodedImage {
        try ImageDecoder().decode(fileAt: path)
    }

    @Test("--width alone keeps the displayed aspect ratio of a rotated photo")
    func widthAlone() throws {
        let (run, output, folder) = try Self.thumbnail("SampleImages/Landscapes/aitzgorri.jpg", ["--width", "200"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 0 && run.stdout == "" && run.stderr == "")
        let image = try Self.decode(output)
        #expect(image.pixels.size == PixelSize(width: 200, height: 300))   // shown 800×1200
        #expect(image.info.orientation == .up)
        // The same picture as the library makes it.
        let library = try ImageDecoder().thumbnail(fileAt: Tessera.repositoryRoot.appendingPathComponent("SampleImages/Landscapes/aitzgorri.jpg").path, width: 200)
        #expect(image.pixels == library.pixels)
    }

    @Test("fill gives exactly W×H; fit the largest picture inside W×H", arguments: [
        ("fill", 120, 120, 120, 120), ("fit", 120, 120, 120, 68), ("fill", 50, 200, 50, 200), ("fit", 50, 200, 50, 28),
    ])
    func modes(mode: String, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int) throws {
        // bridge.jpg is 1200×675.
        let (run, output, folder) = try Self.thumbnail("SampleImages/Landscapes/bridge.jpg",
                                                       ["--width", "\(width)", "--height", "\(height)", "--mode", mode])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.decode(output).pixels.size == PixelSize(width: expectedWidth, height: expectedHeight))
    }

    @Test("a solid-colour PNG stays that exact colour; transparency is kept as RGBA")
    func pixelValues() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.png").path
        var source = PixelBuffer(width: 90, height: 60, filledWith: RGBA8(30, 140, 220))
        for y in 0..<60 { for x in 60..<90 { source[x, y] = .clear } }
        try PNGWriter.write(source, to: input)
        let output = folder.appendingPathComponent("out.png").path
        let run = try Tessera.run(["thumbnail", input, "-o", output, "--width", "30"])
        #expect(run.status == 0)
        let image = try Self.decode(output)
        #expect(image.pixels.size == PixelSize(width: 30, height: 20))
        #expect(image.pixels[5, 10] == RGBA8(30, 140, 220))
        #expect(image.pixels[29, 10] == .clear)
        guard case .png(let details) = image.info.details else { Issue.record("not a PNG"); return }
        #expect(details.colorType == 6)
    }

    @Test("-o - writes the same PNG to standard output")
    func standardOutput() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let piped = folder.appendingPathComponent("piped.png")
        #expect(FileManager.default.createFile(atPath: piped.path, contents: nil))
        let process = Process()
        process.executableURL = Tessera.executable
        process.arguments = ["thumbnail", "SampleImages/Science/astronaut.jpg", "-o", "-", "--width", "16"]
        process.currentDirectoryURL = Tessera.repositoryRoot
        let handle = try FileHandle(forWritingTo: piped)
        process.standardOutput = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        #expect(process.terminationStatus == 0)
        let file = folder.appendingPathComponent("file.png").path
        #expect(try Tessera.run(["thumbnail", "SampleImages/Science/astronaut.jpg", "-o", file, "--width", "16"]).status == 0)
        let pipedBytes = try Data(contentsOf: piped)
        #expect(pipedBytes == (try Data(contentsOf: URL(fileURLWithPath: file))))
        #expect(try Self.decode(piped.path).pixels.size == PixelSize(width: 16, height: 16))
    }

    /// A JPEG damaged here, from the committed `ladybird_baseline_420.jpg` (800×500), named for its damage.
    static func damagedJPEG(_ name: String) throws -> [UInt8] {
        let jpeg = try Tessera.bytes(of: "Tests/Fixtures/jpeg/ladybird_baseline_420.jpg")
        switch name {
        case "max_size.jpg": return try JPEGSurgery.withFrameSize(jpeg, width: 65535, height: 65535)
        case "component_93.jpg": return try JPEGSurgery.withScanComponentID(jpeg, 93)
        case "precision_12.jpg": return try JPEGSurgery.withPrecision(jpeg, bits: 12)
        // A 3×62728 frame whose scan names a component the frame lacks (as an OSS-Fuzz find does).
        case "strip_3x62728.jpg": return try JPEGSurgery.withScanComponentID(JPEGSurgery.withFrameSize(jpeg, width: 3, height: 62728), 93)
        default: throw JPEGSurgery.Failure.missing(name)
        }
    }

    /// Writes ``damagedJPEG(_:)`` `name` into a new folder and returns its path and the folder.
    static func writeDamagedJPEG(_ name: String) throws -> (path: String, folder: URL) {
        let folder = try Tessera.temporaryFolder()
        let path = folder.appendingPathComponent(name).path
        try Data(damagedJPEG(name)).write(to: URL(fileURLWithPath: path))
        return (path, folder)
    }

    @Test("a file that cannot be decoded exits 1, naming the file and the reason", arguments: [
        ("Tests/Fixtures/corrupt/text_named.jpg", "not an image: the file starts with none of the signatures Tessera reads (JPEG, PNG, WebP, TIFF, GIF, BMP, HEIC/HEIF, AVIF and camera RAW)"),
        ("max_size.jpg", "image too large: 65535×65535 pixels exceeds the limit of 65500 pixels a side"),
        ("component_93.jpg", "corrupt JPEG data: Invalid component ID 93 in SOS"),
        ("precision_12.jpg", "unsupported JPEG data: Unsupported JPEG data precision 12"),
        ("does-not-exist.jpg", "cannot read file: No such file or directory"),
    ])
    func undecodable(input: String, reason: String) throws {
        // Names without a folder, but the missing file, are JPEGs damaged by the test (damagedJPEG).
        let made: (path: String, folder: URL)? = try input.contains("/") || input == "does-not-exist.jpg" ? nil : Self.writeDamagedJPEG(input)
        defer { if let made { try? FileManager.default.removeItem(at: made.folder) } }
        let path = made?.path ?? input
        let (run, output, folder) = try Self.thumbnail(path, ["--width", "64", "--height", "64"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 1)
        #expect(run.stderr == "tessera: \(path): \(reason)\n")
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("a truncated JPEG is made with a warning; --strict refuses it")
    func truncated() throws {
        let input = "Tests/Fixtures/corrupt/truncated_mid_scan.jpg"
        let (run, output, folder) = try Self.thumbnail(input, ["--width", "80"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("tessera: \(input): warning: Premature end of JPEG file\n"))
        #expect(try Self.decode(output).pixels.size == PixelSize(width: 80, height: 50))
        let strict = try Self.thumbnail(input, ["--width", "80", "--strict"])
        defer { try? FileManager.default.removeItem(at: strict.folder) }
        #expect(strict.run.status == 1)
        #expect(strict.run.stderr == "tessera: \(input): damaged JPEG data (strict decoding): Premature end of JPEG file\n")
    }

    @Test("a thumbnail too large to allocate is refused: a 3×62728 strip at width 64 would be 64×1338197")
    func outputTooLarge() throws {
        let (input, made) = try Self.writeDamagedJPEG("strip_3x62728.jpg")
        defer { try? FileManager.default.removeItem(at: made) }
        let (run, _, folder) = try Self.thumbnail(input, ["--width", "64", "--upscale"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run.status == 1)
        #expect(run.stderr == "tessera: \(input): thumbnail too large: 64×1338197 pixels exceeds the limit of 65500 pixels a side"
                + " (the photo is 3×62728); give --height too to bound the thumbnail (--height H --mode fit keeps the whole photo)\n")
    }

    @Test("a 2×60000 strip at --width 64 is refused as a thumbnail too large, not as a photo too large; --height makes it")
    func stripThumbnailTooLarge() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strip = folder.appendingPathComponent("strip.png").path
        try PNGWriter.write(PixelBuffer(width: 2, height: 60_000, filledWith: RGBA8(200, 100, 50)), to: strip)
        let output = folder.appendingPathComponent("thumb.png").path
        let run = try Tessera.run(["thumbnail", strip, "-o", output, "--width", "64", "--upscale"])
        #expect(run.status == 1)
        #expect(run.stderr == "tessera: \(strip): thumbnail too large: 64×1920000 pixels exceeds the limit of 65500 pixels a side"
                + " (the photo is 2×60000); give --height too to bound the thumbnail (--height H --mode fit keeps the whole photo)\n")
        #expect(!FileManager.default.fileExists(atPath: output))
        let bounded = try Tessera.run(["thumbnail", strip, "-o", output, "--width", "64", "--height", "2000", "--mode", "fit"])
        #expect(bounded.status == 0, "\(bounded.stderr)")
        #expect(try Self.decode(output).pixels.height == 2000)
    }

    @Test("an output folder that does not exist exits 1, naming the output")
    func missingOutputFolder() throws {
        let run = try Tessera.run(["thumbnail", "SampleImages/Science/logo.png", "-o", "/nonexistent-tessera/x.png", "--width", "8"])
        #expect(run.status == 1)
        #expect(run.stderr == "tessera: /nonexistent-tessera/x.png: cannot create file: No such file or directory\n")
    }

    @Test("usage errors exit 2", arguments: [
        ["thumbnail", "SampleImages/Science/logo.png", "-o", "x.png"],
        ["thumbnail", "SampleImages/Science/logo.png", "-o", "x.png", "--width", "0"],
        ["thumbnail", "SampleImages/Science/logo.png", "-o", "x.png", "--width", "10", "--height", "-3"],
        ["thumbnail", "SampleImages/Science/logo.png", "-o", "x.png", "--width", "10", "--mode", "stretch"],
        ["thumbnail", "-o", "x.png", "--width", "10"],
    ])
    func usage(arguments: [String]) {
        // In-process, the photo's path absolute; a usage error leaves no command to run, so no x.png.
        AssertUsageError(arguments.map { $0.hasPrefix("SampleImages/") ? Tessera.repository($0) : $0 },
                         contains: "Usage: tessera thumbnail")
    }

    @Test("the width usage error says what is wrong")
    func widthMessage() {
        AssertUsageError(["thumbnail", Tessera.repository("SampleImages/Science/logo.png"), "-o", "x.png", "--width", "70000"],
                         prefix: "Error: --width must be between 1 and 65500, not 70000.\n")
    }
}
