import ArgumentParser
import Foundation
import TesseraImage
import TesseraLayout
import TesseraRender

/// `tessera layout SPEC [--width W] [--height H] [--size WxH] [--json]`: computes the frames of a
/// layout spec (docs/layout-spec.md) and prints them, as a table or as the frame dump of docs/layout-spec.md.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Compute the frames of a layout spec and print them.",
        discussion: """
        SPEC is a JSON or YAML layout spec (see docs/layout-spec.md): a container, sections of items and a \
        waterfall, flow or compositional layout. Items given as `image:` take their aspect ratio from the file's \
        header (EXIF orientation honoured); relative paths are relative to the spec's folder.

        --width and --height (or --size WIDTHxHEIGHT) replace the spec's container size. --json \
        prints the frame dump: the content size and every element's frame, by section, cells \
        before supplementaries before decorations. Without it, a table.

        Exit status: 0 on success, 1 when the spec is invalid or a file cannot be read (the \
        message names the key path or the file), 2 on usage errors.
        """
    )

    @Argument(help: "A layout spec file (JSON or YAML).")
    var spec: String

    @Option(help: "Container width in points, instead of the spec's.")
    var width: Double?

    @Option(help: "Container height in points, instead of the spec's.")
    var height: Double?

    @Option(help: "Container size as WIDTHxHEIGHT in points (e.g. 390x844), instead of the spec's.")
    var size: String?

    @Flag(help: "Print the frame dump of docs/layout-spec.md as JSON.")
    var json = false

    /// The container size the command line asks for: `--size`, or `--width` and `--height`.
    private var requestedSize: (width: Double?, height: Double?) {
        guard let size, let parsed = Self.parseSize(size) else { return (width, height) }
        return (parsed.width, parsed.height)
    }

    /// `390x844` (or `390×844`) as two numbers greater than 0.
    static func parseSize(_ text: String) -> (width: Double, height: Double)? {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        return (width, height)
    }

    func validate() throws {
        if let size {
            guard Self.parseSize(size) != nil else {
                throw ValidationError("--size must be WIDTHxHEIGHT in points greater than 0, such as 390x844, got \"\(size)\"")
            }
            if width != nil || height != nil { throw ValidationError("--size cannot be combined with --width or --height") }
        }
        for value in [width, height, Self.parseSize(size ?? "")?.width, Self.parseSize(size ?? "")?.height].compactMap({ $0 })
        where value > Double(LayoutSpec.Container.maximumSide) {
            throw ValidationError("container sides must be at most 1000000 points, got \(DumpNumber.format(value))")
        }
        if let width, !(width.isFinite && width > 0) {
            throw ValidationError("--width must be a number of points greater than 0, got \(DumpNumber.format(width))")
        }
        if let height, !(height.isFinite && height > 0) {
            throw ValidationError("--height must be a number of points greater than 0, got \(DumpNumber.format(height))")
        }
    }

    func run() throws {
        let (width, height) = requestedSize
        let laidOut = try SpecLayout(path: spec, width: width, height: height)
        for warning in laidOut.warnings { printError("tessera: warning: \(warning)") }
        // Streamed: the text of ten million elements would take gigabytes on top of the layout.
        var output = StandardOutputStream()
        if json { laidOut.result.writeFrameDumpJSON(to: &output) } else { laidOut.result.writeFrameTable(to: &output) }
        output.flush()
    }
}
