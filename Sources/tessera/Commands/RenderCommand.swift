import ArgumentParser
import Foundation
import TesseraImage
import TesseraLayout
import TesseraRender

/// `tessera render SPEC -o OUT.png [--width W] [--height H] [--scale S]`: a layout spec drawn.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a layout spec to a PNG: wireframes, photos and section titles.",
        discussion: """
        SPEC is a JSON or YAML layout spec (see docs/layout-spec.md). Items given as `image:` are drawn from \
        the photo (aspect-fill); `items: N`, `aspectRatio:` and `size:` items are drawn as \
        wireframes labelled with their index path; section titles go in the headers; section \
        backgrounds are drawn below the cells. The whole content is drawn; frames beyond the \
        container's width (orthogonal sections) are clipped.

        Exit status: 0 when the PNG was written, 1 when the spec is invalid or the PNG cannot be \
        written (photos that fail to decode become placeholders and are listed), 2 on usage errors.
        """
    )

    @Argument(help: "A layout spec file (JSON or YAML).")
    var spec: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "The PNG to write, or - for standard output.")
    var output: String

    @Option(help: "Container width in points, instead of the spec's.")
    var width: Double?

    @Option(help: "Container height in points, instead of the spec's.")
    var height: Double?

    @Option(help: "Pixels per point (default: the spec's scale, else 1).")
    var scale: Double?

    @Option(help: "Colour scheme: light or dark.")
    var style: StyleArgument = .light

    @Option(help: "PNG compression: fast, default or best.")
    var compression: CompressionArgument = .default

    @Option(help: "A font file or fontconfig name (default DejaVu Sans).")
    var font: String?

    @Option(help: "Text glyphs: outlines (the font's) or boxes (each glyph a box, for snapshot tests).")
    var glyphs: GlyphMode = .outlines

    @Option(help: "Photos decoded at once (default: one per processor).")
    var jobs: Int?

    func validate() throws {
        if output.isEmpty { throw ValidationError("--output must name a file, or - for standard output.") }
        for (name, value) in [("--width", width), ("--height", height), ("--scale", scale)] {
            if let value, !(value.isFinite && value > 0 && (name == "--scale" || value <= 1_000_000)) {
                throw ValidationError("\(name) must be a number greater than 0, not \(value).")
            }
        }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256, not \(jobs).") }
        if output == "-" && isatty(1) == 1 {
            throw ValidationError("Refusing to write a PNG to a terminal: redirect standard output or give -o FILE.")
        }
    }

    func run() throws {
        let laidOut = try SpecLayout(path: spec, width: width, height: height)
        if let file = overwrittenInput(among: laidOut.inputPaths, by: output) {
            throw CommandFailure("refusing to write the picture over its input \(file)")
        }
        for warning in laidOut.warnings { printError("tessera: warning: \(warning)") }
        let pixelsPerPoint = scale.map { CGFloat($0) } ?? laidOut.spec.scale
        let size = laidOut.result.contentSize
        guard size.width * pixelsPerPoint <= 65_500, size.height * pixelsPerPoint <= 2_000_000 else {
            throw CommandFailure("\(spec): the content (\(size.width)×\(size.height) points at \(pixelsPerPoint)×) is too large to render")
        }
        var options = RenderOptions(scale: pixelsPerPoint, glyphMode: glyphs, font: font)
        if let jobs { options.jobs = jobs }
        let report: RenderReport
        do {
            let renderer = try SheetRenderer(style: style.sheetStyle, options: options)
            report = try renderer.renderPNG(laidOut.result, content: Self.content(of: laidOut), to: output,
                                            compression: compression.compression)
        } catch {
            throw CommandFailure("\(output): \(error)")
        }
        for failure in report.failures { printProblem("failed", failure.path, failure.message) }
        for warning in report.warnings { printProblem("warning", warning.path, warning.message) }
    }

    /// What each item of the spec shows: its photo, or a wireframe.
    static func content(of laidOut: SpecLayout) -> SheetContent {
        let cells = laidOut.spec.sections.map { section -> [CellContent] in
            switch section.items {
            case .placeholders(let count):
                return Array(repeating: .wireframe, count: count)
            case .list(let items):
                return items.map { item in
                    guard let path = laidOut.photoPath(of: item) else { return .wireframe }
                    return .photo(path: path, label: (path as NSString).lastPathComponent)
                }
            }
        }
        var content = SheetContent(cells: cells, sectionTitles: laidOut.spec.sections.map(\.title))
        if case .compositional(let layout, _) = laidOut.spec.layout {
            for section in laidOut.spec.sections.indices {
                if let list = layout.listConfiguration(ofSection: section) { content.listSections[section] = list }
            }
        }
        return content
    }
}
