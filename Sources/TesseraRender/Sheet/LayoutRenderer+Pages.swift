import Foundation
import TesseraImage

/// What rendering a sheet to one or more PNG or JPEG pages did.
public struct SheetPagesReport: Sendable, Equatable {
    /// One page written: its path and its size in pixels.
    public struct Page: Sendable, Equatable {
        public var path: String
        public var size: PixelSize
        /// A zoomable page's tiles and the page that shows them.
        public var tiles: RenderReport.TileTally?
    }

    /// The pages, in order.
    public var pages: [Page]
    /// Photos decoded and drawn, over all pages, each once (a photo cut between pages counts once).
    public var photosDrawn: Int
    /// Photos drawn as failure placeholders, each once, in order.
    public var failures: [RenderReport.Problem]
    /// Photos drawn from damaged files, each once, in order.
    public var warnings: [RenderReport.Problem]
    /// Pages an earlier run of the same output left that were removed (``StalePages``), in order.
    public var removedPages: [String] = []
    /// Thumbnails served from the cache, over all pages.
    public var thumbnailsFromCache = 0
    /// The cells whose photos were drawn, over all pages.
    var drawnPhotos: Set<IndexPath> = []

    /// Adds a page written to `path`, of `size`, with what drawing it reported.
    mutating func add(page report: RenderReport, path: String, size: PixelSize) {
        pages.append(Page(path: path, size: size, tiles: report.tiles))
        drawnPhotos.formUnion(report.drawnPhotos)
        photosDrawn = drawnPhotos.count
        thumbnailsFromCache += report.thumbnailsFromCache
        failures += report.failures.filter { !failures.contains($0) }
        warnings += report.warnings.filter { !warnings.contains($0) }
    }
}

/// Why a sheet could not be written as pages.
public enum SheetPagesError: Error, Equatable, CustomStringConvertible {
    /// Several pages were asked for standard output (`-`), which holds one picture.
    case severalPagesToStandardOutput(count: Int)
    /// A page could not be rendered or written: its path and the renderer's or encoder's reason.
    case pageFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .severalPagesToStandardOutput(let count):
            "the sheet needs \(count) pages, which cannot all go to standard output; give -o FILE"
        case .pageFailed(let path, let reason):
            "\(path): \(reason)"
        }
    }
}

extension LayoutRenderer {
    /// Renders a sheet to `output`, or, with a `pageHeight` (points), to pages cut between rows
    /// or sections (``PageBreaks``) named by ``pagePath(_:number:of:)``: what `tessera sheet` writes.
    /// A page that starts inside a section begins with that section's header again, "Name
    /// (continued)", and holds that much less of the sheet (``PageBreaks/pagesRepeatingHeaders(of:pageHeight:keepingCellsWhole:)``).
    /// `progress` hears the page number, the page count, and the rows done of the page.
    ///
    /// Pages are a set: each is written under a temporary name and all are renamed into place
    /// once the last is complete (``AtomicFileSet``), so a failure or an interruption leaves
    /// the earlier run's pages as they were. Then the pages an earlier run left beyond the new
    /// count (or `OUT.png` beside `OUT-1.png`, and the other way round) are removed and listed
    /// in ``SheetPagesReport/removedPages``.
    /// - Throws: ``SheetPagesError``; no page is replaced then.
    /// With `keepingCellsWhole`, pages end above a cell they would cut (``PageBreaks``).
    public func renderPages(_ layout: LayoutResult, content: SheetContent, pageHeight: CGFloat? = nil, keepingCellsWhole: Bool = false,
                            to output: String, compression: PNGCompression = .default,
                            progress: ((_ page: Int, _ pages: Int, _ rowsDone: Int, _ totalRows: Int) -> Void)? = nil) throws -> SheetPagesReport {
        try renderPages(layout, content: content, pageHeight: pageHeight, keepingCellsWhole: keepingCellsWhole, to: output,
                        encoding: .png(compression), progress: progress)
    }

    /// ``renderPages(_:content:pageHeight:keepingCellsWhole:to:compression:progress:)`` in PNG or
    /// JPEG, as `encoding` says: JPEG pages are named, cut and replaced as PNG pages are.
    public func renderPages(_ layout: LayoutResult, content: SheetContent, pageHeight: CGFloat? = nil, keepingCellsWhole: Bool = false,
                            to output: String, encoding: PictureEncoding,
                            progress: ((_ page: Int, _ pages: Int, _ rowsDone: Int, _ totalRows: Int) -> Void)? = nil) throws -> SheetPagesReport {
        if let pageHeight, !(pageHeight.isFinite && pageHeight > 0) { throw RenderError.invalidPageHeight(pageHeight) }
        let pages = pageHeight.map { PageBreaks.pagesRepeatingHeaders(of: layout, pageHeight: $0, keepingCellsWhole: keepingCellsWhole) }
            ?? [PageBreaks.Page(region: CGRect(origin: .zero, size: layout.contentSize), continuedSection: nil, continuedHeaderHeight: 0)]
        let regions = pages.map(\.region)
        if regions.count > 1 && output == "-" { throw SheetPagesError.severalPagesToStandardOutput(count: regions.count) }
        var report = SheetPagesReport(pages: [], photosDrawn: 0, failures: [], warnings: [])
        // Without pages, one file as renderPNG writes it; pages appear together.
        let set = pageHeight == nil ? nil : AtomicFileSet()
        for (number, region) in regions.enumerated() {
            let path = regions.count == 1 ? output : Self.pagePath(output, number: number + 1, of: regions.count)
            let page: RenderReport
            do {
                let continued = pages[number].continuedSection.flatMap { section in
                    content.sectionTitle(section).map { (title: "\($0) (continued)", height: pages[number].continuedHeaderHeight) }
                }
                page = try writePicture(pages[number].layout(from: layout), content: content, region: region, continued: continued, to: path,
                                        encoding: encoding, into: set) { done, total in
                    progress?(number + 1, regions.count, done, total)
                }
            } catch {
                set?.discard()
                throw SheetPagesError.pageFailed(path: path, reason: String(describing: error))
            }
            report.add(page: page, path: path, size: page.size)
        }
        if let set {
            report.removedPages = try Self.commit(set, output: output, pageCount: regions.count)
        }
        return report
    }

    /// Renames a finished page set into place, then removes what an earlier run of `output`
    /// left beyond `pageCount` pages; returns the removed pages.
    static func commit(_ set: AtomicFileSet, output: String, pageCount: Int) throws(SheetPagesError) -> [String] {
        do {
            try set.commit()
        } catch {
            throw .pageFailed(path: output, reason: String(describing: error))
        }
        return output == "-" ? [] : StalePages.remove(output: output, pageCount: pageCount)
    }

    /// The path of page `number` of `pages` of `output`: `OUT.png` → `OUT-3.png` (the number
    /// before the extension), zero-padded to the width of the page count so that the pages sort
    /// in order by name (`OUT-03.png` of 12; `OUT-003.png` of 120).
    public static func pagePath(_ output: String, number: Int, of pages: Int = 1) -> String {
        let url = URL(fileURLWithPath: output)
        let ext = url.pathExtension
        let stem = ext.isEmpty ? output : String(output.dropLast(ext.count + 1))
        let digits = String(number), width = String(max(pages, number)).count
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return ext.isEmpty ? "\(stem)-\(padded)" : "\(stem)-\(padded).\(ext)"
    }
}
