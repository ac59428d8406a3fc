import Foundation
import Testing

/// Issue 36, point 11, end to end: `layout` and `render` refuse a spec too large to read (1 MiB)
/// or whose text holds more than a spec needs, before Yams builds anything, exit 1 with the
/// limit named. (A 100 MB spec was still growing at 3.7 GB after 120 s.)
@Suite("Spec text limits, end to end")
struct SpecTextLimitCommandTests {
    @Test("a sparse 100 MB spec is refused by its size: exit 1, the size and the limit named, nothing written")
    func sparseSpec() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let descriptor = open(folder.appendingPathComponent("huge.yaml").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0 && ftruncate(descriptor, 100 << 20) == 0)
        close(descriptor)
        for arguments in [["layout", "huge.yaml"], ["render", "huge.yaml", "-o", "out.png"]] {
            let run = try Tessera.run(arguments, in: folder, timeout: 60)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.stderr == "tessera: cannot read huge.yaml: 104857600 bytes, larger than 1 MiB, more than any spec needs\n",
                    "\(arguments): \(run.stderr.prefix(300))")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["huge.yaml"])
    }

    @Test("an endless spec (/dev/zero) is refused after 1 MiB")
    func endless() throws {
        let run = try Tessera.run(["layout", "/dev/zero"], timeout: 60)
        #expect(run.status == 1)
        #expect(run.stderr == "tessera: cannot read /dev/zero: larger than 1 MiB, more than any spec needs\n")
    }

    @Test("an alias bomb in a mapping key (10¹² values) is refused before Yams hashes it")
    func bombAsKey() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let anchors = ["&a0 [x, x, x, x, x, x, x, x, x, x]"]
            + (1...12).map { "&a\($0) [" + Array(repeating: "*a\($0 - 1)", count: 10).joined(separator: ", ") + "]" }
        try ("? [" + anchors.joined(separator: ", ") + "]\n: 1\nsections: [{items: 1}]\nlayout: {type: flow}\n")
            .write(to: folder.appendingPathComponent("key.yaml"), atomically: true, encoding: .utf8)
        for arguments in [["layout", "key.yaml"], ["render", "key.yaml", "-o", "out.png"]] {
            // A watchdog, not a measure: before the counting pass this never ended.
            let run = try Tessera.run(arguments, in: folder, timeout: 30)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.stderr == "tessera: (top level): YAML aliases expand to more values than the file could hold without them\n",
                    "\(arguments): \(run.stderr.prefix(300))")
        }
    }

    @Test("more than 10,000 aliases are refused with the file, the line and column, and the limit")
    func tooManyAliases() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ("t: &t x\nlist: [" + Array(repeating: "*t", count: 10_001).joined(separator: ",") + "]\n"
            + "sections: [{items: 1}]\nlayout: {type: flow}\n")
            .write(to: folder.appendingPathComponent("aliases.yaml"), atomically: true, encoding: .utf8)
        for arguments in [["layout", "aliases.yaml"], ["render", "aliases.yaml", "-o", "out.png"]] {
            let run = try Tessera.run(arguments, in: folder, timeout: 60)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.stderr == "tessera: aliases.yaml:2:30008: more than 10000 YAML aliases, more than any spec needs\n",
                    "\(arguments): \(run.stderr.prefix(300))")
        }
    }
}
