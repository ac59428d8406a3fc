import Foundation

/// Splits a tall layout into pages no taller than a given height, cutting only where no cell or
/// header is cut: between rows and between sections.
///
/// The allowed cuts are the gaps in the union of the elements' vertical extents (decorations
/// do not count: a section background may be cut), except a gap just below a section header:
/// a header stays with its section's first row, as a heading does in print. A page ends at the middle of the lowest gap
/// that keeps it within the page height; when no gap does (a cell taller than a page, or a
/// waterfall whose columns never line up), the page is cut at exactly the page height. No page
/// holds only what lies below the last element (the sheet's bottom padding): once the rest of
/// the elements fits, the page takes as much of the padding as fits and the rest is left out.
///
/// ```swift
/// let pages = PageBreaks.pages(of: layout, pageHeight: 2000)
/// // [(0.0, 0.0, 1600.0, 1994.0), (0.0, 1994.0, 1600.0, 1850.0)]
/// ```
public enum PageBreaks {
    /// The regions (points, layout coordinates), top to bottom, that together cover the
    /// content; one region when the content fits. `pageHeight` MUST be positive. Pages that keep
    /// photos whole where no gap ends them are ``pagesRepeatingHeaders(of:pageHeight:keepingCellsWhole:)``'s.
    public static func pages(of layout: LayoutResult, pageHeight: CGFloat) -> [CGRect] {
        precondition(pageHeight.isFinite && pageHeight > 0, "a page needs a positive height")
        let width = layout.contentSize.width, end = layout.contentSize.height
        guard end > pageHeight else { return [CGRect(x: 0, y: 0, width: width, height: end)] }
        let cuts = allowedCuts(layout)
        let contentEnd = lowestEdge(layout)
        var pages: [CGRect] = []
        var start: CGFloat = 0
        var next = 0
        while end - start > pageHeight {
            let limit = start + pageHeight
            // Every element left fits on this page: what is below them is padding or spacing,
            // which gets no page of its own (it once made blank pages 1 to 16 pixels high).
            if contentEnd <= limit {
                pages.append(CGRect(x: 0, y: start, width: width, height: pageHeight))
                return pages
            }
            while next < cuts.count && cuts[next] <= start { next += 1 }
            var cut = limit
            var probe = next
            while probe < cuts.count && cuts[probe] <= limit {
                cut = cuts[probe]
                probe += 1
            }
            pages.append(CGRect(x: 0, y: start, width: width, height: cut - start))
            start = cut
        }
        pages.append(CGRect(x: 0, y: start, width: width, height: end - start))
        return pages
    }

    /// The lowest bottom edge of the elements pages are cut around (cells and supplementaries
    /// that are shown and have a height), or 0 when there are none.
    static func lowestEdge(_ layout: LayoutResult) -> CGFloat {
        layout.attributes
            .filter { $0.category != .decorationView && !$0.isHidden && $0.frame.height > 0 }
            .map(\.frame.maxY).max() ?? 0
    }

    /// The middles of the gaps between the vertical extents of cells and supplementaries, in
    /// increasing order, leaving out gaps whose lowest edge above is a section header's.
    static func allowedCuts(_ layout: LayoutResult) -> [CGFloat] {
        let extents = layout.attributes
            .filter { $0.category != .decorationView && !$0.isHidden && $0.frame.height > 0 }
            .map { (top: $0.frame.minY, bottom: $0.frame.maxY, isHeader: $0.representedElementKind == .header) }
            .sorted { $0.top < $1.top }
        var cuts: [CGFloat] = []
        var reach: (bottom: CGFloat, isHeader: Bool)?
        for extent in extents {
            if let covered = reach, extent.top > covered.bottom, !covered.isHeader {
                cuts.append((covered.bottom + extent.top) / 2)
            }
            guard let covered = reach, covered.bottom >= extent.bottom else {
                reach = (extent.bottom, extent.isHeader)
                continue
            }
            if covered.bottom == extent.bottom { reach?.isHeader = covered.isHeader && extent.isHeader }
        }
        return cuts
    }
}
