import Foundation
import TesseraImage

/// What rendering a sheet to one or more PNG pages did.
public struct SheetPagesReport: Sendable, Equatable {
    /// One page written: its path and its size in pixels.
    public struct Page: Sendable, Equatable {
        public var path: String
        public var size: PixelSize
    }

    /// The pages, in order.
    public var pages: [Page]
    /// Photos decoded and drawn, over all pages.
    public var photosDrawn: Int
    /// Photos drawn as failure placeholders, each once, in order.
    public var failures: [RenderReport.Problem]
    /// Photos drawn from damaged files, each once, in order.
    public var warnings: [RenderReport.Problem]

    /// Adds a page written to `path`, of `size`, with what drawing it reported.
    mutating func add(page report: RenderReport, path: String, size: PixelSize) {
        pages.append(Page(path: path, size: size))
        photosDrawn += report.photosDrawn
        failures += report.failures.filter { !failures.contains($0) }
        warnings += report.warnings.filter { !warnings.contains($0) }
    }
}

/// Why a sheet could not be written as pages.
public enum SheetPagesError: Error, Equatable, CustomStringConvertible {
    /// Several pages were asked for standard output (`-`), which holds one PNG.
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

extension SheetRenderer {
    /// Renders a sheet to `output`, or, with a `pageHeight` (points), to pages cut between rows
    /// or sections (``PageBreaks``) named by ``pagePath(_:number:)``: what `tessera sheet` writes.
    /// `progress` hears the page number, the page count, and the rows done of the page.
    /// - Throws: ``SheetPagesError``; pages written before the error stay written.
    public func renderPages(_ layout: LayoutResult, content: SheetContent, pageHeight: CGFloat? = nil, to output: String,
                            compression: PNGCompression = .default,
                            progress: ((_ page: Int, _ pages: Int, _ rowsDone: Int, _ totalRows: Int) -> Void)? = nil) throws -> SheetPagesReport {
        let regions = pageHeight.map { PageBreaks.pages(of: layout, pageHeight: $0) } ?? [CGRect(origin: .zero, size: layout.contentSize)]
        if regions.count > 1 && output == "-" { throw SheetPagesError.severalPagesToStandardOutput(count: regions.count) }
        var report = SheetPagesReport(pages: [], photosDrawn: 0, failures: [], warnings: [])
        for (number, region) in regions.enumerated() {
            let path = regions.count == 1 ? output : Self.pagePath(output, number: number + 1)
            let page: RenderReport
            do {
                page = try renderPNG(layout, content: content, region: region, to: path, compression: compression) { done, total in
                    progress?(number + 1, regions.count, done, total)
                }
            } catch {
                throw SheetPagesError.pageFailed(path: path, reason: String(describing: error))
            }
            report.add(page: page, path: path, size: page.size)
        }
        return report
    }

    /// The path of page `number` of `output`: `OUT.png` → `OUT-3.png` (the number before the extension).
    public static func pagePath(_ output: String, number: Int) -> String {
        let url = URL(fileURLWithPath: output)
        let ext = url.pathExtension
        let stem = ext.isEmpty ? output : String(output.dropLast(ext.count + 1))
        return ext.isEmpty ? "\(stem)-\(number)" : "\(stem)-\(number).\(ext)"
    }
}
