import Foundation
import TesseraImage

extension LayoutRenderer {
    /// Renders a sheet laid out at `page.printableWidth` points onto printed pages: PNGs of
    /// exactly the paper's pixel size with its resolution in pHYs, the sheet cut between rows or
    /// sections (``PageBreaks``) into pieces of at most ``PrintPage/contentHeight``, each placed
    /// inside the margin, with "Page N of M" centred in the footer strip. One page keeps the
    /// name `output`; several are `OUT-1.png`, `OUT-2.png`, … (``pagePath(_:number:of:)``; `OUT-01.png` … when there are ten or more). An
    /// `output` ending in `.pdf` is one PDF with a page each (``PDFWriter``; the pictures RGB,
    /// their filtered rows as the PNGs would hold them).
    ///
    /// The renderer's ``RenderOptions/scale`` MUST be the page's ``PrintPage/scale``. `progress`
    /// hears the page number, the page count, and the sheet rows done of the page.
    /// PNG pages are a set, as ``renderPages(_:content:pageHeight:to:compression:progress:)``
    /// writes them: all appear when the last is done, and an earlier run's extra pages are removed.
    /// - Throws: ``SheetPagesError``; no page is replaced then.
    /// With `keepingCellsWhole`, pages end above a cell they would cut (``PageBreaks``).
    public func renderPrintPages(_ layout: LayoutResult, content: SheetContent, page: PrintPage, keepingCellsWhole: Bool = false,
                                 to output: String, compression: PNGCompression = .default,
                                 progress: ((_ page: Int, _ pages: Int, _ rowsDone: Int, _ totalRows: Int) -> Void)? = nil) throws -> SheetPagesReport {
        try renderPrintPages(layout, content: content, page: page, keepingCellsWhole: keepingCellsWhole, to: output,
                             encoding: .png(compression), progress: progress)
    }

    /// ``renderPrintPages(_:content:page:to:compression:progress:)`` with PNG or JPEG pages as
    /// `encoding` says (a JPEG's JFIF density is the page's resolution); an `output` ending in
    /// `.pdf` is one PDF whatever the encoding, its pictures compressed as PNG's are (at the
    /// encoding's PNG effort, else the default).
    /// - Throws: ``PrintPageError`` before anything is drawn for a page that cannot be printed
    ///   (``PrintPage/check()``) or that is not at this renderer's scale; else ``SheetPagesError``.
    public func renderPrintPages(_ layout: LayoutResult, content: SheetContent, page: PrintPage, keepingCellsWhole: Bool = false,
                                 to output: String, encoding: PictureEncoding, document: PDFDocument = PDFDocument(),
                                 progress: ((_ page: Int, _ pages: Int, _ rowsDone: Int, _ totalRows: Int) -> Void)? = nil) throws -> SheetPagesReport {
        var compression = PNGCompression.default
        if case .png(let chosen) = encoding { compression = chosen }
        try page.check()
        guard abs(options.scale - page.scale) < 1e-9 else {
            throw PrintPageError.scaleMismatch(rendererScale: Double(options.scale), pageScale: Double(page.scale))
        }
        let pages = Self.printPages(of: layout, page: page, keepingCellsWhole: keepingCellsWhole)
        let regions = pages.map(\.region)
        let isPDF = output.lowercased().hasSuffix(".pdf")
        if regions.count > 1 && output == "-" && !isPDF { throw SheetPagesError.severalPagesToStandardOutput(count: regions.count) }
        return try withWorkers { pool in
            try renderPrintPages(layout, content: content, page: page, pages: pages, to: output, isPDF: isPDF, encoding: encoding,
                                 compression: compression, document: document, on: pool, progress: progress)
        }
    }

    /// ``renderPrintPages(_:content:page:keepingCellsWhole:to:encoding:document:progress:)`` once
    /// the pages are cut, every page decoded and encoded on `pool`.
    private func renderPrintPages(_ layout: LayoutResult, content: SheetContent, page: PrintPage, pages: [PageBreaks.Page],
                                  to output: String, isPDF: Bool, encoding: PictureEncoding, compression: PNGCompression,
                                  document: PDFDocument, on pool: WorkerPool,
                                  progress: ((_ page: Int, _ pages: Int, _ rowsDone: Int, _ totalRows: Int) -> Void)?) throws -> SheetPagesReport {
        let regions = pages.map(\.region)
        let pdf: PDFWriter?
        do {
            pdf = isPDF ? try PDFWriter(path: output, compression: compression, workers: pool, quality: document.quality,
                                        title: document.title ?? content.title, author: document.author) : nil
        } catch {
            throw SheetPagesError.pageFailed(path: output, reason: String(describing: error))
        }
        var report = SheetPagesReport(pages: [], photosDrawn: 0, failures: [], warnings: [])
        let set = isPDF ? nil : AtomicFileSet()   // PNG pages appear together; a PDF is one file
        for (index, region) in regions.enumerated() {
            let path = regions.count == 1 || isPDF ? output : Self.pagePath(output, number: index + 1, of: regions.count)
            let footer = page.text(page.footerText, page: index + 1, pages: regions.count)
            let header = page.headerText.map { page.text($0, page: index + 1, pages: regions.count) }
            let continued = pages[index].continuedSection.flatMap { section in
                content.sectionTitle(section).map { (title: "\($0) (continued)", height: pages[index].continuedHeaderHeight) }
            }
            let pageProgress: (Int, Int) -> Void = { done, total in progress?(index + 1, regions.count, done, total) }
            let drawn: RenderReport
            do {
                if let pdf {
                    try pdf.beginPage(width: page.pixelSize.width, height: page.pixelSize.height,
                                      pointWidth: page.paper.widthMillimetres / 25.4 * 72, pointHeight: page.paper.heightMillimetres / 25.4 * 72)
                    drawn = try drawPrintPage(pages[index].layout(from: layout), content: content, region: region, page: page, header: header, continued: continued, footer: footer,
                                              on: pool, progress: pageProgress) { rows in try pdf.append(rows: rows) }
                    pdf.addText(captionText(pages[index].layout(from: layout), content: content, region: region, page: page,
                                            continuedHeight: continued?.height))
                    try pdf.endPage()
                } else {
                    let size = page.pixelSize
                    let writer = try encoding.writer(path: path, width: size.width, height: size.height, hasAlpha: !style.background.isOpaque,
                                                     workers: pool, dotsPerInch: page.dotsPerInch, marked: true)
                    drawn = try drawPrintPage(pages[index].layout(from: layout), content: content, region: region, page: page, header: header, continued: continued, footer: footer,
                                              on: pool, progress: pageProgress) { rows in try writer.append(rows: rows) }
                    if let set { try writer.finish(into: set) } else { try writer.finish() }
                }
            } catch {
                set?.discard()
                throw SheetPagesError.pageFailed(path: path, reason: String(describing: error))
            }
            report.add(page: drawn, path: path, size: page.pixelSize)
        }
        do {
            try pdf?.finish(bookmarks: Self.bookmarks(layout, content: content, pages: pages))
        } catch {
            throw SheetPagesError.pageFailed(path: output, reason: String(describing: error))
        }
        if let set {
            report.removedPages = try Self.commit(set, output: output, pageCount: regions.count)
        }
        return report
    }

    /// The printed pages of `layout`: cut at ``PrintPage/contentHeight`` (``PageBreaks``), a
    /// page that starts inside a section holding that section's header height less, for the
    /// header repeated at its top.
    public static func printPages(of layout: LayoutResult, page: PrintPage, keepingCellsWhole: Bool = false) -> [PageBreaks.Page] {
        PageBreaks.pagesRepeatingHeaders(of: layout, pageHeight: page.contentHeight, keepingCellsWhole: keepingCellsWhole)
    }

    /// The captions of a printed page as PDF text (``PDFWriter/TextRun``): each label line where
    /// ``drawCell`` draws it, in points from the page's bottom-left corner, at the size it is drawn.
    func captionText(_ layout: LayoutResult, content: SheetContent, region: CGRect, page: PrintPage,
                     continuedHeight: CGFloat?) -> [PDFWriter.TextRun] {
        guard content.showsLabels else { return [] }
        let geometry = SheetGeometry(scale: options.scale, region: region)
        let continuedPixels = continuedHeight.map { max(1, Int(($0 * page.scale).rounded())) } ?? 0
        let top = page.marginPixels + page.headerPixels + continuedPixels, left = page.marginPixels
        let points = 72 / page.dotsPerInch
        let pageHeight = Double(page.pixelSize.height) * points
        var runs: [PDFWriter.TextRun] = []
        for element in layout.attributes where element.category == .cell && !element.isHidden {
            guard case .photo(_, let label?) = content.cell(at: element.indexPath) else { continue }
            let rect = geometry.deviceRect(element.frame)
            let photo = geometry.deviceRect(PhotoPlan.photoFrame(in: element.frame, content: content, style: style, at: element.indexPath))
            let count = max(1, content.labelLines(at: element.indexPath)), total = rect.maxY - photo.maxY
            for (number, line) in label.split(separator: "\n", omittingEmptySubsequences: false).prefix(count).enumerated() where !line.isEmpty {
                let stripTop = photo.maxY + total * number / count, stripBottom = photo.maxY + total * (number + 1) / count
                guard stripBottom > 0, stripTop < geometry.size.height else { continue }
                let size = fittedLabelSize(String(line), width: rect.width)
                let width = min(Double(rect.width), bodyText.metrics(String(line), pixelSize: Double(options.scale * size)).width)
                let x = Double(left + rect.x) + (Double(rect.width) - width) / 2
                // The baseline a third of the text size below the strip's middle, as the line is centred.
                let baseline = Double(top + stripTop) + Double(stripBottom - stripTop) / 2 + Double(options.scale * size) / 3
                runs.append(PDFWriter.TextRun(text: String(line), x: x * points, baseline: pageHeight - baseline * points, size: Double(size)))
            }
        }
        return runs
    }

    /// One bookmark per titled section: its title and the first page its header is printed on.
    static func bookmarks(_ layout: LayoutResult, content: SheetContent, pages: [PageBreaks.Page]) -> [PDFWriter.Bookmark] {
        var marks: [PDFWriter.Bookmark] = []
        for (index, element) in layout.attributes.enumerated() where element.category == .supplementaryView {
            guard let kind = element.representedElementKind, content.titleKinds.contains(kind),
                  let title = content.sectionTitle(element.section), !title.isEmpty else { continue }
            let page = pages.firstIndex { page in
                (page.drawn?.contains(index) ?? true) && page.region.minY <= element.frame.midY && element.frame.midY < page.region.maxY
            }
            if let page { marks.append(PDFWriter.Bookmark(title: title, page: page)) }
        }
        return marks
    }

    /// Where section headers start across the sheet: the first header's x (the sheet's padding).
    static func headerInset(of layout: LayoutResult) -> CGFloat {
        layout.attributes.first { $0.representedElementKind == .header }?.frame.minX ?? 0
    }

    /// One page: top margin, the header strip (with a header text), the region's rows between
    /// the side margins, blank rows down to the footer, the footer, the bottom margin; handed
    /// to `consume` a row at a time, with crop marks painted in when the page has them.
    private func drawPrintPage(_ layout: LayoutResult, content: SheetContent, region: CGRect, page: PrintPage,
                               header: String?, continued: (title: String, height: CGFloat)?, footer: String, on pool: WorkerPool,
                               progress: @escaping (_ rowsDone: Int, _ totalRows: Int) -> Void,
                               rows output: (PixelBuffer) throws -> Void) throws -> RenderReport {
        let size = page.pixelSize, margin = page.marginPixels
        let marks = page.cropMarks ? CropMarks(page: page) : nil
        var rowNumber = 0
        func consume(_ rows: PixelBuffer) throws {
            guard let marks else { return try output(rows) }
            var marked = rows
            for y in 0..<rows.height { marks.paint(&marked, row: y, pageRow: rowNumber + y) }
            rowNumber += rows.height
            try output(marked)
        }
        let background = style.background.premultiplied
        let blank = BandCanvas(width: size.width, top: 0, height: 1, background: background)
        func appendBlank(_ rows: Int) throws {
            for _ in 0..<max(0, rows) { try consume(blank.pixels) }
        }
        try appendBlank(margin)
        if let header, page.headerPixels > 0 {
            var strip = BandCanvas(width: size.width, top: 0, height: page.headerPixels, background: background)
            let rect = DeviceRect(x: margin, y: 0, width: page.printableWidthPixels, height: page.headerPixels)
            drawText(header, with: bodyText, size: style.labelFontSize, in: rect, centred: true, color: style.labelColor,
                     into: &strip, band: strip.bounds)
            try consume(strip.pixels)
        }
        // A section running on from the page before: its header again, "Name (continued)",
        // set as the section headers are (from the sheet's padding).
        var continuedPixels = 0
        if let continued {
            continuedPixels = max(1, Int((continued.height * page.scale).rounded()))
            var strip = BandCanvas(width: size.width, top: 0, height: continuedPixels, background: background)
            let inset = Int((Self.headerInset(of: layout) * page.scale).rounded())
            let rect = DeviceRect(x: margin + inset, y: 0, width: max(1, page.printableWidthPixels - 2 * inset), height: continuedPixels)
            drawText(continued.title, with: headerText, size: style.headerFontSize, in: rect, centred: false,
                     color: style.headerColor, into: &strip, band: strip.bounds)
            try consume(strip.pixels)
        }
        // The sheet's rows, each set between the margins (a row wider than the printable width,
        // which snapping cannot make, would be cut).
        var row = BandCanvas(width: size.width, top: 0, height: 1, background: background)
        var sheetRows = 0
        let report = try render(layout, content: content, region: region, on: pool, progress: progress) { band in
            let copied = min(band.width, page.printableWidthPixels) * 4
            for y in 0..<band.height where sheetRows < page.contentHeightPixels - continuedPixels {
                row.reset(top: 0, height: 1, background: background)
                row.pixels.withUnsafeMutableBytes { target in
                    band.pixels.withUnsafeBytes { source in
                        let from = y * band.pixels.bytesPerRow
                        target[(margin * 4)..<(margin * 4 + copied)].copyBytes(from: source[from..<(from + copied)])
                    }
                }
                try consume(row.pixels)
                sheetRows += 1
            }
        }
        try appendBlank(size.height - margin - page.footerPixels - page.headerPixels - continuedPixels - margin - sheetRows)
        var strip = BandCanvas(width: size.width, top: 0, height: max(1, page.footerPixels), background: background)
        let rect = DeviceRect(x: margin, y: 0, width: page.printableWidthPixels, height: page.footerPixels)
        drawText(footer, with: bodyText, size: style.labelFontSize, in: rect, centred: true, color: style.labelColor,
                 into: &strip, band: strip.bounds)
        if page.footerPixels > 0 { try consume(strip.pixels) }
        try appendBlank(margin)
        return report
    }
}
