import Foundation
import Testing

/// A font that fontconfig does not have is an error the user sees: one line naming the font and
/// what to do, exit status 1, nothing written (fontconfig's substitute is never used silently).
@Suite("tessera: a missing font")
struct FontNotFoundCommandTests {
    static let message = "tessera: font not found: NoSuchFontFamily Tessera (install the fonts-dejavu-core package "
        + "for the default font, or pass --font PATH with a .ttf or .otf file)\n"

    @Test("sheet --font with an unknown family: exit 1, the message, no sheet")
    func sheet() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("s.png").path
        let run = try Tessera.run(["sheet", "SampleImages/Close-ups", "-o", output, "--width", "300", "-q",
                                   "--font", "NoSuchFontFamily Tessera"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr == Self.message, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
