import Foundation
import Testing

/// Issue 23, second round, end to end: specs and folders that used to be misread.
@Suite("Hostile specs and pages, second round")
struct HostileSpecsCommandTests {
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

    @Test("one long title aliased into a thousand headers is refused by the text it expands to, in moments")
    func aliasedTitle() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 1 MB of title, aliased into 999 more sections: 1 GB of header text.
        let text = "sections:\n  - {title: &t \"" + String(repeating: "a", count: 1_000_000) + "\", items: 1}\n"
            + String(repeating: "  - {title: *t, items: 1}\n", count: 999) + "layout: {type: waterfall, headerHeight: 20}\n"
        try text.write(to: folder.appendingPathComponent("titles.yaml"), atomically: true, encoding: .utf8)
        let started = Date()
        let run = try Tessera.run(["layout", "titles.yaml"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr == "tessera: sections[2].title: YAML aliases expand to more than \(text.utf8.count + 1_000_000) bytes of text (the file's length plus a million)\n")
        #expect(Date().timeIntervalSince(started) < 30)
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
        #expect(text.stderr == "empty: no photos in this folder (Tessera reads JPEG and PNG files)\n")
        let json = try Tessera.run(["info", "--json", "empty"], in: folder)
        #expect(json.status == 1)
        #expect(json.stdout == "[\n  {\"path\": \"empty\", \"error\": \"no photos in this folder (Tessera reads JPEG and PNG files)\"}\n]\n")
        let sheet = try Tessera.run(["sheet", "empty", "-o", "sheet.png"], in: folder)
        #expect(sheet.status == 1 && sheet.stderr.contains("empty: no photos in this folder (Tessera reads JPEG and PNG files)"))
    }
}
