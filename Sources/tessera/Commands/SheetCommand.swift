import ArgumentParser
import Foundation
import TesseraImage
import TesseraRender

/// `tessera sheet PATH... -o OUT.png`: the photographer's contact sheet.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Make a contact sheet (a montage) of photos: a PNG or JPEG of every photo in the folders given.",
        discussion: """
        Folders are walked recursively; with --sections folders (the default) each subfolder \
        becomes a section under a header with its name. Every photo keeps its displayed aspect \
        ratio (EXIF orientation honoured) and is decoded at the size of its cell, never larger.

        Tiles: waterfall (masonry columns), grid (square tiles, row by row), flow (rows of equal \
        height) or justified (Flickr's rows: each fills the width, photos at a common height near \
        --row-height). --width, --spacing, --padding and --corner-radius are in points; --scale gives \
        pixels per point, so --width 800 --scale 2 makes a picture 1600 pixels wide.

        A photo that cannot be read becomes a marked placeholder with its name and is listed at \
        the end; the sheet is still written. When no path gives a photo (an empty folder, files \
        that are no images), nothing is written. Exit status: 0 when the sheet was written, 1 \
        when it could not be written, no path gave a photo, or --fail-on says so (error: any \
        photo failed; warning: any photo failed or was damaged), 2 on usage errors (a path that \
        does not exist, or a --highlight that is not among the photos, too).
        """
    )

    @Argument(help: "Photos and folders of photos.")
    var paths: [String]

    @Option(name: [.customShort("o"), .customLong("output")], help: "The picture to write: NAME.png, NAME.jpg or NAME.jpeg, or - for standard output (PNG unless --format jpeg); with --paper, a name ending in .pdf writes one PDF of all pages.")
    var output: String

    @Option(help: "Tile arrangement: waterfall, grid, flow or justified (Flickr's rows, each filling the width).")
    var layout: ContactSheet.Kind = .waterfall

    @Option(help: "Number of columns (montage's -tile).")
    var columns = 4

    @Option(help: "With --layout justified: the justified rows' height to aim for, in points (Flickr's targetRowHeight); default two thirds of a column's width.")
    var rowHeight: Double?

    @Option(help: "Instead of --columns: as many columns as fit at least this many points each.")
    var columnWidth: Double?

    @Option(help: "Sheet width in points (default 1200).")
    var width: Double?

    @Option(help: "Pixels per point (1, 2, 3, …; default 1).")
    var scale: Double?

    @Option(help: "Space between photos in points (montage's -geometry +X+Y).")
    var spacing: Double = 8

    @Option(help: "Border around the whole sheet in points (montage's -border).")
    var padding: Double = 16

    @Option(help: "folders: each subfolder is a section with a header; none: one section.")
    var sections: ContactSheet.Sections = .folders

    @Option(help: "A title above the sheet (montage's -title).")
    var title: String?

    @Flag(help: "Write each photo's file name under it (montage's -label %f).")
    var labels = false

    @Option(help: ArgumentHelp("A caption under each photo (montage's -label), read from headers: {name} {folder} {width} {height} {date} {camera} {lens} {exposure} {aperture} {iso} {focal} {size}, from XMP: {rating} {label} {title} {description}, and {index} (the frame number); \\n starts a line.", valueName: "format"))
    var label: String?

    @Option(help: "Only photos rated at least this many stars (0-5) in their XMP (embedded or a .xmp sidecar); rejected photos are left out too.")
    var minRating: Int?

    @Flag(help: "Only photos flagged as picks in their XMP (Lightroom's and Bridge's pick flag).")
    var picks = false

    @Option(help: "Caption text size in points (default 11); each label line's strip grows with it.")
    var labelSize: Double?

    @Option(help: "Section header text size in points (default 17).")
    var headerSize: Double?

    @Option(help: "Photo order: name, date (EXIF DateTimeOriginal, else file time) or none.")
    var sort: PhotoCollector.Order = .name

    @Option(help: "Background colour: #RRGGBB, #RRGGBBAA, white, black or none (montage's -background).")
    var background: String?


    @Option(help: "Corner radius of photos in points.")
    var cornerRadius: Double = 0

    @Option(help: "fill (crop each photo to its tile, the default) or fit (show all of it).")
    var mode: ThumbnailMode = .fill

    @Option(help: ArgumentHelp("A photo to draw with a highlight border: a path, a file name, a glob (IMG_1*.jpg) or @list.txt (one a line); repeat for more.", valueName: "photo"))
    var highlight: [String] = []

    @Option(help: "Split into OUT-1.png, OUT-2.png, … pages at most this many points high, cut between rows or sections.")
    var pageHeight: Double?

    @Option(help: ArgumentHelp("Print pages of this paper: a5, a4, a3, a3+, b5, b4, letter, legal, tabloid, or WxHmm / WxHin (297x210mm for A4 landscape); the sheet is laid out to the printable width and cut into pages with page numbers.", valueName: "paper"))
    var paper: String?

    @Option(help: "With --paper: pixels per inch (default 300), written into each PNG; a point is 1/72 inch.")
    var dpi: Double?

    @Option(help: ArgumentHelp("With --paper: the blank border on every side: 10mm (the default), 0.5in, 12pt, or millimetres.", valueName: "length"))
    var margin: String?


    @Option(help: ArgumentHelp("With --paper: a line at the top of every page (a client, a copyright); {page}, {pages} and {date} are filled in.", valueName: "text"))
    var headerText: String?

    @Option(help: ArgumentHelp("With --paper: the footer of every page instead of 'Page {page} of {pages}'; {page}, {pages} and {date} are filled in.", valueName: "text"))
    var footerText: String?

    @Flag(help: "With --paper: crop marks in the margins at the corners of the printed area.")
    var cropMarks = false

    @Flag(help: "With pages (--paper or --page-height): end a page above a photo it would cut, moving the photo whole to the next page (a waterfall's columns rarely line up); without it each cut photo is named in a warning.")
    var noSplit = false

    @Option(help: "Exit with status 1 when any photo failed (error) or failed or was damaged (warning); none: never.")
    var failOn: FailOn = .none




    @OptionGroup var rendering: RenderingOptions

    @OptionGroup var picture: PictureOutputOptions

    @Flag(name: [.customShort("q"), .long], help: "No progress and no summary; failures are still listed.")
    var quiet = false

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one photo or folder.") }
        try OptionChecks.requireExistingPaths(paths)
        if output.isEmpty { throw ValidationError("--output must name a file, or - for standard output.") }
        guard (1...1000).contains(columns) else { throw ValidationError("--columns must be between 1 and 1000, not \(columns).") }
        try OptionChecks.requireColumnSizes(columnWidth: columnWidth, rowHeight: rowHeight)
        for (name, value) in [("--width", width), ("--scale", scale)] {
            if let value, !(value.isFinite && value > 0) { throw ValidationError("\(name) must be a number greater than 0, not \(value).") }
        }
        try OptionChecks.requirePoints([("--spacing", spacing), ("--padding", padding), ("--corner-radius", cornerRadius)])
        let printPage = try self.printPage()
        let width = sheetWidth(printPage), scale = pixelScale(printPage)
        guard width * scale <= 65_500 else {
            throw ValidationError("--width × --scale must be at most 65500 pixels, not \(width * scale).")
        }
        try OptionChecks.requireRoom(width: width, columns: effectiveColumns(width: width), spacing: spacing, padding: padding)
        if let pageHeight, !(pageHeight.isFinite && pageHeight >= 1) {
            throw ValidationError("--page-height must be a number of points, at least 1, not \(pageHeight).")
        }
        if let background, Color(hex: background) == nil {
            throw ValidationError("--background must be #RRGGBB, #RRGGBBAA, white, black or none, not \"\(background)\".")
        }
        try OptionChecks.requireLabelFormat(label)
        for (name, value) in [("--label-size", labelSize), ("--header-size", headerSize)] {
            if let value, !(value.isFinite && value >= 4 && value <= 200) {
                throw ValidationError("\(name) must be a number of points from 4 to 200, not \(value).")
            }
        }
        if let minRating, !(0...5).contains(minRating) { throw ValidationError("--min-rating must be 0 to 5, not \(minRating).") }
        try OptionChecks.refuseTerminalOutput(output)
        if try picture.format(of: output, allowsPDF: true) == .pdf && paper == nil {
            throw ValidationError("A PDF is printed pages: give --paper (a4, letter, …) with -o \(output).")
        }
    }

    func run() throws {
        let started = Date()
        let progress = Progress(enabled: !quiet)
        var collection = PhotoCollector.collect(paths, order: sort)
        try requirePhotos(in: collection)
        let selection = PhotoSelection(minimumRating: minRating, picksOnly: picks)
        if !selection.keepsAll {
            let found = collection.photos.count
            collection.photos = collection.photos.filter(selection.keeps)
            if collection.photos.isEmpty {
                let filters = [picks ? "--picks" : nil, minRating.map { "--min-rating \($0)" }].compactMap { $0 }
                throw CommandFailure("no sheet written: \(filters.joined(separator: " and ")) kept none of the \(found) photo\(found == 1 ? "" : "s")")
            }
        }
        try refuseOverwritingInputs(collection.photos)

        var sheet = ContactSheet()
        sheet.kind = layout
        sheet.rowHeight = rowHeight.map { CGFloat($0) }
        let printPage = try self.printPage()
        let width = sheetWidth(printPage)
        sheet.columns = effectiveColumns(width: width)
        sheet.width = CGFloat(width)
        sheet.spacing = CGFloat(spacing)
        sheet.padding = CGFloat(padding)
        sheet.sections = sections
        sheet.title = title
        sheet.labels = labels
        sheet.labelFormat = try label.map { try LabelFormat($0) }
        if !highlight.isEmpty {
            // A pattern that names no photo is a mistake to say, not to ignore.
            do {
                sheet.highlighted = try HighlightPatterns(highlight).paths(among: collection.photos)
            } catch {
                throw ValidationError(error.description)
            }
        }
        let photos = collection.photos
        var sheetStyle = rendering.style.sheetStyle
        if let background, let colour = Color(hex: background) { sheetStyle.background = colour }
        sheetStyle.cornerRadius = CGFloat(cornerRadius)
        sheetStyle.photoMode = mode.aspectMode
        if let labelSize { sheetStyle.labelFontSize = CGFloat(labelSize) }
        if let headerSize { sheetStyle.headerFontSize = CGFloat(headerSize) }
        let (layoutResult, content) = sheet.make(photos, style: sheetStyle)

        var options = rendering.renderOptions(scale: CGFloat(pixelScale(printPage)))
        if let printPage { options.scale = printPage.scale }
        let renderer: SheetRenderer
        do {
            renderer = try SheetRenderer(style: sheetStyle, options: options)
        } catch {
            throw CommandFailure(error.description)
        }

        // Progress in photos: a photo counts as drawn once the rows drawn pass its bottom edge.
        let cut = printPage?.contentHeight ?? pageHeight.map { CGFloat($0) }
        let regions = printPage.map { SheetRenderer.printPages(of: layoutResult, page: $0, keepingCellsWhole: noSplit).map(\.region) }
            ?? cut.map { PageBreaks.pagesRepeatingHeaders(of: layoutResult, pageHeight: $0, keepingCellsWhole: noSplit).map(\.region) }
            ?? [CGRect(origin: .zero, size: layoutResult.contentSize)]
        if printPage == nil {
            // Print pages have the paper's size; a sheet or its pages must each fit in a picture.
            let widthPixels = max(1, renderer.pixelSize(of: layoutResult).width)
            let pagePoints = Int((Double(SheetRenderer.maximumPixels / widthPixels) / Double(options.scale)).rounded(.down))
            for (number, region) in regions.enumerated() {
                try PictureLimits.check(renderer.pixelSize(of: layoutResult, region: region),
                                        what: regions.count == 1 ? "the sheet" : "page \(number + 1) of the sheet",
                                        advice: pageHeight == nil
                                            ? "cut it into pages with --page-height (at most \(pagePoints) at this width and scale), or lower --width or --scale"
                                            : "lower --page-height to at most \(pagePoints), or lower --width or --scale")
            }
        }
        let photoBottoms = layoutResult.attributes.filter { $0.category == .cell }.map(\.frame.maxY).sorted()
        let contentHeight = max(1, Double(layoutResult.contentSize.height))
        let pagesReport: SheetPagesReport
        do {
            let report: (Int, Int, Int, Int) -> Void = { page, pages, done, total in
                let region = regions.indices.contains(page - 1) ? regions[page - 1] : .zero
                let reached = region.minY + (total == 0 ? region.height : region.height * CGFloat(done) / CGFloat(total))
                var low = 0, high = photoBottoms.count   // the photos whose bottom is at most `reached`
                while low < high {
                    let middle = (low + high) / 2
                    if photoBottoms[middle] <= reached { low = middle + 1 } else { high = middle }
                }
                progress.update(page: page, of: pages, fraction: Double(reached) / contentHeight,
                                photosDone: low, photos: photoBottoms.count)
            }
            let encoding = picture.encoding(try picture.format(of: output, allowsPDF: true), compression: rendering.compression.compression)
            if let printPage {
                pagesReport = try renderer.renderPrintPages(layoutResult, content: content, page: printPage, keepingCellsWhole: noSplit, to: output,
                                                            encoding: encoding, progress: report)
            } else {
                pagesReport = try renderer.renderPages(layoutResult, content: content, pageHeight: pageHeight.map { CGFloat($0) }, keepingCellsWhole: noSplit,
                                                       to: output, encoding: encoding, progress: report)
            }
        } catch {
            progress.finish()
            throw CommandFailure(String(describing: error))
        }
        let written = pagesReport.pages.map { (path: $0.path, size: $0.size) }
        let drawn = pagesReport.photosDrawn
        var failures: [RenderReport.Problem] = collection.problems
        failures += pagesReport.failures.filter { problem in !failures.contains(problem) }
        let warnings = pagesReport.warnings
        progress.finish()

        for failure in failures { printProblem("failed", failure.path, failure.message) }
        for warning in warnings { printProblem("warning", warning.path, warning.message) }
        for split in PageBreaks.splitCells(of: layoutResult, regions: regions) {
            // Said even with --quiet, as damage is: the print has half a photo on each page.
            let path = content.photoPath(at: split.indexPath) ?? "photo \(split.indexPath.item + 1) of section \(split.indexPath.section + 1)"
            let pages = split.pages.count == 2 ? "pages \(split.pages.lowerBound) and \(split.pages.upperBound)"
                : "pages \(split.pages.lowerBound) to \(split.pages.upperBound)"
            printProblem("warning", path, noSplit ? "taller than a page, split between \(pages)"
                                                  : "split between \(pages) (--no-split moves it to the next page)")
        }
        if !pagesReport.removedPages.isEmpty {
            // Said even with --quiet: files went away.
            let count = pagesReport.removedPages.count
            printError("tessera: removed \(count) page\(count == 1 ? "" : "s") left by an earlier run: "
                + pagesReport.removedPages.map { terminalSafe($0, keepingNewlines: false) }.joined(separator: ", "))
        }
        if !quiet {
            let folders = collection.problems.count
            printError(Self.summary(photos: collection.photos.count, drawn: drawn, failures: failures.count - folders,
                                    unreadableFolders: folders, warnings: warnings.count, written: written, seconds: Date().timeIntervalSince(started)))
        }
        switch failOn {
        case .error where !failures.isEmpty, .warning where !failures.isEmpty || !warnings.isEmpty:
            throw ExitCode(ExitStatus.failure)
        default:
            break
        }
    }

    /// The printed page `--paper`, `--dpi` and `--margin` describe, or nil without `--paper`.
    func printPage() throws -> PrintPage? {
        guard let paper else {
            if dpi != nil || margin != nil { throw ValidationError("--dpi and --margin need --paper.") }
            if headerText != nil || footerText != nil || cropMarks {
                throw ValidationError("--header-text, --footer-text and --crop-marks need --paper.")
            }
            return nil
        }
        guard let size = PaperSize.parse(paper) else {
            throw ValidationError("--paper must be a5, a4, a3, a3+, b5, b4, letter, legal, tabloid, or a size such as 210x297mm or 8.5x11in, not '\(paper)'.")
        }
        if width != nil || scale != nil || pageHeight != nil {
            throw ValidationError("--paper sets the width, scale and page height: leave out --width, --scale and --page-height.")
        }
        let dotsPerInch = dpi ?? 300
        guard dotsPerInch.isFinite, (36...2400).contains(dotsPerInch) else {
            throw ValidationError("--dpi must be between 36 and 2400, not \(dotsPerInch).")
        }
        var marginMillimetres = 10.0
        if let margin {
            guard let parsed = PaperSize.millimetres(margin) else {
                throw ValidationError("--margin must be a length such as 10mm, 0.5in or 12pt, not '\(margin)'.")
            }
            marginMillimetres = parsed
        }
        var page = PrintPage(paper: size, dotsPerInch: dotsPerInch, marginMillimetres: marginMillimetres)
        page.headerText = headerText
        if let footerText { page.footerText = footerText }
        page.cropMarks = cropMarks
        page.date = Self.today()
        guard page.isUsable else {
            throw ValidationError("--margin \(margin ?? "10mm") leaves less than an inch to print on \(size.name).")
        }
        guard page.pixelSize.width <= 65_500 else {
            throw ValidationError("--paper \(paper) at --dpi \(DumpNumber.format(dotsPerInch)) is \(page.pixelSize.width) pixels wide; at most 65500.")
        }
        return page
    }

    /// The day `{date}` reads, `2026-11-25` (UTC): today, or the day of `SOURCE_DATE_EPOCH`
    /// when it is set, so that a build can print the same pages twice.
    static func today() -> String {
        let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: epoch.map { Date(timeIntervalSince1970: $0) } ?? Date())
    }

    /// The sheet's width in points: the page's printable width, `--width`, or 1200.
    func sheetWidth(_ page: PrintPage?) -> Double {
        page.map { Double($0.printableWidth) } ?? width ?? 1200
    }

    /// Pixels per point: the page's, `--scale`, or 1.
    func pixelScale(_ page: PrintPage?) -> Double {
        page.map { Double($0.scale) } ?? scale ?? 1
    }

    /// `--columns`, or as many as `--column-width` fits in `width`.
    func effectiveColumns(width: Double) -> Int {
        guard let columnWidth else { return columns }
        return ContactSheet.columns(ofWidth: CGFloat(columnWidth), in: CGFloat(width), spacing: CGFloat(spacing), padding: CGFloat(padding))
    }

    /// Says which arguments gave no photo — a path that does not exist (listed as failed too), a
    /// folder with no photo in it — and, when none of them gave one, stops before any sheet is
    /// written (exit 1).
    private func requirePhotos(in collection: PhotoCollector.Collection) throws {
        var reasons: [String] = []
        var anyPhoto = false
        for argument in paths {
            var info = stat()
            guard lstat(argument, &info) == 0 else {
                reasons.append("\(argument): no such file or folder")
                continue
            }
            let isFolder = (stat(argument, &info) == 0) && (info.st_mode & S_IFMT) == S_IFDIR
            if !isFolder {
                // A file named on its own: a photo, even a damaged one, unless it is no image at all.
                if collection.photos.contains(where: { $0.path == argument && $0.isNotAnImage }) {
                    reasons.append("\(argument): not an image")
                } else {
                    anyPhoto = true
                }
                continue
            }
            let prefix = argument.hasSuffix("/") ? argument : argument + "/"
            let found = collection.photos.filter { $0.path.hasPrefix(prefix) }
            if found.contains(where: { !$0.isNotAnImage }) {
                anyPhoto = true
                continue
            }
            let unreadable = collection.problems.filter { $0.path == argument || $0.path.hasPrefix(prefix) }.count
            let reason: String
            if unreadable > 0 {
                reason = "no photos found: \(unreadable) folder\(unreadable == 1 ? "" : "s") in it could not be read"
            } else if !found.isEmpty {
                // Files named like photos that are no image at all (an HTML page saved as .jpg).
                reason = "no photos in this folder: \(found.count) file\(found.count == 1 ? " is" : "s are") not an image (Tessera reads \(ImageFormat.readableNames) files)"
            } else {
                reason = "no photos in this folder (Tessera reads \(ImageFormat.readableNames) files)"
            }
            reasons.append("\(argument): \(reason)")
            printProblem("warning", argument, reason)
        }
        if !anyPhoto {
            for problem in collection.problems { printProblem("failed", problem.path, problem.message) }
            for photo in collection.photos where photo.isNotAnImage { printProblem("failed", photo.path, photo.failure ?? "not an image") }
            throw CommandFailure("no sheet written: no photos (\(reasons.joined(separator: "; ")))")
        }
    }

    /// Refuses an output path that is one of the photos: the sheet must never replace a photo.
    private func refuseOverwritingInputs(_ photos: [GalleryPhoto]) throws {
        if let photo = overwrittenInput(among: photos.map(\.path), by: output) {
            throw CommandFailure("refusing to write the sheet over the photo \(photo)")
        }
    }

    /// The closing line: photos found, drawn, failed and damaged, unreadable folders, and the files written.
    static func summary(photos: Int, drawn: Int, failures: Int, unreadableFolders: Int = 0, warnings: Int,
                        written: [(path: String, size: PixelSize)], seconds: Double) -> String {
        var parts = ["\(photos) photo\(photos == 1 ? "" : "s")", "\(drawn) drawn"]
        if failures > 0 { parts.append("\(failures) failed") }
        if unreadableFolders > 0 { parts.append("\(unreadableFolders) unreadable folder\(unreadableFolders == 1 ? "" : "s")") }
        if warnings > 0 { parts.append("\(warnings) damaged") }
        // Pages in one file (a PDF) are said once: `sheet.pdf (3 pages of 2480×3508 px, 4.1 MB)`.
        var groups: [(path: String, size: PixelSize, count: Int)] = []
        for page in written {
            if let last = groups.last, last.path == page.path, last.size == page.size {
                groups[groups.count - 1].count += 1
            } else {
                groups.append((page.path, page.size, 1))
            }
        }
        let files = groups.map { group -> String in
            let bytes = group.path == "-" ? nil : (try? FileManager.default.attributesOfItem(atPath: group.path))?[.size] as? Int
            let size = bytes.map { ", " + ByteCount.text($0, kilobyteDecimals: 1) } ?? ""
            let pages = group.count > 1 ? "\(group.count) pages of " : ""
            return "\(group.path) (\(pages)\(group.size.width)×\(group.size.height) px\(size))"
        }
        return "tessera: \(parts.joined(separator: ", ")) → \(files.joined(separator: ", ")) in \(String(format: "%.2f", seconds)) s"
    }
}

/// `--fail-on`: which problems make the exit status 1 (vips's vocabulary).
enum FailOn: String, ExpressibleByArgument, CaseIterable {
    case none, warning, error
}

/// `--style`.
enum StyleArgument: String, ExpressibleByArgument, CaseIterable {
    case light, dark

    var sheetStyle: SheetStyle { self == .light ? .light : .dark }
}

extension ContactSheet.Kind: ExpressibleByArgument {}
extension ContactSheet.Sections: ExpressibleByArgument {}
extension PhotoCollector.Order: ExpressibleByArgument {}
extension GlyphMode: ExpressibleByArgument {}
