/// The O(1) lookups of a ``LayoutResult``: positions of its records by index path and kind.
///
/// Cells are found by arithmetic when a section's cells are items `0..<n` in order (what every
/// layout produces), otherwise through a dictionary; supplementaries and decorations through a
/// dictionary keyed by kind, section and item.
struct ElementLookup: Sendable {
    struct Key: Hashable, Sendable {
        var kind: UInt16
        var section: Int32
        var item: Int32
    }

    /// One more than the highest section number.
    let sectionCount: Int
    private let kinds: KindTable
    /// Per section: the position of its first cell and how many cells it has (−1: sparse).
    private var cellStart: [Int]
    private var cellCount: [Int]
    /// Cells of sections whose items are not exactly `0..<n`.
    private var sparseCells: [Key: Int] = [:]
    private var supplementaries: [Key: Int] = [:]
    private var decorations: [Key: Int] = [:]

    /// Builds the lookups for records in strict frame-dump order (no two records share
    /// category, kind, section and item; ``LayoutResult`` checks that for records it did not
    /// build itself, and ``LayoutResult/checkInvariants(probes:)`` for every layout).
    init(records: [StoredAttributes], kinds: KindTable) {
        self.kinds = kinds
        let sections = records.last.map { Int($0.section) + 1 } ?? 0
        sectionCount = sections
        cellStart = Array(repeating: 0, count: sections)
        cellCount = Array(repeating: 0, count: sections)
        var sparseSections = Set<Int>()
        for index in records.indices {
            let record = records[index]
            let section = Int(record.section)
            switch record.category {
            case .cell:
                if cellCount[section] == 0 { cellStart[section] = index }
                if Int(record.item) != cellCount[section] { sparseSections.insert(section) }
                cellCount[section] += 1
            case .supplementaryView:
                supplementaries[Key(kind: record.kind, section: record.section, item: record.item)] = index
            case .decorationView:
                decorations[Key(kind: record.kind, section: record.section, item: record.item)] = index
            }
        }
        for section in sparseSections.sorted() {
            for index in cellStart[section]..<(cellStart[section] + cellCount[section]) {
                sparseCells[Key(kind: 0, section: Int32(section), item: records[index].item)] = index
            }
            cellCount[section] = -1
        }
    }

    /// The position of the cell at `[section, item]`.
    func cell(section: Int, item: Int) -> Int? {
        guard section >= 0, section < sectionCount, item >= 0, item <= Int(Int32.max) else { return nil }
        let count = cellCount[section]
        if count < 0 { return sparseCells[Key(kind: 0, section: Int32(section), item: Int32(item))] }
        return item < count ? cellStart[section] + item : nil
    }

    /// The position of the supplementary of `kind` at `[section, item]`.
    func supplementary(_ kind: ElementKind, section: Int, item: Int) -> Int? {
        key(kind, section, item).flatMap { supplementaries[$0] }
    }

    /// The position of the decoration of `kind` at `[section, item]`.
    func decoration(_ kind: ElementKind, section: Int, item: Int) -> Int? {
        key(kind, section, item).flatMap { decorations[$0] }
    }

    private func key(_ kind: ElementKind, _ section: Int, _ item: Int) -> Key? {
        guard let number = kinds.existingNumber(for: kind), section >= 0, section < sectionCount,
              item >= 0, item <= Int(Int32.max) else { return nil }
        return Key(kind: number, section: Int32(section), item: Int32(item))
    }

    /// The number of cells of `section` (0 for a section without elements).
    func numberOfCells(inSection section: Int) -> Int {
        guard section >= 0, section < sectionCount else { return 0 }
        let count = cellCount[section]
        if count >= 0 { return count }
        return sparseCells.keys.lazy.filter { $0.section == Int32(section) }.count
    }
}
