import Foundation
import Testing

/// Issue 23, second round, end to end: specs and folders that used to be misread.
@Suite("Hostile specs and pages, second round")
struct HostileSpecsCommandTests {
    /// The most memory a run refused before its work may take: start-up, the spec or the
    /// photos' headers, and no more (measured 2026-11-29, debug build: 28 MB for `--help`, 30–37 MB for these refusals).
    static let refusalPeak = 200 << 20

    @Test("a YAML or JSON spec that starts with a byte-order mark is read like one without")
    func byteOrderMark() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [("bom.yaml", "sections: [{items: 2}]\nlayout: {type: flow, itemSize: {width: 10, height: 10}}\n"),
                             ("bom.json", #"{"sections": [{"items": 2}], "layout": {"type": "flow", "itemSize": {"width": 10, "height": 10}}}"#)] {
            try (Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)).write(to: folder.appendingPathComponent(name))
            try Data(text.utf8).write(to: folder.appendingPathComponent("plain-" + name))
            let marked = try Tessera.run(["layout", name, "--json"], in: folder)
            let plain = try Tessera.run(["layout", "plain-" + name, "--json"], in: folder)
            #expect(marked.status == 0, "\(name): \(marked.stderr)")
            #expect(marked.stdout == plain.stdout && plain.stdout.contains("\"item\": 1"), "\(name)")
        }
    }

    @Test("items: .nan is not a finite number; an image path holding \\0 is refused with its key path")
    func oddScalars() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = [
            ("nan.yaml", "sections: [{items: .nan}]\nlayout: {type: flow}\n",
             "tessera: sections[0].items: must be a finite number, got nan\n"),
            ("nul.yaml", "sections: [{items: [{image: \"a\\0b.jpg\"}]}]\nlayout: {type: flow}\n",
             "tessera: sections[0].items[0].image: must not contain a NUL character (\\0), got \"a\\u0000b.jpg\"\n"),
        ]
        for (name, text, message) in cases {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            for command in ["layout", "render"] {
                let run = try Tessera.run(command == "layout" ? ["layout", name] : ["render", name, "-o", "out.png"], in: folder)
                #expect(run.status == 1, "\(command) \(name)")
                #expect(run.stderr == message, "\(command) \(name)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }

    @Test("one long title aliased into a thousand headers is refused by the text it expands to, in bounded memory")
    func aliasedTitle() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 1 MB of title, aliased into 999 more sections: 1 GB of header text.
        let text = "sections:\n  - {title: &t \"" + String(repeating: "a", count: 1_000_000) + "\", items: 1}\n"
            + String(repeating: "  - {title: *t, items: 1}\n", count: 999) + "layout: {type: waterfall, headerHeight: 20}\n"
        try text.write(to: folder.appendingPathComponent("titles.yaml"), atomically: true, encoding: .utf8)
        // Bounded by memory, not by the clock: the run's own peak stays far below the 1 GB
        // the aliases expand to (refused at the third title, after 2 MB of text).
        let run = try Tessera.runMeasured(["layout", "titles.yaml"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr == "tessera: sections[2].title: YAML aliases expand to more than \(text.utf8.count + 1_000_000) bytes of text (the file's length plus a million)\n")
        #expect(run.peakBytes > 0 && run.peakBytes < Self.refusalPeak, "peak \(run.peakBytes) bytes")
    }

    @Test("a sheet as tall as --page-height, or a pixel or ten shorter or taller, is one page: no page of padding alone",
          arguments: [-10, -1, 0, 1])
    func noSliverPages(offset: Int) throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sheet = ["sheet", Tessera.repositoryRoot.appendingPathComponent("SampleImages/Landscapes").path, "-o", "s.png",
                     "--width", "600", "--columns", "3", "--glyphs", "boxes", "--jobs", "1"]
        // 7 photos in 3 columns: 504 pixels (504.4 points, 16 of them padding below the last row).
        let whole = try Tessera.run(sheet, in: folder)
        #expect(whole.stderr.contains("s.png (600×504 px"), "\(whole.stderr)")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("s.png"))
        let paged = try Tessera.run(sheet + ["--page-height", String(504 + offset)], in: folder)
        #expect(paged.status == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(written == ["s.png"], "\(paged.stderr)")
    }

    @Test("render and sheet refuse a picture of more than a billion pixels up front (exit 2), saying what to do")
    func pixelBombs() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Under 300 bytes: a header a billion points high.
        try "sections: [{title: A, items: 3}]\nlayout: {type: waterfall, headerHeight: 1000000000}\n"
            .write(to: folder.appendingPathComponent("tall.yaml"), atomically: true, encoding: .utf8)
        // Refused up front: each run's peak memory is its start-up's, not a billion pixels' 4 GB
        // nor the photos decoded at 60,000 pixels wide.
        let render = try Tessera.runMeasured(["render", "tall.yaml", "-o", "tall.png"], in: folder)
        #expect(render.status == 2)
        #expect(render.stderr.hasPrefix("Error: tall.yaml: the content (390×1000000390 points at 1×) would be 390×1000000390 pixels, "
            + "more than the 1000000000 pixels one picture may have: lower --scale, --width or --height, or make the spec's content smaller.\n"),
                "\(render.stderr)")
        // 7 photos a column 60,000 pixels wide: 60000×280,000-odd pixels.
        #expect(render.peakBytes > 0 && render.peakBytes < Self.refusalPeak, "peak \(render.peakBytes) bytes")
        let sheet = try Tessera.runMeasured(["sheet", Tessera.repositoryRoot.appendingPathComponent("SampleImages/Landscapes").path,
                                             "-o", "wide.png", "--width", "60000", "--columns", "1", "--glyphs", "boxes"], in: folder)
        #expect(sheet.status == 2)
        #expect(sheet.stderr.hasPrefix("Error: the sheet would be 60000×"), "\(sheet.stderr)")
        #expect(sheet.stderr.contains(" pixels, more than the 1000000000 pixels one picture may have: cut it into pages with "
            + "--page-height (at most 16666 at this width and scale), or lower --width or --scale.\n"), "\(sheet.stderr)")
        #expect(sheet.peakBytes > 0 && sheet.peakBytes < Self.refusalPeak, "peak \(sheet.peakBytes) bytes")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["tall.yaml"])
    }

    @Test("info on a folder without photos says so on stderr and exits 1, as sheet does")
    func infoOnEmptyFolder() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try "not a photo".write(to: folder.appendingPathComponent("empty/notes.txt"), atomically: true, encoding: .utf8)
        let text = try Tessera.run(["info", "empty"], in: folder)
        #expect(text.status == 1)
        #expect(text.stdout == "")
        #expect(text.stderr == "empty: no photos in this folder (Tessera reads JPEG, PNG, WebP, TIFF, GIF, BMP, HEIC/HEIF, AVIF and camera RAW files)\n")
        let json = try Tessera.run(["info", "--json", "empty"], in: folder)
        #expect(json.status == 1)
        #expect(json.stdout == "[\n  {\"path\": \"empty\", \"error\": \"no photos in this folder (Tessera reads JPEG, PNG, WebP, TIFF, GIF, BMP, HEIC/HEIF, AVIF and camera RAW files)\"}\n]\n")
        let sheet = try Tessera.run(["sheet", "empty", "-o", "sheet.png"], in: folder)
        #expect(sheet.status == 1 && sheet.stderr.contains("empty: no photos in this folder (Tessera reads JPEG, PNG, WebP, TIFF, GIF, BMP, HEIC/HEIF, AVIF and camera RAW files)"))
    }
}
