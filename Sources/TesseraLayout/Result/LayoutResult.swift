import Foundation

/// A computed layout: the content size and the attributes of every element, as UIKit's
/// `collectionViewContentSize` and `layoutAttributesForElements(in:)` describe them after
/// `prepare()`.
///
/// A result is computed once per container (a width change — portrait to landscape — gives a
/// new result, as UIKit invalidates on a bounds change) and never changes. It answers
/// ``attributes(in:)`` in O(log n + k) and the per-element lookups in O(1).
///
/// ``attributes`` is in the frame-dump order of docs/layout-spec.md: by section, then cells before supplementaries
/// before decorations, then by item, then by element kind.
///
/// ```swift
/// let result = LayoutResult(
///     contentSize: CGSize(width: 100, height: 50),
///     attributes: [LayoutAttributes(forCellAt: IndexPath(item: 0, section: 0),
///                                   frame: CGRect(x: 0, y: 0, width: 100, height: 50))])
/// print(result.attributes(in: CGRect(x: 0, y: 40, width: 10, height: 10)).count)   // 1
/// ```
public struct LayoutResult: Sendable, Equatable {
    /// The size of the scrollable content (`collectionViewContentSize`), in points.
    public let contentSize: CGSize
    /// The axis the content scrolls along; rect queries are indexed along it.
    public let scrollDirection: ScrollDirection

    /// Every element, as compact records in frame-dump order.
    let records: [StoredAttributes]
    /// The element kinds the records refer to.
    let kinds: KindTable
    let lookup: ElementLookup
    let queryIndex: RectQueryIndex
    /// The transform and opacity of the few elements that have them, by position in ``records``.
    package let effects: [Int: DrawingEffect]

    /// Every element, in frame-dump order.
    public var attributes: Attributes { Attributes(records: records, kinds: kinds, effects: effects) }

    /// The element at `position` of ``records``, with its drawing effect.
    func element(_ position: Int) -> LayoutAttributes {
        DrawingEffect.applying(effects[position], to: kinds.attributes(records[position]))
    }

    /// Creates a result from attributes in any order; they are put in frame-dump order.
    ///
    /// Two elements MUST NOT share category, kind, section and item; sections and items MUST
    /// NOT be negative and, like zIndex, MUST fit in 32 bits.
    public init(contentSize: CGSize, attributes: some Sequence<LayoutAttributes>,
                scrollDirection: ScrollDirection = .vertical) {
        var kinds = KindTable()
        let elements = Array(attributes)
        var records = elements.map { kinds.record($0) }
        var effects: [Int: DrawingEffect] = [:]
        if elements.contains(where: \.hasDrawingEffect) {
            // Sort positions, so the effects follow their elements.
            var order = Array(records.indices)
            order.sort { kinds.precedes(records[$0], records[$1]) }
            for (position, original) in order.enumerated() where elements[original].hasDrawingEffect {
                effects[position] = DrawingEffect(transform: elements[original].transform, alpha: elements[original].alpha)
            }
            records = order.map { records[$0] }
            precondition(Self.isInDumpOrder(records, kinds), "two elements share category, kind, section and item")
        } else if !Self.isInDumpOrder(records, kinds) {
            records.sort { kinds.precedes($0, $1) }
            precondition(Self.isInDumpOrder(records, kinds), "two elements share category, kind, section and item")
        }
        self.init(contentSize: contentSize, records: records, kinds: kinds, scrollDirection: scrollDirection, effects: effects)
    }

    /// Creates a result from records already in frame-dump order (the builder's output).
    init(contentSize: CGSize, records: [StoredAttributes], kinds: KindTable, scrollDirection: ScrollDirection,
         effects: [Int: DrawingEffect] = [:]) {
        precondition(records.count < Int(Int32.max), "too many elements for one result")
        self.contentSize = contentSize
        self.scrollDirection = scrollDirection
        self.records = records
        self.kinds = kinds
        self.effects = effects
        lookup = ElementLookup(records: records, kinds: kinds)
        queryIndex = RectQueryIndex(records: records, sectionCount: lookup.sectionCount, axis: scrollDirection)
    }

    /// A result with no elements.
    public static func empty(contentSize: CGSize = .zero, scrollDirection: ScrollDirection = .vertical) -> LayoutResult {
        LayoutResult(contentSize: contentSize, records: [], kinds: KindTable(), scrollDirection: scrollDirection)
    }

    /// One more than the highest section number of any element (0 when there is none).
    public var sectionCount: Int { lookup.sectionCount }

    /// Every element whose frame overlaps `rect`: `layoutAttributesForElements(in:)`.
    ///
    /// A frame overlaps `rect` when `frame.minX < rect.maxX`, `frame.maxX > rect.minX`, and the
    /// same along y: frames that only touch the rect's edge are not returned, and neither is
    /// anything for a rect of zero width or height; a frame of zero width or height is returned
    /// when it lies strictly inside the rect. Hidden elements are returned, as UIKit returns
    /// them. The answer is ordered by section, then along the scroll axis; it equals, as a set,
    /// the brute-force filter of ``attributes``.
    ///
    /// Costs O(log n + k): whole sections are culled, then frames are binary-searched.
    public func attributes(in rect: CGRect) -> [LayoutAttributes] {
        var found: [LayoutAttributes] = []
        queryIndex.forEachIndex(in: rect, records: records, reserve: { found.reserveCapacity(found.count + $0) }) {
            found.append(element($0))
        }
        return found
    }

    /// The positions in ``attributes`` of the elements ``attributes(in:)`` returns, in the same
    /// order.
    public func indices(in rect: CGRect) -> [Int] {
        var found: [Int] = []
        queryIndex.forEachIndex(in: rect, records: records, reserve: { found.reserveCapacity(found.count + $0) }) { found.append($0) }
        return found
    }

    /// The overlap rule of ``attributes(in:)``.
    @inline(__always)
    static func frame(_ frame: CGRect, overlaps rect: CGRect) -> Bool {
        frame.minX < rect.maxX && frame.maxX > rect.minX && frame.minY < rect.maxY && frame.maxY > rect.minY
    }

    static func isInDumpOrder(_ records: [StoredAttributes], _ kinds: KindTable) -> Bool {
        var index = 1
        while index < records.count {
            if !kinds.precedes(records[index - 1], records[index]) { return false }
            index += 1
        }
        return true
    }

    /// Results are equal when their content sizes, scroll directions and attributes are.
    public static func == (lhs: LayoutResult, rhs: LayoutResult) -> Bool {
        lhs.contentSize == rhs.contentSize && lhs.scrollDirection == rhs.scrollDirection
            && lhs.attributes == rhs.attributes
    }
}
