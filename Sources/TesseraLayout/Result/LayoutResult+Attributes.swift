import Foundation

extension LayoutResult {
    /// Every element of a result, in frame-dump order: a random-access collection of
    /// ``LayoutAttributes`` (use `Array(result.attributes)` for an array).
    ///
    /// The result keeps its elements as compact records; each ``LayoutAttributes`` is made when
    /// it is read, in O(1).
    public struct Attributes: RandomAccessCollection, Sendable, Equatable {
        let records: [StoredAttributes]
        let kinds: KindTable
        let effects: [Int: DrawingEffect]

        public var startIndex: Int { 0 }
        public var endIndex: Int { records.count }
        public var count: Int { records.count }

        /// The element at `position`, which MUST be in `indices`.
        public subscript(position: Int) -> LayoutAttributes {
            DrawingEffect.applying(effects[position], to: kinds.attributes(records[position]))
        }

        /// Collections are equal when their elements are, kinds compared by name.
        public static func == (lhs: Attributes, rhs: Attributes) -> Bool {
            guard lhs.records.count == rhs.records.count else { return false }
            if lhs.kinds == rhs.kinds { return lhs.records == rhs.records && lhs.effects == rhs.effects }
            return lhs.elementsEqual(rhs)
        }
    }
}
