import Foundation

/// One row of a ``JustifiedLayout`` while it fills: Flickr justified-layout's `Row`, which
/// decides whether the next photo joins the row and, once the row is complete, its height and
/// each box's left edge and width.
struct JustifiedRow {
    /// A box's horizontal geometry within the row.
    struct Box {
        var aspectRatio: CGFloat
        var left: CGFloat = 0
        var width: CGFloat = 0
    }

    /// The row's left edge (the container's left padding) and width (between the paddings).
    let left: CGFloat
    let width: CGFloat
    let spacing: CGFloat
    let targetRowHeight: CGFloat
    /// The summed aspect ratios between which the row's height is within tolerance.
    let minAspectRatio: CGFloat
    let maxAspectRatio: CGFloat
    /// Whether this row shows its first square or landscape photo alone at full width.
    let isBreakoutRow: Bool
    /// ``JustifiedLayout/keepsPhotosWhole``: never clamp the height (so never crop a box), give a
    /// photo too wide for any row within tolerance a row of its own, and end a row that cannot
    /// fill the width within tolerance left-aligned at the target height.
    let keepsPhotosWhole: Bool
    private(set) var boxes: [Box] = []
    /// The sum of the boxes' aspect ratios, kept as boxes join (in their order, as Flickr's
    /// `reduce` sums them), so that offering a photo costs the same however long the row is.
    private(set) var summedAspectRatio: CGFloat = 0
    /// The row's photo height; 0 until the row is complete.
    private(set) var height: CGFloat = 0
    /// Boxes read or written so far: one as each joins, and the row's length for every pass
    /// over its boxes (``JustifiedLayout/Work/boxVisits``). Every loop over `boxes` adds to it.
    private(set) var boxVisits = 0

    init(left: CGFloat, width: CGFloat, spacing: CGFloat, targetRowHeight: CGFloat, tolerance: CGFloat, isBreakoutRow: Bool,
         keepsPhotosWhole: Bool = false) {
        self.keepsPhotosWhole = keepsPhotosWhole
        self.left = left
        self.width = width
        self.spacing = spacing
        self.targetRowHeight = targetRowHeight
        self.minAspectRatio = width / targetRowHeight * (1 - tolerance)
        self.maxAspectRatio = width / targetRowHeight * (1 + tolerance)
        self.isBreakoutRow = isBreakoutRow
    }

    /// Whether the row has its height.
    var isComplete: Bool { height > 0 }

    /// Offers the next photo; answers whether it joined the row. The row may complete either
    /// way: with it (its height is then within tolerance, or closest to it) or without it
    /// (the photo then starts the next row).
    mutating func add(aspectRatio: CGFloat) -> Bool {
        let count = boxes.count + 1
        let widthWithoutSpacing = width - CGFloat(count - 1) * spacing
        let newAspectRatio = summedAspectRatio + aspectRatio
        let targetAspectRatio = widthWithoutSpacing / targetRowHeight

        if isBreakoutRow, boxes.isEmpty, aspectRatio >= 1 {
            join(aspectRatio)
            complete(height: widthWithoutSpacing / aspectRatio, justify: true)
            return true
        }
        if keepsPhotosWhole, !boxes.isEmpty, aspectRatio > maxAspectRatio {
            // A photo too wide for any row: this row (still short of the width, or it would be
            // complete) ends here, and the photo opens a row of its own.
            completeShortOfWidth()
            return false
        }
        if newAspectRatio < minAspectRatio {
            // Too tall still: take the photo and wait for more.
            join(aspectRatio)
            return true
        }
        if newAspectRatio > maxAspectRatio {
            if boxes.isEmpty {
                // A panorama: a row of its own.
                join(aspectRatio)
                complete(height: widthWithoutSpacing / newAspectRatio, justify: true)
                return true
            }
            let previousWidth = width - CGFloat(boxes.count - 1) * spacing
            let previousAspectRatio = summedAspectRatio
            let previousTarget = previousWidth / targetRowHeight
            if abs(newAspectRatio - targetAspectRatio) > abs(previousAspectRatio - previousTarget) {
                if keepsPhotosWhole {
                    // Without the photo the row is too tall to justify within tolerance (its
                    // ratios sum below the minimum): it ends at the target height instead.
                    completeShortOfWidth()
                } else {
                    complete(height: previousWidth / previousAspectRatio, justify: true)
                }
                return false
            }
        }
        join(aspectRatio)
        complete(height: widthWithoutSpacing / newAspectRatio, justify: true)
        return true
    }

    /// Adds a box and its aspect ratio to the sum.
    private mutating func join(_ aspectRatio: CGFloat) {
        boxes.append(Box(aspectRatio: aspectRatio))
        summedAspectRatio += aspectRatio
        boxVisits += 1
    }

    /// Completes a row that cannot fill the width within tolerance at the target height,
    /// left-aligned, as a widow row is.
    private mutating func completeShortOfWidth() {
        complete(height: targetRowHeight, justify: false)
    }

    /// Completes a widow row at `height` (the row before's, or the target), left-aligned.
    mutating func completeAsWidow(height: CGFloat?) {
        complete(height: height ?? targetRowHeight, justify: false)
    }

    /// Flickr's `completeLayout`: rounds the height, clamps it to ½…2× the target (the boxes
    /// then keep the row's width and are cropped; never with ``keepsPhotosWhole``), rounds each
    /// width, and when justifying spreads the rounding error so the row ends exactly at its
    /// right edge.
    private mutating func complete(height newHeight: CGFloat, justify: Bool) {
        let roundedHeight = Self.round(newHeight)
        let clampedHeight = keepsPhotosWhole ? roundedHeight
            : Swift.max(0.5 * targetRowHeight, Swift.min(roundedHeight, 2 * targetRowHeight))
        height = clampedHeight
        // Flickr's (w / clamped) / (w / rounded), written so that it is finite for w = 0.
        let clampedToNativeRatio = roundedHeight == clampedHeight ? 1 : (roundedHeight > 0 ? roundedHeight / clampedHeight : 0)
        var edge = left
        boxVisits += boxes.count
        for index in boxes.indices {
            boxes[index].width = Self.round(boxes[index].aspectRatio * height * clampedToNativeRatio)
            boxes[index].left = edge
            edge += boxes[index].width + spacing
        }
        guard justify, !boxes.isEmpty else { return }
        let filled = edge - spacing - left
        let errorPerBox = (filled - width) / CGFloat(boxes.count)
        if boxes.count == 1 {
            boxes[0].width -= Self.round(errorPerBox)
            return
        }
        var previous: CGFloat = 0
        boxVisits += boxes.count
        for index in boxes.indices {
            let cumulative = Self.round(CGFloat(index + 1) * errorPerBox)
            boxes[index].left -= previous
            boxes[index].width -= cumulative - previous
            previous = cumulative
        }
    }

    /// JavaScript's `Math.round`: halves round up, −0.5 to −0.
    static func round(_ value: CGFloat) -> CGFloat {
        (value + 0.5).rounded(.down)
    }
}
