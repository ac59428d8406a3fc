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

        --width and --height (or --size WIDTHxHEIGHT) replace the spec's container size, in \
        points as the spec's are (only thumbnail's --width is in pixels). --json \
        prints the frame dump: the content size and every element's frame, by section, cells \
        before supplementaries before decorations. Without it, a table.

        Exit status: 0 on success, 1 when the spec is invalid or a file cannot be read (the \
        message names the key path or the file), 2 on usage errors.
        """
    )

    @Argument(help: "A layout spec file (JSON or YAML).")
    var spec: String

    @OptionGroup var container: ContainerSizeOptions

    @Flag(help: "Print the frame dump of docs/layout-spec.md as JSON.")
    var json = false

    func run() throws {
        let (width, height) = container.requested
        let laidOut = try SpecLayout(path: spec, width: width, height: height)
        for warning in laidOut.warnings { printError("tessera: warning: \(warning)") }
        // Streamed: the text of ten million elements would take gigabytes on top of the layout.
        var output = StandardOutputStream()
        if json { laidOut.result.writeFrameDumpJSON(to: &output) } else { laidOut.result.writeFrameTable(to: &output) }
        output.flush()
    }
}
