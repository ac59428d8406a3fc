import Foundation

extension GroupSolver {
    /// One placed slot of a linear group: its cells and supplementaries, and what flexible
    /// spacing it has around it.
    private struct Slot {
        var cells: Range<Int>
        var supplementaries: Range<Int>
        var flexible: FlexibleEdges
        /// The slot's extent across the group's axis, edge spacings included.
        var crossUsed: CGFloat
        /// The slot's minimum edge spacings across the axis (before, after).
        var crossEdges: (before: CGFloat, after: CGFloat)
    }

    /// A horizontal or vertical group: subitems one after another along the group's axis.
    ///
    /// - `fitting`: cycle through the subitems while the next one, with the minimum spacing and
    ///   its edge spacing, fits (rule 3). Along an estimated extent nothing limits the group:
    ///   each subitem is placed once.
    /// - `count(n)`: n slots of `(extent − (n − 1) × spacing) / n` (rule 4).
    /// - `repeating(n)`: n subitems at their own size.
    ///
    /// Then flexible spacing takes up what is left (see ``distributeFlexibleSpace``), computed for
    /// the group as a full template, so a partly filled last group has its items exactly where a
    /// full group has them (rule 2).
    mutating func solveLinear(_ blueprint: ItemBlueprint, _ group: GroupBlueprint, at origin: CGPoint, size: CGSize) -> CGSize {
        let horizontal = group.axis == .horizontal
        let mainDimension = horizontal ? blueprint.size.widthDimension : blueprint.size.heightDimension
        let crossDimension = horizontal ? blueprint.size.heightDimension : blueprint.size.widthDimension
        let extent = horizontal ? size.width : size.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        let open = mainDimension.isSelfSizing

        var position: CGFloat = 0
        var crossExtent: CGFloat = 0
        var slots: [Slot] = []
        var index = 0
        let slotLimit: Int? = switch group.arrangement {
        case .fitting: open ? group.subitems.count : nil
        case .count(let n), .repeating(let n): n
        }

        while !isFinished, slotLimit.map({ slots.count < $0 }) ?? true, !group.subitems.isEmpty {
            let child = group.subitems[index % group.subitems.count]
            let childSize = slotSize(child, group, horizontal: horizontal, extent: extent, spacing: spacing, in: size, item: nextItem)
            let edges = child.edgeSpacing
            let lead = horizontal ? edges.leading : edges.top, trail = horizontal ? edges.trailing : edges.bottom
            let gap = slots.isEmpty ? 0 : spacing
            let length = horizontal ? childSize.width : childSize.height
            if case .fitting = group.arrangement, !open, position + gap + lead + length + trail > extent + 1e-9 {
                if slots.isEmpty {
                    warn("a \(horizontal ? "horizontal" : "vertical") group \(extent) points long cannot hold its first subitem (\(lead + length + trail) points): nothing was placed in it")
                }
                break
            }
            let start = position + gap + lead
            let slotOrigin = horizontal
                ? CGPoint(x: origin.x + start, y: origin.y + edges.top)
                : CGPoint(x: origin.x + edges.leading, y: origin.y + start)
            let cellStart = cells.count, supplementaryStart = supplementaries.count
            let before = nextItem
            let placed = solve(child, at: slotOrigin, size: childSize)
            if nextItem == before { break }  // a nested group that holds nothing
            let placedLength = horizontal ? placed.width : placed.height
            position = start + placedLength + trail
            let crossEdges = horizontal ? (edges.top, edges.bottom) : (edges.leading, edges.trailing)
            let crossUsed = crossEdges.0 + (horizontal ? placed.height : placed.width) + crossEdges.1
            crossExtent = max(crossExtent, crossUsed)
            slots.append(Slot(cells: cellStart..<cells.count, supplementaries: supplementaryStart..<supplementaries.count,
                              flexible: child.flexibleEdges, crossUsed: crossUsed, crossEdges: crossEdges))
            index += 1
            if index % group.subitems.count == 0, position <= 0, case .fitting = group.arrangement { break }
        }

        var final = size
        if open { if horizontal { final.width = position } else { final.height = position } }
        if crossDimension.isSelfSizing, !slots.isEmpty {
            if horizontal { final.height = crossExtent } else { final.width = crossExtent }
        }
        if !open, !slots.isEmpty {
            // The group as a full template: the slots placed, then those a full group would add.
            var template = slots.map(\.flexible)
            var used = position
            if isFinished {
                (template, used) = fullTemplate(group, horizontal: horizontal, extent: extent, spacing: spacing, in: size,
                                                placed: template, position: position, nextSubitem: index)
            }
            distributeFlexibleSpace(slots, template: template, leftover: extent - used,
                                    flexibleGaps: group.interItemSpacing?.isFlexibleSpacing == true, horizontal: horizontal)
        }
        makeUniform(slots, group, horizontal: horizontal)
        alignAcross(slots, crossExtent: horizontal ? final.height : final.width, horizontal: horizontal)
        return final
    }

    /// The size a slot gives `child`: its own resolved size, or the `count(n)` share along the axis.
    private func slotSize(_ child: ItemBlueprint, _ group: GroupBlueprint, horizontal: Bool, extent: CGFloat,
                          spacing: CGFloat, in size: CGSize, item: Int) -> CGSize {
        var childSize = childSize(child, in: size, item: item)
        if case .count(let n) = group.arrangement {
            let share = (extent - CGFloat(n - 1) * spacing) / CGFloat(n)
            if horizontal { childSize.width = share } else { childSize.height = share }
        }
        return childSize
    }

    /// The flexible edges of every slot of a full group and the length it uses at minimum
    /// spacing, continuing after the placed slots with the subitems' template sizes (no item's
    /// preferred size), as the group would if the section had more items.
    private func fullTemplate(_ group: GroupBlueprint, horizontal: Bool, extent: CGFloat, spacing: CGFloat, in size: CGSize,
                              placed: [FlexibleEdges], position: CGFloat, nextSubitem: Int) -> ([FlexibleEdges], CGFloat) {
        var template = placed
        var used = position
        var index = nextSubitem
        let limit: Int = switch group.arrangement {
        case .fitting: 10_000
        case .count(let n), .repeating(let n): n
        }
        while template.count < limit {
            let child = group.subitems[index % group.subitems.count]
            let childSize = slotSize(child, group, horizontal: horizontal, extent: extent, spacing: spacing, in: size,
                                     item: section.numberOfItems)
            let edges = child.edgeSpacing
            let lead = horizontal ? edges.leading : edges.top, trail = horizontal ? edges.trailing : edges.bottom
            let step = spacing + lead + (horizontal ? childSize.width : childSize.height) + trail
            if case .fitting = group.arrangement, used + step > extent + 1e-9 || step <= 0 { break }
            used += step
            template.append(child.flexibleEdges)
            index += 1
        }
        return (template, used)
    }

    /// Flexible spacing along the group's axis: the `leftover` length (the group's extent minus
    /// what its full template uses at minimum spacing) is shared equally between the flexible
    /// units of the template — each flexible leading or trailing edge spacing of a slot, and each
    /// gap between slots when the inter-item spacing is flexible. A slot moves by the shares of
    /// the units before it (its own flexible leading edge included): flexible edges on both sides
    /// of a lone item centre it; a flexible leading edge alone pushes it to the end.
    private mutating func distributeFlexibleSpace(_ slots: [Slot], template: [FlexibleEdges], leftover: CGFloat,
                                                  flexibleGaps: Bool, horizontal: Bool) {
        guard leftover > 0 else { return }
        func lead(_ edges: FlexibleEdges) -> Int { (horizontal ? edges.leading : edges.top) ? 1 : 0 }
        func trail(_ edges: FlexibleEdges) -> Int { (horizontal ? edges.trailing : edges.bottom) ? 1 : 0 }
        let gaps = flexibleGaps ? template.count - 1 : 0
        let units = template.reduce(0) { $0 + lead($1) + trail($1) } + gaps
        guard units > 0 else { return }
        let share = leftover / CGFloat(units)
        var before = 0
        for (k, slot) in slots.enumerated() {
            if k > 0 { before += trail(template[k - 1]) + (flexibleGaps ? 1 : 0) }
            before += lead(template[k])
            if before > 0 { shift(slot.cells, slot.supplementaries, by: share * CGFloat(before), horizontal: horizontal, along: true) }
        }
    }

    /// `uniformAcrossSiblings`: the leaf items of this group instance whose dimension across the
    /// axis is uniform take the largest of their extents on it.
    private mutating func makeUniform(_ slots: [Slot], _ group: GroupBlueprint, horizontal: Bool) {
        var uniform: [Int] = []
        for (k, slot) in slots.enumerated() where slot.cells.count == 1 {
            let child = group.subitems[k % group.subitems.count]
            guard child.group == nil else { continue }
            if (horizontal ? child.size.heightDimension : child.size.widthDimension).isUniformAcrossSiblings { uniform.append(slot.cells.lowerBound) }
        }
        guard uniform.count > 1 else { return }
        let largest = uniform.map { horizontal ? cells[$0].frame.height : cells[$0].frame.width }.max() ?? 0
        for cell in uniform {
            if horizontal { cells[cell].frame.size.height = largest } else { cells[cell].frame.size.width = largest }
        }
    }

    /// Flexible edge spacing across the group's axis: a slot thinner than the group moves by the
    /// leftover shared between its flexible edges on that axis (both: centred; before only: to
    /// the far edge; after only: it stays).
    private mutating func alignAcross(_ slots: [Slot], crossExtent: CGFloat, horizontal: Bool) {
        for slot in slots {
            let before = horizontal ? slot.flexible.top : slot.flexible.leading
            let after = horizontal ? slot.flexible.bottom : slot.flexible.trailing
            let leftover = crossExtent - slot.crossUsed
            guard before, leftover > 0 else { continue }
            let amount = after ? leftover / 2 : leftover
            shift(slot.cells, slot.supplementaries, by: amount, horizontal: horizontal, along: false)
        }
    }

    /// Moves already placed cells and supplementaries along the group's axis (`along`) or across it.
    private mutating func shift(_ cellRange: Range<Int>, _ supplementaryRange: Range<Int>, by amount: CGFloat,
                                horizontal: Bool, along: Bool) {
        let onX = horizontal == along
        let dx = onX ? amount : 0, dy = onX ? 0 : amount
        for i in cellRange { cells[i].frame = cells[i].frame.offsetBy(dx: dx, dy: dy) }
        for i in supplementaryRange { supplementaries[i].frame = supplementaries[i].frame.offsetBy(dx: dx, dy: dy) }
    }
}
