import Foundation
import Testing
import TesseraImage
import TesseraRender

/// Issue 37, point 1: the index built from the records alone.
@Suite("Archive index")
struct ArchiveIndexTests {
    static func record(_ folder: String, drawn: Int, damaged: Int = 0, pages: Int = 1) -> ArchiveRecord {
        let name = folder.isEmpty ? "Archive" : folder
        let outputs = (0..<pages).map { page in
            ArchiveRecord.Output(path: pages == 1 ? "\(name).png" : "\(name)-\(page + 1).png", width: 600, height: 400, bytes: 1000)
        }
        return ArchiveRecord(archive: "Archive", folder: folder, photos: drawn, drawn: drawn, failed: 0, damaged: damaged, outputs: outputs,
                             written: "2026-11-29T09:00:00Z", fingerprint: String(repeating: "0", count: 64))
    }

    @Test("records round-trip through their JSON; anything else is no record")
    func recordJSON() {
        let record = Self.record("2024/05-18", drawn: 12, damaged: 1)
        #expect(ArchiveRecord.read(record.json()) == record)
        #expect(ArchiveRecord.read(Array("{\"folder\": 3}".utf8)) == nil)
        #expect(String(decoding: record.json(), as: UTF8.self).contains("\"path\" : \"2024/05-18.png\""))
    }

    @Test("the page groups sheets by the folder tree, escapes names and links pages")
    func page() {
        let records = [Self.record("", drawn: 1), Self.record("2024/05 & <18>", drawn: 12, damaged: 2),
                       Self.record("2024/06", drawn: 3, pages: 2), Self.record("2025", drawn: 4)]
        let html = ArchiveIndex.html(records, title: "Archive")
        #expect(html.contains("<h1>Archive</h1>"))
        #expect(html.contains("<section><h2>2024</h2>"))
        #expect(html.contains("<a href=\"2024/05%20%26%20%3C18%3E.png\"><img src=\"2024/05%20%26%20%3C18%3E.png\" loading=\"lazy\" alt=\"2024/05 &amp; &lt;18&gt;\"></a><figcaption>05 &amp; &lt;18&gt; · 12 photos · <span class=\"damaged\">2 damaged</span></figcaption>"))
        #expect(html.contains("pages <a href=\"2024/06-1.png\">1</a> <a href=\"2024/06-2.png\">2</a>"))
        // 2025 is outside 2024's section: it is closed first.
        let closing = html.range(of: "</section>\n<div class=\"sheets\"><figure><a href=\"2025.png\">")
        #expect(closing != nil)
        #expect(html.components(separatedBy: "<section>").count == html.components(separatedBy: "</section>").count)
    }

    @Test("index.json totals the records; records are found under the folder, hidden folders skipped")
    func written() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-index-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("2024"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".tessera"), withIntermediateDirectories: true)
        try Data(Self.record("2024/05", drawn: 5).json()).write(to: folder.appendingPathComponent("2024/05.sheet.json"))
        try Data(Self.record("2023", drawn: 2, damaged: 1).json()).write(to: folder.appendingPathComponent("2023.sheet.json"))
        try Data(Self.record("hidden", drawn: 9).json()).write(to: folder.appendingPathComponent(".tessera/hidden.sheet.json"))
        try Data("garbage".utf8).write(to: folder.appendingPathComponent("broken.sheet.json"))
        let found = try ArchiveIndex.write(under: folder.path, title: nil)
        #expect(found.records.map(\.folder) == ["2023", "2024/05"])
        #expect(found.problems.map(\.message) == ["not a readable sheet record"])
        let json = try String(contentsOf: folder.appendingPathComponent("index.json"), encoding: .utf8)
        #expect(json.hasPrefix("{\n  \"damaged\" : 1,\n  \"drawn\" : 7,\n  \"failed\" : 0,\n  \"folders\" : 2,\n  \"photos\" : 7,"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
    }
}
