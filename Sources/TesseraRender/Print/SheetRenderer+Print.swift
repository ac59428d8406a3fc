import Foundation
import TesseraImage

extension SheetRenderer {
    /// Renders a sheet laid out at `page.printableWidth` points onto printed pages: PNGs of
    /// exactly the paper's pixel size with its resolution in pHYs, the sheet cut between rows or
    /// sections (``PageBreaks``) into pieces of at most ``PrintPage/contentHeight``, each placed
    /// inside the margin, with "Page N of M" centred in the footer strip. One page keeps the
    /// name `output`; several are `OUT-1.png`, `OUT-2.png`, … (``pagePath(_:number:)``). An
    /// `output` ending in `.pdf` is one PDF with a page each (``PDFWriter``; the pictures RGB,
    /// their filtered rows as the PNGs would hold them).
    ///
    /// The renderer's ``RenderOptions/scale`` MUST be the page's ``PrintPage/scale``. `progress`
    /// hears the page number, the page count, and the sheet rows done of the page.
    /// PNG pages are a set, as ``renderPages(_:content:pageHeight:to:compression:progress:)``
    /// writes them: all appear when the last is done, and an earlier run's extra pages are removed.
    /// - Throws: ``SheetPagesError``; no page is replaced then.
    public func renderPrintPages(_ layout: LayoutResult, content: SheetContent, page: PrintPage, to output: String,
                                 compression: PNGCompression = .default,
                                 progress: ((_ page: Int, _ pages: Int, _ rowsDone: Int, _ totalRows: Int) -> Void)? = nil) throws -> SheetPagesReport {
        try renderPrintPages(layout, content: content, page: page, to: output, encoding: .png(compression), progress: progress)
    }

    /// ``renderPrintPages(_:content:page:to:compression:progress:)`` with PNG or JPEG pages as
    /// `encoding` says (a JPEG's JFIF density is the page's resolution); an `output` ending in
    /// `.pdf` is one PDF whatever the encoding, its pictures compressed as PNG's are (at the
    /// encoding's PNG effort, else the default).
    public func renderPrintPages(_ layout: LayoutResult, content: SheetContent, page: PrintPage, to output: String,
                                 encoding: PictureEncoding,
                                 progress: ((_ page: Int, _ pages: Int, _ rowsDone: Int, _ totalRows: Int) -> Void)? = nil) throws -> SheetPagesReport {
        var compression = PNGCompression.default
        if case .png(let chosen) = encoding { compression = chosen }
        precondition(abs(options.scale - page.scale) < 1e-9, "render print pages at the page's scale")
        let regions = PageBreaks.pages(of: layout, pageHeight: page.contentHeight)
        let isPDF = output.lowercased().hasSuffix(".pdf")
        if regions.count > 1 && output == "-" && !isPDF { throw SheetPagesError.severalPagesToStandardOutput(count: regions.count) }
        let pdf: PDFWriter?
        do {
            pdf = isPDF ? try PDFWriter(path: output, compression: compression, jobs: options.jobs) : nil
        } catch {
            throw SheetPagesError.pageFailed(path: output, reason: String(describing: error))
        }
        var report = SheetPagesReport(pages: [], photosDrawn: 0, failures: [], warnings: [])
        let set = isPDF ? nil : AtomicFileSet()   // PNG pages appear together; a PDF is one file
        for (index, region) in regions.enumerated() {
            let path = regions.count == 1 || isPDF ? output : Self.pagePath(output, number: index + 1)
            let footer = "Page \(index + 1) of \(regions.count)"
            let pageProgress: (Int, Int) -> Void = { done, total in progress?(index + 1, regions.count, done, total) }
            let drawn: RenderReport
            do {
                if let pdf {
                    try pdf.beginPage(width: page.pixelSize.width, height: page.pixelSize.height,
                                      pointWidth: page.paper.widthMillimetres / 25.4 * 72, pointHeight: page.paper.heightMillimetres / 25.4 * 72)
                    drawn = try drawPrintPage(layout, content: content, region: region, page: page, footer: footer,
                                              progress: pageProgress) { rows in try pdf.append(rows: rows) }
                    try pdf.endPage()
                } else {
                    let size = page.pixelSize
                    let writer = try encoding.writer(path: path, width: size.width, height: size.height, hasAlpha: !style.background.isOpaque,
                                                     jobs: options.jobs, dotsPerInch: page.dotsPerInch)
                    drawn = try drawPrintPage(layout, content: content, region: region, page: page, footer: footer,
                                              progress: pageProgress) { rows in try writer.append(rows: rows) }
                    if let set { try writer.finish(into: set) } else { try writer.finish() }
                }
            } catch {
                set?.discard()
                throw SheetPagesError.pageFailed(path: path, reason: String(describing: error))
            }
            report.add(page: drawn, path: path, size: page.pixelSize)
        }
        do {
            try pdf?.finish()
        } catch {
            throw SheetPagesError.pageFailed(path: output, reason: String(describing: error))
        }
        if let set {
            report.removedPages = try Self.commit(set, output: output, pageCount: regions.count)
        }
        return report
    }

    /// One page: top margin, the region's rows between the side margins, blank rows down to the
    /// footer, the footer, the bottom margin; handed to `consume` a row at a time.
    private func drawPrintPage(_ layout: LayoutResult, content: SheetContent, region: CGRect, page: PrintPage,
                               footer: String, progress: @escaping (_ rowsDone: Int, _ totalRows: Int) -> Void,
                               rows consume: (PixelBuffer) throws -> Void) throws -> RenderReport {
        let size = page.pixelSize, margin = page.marginPixels
        let background = style.background.premultiplied
        let blank = BandCanvas(width: size.width, top: 0, height: 1, background: background)
        func appendBlank(_ rows: Int) throws {
            for _ in 0..<max(0, rows) { try consume(blank.pixels) }
        }
        try appendBlank(margin)
        // The sheet's rows, each set between the margins (a row wider than the printable width,
        // which snapping cannot make, would be cut).
        var row = BandCanvas(width: size.width, top: 0, height: 1, background: background)
        var sheetRows = 0
        let report = try render(layout, content: content, region: region, progress: progress) { band in
            let copied = min(band.width, page.printableWidthPixels) * 4
            for y in 0..<band.height where sheetRows < page.contentHeightPixels {
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
        try appendBlank(size.height - margin - page.footerPixels - margin - sheetRows)
        var strip = BandCanvas(width: size.width, top: 0, height: max(1, page.footerPixels), background: background)
        let rect = DeviceRect(x: margin, y: 0, width: page.printableWidthPixels, height: page.footerPixels)
        drawText(footer, with: bodyText, size: style.labelFontSize, in: rect, centred: true, color: style.labelColor,
                 into: &strip, band: strip.bounds)
        if page.footerPixels > 0 { try consume(strip.pixels) }
        try appendBlank(margin)
        return report
    }
}
