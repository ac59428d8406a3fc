import Foundation

/// The index behind ``LayoutResult/attributes(in:)``: whole sections are culled first, then the
/// frames of each remaining section are binary-searched along the scroll axis.
///
/// Both levels are ``IntervalIndex``es on the scroll axis (y for a vertical layout, x for a
/// horizontal one): sections by the extent of their elements, elements by their frames. A query
/// costs O(log n + k) for layouts whose elements follow each other along the scroll axis.
struct RectQueryIndex: Sendable {
    /// The axis elements are sorted along.
    let axis: ScrollDirection
    /// Sections, by the union of their elements' frames along `axis`.
    private let sections: IntervalIndex
    /// The exact extremes of a section's frames (a `CGRect` made from them could round).
    private struct Box {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

        func overlaps(_ rect: CGRect) -> Bool {
            minX < Double(rect.maxX) && maxX > Double(rect.minX) && minY < Double(rect.maxY) && maxY > Double(rect.minY)
        }
    }

    /// The bounding box of each section's elements (indexed by section).
    private let sectionBounds: [Box]
    /// Each section's elements (ids are indices into the result's attributes).
    private let elements: [IntervalIndex]

    /// Indexes `records` (in dump order, so each section's elements are contiguous).
    init(records: [StoredAttributes], sectionCount: Int, axis: ScrollDirection) {
        self.axis = axis
        let vertical = axis == .vertical
        var perSection = [IntervalIndex](repeating: IntervalIndex(count: 0) { _ in (0, 0, 0) }, count: sectionCount)
        var bounds = [Box](repeating: Box(), count: sectionCount)
        var sectionEntries: [(id: Int32, lower: Double, upper: Double)] = []
        records.withUnsafeBufferPointer { records in
            var start = 0
            while start < records.count {
                let section = Int(records[start].section)
                var end = start
                var box = Box()
                while end < records.count && Int(records[end].section) == section {
                    let frame = records[end].frame
                    box.minX = Swift.min(box.minX, Double(frame.minX))
                    box.minY = Swift.min(box.minY, Double(frame.minY))
                    box.maxX = Swift.max(box.maxX, Double(frame.maxX))
                    box.maxY = Swift.max(box.maxY, Double(frame.maxY))
                    end += 1
                }
                perSection[section] = IntervalIndex(count: end - start) { offset in
                    let frame = records[start + offset].frame
                    return vertical
                        ? (Int32(truncatingIfNeeded: start + offset), Double(frame.minY), Double(frame.maxY))
                        : (Int32(truncatingIfNeeded: start + offset), Double(frame.minX), Double(frame.maxX))
                }
                bounds[section] = box
                sectionEntries.append(vertical ? (Int32(section), box.minY, box.maxY) : (Int32(section), box.minX, box.maxX))
                start = end
            }
        }
        elements = perSection
        sectionBounds = bounds
        sections = IntervalIndex(count: sectionEntries.count) { sectionEntries[$0] }
    }

    /// Calls `body` with the index of every record whose frame overlaps `rect` (see
    /// ``LayoutResult/attributes(in:)`` for what overlapping means). Before each section's
    /// candidates, `reserve` is told how many more there may be, so the caller can allocate.
    func forEachIndex(
        in rect: CGRect, records: [StoredAttributes], reserve: (Int) -> Void = { _ in }, _ body: (Int) -> Void
    ) {
        let (a, b) = Self.extent(of: rect, along: axis)
        let low = Double(a)
        let high = Double(b)
        for position in sections.candidates(overlapping: low, high) {
            let section = Int(sections.ids[position])
            guard sectionBounds[section].overlaps(rect) else { continue }
            let index = elements[section]
            let candidates = index.candidates(overlapping: low, high)
            guard !candidates.isEmpty else { continue }
            reserve(candidates.count)
            records.withUnsafeBufferPointer { records in
                index.ids.withUnsafeBufferPointer { ids in
                    for candidate in candidates {
                        let id = Int(ids[candidate])
                        if LayoutResult.frame(records[id].frame, overlaps: rect) { body(id) }
                    }
                }
            }
        }
    }

    private static func extent(of rect: CGRect, along axis: ScrollDirection) -> (CGFloat, CGFloat) {
        switch axis {
        case .vertical: (rect.minY, rect.maxY)
        case .horizontal: (rect.minX, rect.maxX)
        }
    }
}
