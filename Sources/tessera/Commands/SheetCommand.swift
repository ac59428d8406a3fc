import ArgumentParser
import Foundation
import TesseraImage
import TesseraRender

/// `tessera sheet PATH... -o OUT.png`: the photographer's contact sheet.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Make a contact sheet (a montage) of photos: a PNG, JPEG, PDF or zoomable picture of every photo in the folders given.",
        discussion: """
        Folders are walked recursively; with --sections folders (the default) each subfolder \
        becomes a section under a header with its name. Every photo keeps its displayed aspect \
        ratio (EXIF orientation honoured) and is decoded at the size of its cell, never larger.

        Tiles: waterfall (masonry columns), grid (square tiles, row by row), flow (rows of equal \
        height) or justified (Flickr's rows: each fills the width, photos at a common height near \
        --row-height). --width, --spacing, --padding and --corner-radius are in points; --scale gives \
        pixels per point, so --width 800 --scale 2 makes a picture 1600 pixels wide.

        -o NAME.dzi (or --format dzi, or --format iiif -o FOLDER) writes a zoomable sheet: Deep \
        Zoom or IIIF level-0 tiles of any height, and NAME.html, a page to pan, zoom and search \
        the photos in a browser.

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

    @Option(name: [.customShort("o"), .customLong("output")], help: "The picture to write: NAME.png, NAME.jpg or NAME.jpeg, or - for standard output (PNG unless --format jpeg); with --paper, a name ending in .pdf writes one PDF of all pages; NAME.dzi a zoomable sheet. With --each-folder, the folder to write the sheets in.")
    var output: String

    @Flag(help: "A sheet for every folder under the one folder given that holds photos directly, at the same relative path under -o's folder (ROOT/2024/05-18/ → OUT/2024/05-18.png, in --format), each with a record beside it (.sheet.json); an unchanged folder is skipped. Then OUT/index.json and OUT/index.html.")
    var eachFolder = false

    @Option(help: ArgumentHelp("With --each-folder: make only shard I of N (1/3, 2/3, 3/3), folders split by photo count; auto takes it from a Slurm job array or, with --shards, a Kubernetes Indexed Job. Then run 'tessera index OUT'.", valueName: "I/N|auto"))
    var shard: String?

    @Option(help: "With --shard auto in a Kubernetes Indexed Job: the number of shards (the Job's completions).")
    var shards: Int?

    @Flag(help: "With --each-folder: walk and plan only — print how the folders split into shards (photos and folders each; with --shard, that shard's folders) and draw nothing.")
    var dryRun = false

    @Option(help: ArgumentHelp("Keep thumbnails in this folder between runs (with --each-folder: OUT/.tessera/cache unless --no-cache); shared safely by many runs; 'tessera cache prune' bounds it.", valueName: "folder"))
    var cache: String?

    @Flag(help: "With --each-folder: keep no thumbnail cache.")
    var noCache = false

    @OptionGroup var sheetLayout: SheetLayoutOptions

    @Option(help: "Sheet width in points (default 1200); the picture is --width × --scale pixels wide.")
    var width: Double?

    @Option(help: "Pixels per point (1, 2, 3, …; default 1).")
    var scale: Double?

    @Option(help: "A title above the sheet (montage's -title).")
    var title: String?

    @Option(help: "Only photos rated at least this many stars (0-5) in their XMP (embedded or a .xmp sidecar); rejected photos are left out too.")
    var minRating: Int?

    @Flag(help: "Only photos flagged as picks in their XMP (Lightroom's and Bridge's pick flag).")
    var picks = false

    @Flag(help: "Keep rejected photos (XMP), drawn greyed, where --min-rating or --picks would leave them out.")
    var showRejects = false

    @Option(help: "RAW+JPEG pairs (DSC_1.NEF beside DSC_1.JPG): show the raw (the default, as Lightroom does), the jpeg, or both.")
    var pairs: PhotoPairs = .raw

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

    @Option(help: ArgumentHelp("With a PDF: the author it names (its title is --title).", valueName: "name"))
    var author: String?

    @Flag(help: "With a PDF: lossless pages (PNG's filters and deflate) instead of JPEG at --quality (default 90).")
    var lossless = false

    @Flag(help: "With --paper: crop marks in the margins at the corners of the printed area.")
    var cropMarks = false

    @Flag(help: ArgumentHelp("With pages, photos are always kept whole (the default since issue 40; accepted for old scripts).", visibility: .hidden))
    var noSplit = false

    @Option(help: "Exit with status 1 when any photo failed (error) or failed or was damaged (warning); none: never.")
    var failOn: FailOn = .none

    @OptionGroup var rendering: RenderingOptions

    @OptionGroup var picture: PictureOutputOptions

    @OptionGroup(title: "Zoomable sheets") var tiles: TileOutputOptions

    @Option(help: ArgumentHelp("Also write the frame index to this CSV file: frame number, page, file, rating, colour label and flag of each photo, in the sheet's order (for a client ordering from a proof).", valueName: "file.csv"))
    var indexCsv: String?

    @Flag(name: [.customShort("q"), .long], help: "No progress and no summary; failures are still listed.")
    var quiet = false

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one photo or folder.") }
        try OptionChecks.requireExistingPaths(paths)
        if output.isEmpty { throw ValidationError("--output must name a file, or - for standard output.") }
        for (name, value) in [("--width", width), ("--scale", scale)] {
            if let value, !(value.isFinite && value > 0) { throw ValidationError("\(name) must be a number greater than 0, not \(value).") }
        }
        try OptionChecks.requirePoints([("--corner-radius", cornerRadius)])
        let printPage = try self.printPage()
        let width = sheetWidth(printPage), scale = pixelScale(printPage)
        guard width * scale <= Double(PictureLimits.standard.maximumSide) else {
            throw ValidationError("--width × --scale must be at most \(PictureLimits.standard.maximumSide) pixels, not \(width * scale).")
        }
        try OptionChecks.requireRoom(width: width, columns: sheetLayout.columns(at: width), spacing: sheetLayout.spacing, padding: sheetLayout.padding)
        if let pageHeight, !(pageHeight.isFinite && pageHeight >= 1) {
            throw ValidationError("--page-height must be a number of points, at least 1, not \(pageHeight).")
        }
        if let background, Color(hex: background) == nil {
            throw ValidationError("--background must be #RRGGBB, #RRGGBBAA, white, black or none, not \"\(background)\".")
        }
        for (name, value) in [("--label-size", labelSize), ("--header-size", headerSize)] {
            if let value, !(value.isFinite && value >= 4 && value <= 200) {
                throw ValidationError("\(name) must be a number of points from 4 to 200, not \(value).")
            }
        }
        if let minRating, !(0...5).contains(minRating) { throw ValidationError("--min-rating must be 0 to 5, not \(minRating).") }
        if eachFolder {
            try validateEachFolder()
            return
        }
        if shard != nil || shards != nil { throw ValidationError("--shard and --shards go with --each-folder.") }
        if let indexCsv, indexCsv.isEmpty || indexCsv == output { throw ValidationError("--index-csv must name a file other than the sheet.") }
        if dryRun { throw ValidationError("--dry-run goes with --each-folder.") }
        try OptionChecks.refuseTerminalOutput(output)
        let format = try outputFormat(of: output)
        if format == .pdf && paper == nil {
            throw ValidationError("A PDF is printed pages: give --paper (a4, letter, …) with -o \(output).")
        }
        try validateTiles(format)
        if format != .pdf && (author != nil || lossless) { throw ValidationError("--author and --lossless go with a PDF (-o NAME.pdf with --paper).") }
        if lossless && picture.quality != nil { throw ValidationError("--lossless pages have no --quality.") }
    }

    /// A zoomable sheet is files beside each other, drawn to no paper; tile options need one.
    func validateTiles(_ format: PictureFormat) throws {
        guard format.isTiled else {
            if tiles.given { throw ValidationError("--tile-size, --overlap, --tile-format and --iiif-id go with a zoomable sheet (-o OUT.dzi, --format dzi or iiif).") }
            return
        }
        if paper != nil { throw ValidationError("A zoomable sheet is not printed: drop --paper, or write a PDF or PNG pages.") }
        if output == "-" && !eachFolder { throw ValidationError("A zoomable sheet is a folder of tiles, not one stream: give -o OUT.dzi (or a folder name with --format iiif).") }
        _ = try picture.encoding(format, compression: rendering.compression.compression, tiles: tiles)
    }

    /// `--cache`, or with --each-folder the archive's own (`OUT/.tessera/cache`) unless `--no-cache`.
    var thumbnailCache: ThumbnailCache? {
        if noCache { return nil }
        if let cache { return ThumbnailCache(directory: cache) }
        return eachFolder ? ThumbnailCache.forArchive(output: output) : nil
    }

    /// The format `output` (a sheet's file) is written in.
    func outputFormat(of output: String) throws -> PictureFormat {
        try picture.format(of: output, allowsPDF: true, allowsTiles: true)
    }

    func run() throws {
        if eachFolder {
            try runEachFolder()
            return
        }
        let started = Date()
        let progress = Progress(enabled: !quiet)
        let collection = try selectedPhotos()
        let made = try makeSheet(collection, to: output, title: title, progress: progress)
        if !quiet {
            let folders = collection.problems.count
            printError(SheetSummary.line(photos: collection.photos.count, drawn: made.pages.photosDrawn, failures: made.failures.count - folders,
                                         unreadableFolders: folders, warnings: made.pages.warnings.count,
                                         written: made.pages.pages.map { (path: $0.path, size: $0.size) },
                                         tiles: Dictionary(made.pages.pages.compactMap { page in page.tiles.map { (page.path, $0) } }) { first, _ in first },
                                         seconds: Date().timeIntervalSince(started)))
        }
        if failOn.fails(failures: made.failures.count, warnings: made.pages.warnings.count) {
            throw ExitCode(ExitStatus.failure)
        }
    }

    /// The tallest picture most viewers open whole (browsers' and viewers' common limit, 2¹⁵ − 1
    /// pixels): a taller sheet is written, with a note suggesting pages or a zoomable sheet.
    static let comfortableHeight = 32_767

    /// One sheet made: the pages written and what was said about the photos.
    struct MadeSheet {
        var pages: SheetPagesReport
        /// Unreadable folders and failed photos, each once.
        var failures: [RenderReport.Problem]
    }

    /// Lays out `collection` and draws it to `output` (pages, print pages, PNG, JPEG or PDF as
    /// the options say), titled `title`; prints every failed, damaged or split photo.
    func makeSheet(_ collection: PhotoCollector.Collection, to output: String, title: String?, progress: Progress) throws -> MadeSheet {
        let printPage = try self.printPage()
        var sheet = try sheetLayout.contactSheet(width: sheetWidth(printPage))
        sheet.title = title
        if !highlight.isEmpty {
            // A pattern that names no photo is a mistake to say, not to ignore — except in one
            // folder of an archive, where a pattern names the photos of some folders only.
            do {
                let patterns = try HighlightPatterns(highlight)
                sheet.highlighted = eachFolder
                    ? Set(patterns.patterns.flatMap { pattern in (try? HighlightPatterns([pattern]).paths(among: collection.photos)) ?? [] })
                    : try patterns.paths(among: collection.photos)
            } catch {
                throw ValidationError(error.description)
            }
        }
        let sheetStyle = self.sheetStyle()
        let (layoutResult, content) = try sheet.make(collection.photos, style: sheetStyle)
        // A photo's decoding costs about its file's bytes (entropy decoding dominates at the
        // reduced scales a sheet decodes at).
        var megabytes: [String: Double] = [:]
        for photo in collection.photos {
            if let bytes = photo.fileSize { megabytes[photo.path] = Double(bytes) / 1e6 }
        }

        var options = rendering.renderOptions(scale: CGFloat(pixelScale(printPage)))
        if let printPage { options.scale = printPage.scale }
        options.thumbnailCache = thumbnailCache
        let renderer: LayoutRenderer
        do {
            renderer = try LayoutRenderer(style: sheetStyle, options: options)
        } catch {
            throw CommandFailure(error.description)
        }
        let cut = printPage == nil ? pageHeight.map { CGFloat($0) } : nil
        let pages = LayoutRenderer.pages(of: layoutResult, printPage: printPage, pageHeight: cut, keepingCellsWhole: true)
        // Work: a photo's share is its file's megabytes; a placeholder's, next to none.
        let work = Dictionary(uniqueKeysWithValues: content.cells.enumerated().flatMap { section, cells in
            cells.enumerated().map { item, cell -> (IndexPath, Double) in
                guard case .photo(let path, _) = cell, let size = megabytes[path] else { return (IndexPath(item: item, section: section), 0.01) }
                return (IndexPath(item: item, section: section), max(0.01, size))
            }
        })
        let sheetProgress = SheetProgress(layout: layoutResult, regions: pages.map(\.region), work: work)
        let regions = sheetProgress.regions
        if printPage == nil {
            // Print pages have the paper's size; a sheet or its pages must each fit in a picture.
            let pagePoints = renderer.largestPageHeight(of: layoutResult)
            let format = try outputFormat(of: output)
            for (number, region) in regions.enumerated() {
                let what = regions.count == 1 ? "the sheet" : "page \(number + 1) of the sheet"
                let size = renderer.pixelSize(of: layoutResult, region: region)
                if format.isTiled {
                    // Tiles have no per-file limit; only the drawing's size is bounded.
                    try PictureFit.check(size, as: .tiled, what: what, advice: "lower --width or --scale, or cut it into pages with --page-height")
                    continue
                }
                try PictureFit.check(size, what: what,
                                     advice: pageHeight == nil
                                         ? "cut it into pages with --page-height (at most \(pagePoints) at this width and scale), or lower --width or --scale"
                                         : "lower --page-height to at most \(pagePoints), or lower --width or --scale")
                if format == .jpeg {
                    // libjpeg's own limit (JPEG_MAX_DIMENSION): refused here, not in the writer.
                    let jpegPoints = PictureLimits.points(PictureLimits.standard.maximumSide, atScale: pixelScale(printPage))
                    try PictureFit.check(size, as: .jpeg, what: what, advice: pageHeight == nil
                        ? "cut it into pages with --page-height (at most \(jpegPoints) at this scale), write a zoomable sheet (-o NAME.dzi), or write a PNG"
                        : "lower --page-height to at most \(jpegPoints), or write a PNG")
                }
            }
            if regions.count == 1 && !quiet, !format.isTiled {
                let size = renderer.pixelSize(of: layoutResult, region: regions[0])
                if size.height > Self.comfortableHeight {
                    printError("tessera: note: the sheet is \(size.width)×\(size.height) pixels, taller than most viewers open (\(Self.comfortableHeight)): "
                               + "cut it into pages with --page-height, or write a zoomable sheet (-o NAME.dzi)")
                }
            }
        }
        let pagesReport: SheetPagesReport
        do {
            let report: (Int, Int, Int, Int) -> Void = { page, pages, done, total in
                let position = sheetProgress.position(page: page, rowsDone: done, rows: total)
                progress.update(page: page, of: pages, fraction: position.fraction, photosDone: position.photosDone, photos: position.photos)
            }
            let encoding = try picture.encoding(try outputFormat(of: output), compression: rendering.compression.compression, tiles: tiles)
            if let printPage {
                let isPDF = try outputFormat(of: output) == .pdf
                let document = PDFDocument(quality: isPDF && !lossless ? picture.quality ?? JPEGWriter.defaultQuality : nil, author: author)
                pagesReport = try renderer.renderPrintPages(layoutResult, content: content, page: printPage, keepingCellsWhole: true, to: output,
                                                            encoding: encoding, document: document, progress: report)
            } else {
                pagesReport = try renderer.renderPages(layoutResult, content: content, pageHeight: cut, keepingCellsWhole: true,
                                                       to: output, encoding: encoding, progress: report)
            }
        } catch {
            progress.finish()
            throw CommandFailure(String(describing: error))
        }
        if let indexCsv {
            do {
                try AtomicWrite.write(Array(FrameIndex.csv(content: content, layout: layoutResult, pages: pages, photos: collection.photos).utf8), to: indexCsv)
            } catch {
                throw CommandFailure("\(indexCsv): \(error)")
            }
        }
        var failures: [RenderReport.Problem] = collection.problems
        failures += pagesReport.failures.filter { problem in !failures.contains(problem) }
        progress.finish()
        SheetSummary.printProblems(failures: failures, warnings: pagesReport.warnings, layout: layoutResult, content: content,
                                   pages: pages, removedPages: pagesReport.removedPages)
        return MadeSheet(pages: pagesReport, failures: failures)
    }
}

/// `--fail-on`: which problems make the exit status 1 (vips's vocabulary).
enum FailOn: String, ExpressibleByArgument, CaseIterable {
    case none, warning, error

    /// Whether `failures` failed photos and `warnings` damaged ones make the exit status 1.
    func fails(failures: Int, warnings: Int) -> Bool {
        switch self {
        case .none: false
        case .error: failures > 0
        case .warning: failures > 0 || warnings > 0
        }
    }
}

/// `--style`.
enum StyleArgument: String, ExpressibleByArgument, CaseIterable {
    case light, dark

    var sheetStyle: SheetStyle { self == .light ? .light : .dark }
}

extension ContactSheet.Kind: ExpressibleByArgument {}
extension ContactSheet.Sections: ExpressibleByArgument {}
extension PhotoCollector.Order: ExpressibleByArgument {}
extension PhotoPairs: ExpressibleByArgument {}
extension GlyphMode: ExpressibleByArgument {}
