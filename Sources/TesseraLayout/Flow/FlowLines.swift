import Foundation

/// How a flow layout breaks a section's items into lines and where it puts them along a line,
/// independent of the scroll direction: "along" is the line's axis (x for a vertical layout),
/// "across" is the scroll axis.
enum FlowLines {
    /// Greedy lines: the first item of a line costs its extent, each further one its extent +
    /// `spacing`, while the total is at most `available`. Every line holds at least one item.
    static func breakLines(_ extents: [CGFloat], available: CGFloat, spacing: CGFloat) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        while start < extents.count {
            var used = extents[start]
            var end = start + 1
            while end < extents.count {
                let cost = extents[end] + spacing
                guard used + cost <= available else { break }
                used += cost
                end += 1
            }
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    /// How many items of extent `extent` a full line holds, by the same accumulation as
    /// ``breakLines(_:available:spacing:)`` (at least 1).
    static func capacity(extent: CGFloat, available: CGFloat, spacing: CGFloat, itemCount: Int) -> Int {
        let cost = extent + spacing
        guard cost > 0 else { return Swift.max(1, itemCount) }
        let estimate = ((available - extent) / cost).rounded(.down) + 1
        // More than the items there are is as good as unlimited (and huge extents must not trap).
        guard estimate <= 10_000 else { return Swift.max(1, Swift.min(itemCount, estimate >= Double(Int.max) ? Int.max : Int(estimate))) }
        var used = extent
        var count = 1
        while used + cost <= available {
            used += cost
            count += 1
        }
        return count
    }

    /// Positions of `extents` spread over `available` from `start`: the first flush with the
    /// start, the last flush with the end, the leftover shared equally between the gaps
    /// (n ≥ 2), accumulated left to right.
    static func justified(_ extents: ArraySlice<CGFloat>, start: CGFloat, available: CGFloat) -> [CGFloat] {
        var total: CGFloat = 0
        for extent in extents { total += extent }
        let gap = (available - total) / CGFloat(extents.count - 1)
        return accumulated(extents, start: start, gap: gap)
    }

    /// The position of a lone item centred in the line.
    static func centred(_ extent: CGFloat, start: CGFloat, available: CGFloat) -> CGFloat {
        start + (available - extent) / 2
    }

    /// Positions from `start` with `gap` between consecutive items.
    static func accumulated<Extents: Collection<CGFloat>>(_ extents: Extents, start: CGFloat, gap: CGFloat) -> [CGFloat] {
        var positions: [CGFloat] = []
        positions.reserveCapacity(extents.count)
        var position = start
        for extent in extents {
            positions.append(position)
            position += extent + gap
        }
        return positions
    }

    /// The first `count` column positions of a full line of `capacity` items of equal `extent`:
    /// justified when the line holds two or more (the same arithmetic as ``justified(_:start:available:)``),
    /// centred when it holds one.
    static func columns(extent: CGFloat, capacity: Int, count: Int, start: CGFloat, available: CGFloat) -> [CGFloat] {
        if capacity <= 1 { return [centred(extent, start: start, available: available)] }
        var total: CGFloat = 0
        if capacity <= 10_000 {
            for _ in 0..<capacity { total += extent }
        } else {
            total = extent * CGFloat(capacity)
        }
        let gap = (available - total) / CGFloat(capacity - 1)
        return accumulated(repeatElement(extent, count: Swift.min(count, capacity)), start: start, gap: gap)
    }
}
