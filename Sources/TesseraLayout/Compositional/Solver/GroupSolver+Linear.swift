import Foundation

extension GroupSolver {
    /// A horizontal or vertical group: subitems one after another along the group's axis.
    ///
    /// - `fitting`: cycle through the subitems while the next one, with the fixed spacing and its
    ///   edge spacing, fits; flexible spacing then shares the leftover between the gaps (rule 3).
    ///   Along an estimated extent nothing limits the group: each subitem is placed once.
    /// - `count(n)`: n slots of `(extent − (n − 1) × spacing) / n` (rule 4).
    /// - `repeating(n)`: n subitems at their own size.
    mutating func solveLinear(_ blueprint: ItemBlueprint, _ group: GroupBlueprint, at origin: CGPoint, size: CGSize) -> CGSize {
        let horizontal = group.axis == .horizontal
        let mainDimension = horizontal ? blueprint.size.widthDimension : blueprint.size.heightDimension
        let crossDimension = horizontal ? blueprint.size.heightDimension : blueprint.size.widthDimension
        let extent = horizontal ? size.width : size.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        let open = mainDimension.isEstimated

        var position: CGFloat = 0
        var crossExtent: CGFloat = 0
        var slots: [(cells: Range<Int>, supplementaries: Range<Int>)] = []
        var index = 0
        let slotLimit: Int? = switch group.arrangement {
        case .fitting: open ? group.subitems.count : nil
        case .count(let n), .repeating(let n): n
        }

        while !isFinished, slotLimit.map({ slots.count < $0 }) ?? true, !group.subitems.isEmpty {
            let child = group.subitems[index % group.subitems.count]
            var childSize = childSize(child, in: size, item: nextItem)
            if case .count(let n) = group.arrangement {
                let share = (extent - CGFloat(n - 1) * spacing) / CGFloat(n)
                if horizontal { childSize.width = share } else { childSize.height = share }
            }
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
            slots.append((cellStart..<cells.count, supplementaryStart..<supplementaries.count))
            let placedLength = horizontal ? placed.width : placed.height
            position = start + placedLength + trail
            let crossUsed = horizontal ? edges.top + placed.height + edges.bottom : edges.leading + placed.width + edges.trailing
            crossExtent = max(crossExtent, crossUsed)
            index += 1
            if index % group.subitems.count == 0, position <= 0, case .fitting = group.arrangement { break }
        }

        if group.interItemSpacing?.isFlexibleSpacing == true, !open, slots.count >= 2, position < extent {
            let extra = (extent - position) / CGFloat(slots.count - 1)
            for (k, slot) in slots.enumerated() where k > 0 {
                shift(slot.cells, slot.supplementaries, by: extra * CGFloat(k), horizontal: horizontal)
            }
        }

        var final = size
        if open { if horizontal { final.width = position } else { final.height = position } }
        if crossDimension.isEstimated, !slots.isEmpty {
            if horizontal { final.height = crossExtent } else { final.width = crossExtent }
        }
        return final
    }

    /// Moves already placed cells and supplementaries along the group's axis.
    private mutating func shift(_ cellRange: Range<Int>, _ supplementaryRange: Range<Int>, by amount: CGFloat, horizontal: Bool) {
        let dx = horizontal ? amount : 0, dy = horizontal ? 0 : amount
        for i in cellRange { cells[i].frame = cells[i].frame.offsetBy(dx: dx, dy: dy) }
        for i in supplementaryRange { supplementaries[i].frame = supplementaries[i].frame.offsetBy(dx: dx, dy: dy) }
    }
}
