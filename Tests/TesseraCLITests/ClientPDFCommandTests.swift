import Foundation
import Testing
@testable import tessera

/// Issue 40, point 8: a PDF a client can use. Its pages were lossless pictures only (a 56-page
/// proof of 2,000 photos was 350 MB, and `--quality` was refused), with no text to select or
/// search, no title or author, no bookmarks. Checked with poppler's `pdfinfo` and `pdftotext`
/// (Debian's poppler-utils, which `.ci/run` installs).
@Suite("PDF proofs for a client")
struct ClientPDFCommandTests {
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/" + tool)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test("JPEG pages at --quality, captions as text, title and author, a bookmark per section")
    func proof() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let common = ["sheet", Tessera.repositoryRoot.appendingPathComponent("SampleImages").path, "--paper", "a4", "--dpi", "100", "--labels", "-q"]
        let proof = try Tessera.run(common + ["-o", "proof.pdf", "--title", "Trip proofs", "--author", "Ana Pérez"], in: folder)
        let lossless = try Tessera.run(common + ["-o", "lossless.pdf", "--lossless"], in: folder)
        let small = try Tessera.run(common + ["-o", "small.pdf", "--quality", "40"], in: folder)
        #expect(proof.status == 0 && lossless.status == 0 && small.status == 0, "\(proof.stderr) \(lossless.stderr) \(small.stderr)")
        let bytes = { (name: String) in (try? Data(contentsOf: folder.appendingPathComponent(name)).count) ?? 0 }
        #expect(bytes("proof.pdf") * 3 < bytes("lossless.pdf") && bytes("small.pdf") < bytes("proof.pdf"))
        let pdf = try Data(contentsOf: folder.appendingPathComponent("proof.pdf"))
        #expect(pdf.range(of: Data("/Filter /DCTDecode".utf8)) != nil)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext") else {
            Issue.record("poppler-utils is not installed (.ci/run installs it): the text and information are not checked")
            return
        }
        let info = try Self.run("pdfinfo", [folder.appendingPathComponent("proof.pdf").path])
        #expect(info.contains("Title:           Trip proofs") && info.contains("Author:          Ana Pérez") && info.contains("Producer:        Tessera"), "\(info)")
        let text = try Self.run("pdftotext", [folder.appendingPathComponent("proof.pdf").path, "-"])
        for name in ["dragonfly.jpg", "bridge.jpg", "coffee.png", "hubble-deep-field.jpg"] {
            #expect(text.contains(name), "\(name) is not in the PDF's text")
        }
        // Bookmarks: one per section, in order, each to a page.
        let source = String(decoding: pdf, as: UTF8.self)
        let titles = ["Close-ups", "Landscapes", "Science"].map { title in
            "/Title <FEFF" + title.utf16.map { String(format: "%04X", $0) }.joined() + ">"
        }
        let positions = titles.compactMap { source.range(of: $0)?.lowerBound }
        #expect(positions.count == 3 && positions == positions.sorted(), "\(positions)")
        #expect(source.contains("/PageMode /UseOutlines") && source.contains("/Fit]"))
    }

    @Test("--author and --lossless go with a PDF")
    func misplaced() throws {
        AssertUsageError(["sheet", Tessera.repository("SampleImages"), "-o", "/tmp/never.png", "--author", "x"],
                         contains: "--author and --lossless go with a PDF")
    }
}
