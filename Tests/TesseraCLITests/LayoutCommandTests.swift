import Foundation
import Testing
@testable import tessera

/// One run of `tessera layout` from `Tests/Fixtures/specs/manifest.json`.
struct LayoutFixtureRun: Decodable, Sendable, CustomTestStringConvertible {
    var spec: String
    var arguments: [String]
    var status: Int32
    var stdout: String?
    var stderr: String?
    var stderrPrefix: String?

    var testDescription: String { ([spec] + arguments).joined(separator: " ") }

    static let folder = "Tests/Fixtures/specs"

    static func all() throws -> [LayoutFixtureRun] {
        let url = Tessera.repositoryRoot.appendingPathComponent(folder).appendingPathComponent("manifest.json")
        return try JSONDecoder().decode([LayoutFixtureRun].self, from: Data(contentsOf: url))
    }
}

@Suite("tessera layout")
struct LayoutCommandTests {
    static let fixtureRuns = (try? LayoutFixtureRun.all()) ?? []

    @Test func manifestIsReadable() throws {
        #expect(try LayoutFixtureRun.all().count == 16)
    }

    /// Each spec fixture gives exactly the expected frame dump, or fails with the expected
    /// message and exit status.
    @Test(arguments: fixtureRuns)
    func fixture(_ fixture: LayoutFixtureRun) throws {
        let run = try Tessera.run(["layout", "\(LayoutFixtureRun.folder)/\(fixture.spec)"] + fixture.arguments)
        #expect(run.status == fixture.status, "stderr: \(run.stderr)")
        if let stdout = fixture.stdout {
            let expected = try String(contentsOf: Tessera.repositoryRoot
                .appendingPathComponent(LayoutFixtureRun.folder).appendingPathComponent(stdout), encoding: .utf8)
            #expect(run.stdout == expected)
            #expect(run.stderr == "")
        }
        if let stderr = fixture.stderr {
            #expect(run.stderr == stderr)
            #expect(run.stdout == "")
        }
        if let prefix = fixture.stderrPrefix {
            #expect(run.stderr.hasPrefix(prefix), "stderr: \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1)
        }
    }

    /// Without --json: a readable table with the same numbers.
    @Test func table() throws {
        let run = try Tessera.run(["layout", "Tests/Fixtures/specs/flow-vertical.yaml"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "content size 320 × 525, 14 elements")
        #expect(lines.dropFirst().first?.split(separator: " ") == ["category", "kind", "section", "item", "x", "y", "width", "height", "zIndex"])
        #expect(lines.count == 16)
        #expect(lines[2].split(separator: " ") == ["cell", "0", "0", "10", "35", "90", "90", "0"])
        #expect(lines[7].split(separator: " ") == ["supplementary", "footer", "0", "0", "0", "240", "320", "12.5", "0"])
    }

    /// --height replaces the spec's height (it bounds a horizontal flow's columns).
    @Test func heightOverride() throws {
        let run = try Tessera.run(["layout", "Tests/Fixtures/specs/flow-horizontal.json", "--json", "--height", "160"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let size = try #require(object["contentSize"] as? [String: Double])
        // a column of 160 − 20 = 140 points holds one item of 70 (70 + 74 > 140): centred, y = 10 + 35
        #expect(size["height"] == 160)
        let attributes = try #require(object["attributes"] as? [[String: Any]])
        let first = try #require(attributes.first?["frame"] as? [Double])
        #expect(first == [36, 45, 60, 70])
    }

    /// The same spec as JSON and as YAML gives the same dump; image paths are relative to the
    /// spec's folder whatever the working directory.
    @Test func jsonYamlAndWorkingDirectory() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let images = Tessera.repositoryRoot.appendingPathComponent("Tests/Fixtures/specs/images").path
        let json = """
            {"container": {"width": 300},
             "sections": [{"items": [{"image": "\(images)/landscape_o6.jpg"}, {"image": "photos/portrait.jpg"},
                                     {"image": "photos/portrait.jpg"}, {"aspectRatio": 1}]}],
             "layout": {"type": "waterfall", "columnCount": 2, "columnSpacing": 0, "interitemSpacing": 0,
                        "sectionInset": {"top": 0, "left": 0, "bottom": 0, "right": 0}}}
            """
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("photos"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "\(images)/portrait_o8.jpg",
                                         toPath: folder.appendingPathComponent("photos/portrait.jpg").path)
        try json.write(to: folder.appendingPathComponent("spec.json"), atomically: true, encoding: .utf8)
        let run = try Tessera.run(["layout", folder.appendingPathComponent("spec.json").path, "--json"])
        let expected = try Tessera.run(["layout", "Tests/Fixtures/specs/waterfall-images.yaml", "--json"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout == expected.stdout)
        let fromInside = try Tessera.run(["layout", "spec.json", "--json"], in: folder)
        #expect(fromInside.stdout == expected.stdout)
    }

    /// YAML typing: a quoted number is a string; `8px` is a string; duplicate keys are an error.
    @Test(arguments: [
        ("columnSpacing: '8'", #"tessera: layout.columnSpacing: expected a number, got "8""#),
        ("columnSpacing: 8px", #"tessera: layout.columnSpacing: expected a number, got "8px""#),
        ("columnSpacing: [8]", "tessera: layout.columnSpacing: expected a number, got a list"),
        ("itemRenderDirection: sideways",
         #"tessera: layout.itemRenderDirection: expected one of shortestFirst, leftToRight, rightToLeft, got "sideways""#),
    ])
    func yamlValues(line: String, message: String) throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let yaml = "sections:\n  - items: 2\nlayout:\n  type: waterfall\n  \(line)\n"
        try yaml.write(to: folder.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
        let run = try Tessera.run(["layout", "spec.yaml"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr == message + "\n")
    }

    @Test func duplicateKeysAndEmptyFiles() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "sections: []\nlayout: {type: flow}\nsections: []\n".write(
            to: folder.appendingPathComponent("twice.yaml"), atomically: true, encoding: .utf8)
        try "".write(to: folder.appendingPathComponent("empty.yaml"), atomically: true, encoding: .utf8)
        let twice = try Tessera.run(["layout", "twice.yaml"], in: folder)
        #expect(twice.status == 1)
        #expect(twice.stderr.hasPrefix("tessera: twice.yaml: invalid JSON or YAML at "))
        #expect(twice.stderr.contains("duplicate key \"sections\""))
        let empty = try Tessera.run(["layout", "empty.yaml"], in: folder)
        #expect(empty.status == 1)
        #expect(empty.stderr == "tessera: empty.yaml: the spec is empty\n")
    }

    @Test func unreadableSpec() throws {
        let missing = try Tessera.run(["layout", "Tests/Fixtures/specs/nope.yaml", "--json"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "tessera: cannot read Tests/Fixtures/specs/nope.yaml: no such file\n")
        #expect(missing.stdout == "")
        let folder = try Tessera.run(["layout", "Tests/Fixtures/specs"])
        #expect(folder.status == 1)
        #expect(folder.stderr == "tessera: cannot read Tests/Fixtures/specs: it is a folder\n")
    }

    /// Usage errors exit with 2 and print the usage (parsed in-process: nothing runs).
    @Test(arguments: [
        ["layout"],
        ["layout", "Tests/Fixtures/specs/flow-vertical.yaml", "--width", "0"],
        ["layout", "Tests/Fixtures/specs/flow-vertical.yaml", "--height", "-5"],
        ["layout", "Tests/Fixtures/specs/flow-vertical.yaml", "--width", "wide"],
        ["layout", "Tests/Fixtures/specs/flow-vertical.yaml", "--jsn"],
        ["layout", "Tests/Fixtures/specs/flow-vertical.yaml", "--size", "wide"],
    ])
    func usageErrors(arguments: [String]) {
        AssertUsageError(arguments, contains: "Usage: tessera layout <spec> [--width <width>] [--height <height>] [--size <size>] [--json]")
    }

    /// --size WIDTHxHEIGHT is --width and --height at once.
    @Test func sizeOption() throws {
        let bySize = try Tessera.run(["layout", "Tests/Fixtures/specs/flow-horizontal.json", "--json", "--size", "300x160"])
        let byOptions = try Tessera.run(["layout", "Tests/Fixtures/specs/flow-horizontal.json", "--json", "--width", "300", "--height", "160"])
        #expect(bySize.status == 0)
        #expect(bySize.stdout == byOptions.stdout)
        // 140 points per column hold one item: section 0 is 24 + 12 + 7 × 60 + 6 × 8 + 12 = 516 wide;
        // section 1: 24 + 12 + 40 + 8 + 35 + 12 = 131
        #expect(bySize.stdout.hasPrefix("{\n  \"contentSize\": {\"width\": 647, \"height\": 160},\n"))
    }

    /// --size parses as the spec's size; a size that is not WIDTHxHEIGHT above 0, or beside
    /// --width, is a usage error (in-process).
    @Test func sizeOptionParsing() throws {
        let spec = "Tests/Fixtures/specs/flow-horizontal.json"
        let bySize = try AssertParse(["layout", spec, "--json", "--size", "300x160"], as: LayoutCommand.self)
        #expect(bySize.container.size == "300x160" && bySize.json && bySize.container.width == nil && bySize.container.height == nil)
        #expect(ContainerSizeOptions.parseSize("300x160")! == (300, 160) && ContainerSizeOptions.parseSize("390×844")! == (390, 844))
        AssertUsageError(["layout", spec, "--size", "300"],
                         prefix: "Error: --size must be WIDTHxHEIGHT in points greater than 0, such as 390x844, got \"300\"\n")
        AssertUsageError(["layout", spec, "--size", "0x10"], prefix: "Error: --size must be WIDTHxHEIGHT")
        AssertUsageError(["layout", spec, "--size", "300x160", "--width", "300"],
                         prefix: "Error: --size cannot be combined with --width or --height\n")
    }

    @Test func widthErrorMessage() {
        AssertUsageError(["layout", "Tests/Fixtures/specs/flow-vertical.yaml", "--width", "0"],
                         prefix: "Error: --width must be a number of points greater than 0, got 0\n")
    }

    @Test func help() {
        let run = ParsedCommandLine(["layout", "--help"])
        #expect(run.status == 0 && run.command == nil && run.stderr == "")
        #expect(run.stdout.contains("USAGE: tessera layout <spec> [--width <width>] [--height <height>] [--size <size>] [--json]"))
        #expect(run.stdout.contains("--json"))
        let root = ParsedCommandLine(["--help"])
        #expect(root.status == 0 && root.stdout.contains("layout"))
    }
}
