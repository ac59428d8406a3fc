import Foundation

extension FlowLayout {
    /// Places every element by docs/layout-spec.md's flow-layout rules (see ``FlowLayout``).
    ///
    /// MUST be pure and MAY run on any thread.
    public func layout(in container: CollectionContainer) -> LayoutResult {
        let axes = FlowAxes(direction: scrollDirection, container: container)
        var capacity = 0
        for section in container.sections { capacity += section.numberOfItems + 2 }
        var builder = LayoutResultBuilder(capacity: capacity)
        var position: CGFloat = 0
        for (index, section) in container.sections.enumerated() {
            builder.beginSection(index)
            let metrics = metrics(forSection: index)
            let inset = axes.lineInsets(metrics.sectionInset)

            // Header, full length of the line axis, not inset.
            let headerThickness = axes.across(metrics.headerReferenceSize)
            let headerStart = position
            if headerThickness > 0 { position += headerThickness }
            let contentStart = position

            // Lines of items.
            position += inset.scrollStart
            let sizes = itemSizes(of: section, number: index, itemSize: metrics.itemSize)
            position = placeLines(sizes, from: position, metrics: metrics, axes: axes, into: &builder)
            position += inset.scrollEnd
            let contentEnd = position

            if headerThickness > 0 {
                var start = headerStart
                if sectionHeadersPinToVisibleBounds, let visible = axes.visibleRange(container) {
                    start = Swift.min(Swift.max(visible.lowerBound, headerStart), contentEnd - headerThickness)
                }
                builder.appendSupplementary(.header, frame: axes.fullLineFrame(at: start, thickness: headerThickness))
            }

            // Footer.
            let footerThickness = axes.across(metrics.footerReferenceSize)
            if footerThickness > 0 {
                var start = position
                if sectionFootersPinToVisibleBounds, let visible = axes.visibleRange(container) {
                    start = Swift.max(Swift.min(visible.upperBound - footerThickness, position), contentStart)
                }
                builder.appendSupplementary(.footer, frame: axes.fullLineFrame(at: start, thickness: footerThickness))
                position += footerThickness
            }
        }
        return builder.finish(contentSize: axes.contentSize(scrollExtent: position), scrollDirection: scrollDirection)
    }

    /// Each item's size: its explicit size; from an aspect ratio, `itemSize`'s extent along the
    /// line and the other extent derived; otherwise `itemSize`; then ``itemSizeProvider``'s answer.
    private func itemSizes(of section: CollectionContainer.Section, number: Int, itemSize: CGSize) -> [CGSize] {
        var sizes = baseItemSizes(of: section, itemSize: itemSize)
        if let itemSizeProvider {
            for item in sizes.indices {
                sizes[item] = itemSizeProvider(IndexPath(indexes: [number, item]), sizes[item])
            }
        }
        return sizes
    }

    private func baseItemSizes(of section: CollectionContainer.Section, itemSize: CGSize) -> [CGSize] {
        if section.preferredSizes.isEmpty {
            return Array(repeating: itemSize, count: section.numberOfItems)
        }
        return section.preferredSizes.map { preferred in
            switch preferred {
            case .size(let size)?, .fitted(let size)?:
                size
            case .aspectRatio(let ratio)?:
                scrollDirection == .vertical
                    ? CGSize(width: itemSize.width, height: itemSize.width / ratio)
                    : CGSize(width: itemSize.height * ratio, height: itemSize.height)
            case nil:
                itemSize
            }
        }
    }

    /// Breaks `sizes` into lines starting at `start` on the scroll axis, appends their cells and
    /// returns where the last line ends (`start` when there are no items).
    private func placeLines(
        _ sizes: [CGSize], from start: CGFloat, metrics: SectionMetrics, axes: FlowAxes,
        into builder: inout LayoutResultBuilder
    ) -> CGFloat {
        guard !sizes.isEmpty else { return start }
        let inset = axes.lineInsets(metrics.sectionInset)
        let lineStart = inset.lineStart
        let available = axes.lineLength - inset.lineStart - inset.lineEnd
        let spacing = metrics.minimumInteritemSpacing
        let along = sizes.map(axes.along)
        let lines = FlowLines.breakLines(along, available: available, spacing: spacing)
        let uniform = along.allSatisfy { $0 == along[0] }
        let columns = uniform
            ? FlowLines.columns(
                extent: along[0],
                capacity: FlowLines.capacity(extent: along[0], available: available, spacing: spacing,
                                             itemCount: along.count),
                count: along.count, start: lineStart, available: available)
            : []
        var position = start
        for (number, line) in lines.enumerated() {
            let isLast = number == lines.count - 1
            let positions: [CGFloat]
            if uniform {
                positions = Array(columns.prefix(line.count))
            } else if isLast {
                positions = FlowLines.accumulated(along[line], start: lineStart, gap: spacing)
            } else if line.count == 1 {
                positions = [FlowLines.centred(along[line.lowerBound], start: lineStart, available: available)]
            } else {
                positions = FlowLines.justified(along[line], start: lineStart, available: available)
            }
            var thickness: CGFloat = 0
            for item in line { thickness = Swift.max(thickness, axes.across(sizes[item])) }
            for (offset, item) in line.enumerated() {
                let across = position + (thickness - axes.across(sizes[item])) / 2
                builder.appendCell(frame: axes.frame(along: positions[offset], across: across, size: sizes[item]))
            }
            position += thickness
            if !isLast { position += metrics.minimumLineSpacing }
        }
        return position
    }
}
