import Foundation
import TesseraImage

/// A printed page: paper, resolution and margin, and what they make of a contact sheet.
///
/// A point is a printer's point, 1/72 inch, so text and spacing given in points print at their
/// size: the renderer's scale is `dotsPerInch / 72`. The page is exactly the paper's size in
/// pixels (A4 at 300 dpi: 2480×3508); inside the margin, the bottom ``footerHeight`` points
/// carry the page number and the rest holds the sheet, laid out at the printable width.
///
/// ```swift
/// let page = PrintPage(paper: .a4, dotsPerInch: 300, marginMillimetres: 10)
/// print(page.pixelSize, page.marginPixels, page.printableWidth)
/// // 2480×3508 118 538.56
/// ```
public struct PrintPage: Sendable, Equatable {
    public var paper: PaperSize
    /// Pixels per inch, written into each page's pHYs chunk.
    public var dotsPerInch: Double
    /// The blank border on every side.
    public var marginMillimetres: Double
    /// The strip above the bottom margin that holds "Page N of M", in points.
    public var footerHeight: CGFloat = 24
    /// The footer's text on every page: `{page}`, `{pages}` and `{date}` are replaced
    /// (``text(_:page:pages:)``). Default "Page {page} of {pages}".
    public var footerText: String = "Page {page} of {pages}"
    /// A line of text at the top of every page (a client, a copyright), in a strip of
    /// ``footerHeight`` points below the top margin; nil (the default) for none.
    public var headerText: String?
    /// What `{date}` reads on the page (the CLI gives the day of the run, `2026-11-25`).
    public var date: String = ""
    /// Whether crop marks are drawn in the margins at the corners of the printable area
    /// (short hairlines, a third of the margin clear of it, at most 3 mm).
    public var cropMarks: Bool = false

    /// A page. Whether it can be printed (a resolution in ``dotsPerInchRange``, a margin of 0 or
    /// more that leaves room, a picture within ``PictureLimits``) is ``check()``'s to say, which
    /// the renderer asks before it draws.
    public init(paper: PaperSize, dotsPerInch: Double = 300, marginMillimetres: Double = 10) {
        self.paper = paper
        self.dotsPerInch = dotsPerInch
        self.marginMillimetres = marginMillimetres
    }

    /// Pixels per point.
    public var scale: CGFloat { CGFloat(dotsPerInch / 72) }

    /// The page in pixels: the paper's millimetres at ``dotsPerInch``, rounded.
    public var pixelSize: PixelSize {
        PixelSize(width: Self.pixels(paper.widthMillimetres, dotsPerInch), height: Self.pixels(paper.heightMillimetres, dotsPerInch))
    }

    /// The margin in pixels, rounded.
    public var marginPixels: Int { Self.pixels(marginMillimetres, dotsPerInch) }

    /// Pixels across the printable part of the page.
    public var printableWidthPixels: Int { pixelSize.width - 2 * marginPixels }

    /// The footer strip in pixels, rounded.
    public var footerPixels: Int { Int((footerHeight * scale).rounded()) }

    /// The header strip in pixels: as tall as the footer when there is a header text, else 0.
    public var headerPixels: Int { headerText == nil ? 0 : footerPixels }

    /// `template` with `{page}`, `{pages}` and `{date}` filled in for page `page` of `pages`.
    public func text(_ template: String, page: Int, pages: Int) -> String {
        template.replacingOccurrences(of: "{pages}", with: String(pages))
            .replacingOccurrences(of: "{page}", with: String(page))
            .replacingOccurrences(of: "{date}", with: date)
    }

    /// Pixels down the part of the page that holds the sheet (a pixel is kept spare, so that
    /// snapping a page's region to pixels never needs more).
    public var contentHeightPixels: Int { pixelSize.height - 2 * marginPixels - footerPixels - headerPixels - 1 }

    /// The width to lay the sheet out at, in points: exactly ``printableWidthPixels`` at ``scale``.
    public var printableWidth: CGFloat { CGFloat(printableWidthPixels) / scale }

    /// The most of the sheet one page holds, in points.
    public var contentHeight: CGFloat { CGFloat(contentHeightPixels) / scale }

    /// Whether anything is left to print on: the margins and footer leave at least an inch
    /// each way.
    public var isUsable: Bool {
        Double(printableWidthPixels) >= dotsPerInch && Double(contentHeightPixels) >= dotsPerInch
    }

    /// `millimetres` at `dotsPerInch`, rounded; 0 for what is no positive number (a page
    /// ``check()`` refuses), at most 2⁶² for what is too large to count.
    private static func pixels(_ millimetres: Double, _ dotsPerInch: Double) -> Int {
        let pixels = (millimetres / 25.4 * dotsPerInch).rounded()
        guard pixels > 0 else { return 0 }
        return pixels < 0x1p62 ? Int(pixels) : 1 << 62
    }
}
