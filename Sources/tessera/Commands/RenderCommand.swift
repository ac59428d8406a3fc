import ArgumentParser
import Foundation
import TesseraImage
import TesseraLayout
import TesseraRender

/// `tessera render SPEC -o OUT.png [--width W] [--height H] [--size WxH] [--scale S]`: a layout spec drawn.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a layout spec to a PNG: wireframes, photos and section titles.",
        discussion: """
        SPEC is a JSON or YAML layout spec (see docs/layout-spec.md). Items given as `image:` are drawn from \
        the photo (aspect-fill); `items: N`, `aspectRatio:` and `size:` items are drawn as \
        wireframes labelled with their index path; section titles go in the headers; section \
        backgrounds are drawn below the cells. The whole content is drawn; frames beyond the \
        container's width (orthogonal sections) are clipped. --width and --height (or --size \
        WIDTHxHEIGHT) replace the spec's container size, in points as the spec's are; the \
        picture is that many points times --scale pixels (only thumbnail's --width is in pixels).

        Exit status: 0 when the PNG was written, 1 when the spec is invalid or the PNG cannot be \
        written (photos that fail to decode become placeholders and are listed), 2 on usage errors.
        """
    )

    @Argument(help: "A layout spec file (JSON or YAML).")
    var spec: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "The picture to write: NAME.png, NAME.jpg or NAME.jpeg, or - for standard output (PNG unless --format jpeg).")
    var output: String

    @OptionGroup var container: ContainerSizeOptions

    @Option(help: "Pixels per point (default: the spec's scale, else 1).")
    var scale: Double?

    @OptionGroup var rendering: RenderingOptions

    @OptionGroup var picture: PictureOutputOptions

    func validate() throws {
        if output.isEmpty { throw ValidationError("--output must name a file, or - for standard output.") }
        if let scale, !(scale.isFinite && scale > 0) {
            throw ValidationError("--scale must be a number greater than 0, not \(scale).")
        }
        _ = try picture.format(of: output, allowsPDF: false)
        try OptionChecks.refuseTerminalOutput(output)
    }

    func run() throws {
        let (width, height) = container.requested
        let laidOut = try SpecLayout(path: spec, width: width, height: height)
        if let file = overwrittenInput(among: laidOut.inputPaths, by: output) {
            throw CommandFailure("refusing to write the picture over its input \(file)")
        }
        for warning in laidOut.warnings { printError("tessera: warning: \(warning)") }
        let pixelsPerPoint = scale.map { CGFloat($0) } ?? laidOut.spec.scale
        let options = rendering.renderOptions(scale: pixelsPerPoint)
        let renderer: LayoutRenderer
        do {
            renderer = try LayoutRenderer(style: rendering.style.sheetStyle, options: options)
        } catch {
            throw CommandFailure("\(output): \(error)")
        }
        let size = laidOut.result.contentSize
        try PictureFit.check(renderer.pixelSize(of: laidOut.result),
                             what: "\(spec): the content (\(DumpNumber.format(size.width))×\(DumpNumber.format(size.height)) points at \(DumpNumber.format(pixelsPerPoint))×)",
                             advice: "lower --scale, --width or --height, or make the spec's content smaller")
        if try picture.format(of: output, allowsPDF: false) == .jpeg {
            try PictureFit.check(renderer.pixelSize(of: laidOut.result), as: .jpeg, what: "\(spec): the content",
                                 advice: "lower --scale, --width or --height, or write a PNG")
        }
        let report: RenderReport
        do {
            let encoding = try picture.encoding(try picture.format(of: output, allowsPDF: false), compression: rendering.compression.compression)
            report = try renderer.renderPicture(laidOut.result, content: laidOut.content, to: output, encoding: encoding)
        } catch {
            throw CommandFailure("\(output): \(error)")
        }
        for failure in report.failures { printProblem("failed", failure.path, failure.message) }
        for warning in report.warnings { printProblem("warning", warning.path, warning.message) }
    }
}
