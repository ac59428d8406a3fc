import Foundation

/// One element as a ``LayoutResult`` stores it: a plain 48-byte record without references, so a
/// million of them are written, copied and freed as raw memory. The element kind is an index
/// into the result's table of kinds (0 for cells); ``LayoutAttributes`` values are made from
/// these records on access.
struct StoredAttributes: Sendable, Equatable {
    var frame: CGRect
    var section: Int32
    var item: Int32
    var zIndex: Int32
    /// Index into ``KindTable/kinds``; 0 = no kind (cells).
    var kind: UInt16
    var category: ElementCategory
    var isHidden: Bool

    init(frame: CGRect, section: Int, item: Int, zIndex: Int, kind: UInt16, category: ElementCategory, isHidden: Bool) {
        precondition(section >= 0 && item >= 0, "negative index path [\(section), \(item)]")
        precondition(section <= Int(Int32.max) && item <= Int(Int32.max), "index path [\(section), \(item)] out of range")
        precondition(zIndex >= Int(Int32.min) && zIndex <= Int(Int32.max), "zIndex \(zIndex) out of range")
        self.frame = frame
        self.section = Int32(section)
        self.item = Int32(item)
        self.zIndex = Int32(zIndex)
        self.kind = kind
        self.category = category
        self.isHidden = isHidden
    }
}

/// The distinct element kinds of one result, so records can refer to them by number.
struct KindTable: Sendable, Equatable {
    /// `kinds[0]` is the empty kind of cells.
    private(set) var kinds: [ElementKind] = [""]
    private var numbers: [ElementKind: UInt16] = [:]

    /// The number of `kind`, added when new; `nil` (cells) is 0.
    mutating func number(for kind: ElementKind?) -> UInt16 {
        guard let kind else { return 0 }
        if let number = numbers[kind] { return number }
        precondition(kinds.count < Int(UInt16.max), "too many element kinds")
        let number = UInt16(kinds.count)
        kinds.append(kind)
        numbers[kind] = number
        return number
    }

    /// The number of `kind` if the table has it.
    func existingNumber(for kind: ElementKind) -> UInt16? { numbers[kind] }

    subscript(number: UInt16) -> ElementKind { kinds[Int(number)] }

    /// A record as public attributes.
    func attributes(_ record: StoredAttributes) -> LayoutAttributes {
        LayoutAttributes(category: record.category, kind: record.kind == 0 ? nil : kinds[Int(record.kind)],
                         section: Int(record.section), item: Int(record.item), frame: record.frame,
                         zIndex: Int(record.zIndex), isHidden: record.isHidden)
    }

    /// Public attributes as a record, adding their kind to the table.
    mutating func record(_ element: LayoutAttributes) -> StoredAttributes {
        StoredAttributes(frame: element.frame, section: element.section, item: element.item, zIndex: element.zIndex,
                         kind: number(for: element.representedElementKind), category: element.category,
                         isHidden: element.isHidden)
    }

    /// the frame-dump order of docs/layout-spec.md on records: section, category, item, then kind name.
    func precedes(_ a: StoredAttributes, _ b: StoredAttributes) -> Bool {
        if a.section != b.section { return a.section < b.section }
        if a.category != b.category { return a.category < b.category }
        if a.item != b.item { return a.item < b.item }
        return kinds[Int(a.kind)].rawValue < kinds[Int(b.kind)].rawValue
    }
}
