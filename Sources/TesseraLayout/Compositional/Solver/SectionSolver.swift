import Foundation

/// Lays out a whole compositional layout in the solver's vertical world (docs/layout-spec.md, "How frames
/// resolve"): sections stack downwards `interSectionSpacing` apart; inside each, headers, the
/// section's content insets, its groups and footers, with backgrounds behind. Frames leave
/// through ``emit(_:)``, which transposes them back for a horizontal layout.
struct SectionSolver {
    let container: CollectionContainer
    let transposed: Bool
    /// The configuration's `contentInsetsReference`, for sections whose own is `.automatic`.
    var layoutReference: ContentInsetsReference = .automatic
    /// The layout's width (`W`) and height (`H`) in the vertical world.
    let layoutSize: CGSize
    private(set) var builder: LayoutResultBuilder
    private(set) var warnings: [String] = []

    init(container: CollectionContainer, transposed: Bool) {
        self.container = container
        self.transposed = transposed
        let size = CGSize(width: container.contentWidth, height: container.contentHeight)
        layoutSize = transposed ? size.transposed : size
        builder = LayoutResultBuilder(capacity: container.numberOfItems + 2 * container.numberOfSections)
    }

    /// The top of the viewport along the scroll axis, when one is being rendered.
    private var viewportStart: CGFloat? {
        container.viewportOffset.map { transposed ? $0.x : $0.y }
    }

    private func emit(_ frame: CGRect) -> CGRect { transposed ? frame.transposed : frame }

    /// The insets of `reference` in the solver's vertical world.
    private func referenceInsets(_ reference: ContentInsetsReference) -> DirectionalEdgeInsets {
        let insets = container.insetsReferences.insets(for: reference)
        return transposed ? insets.transposed : insets
    }

    /// Lays out section `index` with its top at `top`; returns the section's bottom.
    mutating func solve(section index: Int, _ blueprint: SectionBlueprint, top: CGFloat) -> CGFloat {
        let items = container.sections[index]
        // The reference's insets join the section's own across the scroll direction.
        let contentReference = blueprint.contentInsetsReference == .automatic ? layoutReference : blueprint.contentInsetsReference
        let supplementaryReference = blueprint.supplementaryContentInsetsReference == .automatic
            ? contentReference : blueprint.supplementaryContentInsetsReference
        let reference = referenceInsets(contentReference), supplementaryInsets = referenceInsets(supplementaryReference)
        var insets = blueprint.contentInsets
        insets.leading += reference.leading
        insets.trailing += reference.trailing
        let inner = CGSize(width: layoutSize.width - insets.horizontal, height: layoutSize.height - insets.vertical)
        // Rule 8: every other element one above the lowest decoration (never past the 32 bits
        // results store a zIndex in).
        let lift = blueprint.decorations.map(\.zIndex).min().map { min($0, Int(Int32.max) - 1) + 1 }
        func z(_ own: Int) -> Int { lift.map { max(own, $0) } ?? own }

        let band = blueprint.supplementariesFollowContentInsets
            ? CGRect(x: insets.leading, y: 0, width: inner.width, height: inner.height)
            : CGRect(x: supplementaryInsets.leading, y: 0, width: layoutSize.width - supplementaryInsets.horizontal,
                     height: layoutSize.height)
        let boundarySizes = blueprint.boundaries.map { boundary in
            var size = boundary.size.resolved(in: band.size)
            // A self-sized header or footer takes its view's size on its estimated axes.
            if let preferred = items.preferredBoundarySizes[boundary.kind] {
                let along = transposed ? CGSize(width: preferred.height, height: preferred.width) : preferred
                if boundary.size.widthDimension.isEstimated { size.width = along.width }
                if boundary.size.heightDimension.isEstimated { size.height = along.height }
            }
            return size
        }
        let headerExtent = zip(blueprint.boundaries, boundarySizes).filter { $0.0.isAtStart && $0.0.extendsBoundary }.map(\.1.height).max() ?? 0
        let footerExtent = zip(blueprint.boundaries, boundarySizes).filter { $0.0.isAtEnd && $0.0.extendsBoundary }.map(\.1.height).max() ?? 0

        let contentTop = top + headerExtent + insets.top
        var groups = GroupSolver(section: items, transposed: transposed)
        let groupsExtent = placeGroups(blueprint, solver: &groups, inner: inner, origin: CGPoint(x: insets.leading, y: contentTop))
        warnings += groups.warnings.map { "section \(index): \($0)" }
        if !groups.isFinished {
            warnings.append("section \(index): \(items.numberOfItems - groups.nextItem) of \(items.numberOfItems) items have no place in the group and were not laid out")
        }
        let contentEnd = contentTop + groupsExtent + insets.bottom
        let bottom = contentEnd + footerExtent

        // An orthogonal section scrolled sideways moves its items (not its boundary items).
        let scroll = blueprint.orthogonalScrollingBehavior == .none ? 0 : container.orthogonalScrollOffsets[index] ?? 0
        let shift = scroll.isFinite ? -scroll : 0
        for cell in groups.cells { builder.appendCell(frame: emit(cell.frame.offsetBy(dx: shift, dy: 0)), zIndex: z(cell.zIndex)) }
        for badge in groups.supplementaries {
            builder.appendSupplementary(badge.kind, item: badge.item, frame: emit(badge.frame.offsetBy(dx: shift, dy: 0)), zIndex: z(badge.zIndex))
        }
        for (boundary, size) in zip(blueprint.boundaries, boundarySizes) {
            let frame = place(boundary, size: size, band: band, top: top, contentEnd: contentEnd, bottom: bottom)
            builder.appendSupplementary(boundary.kind, frame: emit(frame), zIndex: z(boundary.zIndex))
        }
        for decoration in blueprint.decorations {
            let whole = CGRect(x: 0, y: top, width: layoutSize.width, height: bottom - top)
            builder.appendDecoration(decoration.kind, frame: emit(whole.inset(by: decoration.contentInsets)), zIndex: decoration.zIndex)
        }
        return bottom
    }

    /// Repeats the section's group down the section (or across it, for an orthogonal section);
    /// returns the extent the groups take along the scroll axis.
    private mutating func placeGroups(_ blueprint: SectionBlueprint, solver: inout GroupSolver,
                                      inner: CGSize, origin: CGPoint) -> CGFloat {
        let groupSize = blueprint.group.size.resolved(in: inner)
        let spacing = blueprint.interGroupSpacing
        var extent: CGFloat = 0
        var count = 0
        if blueprint.orthogonalScrollingBehavior == .none {
            var y = origin.y
            while !solver.isFinished {
                let before = solver.nextItem
                let size = solver.solve(blueprint.group, at: CGPoint(x: origin.x, y: y), size: groupSize)
                if solver.nextItem == before { break }
                y += size.height + spacing
                extent += (count > 0 ? spacing : 0) + size.height
                count += 1
            }
        } else {
            var x = origin.x
            if blueprint.orthogonalScrollingBehavior == .groupPagingCentered {
                // SPEC rule 10: a leading inset of (container width − group width) / 2, added
                // to the section's own leading inset.
                x += (layoutSize.width - groupSize.width) / 2
            }
            while !solver.isFinished {
                let before = solver.nextItem
                let size = solver.solve(blueprint.group, at: CGPoint(x: x, y: origin.y), size: groupSize)
                if solver.nextItem == before { break }
                x += size.width + spacing
                extent = max(extent, size.height)
                count += 1
            }
        }
        return extent
    }

    /// Where a boundary item goes: at the section's top or bottom (or the middle of its side),
    /// aligned across the band, moved by its offset, pinned to the viewport when asked (rule 12).
    func place(_ boundary: BoundaryBlueprint, size: CGSize, band: CGRect, top: CGFloat, contentEnd: CGFloat, bottom: CGFloat) -> CGRect {
        let alignment = boundary.alignment
        let x: CGFloat = switch alignment {
        case .topLeading, .leading, .bottomLeading: band.minX
        case .topTrailing, .trailing, .bottomTrailing: band.maxX - size.width
        case .top, .bottom, .none: band.minX + (band.width - size.width) / 2
        }
        var y: CGFloat
        if boundary.isAtStart {
            y = top
        } else if boundary.isAtEnd {
            y = boundary.extendsBoundary ? contentEnd : bottom - size.height
        } else {
            y = top + (bottom - top - size.height) / 2
        }
        y += boundary.offset.y
        if boundary.pinToVisibleBounds, let viewportTop = viewportStart {
            if boundary.isAtEnd {
                let viewportBottom = viewportTop + layoutSize.height
                y = max(min(viewportBottom - size.height, y), top)
            } else {
                y = min(max(viewportTop, y), bottom - size.height)
            }
        }
        let frame = CGRect(x: x + boundary.offset.x, y: y, width: size.width, height: size.height)
        return frame.inset(by: boundary.contentInsets)
    }

    /// Lays out the configuration's layout-wide headers (every boundary item not at the bottom)
    /// at the top of section 0; returns the extent they add above the first section.
    mutating func placeLayoutHeaders(_ boundaries: [BoundaryBlueprint]) -> CGFloat {
        var extent: CGFloat = 0
        for boundary in boundaries where !boundary.isAtEnd {
            let size = boundary.size.resolved(in: layoutSize)
            let frame = place(boundary, size: size, band: CGRect(origin: .zero, size: layoutSize),
                              top: 0, contentEnd: 0, bottom: size.height)
            builder.appendSupplementary(boundary.kind, frame: emit(frame), zIndex: boundary.zIndex)
            if boundary.extendsBoundary && boundary.isAtStart { extent = max(extent, size.height) }
        }
        return extent
    }

    /// The configuration's layout-wide footers, below everything from `edge` on, at section 0;
    /// and the extent they add.
    func layoutFooters(_ boundaries: [BoundaryBlueprint], edge: CGFloat) -> ([LayoutAttributes], CGFloat) {
        var extent: CGFloat = 0
        var attributes: [LayoutAttributes] = []
        for boundary in boundaries where boundary.isAtEnd {
            let size = boundary.size.resolved(in: layoutSize)
            let frame = place(boundary, size: size, band: CGRect(origin: .zero, size: layoutSize),
                              top: edge, contentEnd: edge, bottom: edge + size.height)
            attributes.append(LayoutAttributes(forSupplementaryOfKind: boundary.kind, at: IndexPath(item: 0, section: 0),
                                               frame: emit(frame), zIndex: boundary.zIndex))
            if boundary.extendsBoundary { extent = max(extent, size.height) }
        }
        return (attributes, extent)
    }

    mutating func beginSection(_ index: Int) { builder.beginSection(index) }

    consuming func finish(contentLength: CGFloat, scrollDirection: ScrollDirection) -> (LayoutResult, [String]) {
        let size = CGSize(width: layoutSize.width, height: contentLength)
        builder.flushPending()
        let warnings = self.warnings + builder.droppedElements
        return (builder.finish(contentSize: transposed ? size.transposed : size, scrollDirection: scrollDirection), warnings)
    }
}

extension CGRect {
    /// The rectangle shrunk by directional insets (leading is left).
    func inset(by insets: DirectionalEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: width - insets.leading - insets.trailing, height: height - insets.top - insets.bottom)
    }
}
