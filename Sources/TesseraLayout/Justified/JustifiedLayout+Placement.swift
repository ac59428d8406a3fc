import Foundation

extension JustifiedLayout {
    /// Places every element by docs/layout-spec.md's justified rules, section after section.
    ///
    /// With `W = container content width (its width less content insets) − containerPadding.left − containerPadding.right` (at least 0)
    /// and `top = containerPadding.top`:
    /// 1. Each section after the first starts `sectionSpacing` lower. A header (height > 0) is
    ///    `(containerPadding.left, top, W, h)`, then `top += h + boxSpacing.vertical`.
    /// 2. The section's items fill rows by Flickr's rule (`JustifiedRow`); each complete row
    ///    is placed at `top`, its boxes `height + captionHeight` tall, then
    ///    `top += height + captionHeight + boxSpacing.vertical`. A new row is a breakout row when
    ///    the number of rows laid out so far, plus one, is a multiple of the cadence.
    /// 3. A section's leftover items form its widow row: at the height of the section's row
    ///    before (a breakout row counts as the target height), or the target height when it is
    ///    the section's only row; left-aligned, not justified. Hidden when `showWidows` is false.
    /// 4. Once `maxNumRows` rows are placed, nothing else is.
    ///    With ``keepsPhotosWhole``, rows follow that option's rules instead of clamping.
    /// 5. The content height is `top − boxSpacing.vertical + containerPadding.bottom` (at least 0);
    ///    its width is the container's, or the paddings' when they are wider.
    ///
    /// MUST be pure and MAY run on any thread.
    public func layout(in container: CollectionContainer) -> LayoutResult {
        var work = Work()
        return layout(in: container, work: &work)
    }

    /// The work one layout did, counted as it goes and handed back with its result (nothing
    /// is kept between layouts), for tests that hold it linear in the number of items whatever
    /// the machine's load (`JustifiedLongRowTests`).
    struct Work: Equatable {
        /// Photos offered to a row: one per item, plus one for each item that completes a row
        /// without joining it and is offered again to the next.
        var offers = 0
        /// Boxes read or written: by their rows (``JustifiedRow/boxVisits``) and once more as
        /// each is placed.
        var boxVisits = 0
        /// Rows started, placed or not.
        var rows = 0
    }

    /// ``layout(in:)``, telling the work done in `work`.
    func layout(in container: CollectionContainer, work: inout Work) -> LayoutResult {
        let containerWidth = container.contentWidth
        let rowWidth = Swift.max(0, containerWidth - containerPadding.left - containerPadding.right)
        let rowRight = containerPadding.left + rowWidth
        let target = targetRowHeight > 0 && targetRowHeight.isFinite ? targetRowHeight : 1
        let tolerance = Swift.min(Swift.max(0, targetRowHeightTolerance), 0.999)
        var capacity = 0
        for section in container.sections { capacity += section.numberOfItems + 1 }
        var builder = LayoutResultBuilder(capacity: capacity)
        var top = containerPadding.top
        var rowCount = 0
        let rowLimit = maxNumRows.map { Swift.max(0, $0) } ?? Int.max

        func newRow() -> JustifiedRow {
            work.rows += 1
            let isBreakout = fullWidthBreakoutRowCadence.map { $0 >= 1 && (rowCount + 1) % $0 == 0 } ?? false
            return JustifiedRow(left: containerPadding.left, width: rowWidth, spacing: boxSpacing.horizontal,
                                targetRowHeight: target, tolerance: tolerance, isBreakoutRow: isBreakout,
                                keepsPhotosWhole: keepsPhotosWhole)
        }
        func place(_ row: JustifiedRow) {
            work.boxVisits += row.boxVisits + row.boxes.count
            for box in row.boxes {
                let width = Swift.max(0, Swift.min(box.width, rowRight - box.left))
                builder.appendCell(frame: CGRect(x: box.left, y: top, width: width, height: row.height + captionHeight))
            }
            top += row.height + captionHeight + boxSpacing.vertical
            rowCount += 1
        }

        sections: for (index, section) in container.sections.enumerated() {
            guard rowCount < rowLimit else { break }
            builder.beginSection(index)
            if index > 0 { top += sectionSpacing }
            let header = headerHeight(forSection: index)
            if header > 0 {
                builder.appendSupplementary(.header, frame: CGRect(x: containerPadding.left, y: top, width: rowWidth, height: header))
                top += header + boxSpacing.vertical
            }
            var row = newRow()
            var previousHeight: CGFloat?
            func finish(_ completed: JustifiedRow) {
                previousHeight = completed.isBreakoutRow ? target : completed.height
                // Within tolerance, give or take a point of rounding.
                let withinTolerance = ((target / (1 + tolerance) - 1)...(target / (1 - tolerance) + 1)).contains(completed.height)
                if keepsPhotosWhole, !withinTolerance {
                    // A panorama's row (or any row outside the tolerance) does not set the widow's height.
                    previousHeight = target
                }
                place(completed)
                row = newRow()
            }
            for item in 0..<section.numberOfItems {
                let ratio = aspectRatio(of: section, item: item)
                work.offers += 1
                if !row.add(aspectRatio: ratio), row.isComplete {
                    finish(row)
                    guard rowCount < rowLimit else { break sections }
                    work.offers += 1
                    _ = row.add(aspectRatio: ratio)
                }
                if row.isComplete {
                    finish(row)
                    guard rowCount < rowLimit else { break sections }
                }
            }
            if !row.boxes.isEmpty, showWidows {
                row.completeAsWidow(height: previousHeight)
                place(row)
            } else {
                work.boxVisits += row.boxVisits
            }
        }
        let height = Swift.max(0, top - boxSpacing.vertical + containerPadding.bottom)
        return builder.finish(contentSize: CGSize(width: Swift.max(containerWidth, rowRight + containerPadding.right), height: height), scrollDirection: .vertical)
    }

    /// The aspect ratio a box of `item` takes: ``forceAspectRatio`` when set, else the item's
    /// preferred size's; square for placeholders and for ratios that are not finite and positive.
    private func aspectRatio(of section: CollectionContainer.Section, item: Int) -> CGFloat {
        if let forced = forceAspectRatio, forced.isFinite, forced > 0 { return forced }
        let ratio = section.preferredSize(ofItem: item)?.aspectRatio ?? 1
        return ratio.isFinite && ratio > 0 ? ratio : 1
    }
}
