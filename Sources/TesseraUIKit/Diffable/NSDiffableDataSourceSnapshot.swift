import Foundation
import TesseraLayout

/// `NSDiffableDataSourceSnapshot`: the state of a collection view's data, as sections and items
/// named by identifiers, that a ``UICollectionViewDiffableDataSource`` applies.
///
/// Edits follow UIKit's rules. Identifiers MUST be unique across the snapshot, and edits that
/// name a section or item the snapshot lacks are programmer errors: where UIKit raises an
/// exception, this stops with a precondition naming the identifier (`appendItems` with no
/// section, a duplicate identifier, `insertItems(_:beforeItem:)` with a missing anchor,
/// `reloadItems` of a missing item). Deleting identifiers that are not there is ignored, as in
/// UIKit.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
/// snapshot.appendSections(["main"])
/// snapshot.appendItems([1, 2, 3])
/// snapshot.insertItems([0], beforeItem: 1)
/// snapshot.moveItem(3, beforeItem: 0)
/// print(snapshot.itemIdentifiers, snapshot.indexOfItem(2) as Any)   // [3, 0, 1, 2] Optional(3)
/// ```
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    /// Each section's position in `sections`.
    private var sectionIndex: [SectionIdentifierType: Int] = [:]
    /// The section each item is in.
    private var itemSection: [ItemIdentifierType: SectionIdentifierType] = [:]
    private var reloadedItems: [ItemIdentifierType] = []
    private var reconfiguredItems: [ItemIdentifierType] = []
    private var reloadedSections: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// `numberOfItems`: items in all sections.
    public var numberOfItems: Int { itemSection.count }
    /// How many sections the snapshot holds.
    public var numberOfSections: Int { sections.count }
    /// `sectionIdentifiers`, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// `itemIdentifiers`: every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }
    /// `reloadedSectionIdentifiers`: the sections marked with ``reloadSections(_:)``.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }
    /// `reloadedItemIdentifiers`: the items marked with ``reloadItems(_:)``.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    /// `reconfiguredItemIdentifiers`: the items marked with ``reconfigureItems(_:)``.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    /// `numberOfItems(inSection:)`; the section MUST be in the snapshot.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        items[position(of: identifier, doing: "count the items of")].count
    }

    /// `itemIdentifiers(inSection:)`; the section MUST be in the snapshot.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        items[position(of: identifier, doing: "list the items of")]
    }

    /// `sectionIdentifier(containingItem:)`: nil when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSection[identifier]
    }

    /// `indexOfItem(_:)`: the item's position in ``itemIdentifiers``, or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = itemSection[identifier], let index = sectionIndex[section] else { return nil }
        let before = items[..<index].reduce(0) { $0 + $1.count }
        return items[index].firstIndex(of: identifier).map { before + $0 }
    }

    /// `indexOfSection(_:)`, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex[identifier] }

    /// Sections with their items, in order (Tessera's: what ``UpdateDifference`` compares).
    public var contents: [(section: SectionIdentifierType, items: [ItemIdentifierType])] {
        zip(sections, items).map { (section: $0, items: $1) }
    }

    /// The item at `indexPath`, or nil outside the snapshot.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// The index path of `identifier`, or nil.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = itemSection[identifier], let index = sectionIndex[section],
              let item = items[index].firstIndex(of: identifier) else { return nil }
        return IndexPath(item: item, section: index)
    }

    // MARK: Sections

    /// `appendSections(_:)`; the identifiers MUST be new and unique.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Inserts new sections in front of `toIdentifier`; the identifiers MUST be new and unique, and
    /// `toIdentifier` MUST be in the snapshot (a precondition names it otherwise).
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: position(of: toIdentifier, doing: "insert sections before"))
    }

    /// Inserts new sections after `toIdentifier`; the identifiers MUST be new and unique, and
    /// `toIdentifier` MUST be in the snapshot (a precondition names it otherwise).
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: position(of: toIdentifier, doing: "insert sections after") + 1)
    }

    /// `deleteSections(_:)`: the sections and their items; identifiers not present are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        for (section, sectionItems) in zip(sections, items) where doomed.contains(section) {
            for item in sectionItems { itemSection[item] = nil }
        }
        let kept = zip(sections, items).filter { !doomed.contains($0.0) }
        sections = kept.map(\.0)
        items = kept.map(\.1)
        reloadedSections.removeAll { doomed.contains($0) }
        dropMarks()
        reindexSections()
    }

    /// Moves a section, with its items, in front of `toIdentifier`; both MUST be in the snapshot.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves a section, with its items, after `toIdentifier`; both MUST be in the snapshot.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    /// `reloadSections(_:)`: marks the sections for reload; they MUST be in the snapshot.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            _ = position(of: identifier, doing: "reload")
            if !reloadedSections.contains(identifier) { reloadedSections.append(identifier) }
        }
    }

    // MARK: Items

    /// `appendItems(_:toSection:)`: to the last section when `identifier` is nil. There MUST be
    /// a section, and the items MUST be new and unique.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection identifier: SectionIdentifierType? = nil) {
        let section: Int
        if let identifier {
            section = position(of: identifier, doing: "append items to")
        } else {
            precondition(!sections.isEmpty, "NSDiffableDataSourceSnapshot: there are currently no sections in the data source; add a section first")
            section = sections.count - 1
        }
        insertItems(identifiers, inSection: section, at: items[section].count)
    }

    /// `insertItems(_:beforeItem:)`; the anchor MUST be in the snapshot.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let place = location(of: beforeIdentifier, doing: "insert items before")
        insertItems(identifiers, inSection: place.section, at: place.item)
    }

    /// `insertItems(_:afterItem:)`; the anchor MUST be in the snapshot.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let place = location(of: afterIdentifier, doing: "insert items after")
        insertItems(identifiers, inSection: place.section, at: place.item + 1)
    }

    /// `deleteItems(_:)`; identifiers not present are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers.filter { itemSection[$0] != nil })
        guard !doomed.isEmpty else { return }
        for index in items.indices { items[index].removeAll { doomed.contains($0) } }
        for item in doomed { itemSection[item] = nil }
        dropMarks()
    }

    /// `deleteAllItems()`: every item and every section.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// `moveItem(_:beforeItem:)`; both MUST be in the snapshot and differ.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    /// `moveItem(_:afterItem:)`; both MUST be in the snapshot and differ.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    /// `reloadItems(_:)`: marks the items for reload; they MUST be in the snapshot.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            _ = location(of: identifier, doing: "reload")
            if !reloadedItems.contains(identifier) { reloadedItems.append(identifier) }
        }
    }

    /// `reconfigureItems(_:)`: marks the items for reconfiguration; they MUST be in the snapshot.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            _ = location(of: identifier, doing: "reconfigure")
            if !reconfiguredItems.contains(identifier) { reconfiguredItems.append(identifier) }
        }
    }

    // MARK: Internals

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var seen = Set<SectionIdentifierType>()
        for identifier in identifiers {
            precondition(sectionIndex[identifier] == nil && seen.insert(identifier).inserted,
                         "NSDiffableDataSourceSnapshot: section identifiers are not unique: \(identifier) is already in the snapshot")
        }
        sections.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        reindexSections()
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], inSection section: Int, at index: Int) {
        var seen = Set<ItemIdentifierType>()
        for identifier in identifiers {
            precondition(itemSection[identifier] == nil && seen.insert(identifier).inserted,
                         "NSDiffableDataSourceSnapshot: item identifiers are not unique: \(identifier) is already in the snapshot")
        }
        items[section].insert(contentsOf: identifiers, at: index)
        for identifier in identifiers { itemSection[identifier] = sections[section] }
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool) {
        let from = position(of: identifier, doing: "move")
        _ = position(of: anchor, doing: "move a section next to")
        precondition(identifier != anchor, "NSDiffableDataSourceSnapshot: cannot move section \(identifier) relative to itself")
        let moved = items.remove(at: from)
        sections.remove(at: from)
        reindexSections()
        let to = position(of: anchor, doing: "move a section next to") + (after ? 1 : 0)
        sections.insert(identifier, at: to)
        items.insert(moved, at: to)
        reindexSections()
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool) {
        let from = location(of: identifier, doing: "move")
        _ = location(of: anchor, doing: "move an item next to")
        precondition(identifier != anchor, "NSDiffableDataSourceSnapshot: cannot move item \(identifier) relative to itself")
        items[from.section].remove(at: from.item)
        let to = location(of: anchor, doing: "move an item next to")
        items[to.section].insert(identifier, at: to.item + (after ? 1 : 0))
        itemSection[identifier] = sections[to.section]
    }

    /// The section's position; stops, naming it, when it is not in the snapshot.
    private func position(of identifier: SectionIdentifierType, doing action: String) -> Int {
        guard let index = sectionIndex[identifier] else {
            preconditionFailure("NSDiffableDataSourceSnapshot: cannot \(action) section \(identifier): it is not in the snapshot")
        }
        return index
    }

    /// The item's section and position; stops, naming it, when it is not in the snapshot.
    private func location(of identifier: ItemIdentifierType, doing action: String) -> (section: Int, item: Int) {
        guard let path = indexPath(of: identifier) else {
            preconditionFailure("NSDiffableDataSourceSnapshot: cannot \(action) item \(identifier): it is not in the snapshot")
        }
        return (path.section, path.item)
    }

    private mutating func reindexSections() {
        sectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
    }

    /// Forgets reload marks of items that are gone.
    private mutating func dropMarks() {
        let present = itemSection
        reloadedItems.removeAll { present[$0] == nil }
        reconfiguredItems.removeAll { present[$0] == nil }
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

extension NSDiffableDataSourceSnapshot {
    /// The batch update from `self` to `newer`: what applying `newer` to a data source showing
    /// `self` inserts, deletes, moves and reloads (``UpdateDifference``; reconfigured items
    /// count as reloaded).
    public func difference(to newer: NSDiffableDataSourceSnapshot) -> UpdateDifference<SectionIdentifierType, ItemIdentifierType> {
        UpdateDifference(from: contents, to: newer.contents,
                         reloadedItems: Set(newer.reloadedItems + newer.reconfiguredItems),
                         reloadedSections: Set(newer.reloadedSections))
    }
}
