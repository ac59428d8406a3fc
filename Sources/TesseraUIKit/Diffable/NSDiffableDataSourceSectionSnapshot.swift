import Foundation
import TesseraLayout

/// `NSDiffableDataSourceSectionSnapshot`: one section's items as an outline — root items with
/// children, each parent expanded or collapsed. Applied to a section
/// (``UICollectionViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)``), the
/// section shows ``visibleItems``: the roots and the children of expanded parents, depth first.
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Fruit", "Vegetables"])
/// outline.append(["Apple", "Pear"], to: "Fruit")
/// print(outline.visibleItems)          // ["Fruit", "Vegetables"]
/// outline.expand(["Fruit"])
/// print(outline.visibleItems, outline.level(of: "Pear"))   // ["Fruit", "Apple", "Pear", "Vegetables"] 1
/// ```
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    /// Children of each parent (nil key: the roots), in order.
    private var children: [ItemIdentifierType?: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []
    private var present: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    /// `items`: every item, depth first (collapsed children included).
    public var items: [ItemIdentifierType] { descendants(of: nil, onlyVisible: false) }
    /// The items at the top level of the outline, in order (their children not included).
    public var rootItems: [ItemIdentifierType] { children[nil] ?? [] }
    /// `visibleItems`: roots and the children of expanded parents, depth first.
    public var visibleItems: [ItemIdentifierType] { descendants(of: nil, onlyVisible: true) }

    /// `append(_:to:)`: as the last children of `parent` (roots when nil); the items MUST be new.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent { requirePresent(parent, "append items to") }
        insert(items, under: parent, at: children[parent]?.count ?? 0)
    }

    /// Inserts new items as siblings in front of `item`, under the same parent; `item` MUST be in the
    /// snapshot and the new items MUST not.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        let (parent, index) = place(of: item, "insert items before")
        insert(items, under: parent, at: index)
    }

    /// Inserts new items as siblings after `item`, under the same parent; `item` MUST be in the
    /// snapshot and the new items MUST not.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        let (parent, index) = place(of: item, "insert items after")
        insert(items, under: parent, at: index + 1)
    }

    /// `delete(_:)`: the items and all their descendants; missing identifiers are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where present.contains(item) {
            for gone in [item] + descendants(of: item, onlyVisible: false) {
                present.remove(gone)
                expanded.remove(gone)
                children[gone] = nil
            }
            let parent = parents.removeValue(forKey: item)
            children[parent]?.removeAll { $0 == item }
        }
        parents = parents.filter { present.contains($0.key) }
    }

    /// Removes every item, and with them the expansion states.
    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    /// `expand(_:)` and `collapse(_:)`: the items MUST be in the snapshot.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items { requirePresent(item, "expand"); expanded.insert(item) }
    }
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { requirePresent(item, "collapse"); expanded.remove(item) }
    }

    /// `isExpanded(_:)`, `isVisible(_:)`, `contains(_:)`.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    public func isVisible(_ item: ItemIdentifierType) -> Bool { visibleItems.contains(item) }
    public func contains(_ item: ItemIdentifierType) -> Bool { present.contains(item) }

    /// `level(of:)`: 0 for a root; the item MUST be in the snapshot.
    public func level(of item: ItemIdentifierType) -> Int {
        requirePresent(item, "find the level of")
        var level = 0, current = item
        while let parent = parents[current] { level += 1; current = parent }
        return level
    }

    /// The item `child` is nested under; nil for a root item or an item not in the snapshot.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// `index(of:)`: the item's position in ``items``.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// `snapshot(of:includingParent:)`: the item's subtree as a section snapshot, the item its
    /// root when `includingParent`, else its children the roots.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot {
        requirePresent(parent, "take a snapshot of")
        var result = NSDiffableDataSourceSectionSnapshot()
        if includingParent { result.append([parent]) }
        func copyChildren(of item: ItemIdentifierType, under newParent: ItemIdentifierType?) {
            let kids = children[item] ?? []
            guard !kids.isEmpty else { return }
            result.append(kids, to: newParent)
            for kid in kids { copyChildren(of: kid, under: kid) }
        }
        copyChildren(of: parent, under: includingParent ? parent : nil)
        result.expanded = expanded.filter { result.contains($0) }
        return result
    }

    /// `visibleItems` of an item's subtree, or of the roots.
    private func descendants(of item: ItemIdentifierType?, onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        func walk(_ parent: ItemIdentifierType?) {
            for child in children[parent] ?? [] {
                result.append(child)
                if !onlyVisible || expanded.contains(child) { walk(child) }
            }
        }
        walk(item)
        return result
    }

    private mutating func insert(_ items: [ItemIdentifierType], under parent: ItemIdentifierType?, at index: Int) {
        var seen = Set<ItemIdentifierType>()
        for item in items {
            precondition(!present.contains(item) && seen.insert(item).inserted,
                         "NSDiffableDataSourceSectionSnapshot: item identifiers are not unique: \(item) is already in the snapshot")
        }
        children[parent, default: []].insert(contentsOf: items, at: index)
        for item in items {
            present.insert(item)
            if let parent { parents[item] = parent }
        }
    }

    private func place(of item: ItemIdentifierType, _ action: String) -> (ItemIdentifierType?, Int) {
        requirePresent(item, action)
        let parent = parents[item]
        return (parent, children[parent]?.firstIndex(of: item) ?? 0)
    }

    private func requirePresent(_ item: ItemIdentifierType, _ action: String) {
        precondition(present.contains(item), "NSDiffableDataSourceSectionSnapshot: cannot \(action) item \(item): it is not in the snapshot")
    }
}

extension NSDiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
