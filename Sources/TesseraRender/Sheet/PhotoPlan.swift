import Foundation

/// The photos a rendered region needs: one decode job per visible photo cell, at the exact
/// pixel size of the part of the cell the photo occupies, in order of their top rows.
struct PhotoPlan {
    /// Decode jobs, sorted by top row (then layout order).
    let jobs: [ThumbnailPipeline.Job]
    /// The element (position in the layout's attributes) of each job.
    let elements: [Int]
    /// The job of each photo element.
    let jobOfElement: [Int: Int]
    /// The index path of each job's cell.
    let indexPaths: [IndexPath]

    init(layout: LayoutResult, content: SheetContent, geometry: SheetGeometry, style: SheetStyle) {
        var planned: [(job: ThumbnailPipeline.Job, element: Int, indexPath: IndexPath)] = []
        for (index, element) in layout.attributes.enumerated()
        where element.category == .cell && !element.isHidden {
            guard case .photo(let path, _) = content.cell(at: element.indexPath) else { continue }
            // A photo is decoded at the size it is drawn at (a carousel's scale included), and
            // needed while the rows it covers are drawn; a rotated cell is drawn upright first,
            // at its own size, then turned (see LayoutRenderer+Rotation).
            let drawn = LayoutRenderer.drawn(element)
            let rows = geometry.deviceRect(drawn.frame)
            let upright = LayoutRenderer.isRotated(element.transform) ? element : drawn
            let rect = geometry.deviceRect(Self.photoFrame(in: upright.frame, content: content, style: style, at: element.indexPath))
            guard !rect.isEmpty, rows.intersects(geometry.bounds) else { continue }
            let job = ThumbnailPipeline.Job(path: path, size: PixelSize(width: rect.width, height: rect.height),
                                            mode: style.photoMode, top: rows.y, bottom: rows.maxY)
            planned.append((job, index, element.indexPath))
        }
        planned.sort { ($0.job.top, $0.element) < ($1.job.top, $1.element) }
        jobs = planned.map(\.job)
        elements = planned.map(\.element)
        indexPaths = planned.map(\.indexPath)
        jobOfElement = Dictionary(uniqueKeysWithValues: planned.enumerated().map { ($0.element.element, $0.offset) })
    }

    /// The part of a cell's frame its photo (or placeholder) occupies: all of it, or all but
    /// the label strip (a line's height per label line) at the bottom when the sheet has labels.
    static func photoFrame(in frame: CGRect, content: SheetContent, style: SheetStyle, at indexPath: IndexPath) -> CGRect {
        guard content.showsLabels else { return frame }
        var photo = frame
        photo.size.height = max(0, frame.height - CGFloat(content.labelLines(at: indexPath)) * style.labelStripHeight)
        return photo
    }
}
