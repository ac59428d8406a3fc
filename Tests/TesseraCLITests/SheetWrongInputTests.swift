import Foundation
import Testing
@testable import tessera
import TesseraImage

/// Typos are errors: `tessera sheet` with paths that do not exist, folders without photos, and
/// `--highlight` naming a file that is not among the photos.
@Suite("tessera sheet: wrong inputs")
struct SheetWrongInputTests {
    @Test("a path that does not exist and nothing else: a usage error (exit 2) naming it, no sheet")
    func onlyMissing() throws {
        // In-process: a usage error leaves no command to run, so no sheet.
        AssertUsageError(["sheet", "NoSuchDir", "-o", "s.png"], contains: "No such file or folder: NoSuchDir.")
    }

    @Test("a folder whose only files are no images (named .jpg and .png): exit 1, nothing written")
    func onlyNonImages() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("junk"), withIntermediateDirectories: true)
        try Data("<html>not a photo</html>".utf8).write(to: folder.appendingPathComponent("junk/page.jpg"))
        try Data().write(to: folder.appendingPathComponent("junk/empty.png"))
        let run = try Tessera.run(["sheet", "junk", "-o", "s.png"], in: folder)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("tessera: warning: junk: no photos in this folder: 2 files are not an image (Tessera reads JPEG, PNG, WebP, TIFF, GIF, BMP, HEIC/HEIF, AVIF and camera RAW files)\n"), "\(run.stderr)")
        #expect(run.stderr.contains("tessera: failed: junk/page.jpg: not an image"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("s.png").path))
        // Named on their own, the same.
        let files = try Tessera.run(["sheet", "junk/page.jpg", "-o", "s.png"], in: folder)
        #expect(files.status == 1 && files.stderr.contains("no sheet written: no photos (junk/page.jpg: not an image)"), "\(files.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("s.png").path))
    }

    @Test("an empty folder says so: exit 1, no sheet")
    func emptyFolder() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try Data("not a photo".utf8).write(to: folder.appendingPathComponent("empty/notes.txt"))
        let run = try Tessera.run(["sheet", "empty", "-o", "s.png"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.contains("tessera: warning: empty: no photos in this folder (Tessera reads JPEG, PNG, WebP, TIFF, GIF, BMP, HEIC/HEIF, AVIF and camera RAW files)\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("s.png").path))
    }

    @Test("a missing path beside real photos: a usage error (exit 2) naming every missing path, nothing written")
    func missingBesidePhotos() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("s.png").path
        AssertUsageError(["sheet", Tessera.repository("SampleImages/Close-ups"), "NoSuchDir", "typo.jpg", "-o", output, "--width", "300", "-q"],
                         contains: "No such files or folders: NoSuchDir, typo.jpg.")
    }

    /// Tests/Fixtures/color/known-incorrect-srgb.png carries a profile libpng takes for HP's
    /// sRGB of 1998 (same length, intent and checksums); before issue 27 its benign warning made
    /// the photo "damaged" and `--fail-on warning` exit 1.
    @Test("libpng's \"iCCP: known incorrect sRGB profile\" is not damage: --fail-on warning passes")
    func knownIncorrectSRGBIsNotDamage() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("s.png").path
        let run = try Tessera.run(["sheet", "Tests/Fixtures/color/known-incorrect-srgb.png", "-o", output, "--width", "100",
                                   "--fail-on", "warning"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("warning") && !run.stderr.contains("damaged"), "\(run.stderr)")
        #expect(run.stderr.contains("1 photo, 1 drawn →"), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: output))
    }

    @Test("--highlight naming a file that is not among the photos is a usage error naming it")
    func strayHighlight() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("s.png").path
        let stray = try Tessera.run(["sheet", "SampleImages/Close-ups", "-o", output, "--highlight", "SampleImages/Close-ups/nothere.jpg"])
        #expect(stray.status == 2)
        #expect(stray.stderr.contains("--highlight SampleImages/Close-ups/nothere.jpg is not among the photos."), "\(stray.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
        let good = try Tessera.run(["sheet", "SampleImages/Close-ups", "-o", output, "-q", "--width", "300",
                                    "--highlight", "./SampleImages/Close-ups/wine.jpg"])
        #expect(good.status == 0, "\(good.stderr)")
    }

    @Test("--column-width picks the columns that fit: the same sheet as the --columns it amounts to")
    func columnWidth() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.png").path, b = folder.appendingPathComponent("b.png").path
        // (800 − 2 × 16 + 8) / (180 + 8) = 4.1: four columns.
        let adaptive = try Tessera.run(["sheet", "SampleImages/Close-ups", "-o", a, "--width", "800", "--column-width", "180", "-q"])
        let fixed = try Tessera.run(["sheet", "SampleImages/Close-ups", "-o", b, "--width", "800", "--columns", "4", "-q"])
        #expect(adaptive.status == 0 && fixed.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
        AssertUsageError(["sheet", Tessera.repository("SampleImages/Close-ups"), "-o", a, "--column-width", "0"],
                         contains: "--column-width must be a number of points from 1 to 1000000, not 0.0.")
    }
}
