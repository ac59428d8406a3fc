import Foundation
import Testing

/// The Photographer's Guide's proof for a client, run as the guide writes it (issue 40): a shoot
/// with a RAW+JPEG pair, ratings, a colour label and a reject in XMP sidecars; three-star photos
/// and up, rejects kept greyed, numbered captions, a frame index and a JPEG PDF.
@Suite("The guide's proof workflow")
struct ProofWorkflowCommandTests {
    @Test("the guide's command: the right frames, the index, the PDF's pages, text and information")
    func proof() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shoot = folder.appendingPathComponent("Wedding")
        try FileManager.default.createDirectory(at: shoot, withIntermediateDirectories: true)
        let root = Tessera.repositoryRoot
        for (name, source) in [("DSC_0101.dng", "Tests/Fixtures/raw/dng-preview-o6.dng"), ("DSC_0101.JPG", "SampleImages/Landscapes/bridge.jpg"),
                               ("DSC_0102.JPG", "SampleImages/Landscapes/life.jpg"), ("DSC_0103.JPG", "SampleImages/Landscapes/sunset.jpg"),
                               ("scan-01.png", "SampleImages/Science/coffee.png")] {
            try FileManager.default.copyItem(at: root.appendingPathComponent(source), to: shoot.appendingPathComponent(name))
        }
        try SheetXMPCommandTests.packet(#"xmp:Rating="4" xmp:Label="Red""#).write(to: shoot.appendingPathComponent("DSC_0101.xmp"))
        try SheetXMPCommandTests.packet(#"xmp:Rating="2""#).write(to: shoot.appendingPathComponent("DSC_0102.xmp"))
        try SheetXMPCommandTests.packet(#"xmp:Rating="-1""#).write(to: shoot.appendingPathComponent("DSC_0103.xmp"))
        try SheetXMPCommandTests.packet(#"xmp:Rating="3" xmpDM:pick="1""#).write(to: shoot.appendingPathComponent("scan-01.xmp"))
        let run = try Tessera.run(["sheet", "Wedding", "-o", "proof.pdf", "--paper", "a4", "--dpi", "100", "--min-rating", "3", "--show-rejects",
                                   "--label", #"{index}. {name}\n{date}"#, "--title", "Wedding proofs", "--author", "Ana Pérez",
                                   "--header-text", "© Ana Pérez {date}", "--index-csv", "proof-frames.csv"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        // DSC_0101 once (its RAW), DSC_0102 below three stars left out, DSC_0103 kept greyed, the scan picked.
        #expect(run.stderr.contains("tessera: 3 photos, 3 drawn → proof.pdf"), "\(run.stderr)")
        let csv = try String(contentsOf: folder.appendingPathComponent("proof-frames.csv"), encoding: .utf8)
        #expect(csv == """
        frame,page,file,rating,label,flag
        1,1,Wedding/DSC_0101.dng,4,Red,
        2,1,Wedding/DSC_0103.JPG,-1,,reject
        3,1,Wedding/scan-01.png,3,,pick

        """, "\(csv)")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext") else {
            Issue.record("poppler-utils is not installed (.ci/run installs it)")
            return
        }
        let text = try ClientPDFCommandTests.run("pdftotext", [folder.appendingPathComponent("proof.pdf").path, "-"])
        for caption in ["1. DSC_0101.dng", "2. DSC_0103.JPG", "3. scan-01.png"] { #expect(text.contains(caption), "\(caption) in \(text)") }
        let info = try ClientPDFCommandTests.run("pdfinfo", [folder.appendingPathComponent("proof.pdf").path])
        #expect(info.contains("Title:           Wedding proofs") && info.contains("Pages:           1"), "\(info)")
    }
}
