import Foundation
import Testing
import TesseraImage

/// `tessera sheet --paper`: printed pages of an exact size with their resolution (issue 17).
@Suite("tessera sheet: print pages")
struct SheetPrintCommandTests {
    @Test("--paper letter --dpi 100: pages of 850×1100 pixels, pHYs at 100 dpi, the photos inside the margin")
    func letter() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("print.png").path
        let result = try Tessera.run(["sheet", "SampleImages", "-o", output, "--paper", "letter", "--dpi", "100",
                                      "--margin", "0.5in", "--layout", "grid", "--columns", "3", "--background", "#FF00FF"])
        #expect(result.status == 0, "\(result.stderr)")
        // 21 photos in three sections of 3 columns (about 2.4 inches a row) need two letter pages.
        #expect(result.stderr.contains("print-1.png (850×1100 px") && result.stderr.contains("print-2.png (850×1100 px"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
        let first = folder.appendingPathComponent("print-1.png").path
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: first)))
        #expect(Array(bytes[37..<50]) == Array("pHYs".utf8) + [0, 0, 0x0F, 0x61, 0, 0, 0x0F, 0x61, 1])   // 3,937 a metre
        let pixels = try ImageDecoder().decode(bytes: bytes).pixels
        let magenta = RGBA8(255, 0, 255)
        // Margin 0.5 in = 50 pixels: nothing but background there, something inside it.
        #expect((0..<1100).allSatisfy { pixels[49, $0] == magenta && pixels[800, $0] == magenta })
        #expect((0..<850).allSatisfy { pixels[$0, 49] == magenta && pixels[$0, 1050] == magenta })
        #expect((50..<800).contains { x in (50..<1050).contains { pixels[x, $0] != magenta } })
    }

    @Test("wrong print options are usage errors", arguments: [
        (["--paper", "a5"], "--paper must be a4, a3, letter, legal, or a size such as 210x297mm or 8.5x11in, not 'a5'."),
        (["--dpi", "300"], "--dpi and --margin need --paper."),
        (["--paper", "a4", "--width", "800"], "--paper sets the width, scale and page height: leave out --width, --scale and --page-height."),
        (["--paper", "a4", "--dpi", "10"], "--dpi must be between 36 and 2400, not 10.0."),
        (["--paper", "a4", "--margin", "wide"], "--margin must be a length such as 10mm, 0.5in or 12pt, not 'wide'."),
        (["--paper", "a4", "--margin", "100mm"], "--margin 100mm leaves less than an inch to print on A4."),
    ])
    func usage(arguments: [String], message: String) throws {
        let run = try Tessera.run(["sheet", "SampleImages", "-o", "/tmp/never-written.png"] + arguments)
        #expect(run.status == 2)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }
}
