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

        A FOLDER is laid out as `tessera sheet` lays it out, with --layout, --columns, \
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

    @Option(help: "Folder input: waterfall, grid, flow or justified.")
    var layout: ContactSheet.Kind = .waterfall

    @Option(help: "Folder input: number of columns.")
    var columns = 2

    @Option(help: "Folder input: justified rows' height to aim for, in points (Flickr's targetRowHeight); default two thirds of a column's width.")
    var rowHeight: Double?

    @Option(help: "Folder input, instead of --columns: as many columns as fit at least this many points each, at each size.")
    var columnWidth: Double?

    @Option(help: "Folder input: space between photos in points.")
    var spacing: Double = 4

    @Option(help: "Folder input: space around the content in points.")
    var padding: Double = 8

    @Option(help: "Folder input: folders (subfolders become sections) or none.")
    var sections: ContactSheet.Sections = .folders

    @Flag(help: "Folder input: file names under the photos.")
    var labels = false

    @Option(help: ArgumentHelp("Folder input: a caption under each photo, as for tessera sheet ({name}, {camera}, {exposure}, …; \\n starts a line).", valueName: "format"))
    var label: String?

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
        guard (1...100).contains(columns) else { throw ValidationError("--columns must be between 1 and 100, not \(columns).") }
        try OptionChecks.requireColumnSizes(columnWidth: columnWidth, rowHeight: rowHeight)
        try OptionChecks.requirePoints([("--spacing", spacing), ("--padding", padding)])
        // Folder input: every size must leave room for the photos.
        if inputIsFolder, let narrowest = (try? PreviewSize.parseList(sizes))?.map(\.size.width).min() {
            try OptionChecks.requireRoom(width: Double(narrowest), columns: columns(at: Double(narrowest)), spacing: spacing, padding: padding)
        }
        try OptionChecks.requireLabelFormat(label)
        if output.isEmpty { throw ValidationError("--output must name a file, or - for standard output.") }
        _ = try outputOptions.format(of: output, allowsPDF: false)
        try OptionChecks.refuseTerminalOutput(output)
    }

    /// How the picture is written: PNG or JPEG, from the output's name or `--format`.
    private func encoding() throws -> PictureEncoding {
        outputOptions.encoding(try outputOptions.format(of: output, allowsPDF: false), compression: rendering.compression.compression)
    }

    func run() throws {
        let previewSizes = try PreviewSize.parseList(sizes)
        var options = rendering.renderOptions(scale: CGFloat(scale))
        options.debugFrames = debugFrames
        let renderer: SheetRenderer
        let captions: TextRasterizer
        do {
            renderer = try SheetRenderer(style: rendering.style.sheetStyle, options: options)
            captions = try TextRasterizer(fontPath: rendering.glyphs == .boxes ? nil : FontLocator.locate(rendering.font), mode: rendering.glyphs)
        } catch {
            throw CommandFailure(error.description)
        }
        if let before, let after, let size = previewSizes.first {
            return try previewUpdate(from: before, to: after, at: size, renderer: renderer, captions: captions, jobs: options.jobs)
        }

        let folderInput = inputIsFolder
        let collection = folderInput ? PhotoCollector.collect([input], order: .name) : nil
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
            try PictureLimits.check(renderer.pixelSize(of: result, region: region),
                                    what: "\(input) at \(previewSize.caption): the preview", inMemory: true,
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
            try encoding().write(picture, to: output, jobs: options.jobs)
        } catch {
            throw CommandFailure("\(output): \(error)")
        }
        for failure in failures { printProblem("failed", failure.path, failure.message) }
    }

    /// `--before A --after B`: both laid out at `size`, marked, side by side.
    private func previewUpdate(from beforePath: String, to afterPath: String, at size: PreviewSize, renderer: SheetRenderer,
                               captions: TextRasterizer, jobs: Int) throws {
        let safeArea = size.name == nil ? nil : size.safeAreaInsets
        var states: [(layout: SpecLayout, region: CGRect, image: PixelBuffer)] = []
        for path in [beforePath, afterPath] {
            let laidOut = try SpecLayout(path: path, width: Double(size.size.width), height: Double(size.size.height), safeArea: safeArea)
            if let file = overwrittenInput(among: laidOut.inputPaths, by: output) {
                throw CommandFailure("refusing to write the preview over its input \(file)")
            }
            for warning in laidOut.warnings { printError("tessera: warning: \(warning)") }
            if let repeated = Self.repeated(laidOut.identifiers.map(\.section)) {
                throw CommandFailure("\(path): the identifier \"\(repeated)\" names two sections; give each section its own `id:`")
            }
            if let repeated = Self.repeated(laidOut.identifiers.flatMap(\.items)) {
                throw CommandFailure("\(path): the identifier \"\(repeated)\" names two items; give each item its own in `ids:`")
            }
            let region = extent == .full
                ? CGRect(origin: .zero, size: laidOut.result.contentSize)
                : CGRect(x: 0, y: CGFloat(offset), width: size.size.width, height: size.size.height)
            do {
                states.append((laidOut, region, try renderer.renderImage(laidOut.result, content: laidOut.content, region: region).image))
            } catch {
                throw CommandFailure("\(path) at \(size.caption): \(error)")
            }
        }
        let difference = UpdateDifference(from: states[0].layout.identifiers, to: states[1].layout.identifiers)
        let marks = difference.marks
        if let animation {
            try writeAnimation(to: animation, before: states[0].layout, after: states[1].layout, difference: difference,
                               region: states[0].region.union(states[1].region), renderer: renderer, jobs: jobs)
        }
        let painter = UpdateMarksPainter(scale: CGFloat(scale), text: captions)
        let panels = [
            PreviewPanel(caption: "Before · \(size.caption)",
                         image: painter.markBefore(states[0].image, layout: states[0].layout.result, region: states[0].region, marks: marks)),
            PreviewPanel(caption: "After · \(marks.summary)",
                         image: painter.markAfter(states[1].image, layout: states[1].layout.result, region: states[1].region, marks: marks)),
        ]
        do {
            let picture = try PreviewBoard(scale: CGFloat(scale), text: captions).compose(panels)
            try encoding().write(picture, to: output, jobs: jobs)
        } catch {
            throw CommandFailure("\(output): \(error)")
        }
    }

    /// The update's frames (``UpdateAnimation``) as an APNG.
    private func writeAnimation(to path: String, before: SpecLayout, after: SpecLayout,
                                difference: UpdateDifference<String, String>, region: CGRect, renderer: SheetRenderer, jobs: Int) throws {
        // Items that stay: in both states, in sections that are in both (UIKit deletes and
        // inserts the items of deleted and inserted sections).
        let leaving = Set(difference.deletedSections.map(\.id)), arriving = Set(difference.insertedSections.map(\.id))
        func places(_ sections: [(section: String, items: [String])], skipping: Set<String>) -> [String: IndexPath] {
            var places: [String: IndexPath] = [:]
            for (index, section) in sections.enumerated() where !skipping.contains(section.section) {
                for (item, id) in section.items.enumerated() { places[id] = IndexPath(item: item, section: index) }
            }
            return places
        }
        let old = places(before.identifiers, skipping: leaving), new = places(after.identifiers, skipping: arriving)
        let moves = Dictionary(uniqueKeysWithValues: old.compactMap { id, from in new[id].map { (from, $0) } })
        let animation = UpdateAnimation()
        let frames = animation.layouts(before: before.result, beforeContent: before.content, after: after.result,
                                       afterContent: after.content, moves: moves)
        do {
            let images = try frames.map { try renderer.renderImage($0.layout, content: $0.content, region: region).image }
            try APNGWriter.write(images, delays: animation.delays, to: path, compression: rendering.compression.compression, jobs: jobs)
        } catch {
            throw CommandFailure("\(path): \(error)")
        }
    }

    /// An identifier used twice (a diff needs them unique), if any.
    static func repeated(_ identifiers: [String]) -> String? {
        var seen = Set<String>()
        return identifiers.first { !seen.insert($0).inserted }
    }

    /// Whether the input is a folder of photos (otherwise a spec).
    private var inputIsFolder: Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// `--columns`, or as many as `--column-width` fits in `width`.
    private func columns(at width: Double) -> Int {
        guard let columnWidth else { return columns }
        return ContactSheet.columns(ofWidth: CGFloat(columnWidth), in: CGFloat(width), spacing: CGFloat(spacing), padding: CGFloat(padding))
    }

    /// The frames and content at one container size.
    /// A preset's safe area replaces the spec's; an explicit size keeps the spec's.
    private func layOut(at size: CGSize, safeArea: DirectionalEdgeInsets?, photos: [GalleryPhoto]?) throws -> (LayoutResult, SheetContent) {
        if let photos {
            var sheet = ContactSheet()
            sheet.kind = layout
            sheet.rowHeight = rowHeight.map { CGFloat($0) }
            sheet.columns = columns(at: Double(size.width))
            sheet.width = size.width
            sheet.spacing = CGFloat(spacing)
            sheet.padding = CGFloat(padding)
            sheet.sections = sections
            sheet.labels = labels
            sheet.labelFormat = try label.map { try LabelFormat($0) }
            return sheet.make(photos, style: rendering.style.sheetStyle)
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
