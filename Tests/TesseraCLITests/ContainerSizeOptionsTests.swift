import ArgumentParser
import Testing
@testable import tessera

/// Issue 42, point 7: `layout` and `render` share one option group for the container size, in
/// points, with one validation; `thumbnail --width` says it is in pixels.
@Suite("Container size options (layout and render)")
struct ContainerSizeOptionsTests {
    static let spec = "Tests/Fixtures/specs/flow-vertical.yaml"

    @Test("render takes --size as layout does (a usage error before: it had no --size)")
    func renderSize() throws {
        let render = try AssertParse(["render", Self.spec, "-o", "/tmp/never.png", "--size", "390x844"], as: RenderCommand.self)
        #expect(render.container.requested == (390, 844))
        let layout = try AssertParse(["layout", Self.spec, "--width", "390"], as: LayoutCommand.self)
        #expect(layout.container.requested.width == 390 && layout.container.requested.height == nil)
    }

    @Test("both commands refuse the same sides with the same words", arguments: ["layout", "render"])
    func sameErrors(command: String) {
        let output = command == "render" ? ["-o", "/tmp/never.png"] : []
        AssertUsageError([command, Self.spec] + output + ["--width", "0"],
                         prefix: "Error: --width must be a number of points greater than 0, got 0\n")
        AssertUsageError([command, Self.spec] + output + ["--height", "2000000"],
                         prefix: "Error: --height must be at most 1000000 points, got 2000000\n")
        AssertUsageError([command, Self.spec] + output + ["--size", "2000000x10"],
                         prefix: "Error: --size's width must be at most 1000000 points, got 2000000\n")
        AssertUsageError([command, Self.spec] + output + ["--size", "300x160", "--height", "3"],
                         prefix: "Error: --size cannot be combined with --width or --height\n")
    }

    @Test("help says which --width is in points and which in pixels")
    func units() {
        #expect(ParsedCommandLine(["render", "--help"]).stdout.contains("--width <width>         Container width in points"))
        #expect(ParsedCommandLine(["render", "--help"]).stdout.contains("--size <size>           Container size as WIDTHxHEIGHT in points"))
        #expect(ParsedCommandLine(["sheet", "--help"]).stdout.contains("Sheet width in points (default 1200); the picture"))
        #expect(ParsedCommandLine(["thumbnail", "--help"]).stdout.contains("Thumbnail width in pixels, not points"))
    }
}
