import Foundation
import Testing
import TesseraRender

/// Issue 36, point 11: a spec's text is bounded before Yams builds its tree — by its size (1 MiB,
/// checked by stat before any byte is read) and by a counting pass over libyaml's events
/// (values, anchors, aliases, what aliases expand to, nesting through aliases).
///
/// Nothing here is timed: each case is told by the error that names its limit.
@Suite("Spec text limits before Yams builds anything")
struct SpecTextLimitTests {
    /// A folder for one test's specs.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-spec-limits-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The message of loading `text` as `name` in `folder`, or "loaded".
    static func load(_ text: String, name: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return message(path)
    }

    static func message(_ path: String) -> String {
        do {
            _ = try SpecLoader.load(path: path)
            return "loaded"
        } catch {
            return error.description
        }
    }

    /// A spec the layout accepts, for padding and for the limits' other side.
    static let valid = "sections: [{items: 2}]\nlayout: {type: flow, itemSize: {width: 10, height: 10}}\n"

    @Test("a sparse 100 MB file is refused by its size before a byte of it is read")
    func sparseFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("huge.yaml").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        #expect(ftruncate(descriptor, 100 << 20) == 0)
        close(descriptor)
        #expect(Self.message(path) == "cannot read \(path): 104857600 bytes, larger than 1 MiB, more than any spec needs")
    }

    @Test("1 MiB of spec is read; one byte more is refused")
    func sizeBoundary() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let limit = 1 << 20
        let comment = "#" + String(repeating: "x", count: limit - Self.valid.utf8.count - 2) + "\n"
        #expect(try Self.load(Self.valid + comment, name: "full.yaml", in: folder) == "loaded")
        let over = folder.appendingPathComponent("over.yaml").path
        #expect(try Self.load(Self.valid + "#" + comment, name: "over.yaml", in: folder)
            == "cannot read \(over): 1048577 bytes, larger than 1 MiB, more than any spec needs")
    }

    /// Ten anchors of ten aliases each, the last one `levels` deep: 10^levels values.
    static func laughs(levels: Int) -> [String] {
        ["&a0 [x, x, x, x, x, x, x, x, x, x]"]
            + (1...levels).map { "&a\($0) [" + Array(repeating: "*a\($0 - 1)", count: 10).joined(separator: ", ") + "]" }
    }

    @Test("an alias bomb used as a mapping key is refused before Yams hashes the key it expands to")
    func bombAsKey() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 10⁶ values in a key: Yams would hash them all (10¹² would never end) before the
        // loader, which refuses keys that are not strings, saw the tree.
        let text = "? [" + Self.laughs(levels: 6).joined(separator: ", ") + "]\n: 1\n" + Self.valid
        #expect(try Self.load(text, name: "key.yaml", in: folder)
            == "(top level): YAML aliases expand to more values than the file could hold without them")
    }

    @Test("billion laughs is refused at the alias where the expansion runs out")
    func billionLaughs() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = Self.laughs(levels: 11).enumerated().map { "a\($0.offset): \($0.element)" }.joined(separator: "\n") + "\n" + Self.valid
        // The mapping and a0…a4 hold 123,456 values, a5's list one more, each alias of a4 111,111:
        // the budget (the file's length, about 900 bytes, plus 10⁶) runs out at a5's eighth.
        #expect(try Self.load(text, name: "laughs.yaml", in: folder)
            == "a5[7]: YAML aliases expand to more values than the file could hold without them")
    }

    @Test("more aliases, anchors or values written out than a spec needs are refused with the limit and where it was passed")
    func counts() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let aliases = "t: &t x\nlist: [" + Array(repeating: "*t", count: 10_001).joined(separator: ",") + "]\n" + Self.valid
        let aliasesPath = folder.appendingPathComponent("aliases.yaml").path
        #expect(try Self.load(aliases, name: "aliases.yaml", in: folder)
            == "\(aliasesPath):2:\(8 + 3 * 10_000): more than 10000 YAML aliases, more than any spec needs")
        let anchors = "list:\n" + (0...10_000).map { "  - &a\($0) x" }.joined(separator: "\n") + "\n" + Self.valid
        let anchorsPath = folder.appendingPathComponent("anchors.yaml").path
        #expect(try Self.load(anchors, name: "anchors.yaml", in: folder)
            == "\(anchorsPath):10002:5: more than 10000 YAML anchors, more than any spec needs")
        let values = "list: [" + Array(repeating: "0", count: 200_000).joined(separator: ",") + "]\n" + Self.valid
        let valuesPath = folder.appendingPathComponent("values.yaml").path
        // The root mapping, its key "list" and the list are three: the 200,001st value is the 199,998th zero.
        #expect(try Self.load(values, name: "values.yaml", in: folder)
            == "\(valuesPath):1:\(8 + 2 * 199_997): more than 200000 values written out, more than any spec needs")
    }

    @Test("nesting through an alias counts the depth it expands to, refused at the alias")
    func deepThroughAlias() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 40 levels under a, and an alias of it 30 levels under b: 71 levels.
        let text = "a: &a " + String(repeating: "[", count: 40) + "x" + String(repeating: "]", count: 40) + "\n"
            + "b: " + String(repeating: "[", count: 30) + "*a" + String(repeating: "]", count: 30) + "\n" + Self.valid
        #expect(try Self.load(text, name: "deep.yaml", in: folder)
            == "b" + String(repeating: "[0]", count: 30) + ": nesting deeper than 64 levels is not supported")
        let plain = "sections: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n"
        #expect(try Self.load(plain, name: "deep70.yaml", in: folder)
            == "sections" + String(repeating: "[0]", count: 64) + ": nesting deeper than 64 levels is not supported")
    }
}
