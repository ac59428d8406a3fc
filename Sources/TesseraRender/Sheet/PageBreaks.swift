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
    /// content; one region when the content fits. `pageHeight` MUST be positive.
    ///
    /// With `keepingCellsWhole`, a page that would cut through cells (a waterfall's columns
    /// that never line up) ends above the highest of them instead, so they move whole to the
    /// next page; only a cell taller than a page is still cut.
    public static func pages(of layout: LayoutResult, pageHeight: CGFloat, keepingCellsWhole: Bool = false) -> [CGRect] {
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
            if keepingCellsWhole && cut == limit {
                cut = wholeCellCut(layout, start: start, limit: limit)
            }
            pages.append(CGRect(x: 0, y: start, width: width, height: cut - start))
            start = cut
        }
        pages.append(CGRect(x: 0, y: start, width: width, height: end - start))
        return pages
    }

    /// The lowest line at most `limit` and below `start` that crosses no cell (a cell's top or
    /// bottom edge), with at least one whole cell above it on the page; `limit` when there is
    /// none (a cell taller than the page).
    static func wholeCellCut(_ layout: LayoutResult, start: CGFloat, limit: CGFloat) -> CGFloat {
        let cells = layout.attributes.filter { $0.category == .cell && !$0.isHidden && $0.frame.height > 0 }.map(\.frame)
        let edges = Set(cells.flatMap { [$0.minY, $0.maxY] }.filter { $0 > start && $0 < limit })
        for line in edges.sorted(by: >) {
            guard !cells.contains(where: { $0.minY < line && $0.maxY > line }) else { continue }
            if cells.contains(where: { $0.minY >= start && $0.maxY <= line }) { return line }
        }
        return limit
    }

    /// The cells the page boundaries of `regions` cut through, in layout order, each with the
    /// numbers (from 1) of the first and last page it is drawn on.
    public static func splitCells(of layout: LayoutResult, regions: [CGRect]) -> [(indexPath: IndexPath, pages: ClosedRange<Int>)] {
        guard regions.count > 1 else { return [] }
        return layout.attributes.filter { $0.category == .cell && !$0.isHidden && $0.frame.height > 0 }.compactMap { cell in
            let on = regions.indices.filter { regions[$0].minY < cell.frame.maxY && regions[$0].maxY > cell.frame.minY }
            guard let first = on.first, let last = on.last, last > first else { return nil }
            return (cell.indexPath, (first + 1)...(last + 1))
        }
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
