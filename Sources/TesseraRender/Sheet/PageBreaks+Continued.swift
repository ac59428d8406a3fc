import Foundation

extension PageBreaks {
    /// A page of a sheet whose sections have headers: its region and, when it starts inside a
    /// section that began on an earlier page, that section (its header is repeated at the top,
    /// "Name (continued)").
    public struct Page: Sendable, Equatable {
        /// The part of the layout the page shows (points).
        public var region: CGRect
        /// The section running on from the page before, if any.
        public var continuedSection: Int?
        /// The header height to repeat above the region (the section header's own), 0 without.
        public var continuedHeaderHeight: CGFloat
    }

    /// Pages at most `pageHeight` points high as ``pages(of:pageHeight:keepingCellsWhole:)`` cuts
    /// them, but a page that starts inside a section (below its header, above its last element)
    /// holds that much less of the layout, to leave room for the section's header repeated at
    /// its top.
    public static func pagesRepeatingHeaders(of layout: LayoutResult, pageHeight: CGFloat, keepingCellsWhole: Bool = false) -> [Page] {
        let sections = headedSections(layout)
        var result: [Page] = []
        var start: CGFloat = 0
        let end = layout.contentSize.height
        // Each page is cut from what is left, by the rules for one page, at the height it has.
        while true {
            let running = sections.first { $0.header.maxY <= start && start < $0.end }
            let height = max(1, pageHeight - (running?.header.height ?? 0))
            let rest = LayoutResult(contentSize: CGSize(width: layout.contentSize.width, height: end - start),
                                    attributes: layout.attributes.filter { $0.frame.maxY > start }.map { element in
                                        var moved = element
                                        moved.frame = element.frame.offsetBy(dx: 0, dy: -start)
                                        return moved
                                    })
            let cut = pages(of: rest, pageHeight: height, keepingCellsWhole: keepingCellsWhole)
            let first = cut[0]
            result.append(Page(region: first.offsetBy(dx: 0, dy: start), continuedSection: running?.section,
                              continuedHeaderHeight: running?.header.height ?? 0))
            // The last page: the rest fitted (what is below its elements is left out).
            if cut.count == 1 || first.height <= 0 { break }
            start += first.height
        }
        return result
    }

    /// Each section with a header: the header's frame and where the section's last element ends.
    private static func headedSections(_ layout: LayoutResult) -> [(section: Int, header: CGRect, end: CGFloat)] {
        var ends: [Int: CGFloat] = [:]
        for element in layout.attributes where element.category != .decorationView {
            ends[element.section] = max(ends[element.section] ?? 0, element.frame.maxY)
        }
        return layout.attributes.filter { $0.representedElementKind == .header && $0.frame.height > 0 }.map {
            (section: $0.section, header: $0.frame, end: ends[$0.section] ?? $0.frame.maxY)
        }
    }
}
