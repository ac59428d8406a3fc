import Foundation
import Testing
@testable import tessera
import TesseraImage

/// `tessera thumbnail` for a photographer (issue 27): several photos into a folder, --height
/// alone, no upscaling unless asked, and no PNG bytes on a terminal; subcommand typos.
@Suite("tessera thumbnail: several photos, sizes, no upscaling; subcommand names")
struct ThumbnailBatchCommandTests {
    static func size(_ path: String) throws -> PixelSize { try ImageDecoder().decode(fileAt: path).pixels.size }

    @Test("several photos and -o DIR/: one PNG each, named after the photo; the folder is made")
    func severalIntoAFolder() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("thumbs").path + "/"
        let run = try Tessera.run(["thumbnail", "SampleImages/Landscapes/bridge.jpg", "SampleImages/Science/logo.png", "-o", out, "--width", "60"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.size(out + "bridge.png") == PixelSize(width: 60, height: 34))   // 1200×675
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == ["bridge.png", "logo.png"])
        // Several photos and a file name: a usage error, nothing written.
        let file = folder.appendingPathComponent("one.png").path
        let bad = try Tessera.run(["thumbnail", "SampleImages/Landscapes/bridge.jpg", "SampleImages/Science/logo.png", "-o", file, "--width", "60"])
        #expect(bad.status == 2 && bad.stderr.contains("2 photos need an output folder: -o DIR/"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file))
        // A photo that fails is reported; the others are written; exit 1.
        let broken = folder.appendingPathComponent("broken.jpg").path
        try Data("not a photo".utf8).write(to: URL(fileURLWithPath: broken))
        let mixed = try Tessera.run(["thumbnail", broken, "SampleImages/Landscapes/bridge.jpg", "-o", folder.appendingPathComponent("mixed").path + "/", "--width", "60"])
        #expect(mixed.status == 1 && mixed.stderr.hasPrefix("tessera: \(broken): "), "\(mixed.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("mixed/bridge.png").path))
    }

    @Test("--height alone keeps the aspect ratio; no upscaling unless --upscale")
    func heightAloneAndNoUpscaling() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("t.png").path
        let tall = try Tessera.run(["thumbnail", "SampleImages/Landscapes/bridge.jpg", "-o", output, "--height", "90"])
        #expect(tall.status == 0, "\(tall.stderr)")
        #expect(try Self.size(output) == PixelSize(width: 160, height: 90))
        // A 90×60 photo asked at 300 wide stays 90×60, and says so.
        let small = folder.appendingPathComponent("small.png").path
        try PNGWriter.write(PixelBuffer(width: 90, height: 60, filledWith: RGBA8(10, 20, 30)), to: small)
        let kept = try Tessera.run(["thumbnail", small, "-o", output, "--width", "300"])
        #expect(kept.status == 0)
        #expect(kept.stderr == "tessera: \(small): not enlarged: the photo is 90×60 (--upscale enlarges it)\n")
        #expect(try Self.size(output) == PixelSize(width: 90, height: 60))
        let box = try Tessera.run(["thumbnail", small, "-o", output, "--width", "180", "--height", "180"])
        #expect(box.status == 0)
        #expect(try Self.size(output) == PixelSize(width: 60, height: 60))   // the 180×180 fill box, scaled by 1/3
        let enlarged = try Tessera.run(["thumbnail", small, "-o", output, "--width", "300", "--upscale"])
        #expect(enlarged.status == 0 && enlarged.stderr.isEmpty)
        #expect(try Self.size(output) == PixelSize(width: 300, height: 200))
        AssertUsageError(["thumbnail", small, "-o", output], contains: "Give --width, --height or both.")
    }

    /// Standard output a terminal: `script` gives the child a pseudo-terminal.
    @Test("PNG bytes are not written to a terminal", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func refusesATerminal() throws {
        let command = "\(Tessera.executable.path) thumbnail SampleImages/Science/logo.png -o - --width 8; echo status=$?"
        let run = try Tessera.run(["-q", "-e", "-c", command, "/dev/null"], program: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(run.stdout.contains("Refusing to write a PNG to a terminal"), "\(run.stdout)")
        #expect(run.stdout.contains("status=2"), "\(run.stdout)")
    }

    @Test func subcommandTyposAndHelpForNoSuchSubcommand() {
        AssertUsageError(["shet", "SampleImages", "-o", "x.png"], prefix: "Error: Unknown subcommand 'shet'. Did you mean 'sheet'?\n")
        AssertUsageError(["help", "nosuch"], prefix: "Error: Unknown subcommand 'nosuch'.\n")
        AssertUsageError(["help", "thumbnial"], contains: "Did you mean 'thumbnail'?")
        let good = ParsedCommandLine(["help", "sheet"])
        #expect(good.status == 0 && good.stdout.contains("USAGE: tessera sheet"))
    }
}
