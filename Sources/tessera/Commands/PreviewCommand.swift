import ArgumentParser
import Foundation
import TesseraImage
import TesseraLayout
import TesseraRender

/// `tessera preview SPEC|FOLDER -o OUT.png`: one layout at several container sizes, side by side.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render a layout spec or a folder of photos at several container sizes, side by side.",
        discussion: """
        Each size is laid out afresh (fractional sizes, section providers and orthogonal \
        sections adapt to it), rendered at --scale, and placed on one PNG under a caption with \
        its name and size. Sizes: iphone-portrait (393×852), iphone-landscape (852×393), \
        iphone-se (375×667), ipad-portrait (820×1180), ipad-landscape (1180×820), or WIDTHxHEIGHT \
        in points.

        --viewport (the default) shows one screen of each size, scrolled to --offset; pinned \
        headers clamp to it as docs/layout-spec.md says. --full shows the whole content. --debug-frames \
        outlines every frame and labels it with its index path and kind.

        A FOLDER is laid out as `tessera sheet` lays it out, with its --layout, --columns, \
        --spacing, --padding, --sections, --labels and --label, at each size's width.

        --before A --after B (instead of SPEC) previews an update: both specs laid out at the \
        first size, side by side, the batch update between them computed from identifiers \
        (sections' `id:` or title, items' `ids:` or image paths, else positions) as a diffable \
        data source computes it: deleted items outlined in red with a cross in the before panel, \
        inserted ones in green in the after panel, moved ones in orange in both with a tag \
        "old → new" index path, reloaded ones in blue.

        Exit status: 0 when the PNG was written, 1 when the input is invalid or the PNG cannot \
        be written, 2 on usage errors.
        """
    )

    @Argument(help: ArgumentHelp("A layout spec file (JSON or YAML) or a folder of photos.", valueName: "input"))
    var inputArgument: String?

    @Option(help: ArgumentHelp("An update preview: the spec before the update (with --after).", valueName: "spec"))
    var before: String?

    @Option(help: ArgumentHelp("An update preview: the spec after the update (with --before).", valueName: "spec"))
    var after: String?

    @Option(help: ArgumentHelp("With --before and --after: also write the update as an animated PNG (APNG), items sliding, fading in and out as in UIKit's batch-update animation.", valueName: "file"))
    var animation: String?

    /// SPEC or FOLDER (validated to be given unless --before and --after are).
    var input: String { inputArgument ?? before ?? "" }

    @Option(name: [.customShort("o"), .customLong("output")], help: "The picture to write: NAME.png, NAME.jpg or NAME.jpeg, or - for standard output (PNG unless --format jpeg).")
    var output: String

    @Option(help: "Comma-separated presets or WIDTHxHEIGHT sizes in points.")
    var sizes = "iphone-portrait,iphone-landscape"

    @Option(help: "Pixels per point.")
    var scale: Double = 2

    @Flag(help: "--viewport: one screen of each size (default); --full: the whole content.")
    var extent: Extent = .viewport

    @Option(help: "Scroll the viewport down to this many points.")
    var offset: Double = 0

    @Flag(help: "Outline every frame and label it with its index path and element kind.")
    var debugFrames = false

    /// Folder input: laid out as `tessera sheet` lays it out, with its options and defaults.
    @OptionGroup var sheetLayout: SheetLayoutOptions

    @OptionGroup var rendering: RenderingOptions

    @OptionGroup var outputOptions: PictureOutputOptions

    /// How much of each layout is shown.
    enum Extent: String, EnumerableFlag {
        case viewport, full
    }

    func validate() throws {
        switch (inputArgument, before, after) {
        case (.some, nil, nil), (nil, .some, .some): break
        case (.some, _, _): throw ValidationError("Give a SPEC or FOLDER, or --before and --after, not both.")
        case (nil, nil, nil): throw ValidationError("Give a SPEC or FOLDER to preview, or --before and --after.")
        default: throw ValidationError("An update preview needs both --before and --after.")
        }
        if animation != nil && before == nil { throw ValidationError("--animation needs --before and --after.") }
        if let animation, animation.isEmpty || animation == "-" { throw ValidationError("--animation must name a file.") }
        do {
            _ = try PreviewSize.parseList(sizes)
        } catch {
            throw ValidationError(error.description)
        }
        guard scale.isFinite && scale > 0 && scale <= 8 else { throw ValidationError("--scale must be greater than 0 and at most 8, not \(scale).") }
        guard offset.isFinite && offset >= 0 && offset <= LayoutSpec.maximumMagnitude else {
            throw ValidationError("--offset must be a number of points from 0 to \(Int(LayoutSpec.maximumMagnitude)), not \(offset).")
        }
        // Folder input: every size must leave room for the photos.
        if inputIsFolder, let narrowest = (try? PreviewSize.parseList(sizes))?.map(\.size.width).min() {
            try OptionChecks.requireRoom(width: Double(narrowest), columns: sheetLayout.columns(at: Double(narrowest)),
                                         spacing: sheetLayout.spacing, padding: sheetLayout.padding)
        }
        if output.isEmpty { throw ValidationError("--output must name a file, or - for standard output.") }
        _ = try outputOptions.format(of: output, allowsPDF: false)
        try OptionChecks.refuseTerminalOutput(output)
    }

    /// How the picture is written: PNG or JPEG, from the output's name or `--format`.
    func encoding() throws -> PictureEncoding {
        try outputOptions.encoding(try outputOptions.format(of: output, allowsPDF: false), compression: rendering.compression.compression)
    }

    func run() throws {
        let previewSizes = try PreviewSize.parseList(sizes)
        var options = rendering.renderOptions(scale: CGFloat(scale))
        options.debugFrames = debugFrames
        let renderer: LayoutRenderer
        let captions: TextRasterizer
        do {
            renderer = try LayoutRenderer(style: rendering.style.sheetStyle, options: options)
            captions = try TextRasterizer(fontPath: rendering.glyphs == .boxes ? nil : FontLocator.locate(rendering.font), mode: rendering.glyphs)
        } catch {
            throw CommandFailure("\(error)")
        }
        if let before, let after, let size = previewSizes.first {
            return try previewUpdate(from: before, to: after, at: size, renderer: renderer, captions: captions, jobs: options.jobs)
        }

        let folderInput = inputIsFolder
        let collection = folderInput ? PhotoCollector.collect([input], order: .name, jobs: options.jobs) : nil
        let photos = collection?.photos ?? []
        if let photo = overwrittenInput(among: photos.map(\.path), by: output) {
            throw CommandFailure("refusing to write the preview over the photo \(photo)")
        }
        let board = PreviewBoard(scale: CGFloat(scale), text: captions)
        var panels: [PreviewPanel] = []
        var failures: [RenderReport.Problem] = collection?.problems ?? []
        for previewSize in previewSizes {
            let (result, content) = try layOut(at: previewSize.size, safeArea: previewSize.name == nil ? nil : previewSize.safeAreaInsets,
                                               photos: folderInput ? photos : nil)
            let region = extent == .full
                ? CGRect(origin: .zero, size: result.contentSize)
                : CGRect(x: 0, y: CGFloat(offset), width: previewSize.size.width, height: previewSize.size.height)
            try PictureFit.check(renderer.pixelSize(of: result, region: region), as: .inMemory,
                                 what: "\(input) at \(previewSize.caption): the preview",
                                 advice: extent == .full ? "show one screen with --viewport (the default), or lower --scale" : "lower --scale")
            let image: PixelBuffer, report: RenderReport
            do {
                (image, report) = try renderer.renderImage(result, content: content, region: region)
            } catch {
                throw CommandFailure("\(input) at \(previewSize.caption): \(error)")
            }
            failures += report.failures.filter { !failures.contains($0) }
            panels.append(PreviewPanel(caption: previewSize.caption, image: image))
            do {
                try board.checkSize(of: panels)
            } catch {
                throw CommandFailure("\(input): the board of \(panels.count) previews: \(error)")
            }
        }
        let picture: PixelBuffer
        do {
            picture = try board.compose(panels)
        } catch {
            throw CommandFailure("\(input): \(error)")
        }
        do {
            let format = try encoding()
            try WorkerPool.withThreads(options.jobs) { pool in try format.write(picture, to: output, workers: pool) }
        } catch {
            throw CommandFailure("\(output): \(error)")
        }
        for failure in failures { printProblem("failed", failure.path, failure.message) }
    }

    /// Whether the input is a folder of photos (otherwise a spec).
    private var inputIsFolder: Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The frames and content at one container size.
    /// A preset's safe area replaces the spec's; an explicit size keeps the spec's.
    private func layOut(at size: CGSize, safeArea: DirectionalEdgeInsets?, photos: [GalleryPhoto]?) throws -> (LayoutResult, SheetContent) {
        if let photos {
            return try sheetLayout.contactSheet(width: Double(size.width)).make(photos, style: rendering.style.sheetStyle)
        }
        let viewport = extent == .viewport && offset > 0 ? CGPoint(x: 0, y: offset) : nil
        let laidOut = try SpecLayout(path: input, width: Double(size.width), height: Double(size.height), viewportOffset: viewport,
                                     safeArea: safeArea)
        if let file = overwrittenInput(among: laidOut.inputPaths, by: output) {
            throw CommandFailure("refusing to write the preview over its input \(file)")
        }
        for warning in laidOut.warnings { printError("tessera: warning: \(warning)") }
        return (laidOut.result, laidOut.content)
    }
}
