import Foundation

/// What changes between two states of a collection view's data, by identifier: the batch update
/// UIKit performs when a diffable data source applies a new snapshot.
///
/// The rules, which are UIKit's batch-update rules:
/// - A section only in the new state is inserted, one only in the old state deleted. Of the
///   sections in both, the fewest are moved that leave the others in their old relative order
///   (the rest of a longest common subsequence of the two orders).
/// - An item only in the new state is inserted (at its new index path), one only in the old
///   state deleted (at its old index path); an item inside a deleted or inserted section is part
///   of that section's change and not listed on its own, even when its identifier appears on the
///   other side. An item in a section present on both sides that changes section is moved; among
///   the items that stay in their section, the fewest are moved that keep the others in order.
///   An item that only shifts because others came or went is not moved.
/// - Items and sections named in the new state's reloaded (or reconfigured) sets, and present on
///   both sides, are reloaded.
///
/// ```swift
/// let difference = UpdateDifference(from: [("main", ["a", "b", "c"])], to: [("main", ["c", "a", "d"])])
/// print(difference.deletedItems.map(\.id), difference.insertedItems.map(\.id), difference.movedItems.map(\.id))
/// // ["b"] ["d"] ["c"]
/// ```
public struct UpdateDifference<SectionID: Hashable, ItemID: Hashable> {
    /// A section and where it is (its old index for deletions, its new one otherwise).
    public struct SectionChange {
        public var id: SectionID
        public var index: Int
    }

    /// A section that changed position among the sections present on both sides.
    public struct SectionMove {
        public var id: SectionID
        public var from: Int
        public var to: Int
    }

    /// An item and where it is: its old index path for deletions, its new one otherwise.
    public struct ItemChange {
        public var id: ItemID
        public var indexPath: IndexPath
    }

    /// An item that changed position relative to the items around it, or changed section.
    public struct ItemMove {
        public var id: ItemID
        public var from: IndexPath
        public var to: IndexPath
    }

    public var deletedSections: [SectionChange] = []
    public var insertedSections: [SectionChange] = []
    public var movedSections: [SectionMove] = []
    public var reloadedSections: [SectionChange] = []
    public var deletedItems: [ItemChange] = []
    public var insertedItems: [ItemChange] = []
    public var movedItems: [ItemMove] = []
    public var reloadedItems: [ItemChange] = []

    /// Whether nothing changes.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
    }

    /// The difference from `old` to `new`, each a list of sections with their items in order;
    /// `reloadedItems` and `reloadedSections` are the identifiers the new state marks for reload.
    /// Identifiers MUST be unique on each side (a snapshot guarantees it).
    public init(from old: [(section: SectionID, items: [ItemID])], to new: [(section: SectionID, items: [ItemID])],
                reloadedItems reloadItems: Set<ItemID> = [], reloadedSections reloadSections: Set<SectionID> = []) {
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.section, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1.section, $0) })
        for (index, entry) in old.enumerated() where newSectionIndex[entry.section] == nil {
            deletedSections.append(SectionChange(id: entry.section, index: index))
        }
        for (index, entry) in new.enumerated() where oldSectionIndex[entry.section] == nil {
            insertedSections.append(SectionChange(id: entry.section, index: index))
        }
        // Sections on both sides: in new order, with their old indices.
        let kept = new.enumerated().compactMap { index, entry in oldSectionIndex[entry.section].map { (entry.section, $0, index) } }
        let steady = Set(Self.longestIncreasing(kept.map { $0.1 }).map { kept[$0].0 })
        movedSections = kept.filter { !steady.contains($0.0) }.map { SectionMove(id: $0.0, from: $0.1, to: $0.2) }
        reloadedSections = kept.filter { reloadSections.contains($0.0) }.map { SectionChange(id: $0.0, index: $0.2) }

        // Items of sections on both sides.
        var oldPlace: [ItemID: IndexPath] = [:]
        for (section, entry) in old.enumerated() where newSectionIndex[entry.section] != nil {
            for (item, id) in entry.items.enumerated() { oldPlace[id] = IndexPath(item: item, section: section) }
        }
        var newPlace: [ItemID: IndexPath] = [:]
        for (section, entry) in new.enumerated() where oldSectionIndex[entry.section] != nil {
            for (item, id) in entry.items.enumerated() { newPlace[id] = IndexPath(item: item, section: section) }
        }
        for (section, entry) in old.enumerated() where newSectionIndex[entry.section] != nil {
            for (item, id) in entry.items.enumerated() where newPlace[id] == nil {
                deletedItems.append(ItemChange(id: id, indexPath: IndexPath(item: item, section: section)))
            }
        }
        for (section, entry) in new.enumerated() {
            guard let oldSection = oldSectionIndex[entry.section] else { continue }
            // Items that stay in this section, in new order, with their old item indices.
            var staying: [(id: ItemID, from: IndexPath, to: IndexPath)] = []
            for (item, id) in entry.items.enumerated() {
                let to = IndexPath(item: item, section: section)
                guard let from = oldPlace[id] else {
                    insertedItems.append(ItemChange(id: id, indexPath: to))
                    continue
                }
                if from.section == oldSection {
                    staying.append((id, from, to))
                } else {
                    movedItems.append(ItemMove(id: id, from: from, to: to))
                }
                if reloadItems.contains(id) { reloadedItems.append(ItemChange(id: id, indexPath: to)) }
            }
            let inOrder = Set(Self.longestIncreasing(staying.map { $0.from.item }))
            for (position, entry) in staying.enumerated() where !inOrder.contains(position) {
                movedItems.append(ItemMove(id: entry.id, from: entry.from, to: entry.to))
            }
        }
        movedItems.sort { ($0.to.section, $0.to.item) < ($1.to.section, $1.to.item) }
    }

    /// The positions in `values` of a longest strictly increasing subsequence (patience sorting;
    /// among equally long ones, the one ending with the smallest values, earliest first).
    static func longestIncreasing(_ values: [Int]) -> [Int] {
        var tails: [Int] = []          // positions: tails[k] ends an increasing run of length k + 1
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result: [Int] = []
        var position = tails.last ?? -1
        while position >= 0 {
            result.append(position)
            position = previous[position]
        }
        return result.reversed()
    }
}

extension UpdateDifference: Equatable {}
extension UpdateDifference.SectionChange: Equatable {}
extension UpdateDifference.SectionMove: Equatable {}
extension UpdateDifference.ItemChange: Equatable {}
extension UpdateDifference.ItemMove: Equatable {}
extension UpdateDifference: Sendable where SectionID: Sendable, ItemID: Sendable {}
extension UpdateDifference.SectionChange: Sendable where SectionID: Sendable {}
extension UpdateDifference.SectionMove: Sendable where SectionID: Sendable {}
extension UpdateDifference.ItemChange: Sendable where ItemID: Sendable {}
extension UpdateDifference.ItemMove: Sendable where ItemID: Sendable {}
