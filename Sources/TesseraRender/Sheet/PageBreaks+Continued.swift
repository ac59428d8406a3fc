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
        /// The elements drawn on the page (indices into the layout's attributes), when not all
        /// of those in its region are: a page that keeps photos whole ends ragged, each column at
        /// its last whole photo, and the photos below start the next page, whose region then
        /// also holds the bottoms of photos already drawn. Nil: everything in the region.
        public var drawn: Set<Int>?
        /// How far up each of the elements drawn is moved (points, by index into the layout's
        /// attributes): after a ragged page, each column's photos move up to start the page
        /// together, as a printed proof's columns do.
        public var raised: [Int: CGFloat] = [:]

        /// A page of `region`, continuing `continuedSection` under a repeated header of that
        /// height, drawing `drawn` (everything in the region when nil), raised as `raised` says.
        public init(region: CGRect, continuedSection: Int? = nil, continuedHeaderHeight: CGFloat = 0, drawn: Set<Int>? = nil,
                    raised: [Int: CGFloat] = [:]) {
            self.region = region
            self.continuedSection = continuedSection
            self.continuedHeaderHeight = continuedHeaderHeight
            self.drawn = drawn
            self.raised = raised
        }

        /// What to draw for the page: `layout` itself, or only its elements in ``drawn``, each
        /// moved up as ``raised`` says.
        public func layout(from layout: LayoutResult) -> LayoutResult {
            guard let drawn else { return layout }
            return LayoutResult(contentSize: layout.contentSize, attributes: drawn.sorted().map { index in
                var element = layout.attributes[index]
                if let up = raised[index] { element.frame.origin.y -= up }
                return element
            })
        }
    }

    /// Pages at most `pageHeight` points high as ``pages(of:pageHeight:)`` cuts
    /// them, but a page that starts inside a section (below its header, above its last element)
    /// holds that much less of the layout, to leave room for the section's header repeated at
    /// its top.
    ///
    /// With `keepingCellsWhole`, a page that no gap between rows can end (a waterfall, whose
    /// columns never line up) ends ragged instead: it draws the elements that fit on it whole
    /// (``Page/drawn``), each column ending at its last whole photo as on a printed proof, and is
    /// as tall as they reach; a section header whose section has nothing on the page moves on
    /// with it. The next page starts at the top of the highest element not yet drawn and draws
    /// none drawn before. Only an element taller than a page is still cut.
    public static func pagesRepeatingHeaders(of layout: LayoutResult, pageHeight: CGFloat, keepingCellsWhole: Bool = false) -> [Page] {
        let sections = headedSections(layout)
        let attributes = layout.attributes
        var result: [Page] = []
        var start: CGFloat = 0
        var drawnBefore = Set<Int>()
        let end = layout.contentSize.height
        // Each page is cut from what is left, by the rules for one page, at the height it has.
        while true {
            let running = sections.first { $0.header.maxY <= start && start < $0.end }
            let height = max(1, pageHeight - (running?.header.height ?? 0))
            let left = attributes.indices.filter { attributes[$0].frame.maxY > start && !drawnBefore.contains($0) }
            // After a ragged page, each column's photos move up to start together.
            let raised = drawnBefore.isEmpty ? [:] : columnsRaised(attributes, left: left, start: start)
            let rest = LayoutResult(contentSize: CGSize(width: layout.contentSize.width, height: end - start),
                                    attributes: left.map { index in
                                        var moved = attributes[index]
                                        moved.frame = moved.frame.offsetBy(dx: 0, dy: -start - (raised[index] ?? 0))
                                        return moved
                                    })
            let cut = pages(of: rest, pageHeight: height)
            let first = cut[0]
            // Once a page has ended ragged, every page after it draws what it holds whole (its
            // elements are raised, so the region alone no longer says which).
            if keepingCellsWhole, cut.count > 1,
               let ragged = raggedPage(rest, limit: first.height, evenAtAGap: !drawnBefore.isEmpty) {
                let drawn = Set(ragged.drawn.map { left[$0] })
                result.append(Page(region: CGRect(x: 0, y: start, width: layout.contentSize.width, height: ragged.bottom),
                                   continuedSection: running?.section, continuedHeaderHeight: running?.header.height ?? 0, drawn: drawn,
                                   raised: raised.filter { drawn.contains($0.key) }))
                drawnBefore.formUnion(drawn)
                // Where the next page starts, in the layout's own coordinates (its elements not
                // raised), never above this page's start (a photo cut by an earlier page, taller
                // than a page, starts above it): every page draws something new, so this ends.
                let next = left.filter { !drawn.contains($0) && attributes[$0].category != .decorationView && !attributes[$0].isHidden
                    && attributes[$0].frame.height > 0 }.map { attributes[$0].frame.minY }.min() ?? (start + ragged.next)
                start = max(start, next)
                continue
            }
            var region = first.offsetBy(dx: 0, dy: start)
            if cut.count == 1 && !raised.isEmpty {
                // The last page, its columns raised: as tall as they reach, and the sheet's bottom padding.
                region.size.height = min(region.height, lowestEdge(rest) + max(0, end - lowestEdge(layout)))
            }
            result.append(Page(region: region, continuedSection: running?.section,
                               continuedHeaderHeight: running?.header.height ?? 0, drawn: drawnBefore.isEmpty ? nil : Set(left),
                               raised: raised))
            // The last page: the rest fitted (what is below its elements is left out).
            if cut.count == 1 || first.height <= 0 { break }
            start += first.height
        }
        return result
    }

    /// How far up each cell of `left` (indices into `attributes`) moves on a page starting at
    /// `start` after a ragged page: each column's remaining cells (a column: cells of the same
    /// left edge) by the distance from the page's top to its highest one, so that every column
    /// starts at the page's top. Only cells above the first header left move: a new section
    /// starts where its header is.
    static func columnsRaised(_ attributes: LayoutResult.Attributes, left: [Int], start: CGFloat) -> [Int: CGFloat] {
        let header = left.filter { attributes[$0].category == .supplementaryView && !attributes[$0].isHidden && attributes[$0].frame.height > 0 }
            .map { attributes[$0].frame.minY }.min() ?? .infinity
        let cells = left.filter { attributes[$0].category == .cell && !attributes[$0].isHidden && attributes[$0].frame.height > 0
            && attributes[$0].frame.maxY <= header }
        let top = cells.map { attributes[$0].frame.minY }.min() ?? start
        var highest: [CGFloat: CGFloat] = [:]
        for index in cells { highest[attributes[index].frame.minX] = min(highest[attributes[index].frame.minX] ?? .infinity, attributes[index].frame.minY) }
        var raised: [Int: CGFloat] = [:]
        for index in cells {
            let up = (highest[attributes[index].frame.minX] ?? top) - top
            if up > 0 { raised[index] = up }
        }
        return raised
    }

    /// A ragged page of `rest` (coordinates from the page's top) whose cut at `limit` goes
    /// through elements (or, `evenAtAGap`, any page after a ragged one): the indices (into `rest`) of what it draws — decorations, and every
    /// cell and supplementary that fits above `limit` whole, but a header whose section has no
    /// cell there — how tall it is, and where the next page starts (the top of the highest
    /// element left). Nil when the cut goes through nothing (and not `evenAtAGap`), or nothing
    /// but decorations fits (an element taller than a page: it is cut).
    static func raggedPage(_ rest: LayoutResult, limit: CGFloat, evenAtAGap: Bool = false) -> (drawn: [Int], bottom: CGFloat, next: CGFloat)? {
        let elements = Array(rest.attributes)
        func counts(_ element: LayoutAttributes) -> Bool { element.category != .decorationView && !element.isHidden && element.frame.height > 0 }
        let crossing = elements.contains { counts($0) && $0.frame.minY < limit && $0.frame.maxY > limit }
        guard crossing || evenAtAGap else { return nil }
        var fits = Set(elements.indices.filter { counts(elements[$0]) && elements[$0].frame.maxY <= limit })
        let sectionsWithCells = Set(fits.filter { elements[$0].category == .cell }.map { elements[$0].section })
        for index in fits where elements[index].representedElementKind == .header && !sectionsWithCells.contains(elements[index].section)
            && elements.contains(where: { $0.category == .cell && $0.section == elements[index].section && counts($0) }) {
            fits.remove(index)
        }
        guard fits.contains(where: { elements[$0].category == .cell }),
              let next = elements.indices.filter({ counts(elements[$0]) && !fits.contains($0) }).map({ elements[$0].frame.minY }).min()
        else { return nil }
        // Cut at a gap, the page keeps its height to the gap's middle, as pages cut there do.
        let bottom = crossing ? fits.map { elements[$0].frame.maxY }.max() ?? limit : limit
        let drawn = elements.indices.filter { fits.contains($0) || elements[$0].category == .decorationView || !counts(elements[$0]) && elements[$0].frame.maxY <= limit }
        return (drawn, bottom, max(0, next))
    }

    /// The cells drawn on more than one of `pages` (each cut by a page boundary), in layout
    /// order, with the numbers (from 1) of the first and last page they are drawn on.
    public static func splitCells(of layout: LayoutResult, pages: [Page]) -> [(indexPath: IndexPath, pages: ClosedRange<Int>)] {
        guard pages.count > 1 else { return [] }
        let attributes = layout.attributes
        return attributes.indices.compactMap { index -> (indexPath: IndexPath, pages: ClosedRange<Int>)? in
            let cell = attributes[index]
            guard cell.category == .cell, !cell.isHidden, cell.frame.height > 0 else { return nil }
            let on = pages.indices.filter { number in
                let page = pages[number]
                return (page.drawn?.contains(index) ?? true) && page.region.minY < cell.frame.maxY && page.region.maxY > cell.frame.minY
            }
            guard let first = on.first, let last = on.last, last > first else { return nil }
            return (cell.indexPath, (first + 1)...(last + 1))
        }
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
