import Foundation

extension WaterfallLayout {
    /// Places every element by docs/layout-spec.md's waterfall rules, section after section.
    ///
    /// With `top` starting at 0 and `W` the container's width minus its content insets:
    /// 1. `top += headerInset.top`; a header (when `headerHeight > 0`) is
    ///    `(headerInset.left, top, W − headerInset.left − headerInset.right, headerHeight)`, then
    ///    `top = header.maxY + headerInset.bottom`.
    /// 2. `top += sectionInset.top`; the column width is
    ///    `w = (W − sectionInset.left − sectionInset.right − (columnCount − 1) × columnSpacing) / columnCount`.
    /// 3. Each item goes in the column ``itemRenderDirection`` chooses, at
    ///    `(sectionInset.left + c × (w + columnSpacing), columnBottom[c], w, h)`, with `h` from its
    ///    preferred size (placeholders are square); `columnBottom[c] = frame.maxY + interitemSpacing`.
    /// 4. `top` = the bottom of the longest column − interitemSpacing (unchanged when the section
    ///    is empty), then `top += sectionInset.bottom`.
    /// 5. Footer like the header; the content size is `(W, max(top, minimumContentHeight))`.
    ///
    /// MUST be pure and MAY run on any thread.
    public func layout(in container: CollectionContainer) -> LayoutResult {
        let width = container.contentWidth
        var capacity = 0
        for section in container.sections { capacity += section.numberOfItems + 2 }
        var builder = LayoutResultBuilder(capacity: capacity)
        var top: CGFloat = 0
        var bottoms: [CGFloat] = []
        for (index, section) in container.sections.enumerated() {
            builder.beginSection(index)
            let metrics = metrics(forSection: index)

            // Header.
            top += metrics.headerInset.top
            if metrics.headerHeight > 0 {
                let header = CGRect(
                    x: metrics.headerInset.left, y: top,
                    width: Swift.max(0, width - metrics.headerInset.left - metrics.headerInset.right),
                    height: metrics.headerHeight)
                builder.appendSupplementary(.header, frame: header)
                top = header.maxY
                top += metrics.headerInset.bottom
            }

            // Items.
            top += metrics.sectionInset.top
            let columns = metrics.columnCount
            let available = width - metrics.sectionInset.left - metrics.sectionInset.right
                - CGFloat(columns - 1) * metrics.columnSpacing
            let columnWidth = Swift.max(0, available / CGFloat(columns))
            bottoms.removeAll(keepingCapacity: true)
            bottoms.append(contentsOf: repeatElement(top, count: columns))
            placeItems(of: section, columnWidth: columnWidth, metrics: metrics, bottoms: &bottoms, into: &builder)
            if section.numberOfItems > 0, let longest = bottoms.max() {
                top = longest - metrics.interitemSpacing
            }
            top += metrics.sectionInset.bottom

            // Footer.
            top += metrics.footerInset.top
            if metrics.footerHeight > 0 {
                let footer = CGRect(
                    x: metrics.footerInset.left, y: top,
                    width: Swift.max(0, width - metrics.footerInset.left - metrics.footerInset.right),
                    height: metrics.footerHeight)
                builder.appendSupplementary(.footer, frame: footer)
                top = footer.maxY
                top += metrics.footerInset.bottom
            }
        }
        let contentSize = CGSize(width: Swift.max(0, width), height: Swift.max(top, minimumContentHeight))
        return builder.finish(contentSize: contentSize, scrollDirection: .vertical)
    }

    /// Step 3: the cells of one section, in item order.
    private func placeItems(
        of section: CollectionContainer.Section, columnWidth: CGFloat, metrics: SectionMetrics,
        bottoms: inout [CGFloat], into builder: inout LayoutResultBuilder
    ) {
        let left = metrics.sectionInset.left
        let step = columnWidth + metrics.columnSpacing
        let spacing = metrics.interitemSpacing
        let sizes = section.preferredSizes
        for item in 0..<section.numberOfItems {
            let column = itemRenderDirection.column(forItem: item, bottoms: bottoms)
            let height = sizes.isEmpty ? columnWidth : (sizes[item]?.height(forWidth: columnWidth) ?? columnWidth)
            let y = bottoms[column]
            let frame = CGRect(x: left + CGFloat(column) * step, y: y, width: columnWidth, height: height)
            builder.appendCell(frame: frame)
            bottoms[column] = y + height + spacing
        }
    }
}
