import Foundation
import TesseraImage
import TesseraLayout

extension LayoutRenderer {
    /// The regions of `layout` (points) drawn as pictures: one per printed page of `printPage`,
    /// else one per page `pageHeight` points high (headers repeated), else the whole content —
    /// the pages ``renderPrintPages(_:content:page:keepingCellsWhole:to:encoding:progress:)`` and
    /// ``renderPages(_:content:pageHeight:keepingCellsWhole:to:encoding:progress:)`` write.
    ///
    /// ```swift
    /// let regions = LayoutRenderer.pageRegions(of: layout, printPage: nil, pageHeight: 2000)
    /// ```
    public static func pageRegions(of layout: LayoutResult, printPage: PrintPage?, pageHeight: CGFloat?,
                                   keepingCellsWhole: Bool = false) -> [CGRect] {
        pages(of: layout, printPage: printPage, pageHeight: pageHeight, keepingCellsWhole: keepingCellsWhole).map(\.region)
    }

    /// The pages ``pageRegions(of:printPage:pageHeight:keepingCellsWhole:)`` gives the regions
    /// of, with what each draws (``PageBreaks/Page/drawn``).
    public static func pages(of layout: LayoutResult, printPage: PrintPage?, pageHeight: CGFloat?,
                             keepingCellsWhole: Bool = false) -> [PageBreaks.Page] {
        if let printPage {
            return printPages(of: layout, page: printPage, keepingCellsWhole: keepingCellsWhole)
        }
        if let pageHeight {
            return PageBreaks.pagesRepeatingHeaders(of: layout, pageHeight: pageHeight, keepingCellsWhole: keepingCellsWhole)
        }
        return [PageBreaks.Page(region: CGRect(origin: .zero, size: layout.contentSize))]
    }

    /// The tallest page of `layout`, in whole points, whose picture stays within
    /// ``PictureLimits/maximumPixels`` at this renderer's width and scale: the most `pageHeight` may be.
    public func largestPageHeight(of layout: LayoutResult) -> Int {
        let widthPixels = max(1, pixelSize(of: layout).width)
        return PictureLimits.points(PictureLimits.standard.maximumPixels / widthPixels, atScale: Double(options.scale))
    }
}
