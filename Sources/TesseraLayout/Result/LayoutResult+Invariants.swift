import Foundation

/// A way in which a ``LayoutResult`` breaks the promises every layout makes.
public enum LayoutInvariantViolation: Sendable, Equatable, CustomStringConvertible {
    /// The content size has a negative or non-finite dimension.
    case invalidContentSize(CGSize)
    /// The element at `index` has a negative or non-finite frame component.
    case invalidFrame(index: Int, frame: CGRect)
    /// The element at `index` reaches outside `(0, 0, contentSize)`.
    case outsideContent(index: Int, frame: CGRect)
    /// The element at `index` does not come after the one before it in frame-dump order.
    case outOfDumpOrder(index: Int)
    /// The O(1) lookup of the element at `index` finds something else.
    case lookupMismatch(index: Int)
    /// ``LayoutResult/attributes(in:)`` disagrees with the brute-force filter for `rect`.
    case queryMismatch(rect: CGRect, expected: [Int], found: [Int])

    public var description: String {
        switch self {
        case .invalidContentSize(let size): "invalid content size \(size)"
        case .invalidFrame(let index, let frame): "attributes[\(index)]: invalid frame \(frame)"
        case .outsideContent(let index, let frame): "attributes[\(index)]: frame \(frame) lies outside the content"
        case .outOfDumpOrder(let index): "attributes[\(index)]: out of frame-dump order"
        case .lookupMismatch(let index): "attributes[\(index)]: lookup by index path finds another element"
        case .queryMismatch(let rect, let expected, let found):
            "attributes(in: \(rect)) found \(found), brute force \(expected)"
        }
    }
}

/// The error ``LayoutResult/checkInvariants(probes:)`` throws: every violation found.
public struct LayoutInvariantError: Error, CustomStringConvertible {
    /// What is wrong, in the order found.
    public var violations: [LayoutInvariantViolation]
    public var description: String { violations.map(\.description).joined(separator: "\n") }
}

extension LayoutResult {
    /// Checks the promises of every layout and throws them all if any is broken: no negative
    /// sizes, every frame inside the content size, attributes in frame-dump order, O(1) lookups
    /// that find each element, and ``attributes(in:)`` equal to a brute-force filter for
    /// `probes` plus a deterministic set of rects covering the content.
    ///
    /// Every layout test calls it. Frames may exceed the content by rounding error only
    /// (1e-9 of the content's extent).
    public func checkInvariants(probes: [CGRect] = []) throws {
        let violations = invariantViolations(probes: probes)
        if !violations.isEmpty { throw LayoutInvariantError(violations: violations) }
    }

    /// The violations ``checkInvariants(probes:)`` would throw.
    public func invariantViolations(probes: [CGRect] = []) -> [LayoutInvariantViolation] {
        var violations: [LayoutInvariantViolation] = []
        let size = contentSize
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            violations.append(.invalidContentSize(size))
        }
        let slackX = 1e-9 * Swift.max(1, size.width)
        let slackY = 1e-9 * Swift.max(1, size.height)
        for (index, record) in records.enumerated() {
            let frame = record.frame
            let parts = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
            if parts.contains(where: { !$0.isFinite }) || frame.size.width < 0 || frame.size.height < 0 {
                violations.append(.invalidFrame(index: index, frame: frame))
            } else if frame.minX < -slackX || frame.minY < -slackY
                || frame.maxX > size.width + slackX || frame.maxY > size.height + slackY {
                violations.append(.outsideContent(index: index, frame: frame))
            }
            if index > 0 && !kinds.precedes(records[index - 1], record) {
                violations.append(.outOfDumpOrder(index: index))
            }
            let element = kinds.attributes(record)
            if lookUp(element) != element {
                violations.append(.lookupMismatch(index: index))
            }
        }
        for rect in probes + defaultProbes() {
            let expected = records.indices.filter { Self.frame(records[$0].frame, overlaps: rect) }
            let found = indices(in: rect).sorted()
            if found != expected {
                violations.append(.queryMismatch(rect: rect, expected: expected, found: found))
            }
        }
        return violations
    }

    private func lookUp(_ element: LayoutAttributes) -> LayoutAttributes? {
        switch element.category {
        case .cell: attributes(forItemAt: element.indexPath)
        case .supplementaryView: attributes(forSupplementaryOfKind: element.representedElementKind ?? "", at: element.indexPath)
        case .decorationView: attributes(forDecorationOfKind: element.representedElementKind ?? "", at: element.indexPath)
        }
    }

    /// Rects that cover the content in several ways: all of it, a 5 × 5 grid of tiles, bands
    /// across the scroll axis, and (for small results) each frame and its edges.
    private func defaultProbes() -> [CGRect] {
        let width = Swift.max(contentSize.width, 1)
        let height = Swift.max(contentSize.height, 1)
        var rects = [CGRect(x: -1, y: -1, width: width + 2, height: height + 2)]
        for row in 0..<5 {
            for column in 0..<5 {
                rects.append(CGRect(x: width * CGFloat(column) / 5, y: height * CGFloat(row) / 5,
                                    width: width / 5, height: height / 5))
            }
        }
        for step in 0..<16 {
            let start = CGFloat(step) / 16
            rects.append(CGRect(x: -1, y: height * start, width: width + 2, height: height / 7))
            rects.append(CGRect(x: width * start, y: -1, width: width / 7, height: height + 2))
        }
        if records.count <= 300 {
            for record in records {
                let frame = record.frame
                rects.append(frame)
                rects.append(CGRect(x: frame.minX, y: frame.maxY, width: frame.width, height: 1))
                rects.append(CGRect(x: frame.maxX, y: frame.minY, width: 1, height: frame.height))
            }
        }
        return rects
    }
}
