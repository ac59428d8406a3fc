import Foundation
import Testing
@testable import tessera
import TesseraImage

/// `tessera sheet --layout justified`: Flickr's rows, checked at the pixels.
@Suite("tessera sheet: justified rows")
struct SheetJustifiedCommandTests {
    @Test("--layout justified: every full row ends exactly at the right padding; --row-height is checked")
    func justifiedRows() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("rows.png").path
        let result = try Tessera.run(["sheet", "SampleImages/Close-ups", "-o", output, "--layout", "justified", "--sections", "none",
                                      "--width", "800", "--padding", "10", "--spacing", "10", "--row-height", "120",
                                      "--background", "#FF00FF", "-q"])
        #expect(result.status == 0, "\(result.stderr)")
        let pixels = try ImageDecoder().decode(fileAt: output).pixels
        let magenta = RGBA8(255, 0, 255)
        // The first row is 120 ± 25 % high, so y = 55 crosses it: photo from x = 10 to 789.
        #expect(pixels[9, 55] == magenta && pixels[10, 55] != magenta)
        #expect(pixels[789, 55] != magenta && pixels[790, 55] == magenta)
        AssertUsageError(["sheet", Tessera.repository("SampleImages/Close-ups"), "-o", output, "--layout", "justified", "--row-height", "0"],
                         contains: "--row-height must be a number of points from 1 to 65500, not 0.0.")
    }
}
