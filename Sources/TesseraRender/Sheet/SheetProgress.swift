import Foundation
import TesseraLayout

/// How far the drawing of a sheet has come, in photos and as a share of the whole, from the
/// rows a page renderer reports (``LayoutRenderer/renderPages(_:content:pageHeight:keepingCellsWhole:to:encoding:progress:)``
/// hears page, pages, rows done and rows of the page).
///
/// A photo counts as drawn once the rows drawn pass its bottom edge. A value: what a progress bar
/// shows is computed here, the bar itself is the caller's.
///
/// ```swift
/// let progress = SheetProgress(layout: layout, regions: [CGRect(origin: .zero, size: layout.contentSize)])
/// print(progress.position(page: 1, rowsDone: 50, rows: 100))
/// ```
public struct SheetProgress: Sendable, Equatable {
    /// Where the drawing is: the share of the sheet's height drawn (0…1) and the photos drawn.
    public struct Position: Sendable, Equatable {
        /// The share of the content's height drawn, 0…1.
        public var fraction: Double
        /// The photos whose bottom edge the drawing has passed.
        public var photosDone: Int
        /// All the sheet's photos.
        public var photos: Int

        /// A position of `photosDone` of `photos` photos, `fraction` of the sheet drawn.
        public init(fraction: Double, photosDone: Int, photos: Int) {
            self.fraction = fraction
            self.photosDone = photosDone
            self.photos = photos
        }
    }

    /// Each page's region of the sheet, in points, page 1 first.
    public let regions: [CGRect]
    /// The bottom edges of the sheet's cells, sorted.
    private let photoBottoms: [CGFloat]
    /// The work of the cells up to each of ``photoBottoms`` (running sums of their weights), and in all.
    private let workBefore: [Double]
    private let totalWork: Double
    private let contentHeight: Double

    /// The progress of drawing `layout`'s cells in `regions` (one per page). With `work` (a
    /// cell's index path to its share of the work: a photo's stored pixels, say, which its
    /// decoding costs), the fraction done is the work of the photos drawn, plus the rows, which
    /// the time left is estimated from: a sheet whose first rows hold large photos is not taken
    /// for one whose every row costs the same.
    public init(layout: LayoutResult, regions: [CGRect], work: [IndexPath: Double]? = nil) {
        self.regions = regions
        let cells = layout.attributes.filter { $0.category == .cell }.map { (bottom: $0.frame.maxY, work: work?[$0.indexPath] ?? 0) }
            .sorted { $0.bottom < $1.bottom }
        photoBottoms = cells.map(\.bottom)
        var sums: [Double] = [], sum = 0.0
        for cell in cells { sum += max(0, cell.work); sums.append(sum) }
        workBefore = sums
        totalWork = work == nil ? 0 : sum
        contentHeight = max(1, Double(layout.contentSize.height))
    }

    /// Where the drawing is when `rowsDone` of the `rows` of page `page` (1-based) are drawn; a
    /// page of no rows counts as drawn, a page beyond the regions as none of the sheet.
    public func position(page: Int, rowsDone: Int, rows: Int) -> Position {
        let region = regions.indices.contains(page - 1) ? regions[page - 1] : .zero
        let reached = region.minY + (rows == 0 ? region.height : region.height * CGFloat(rowsDone) / CGFloat(rows))
        var low = 0, high = photoBottoms.count   // the photos whose bottom is at most `reached`
        while low < high {
            let middle = (low + high) / 2
            if photoBottoms[middle] <= reached { low = middle + 1 } else { high = middle }
        }
        let rows = Double(reached) / contentHeight
        guard totalWork > 0 else { return Position(fraction: rows, photosDone: low, photos: photoBottoms.count) }
        // The photos' work, and a tenth for drawing and writing the rows.
        let photos = low == 0 ? 0 : workBefore[low - 1] / totalWork
        return Position(fraction: min(1, 0.9 * photos + 0.1 * rows), photosDone: low, photos: photoBottoms.count)
    }
}
