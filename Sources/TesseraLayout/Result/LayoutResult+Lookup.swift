import Foundation

extension LayoutResult {
    /// The attributes of the cell at `indexPath`: `layoutAttributesForItem(at:)`. O(1).
    ///
    /// Returns `nil` when the layout placed no such cell (or `indexPath` is not `[section, item]`).
    public func attributes(forItemAt indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        return lookup.cell(section: indexPath[0], item: indexPath[1]).map { element($0) }
    }

    /// The attributes of the cell at `indexPath` (the architecture's name for
    /// ``attributes(forItemAt:)``). O(1).
    public func attributes(at indexPath: IndexPath) -> LayoutAttributes? {
        attributes(forItemAt: indexPath)
    }

    /// The attributes of the supplementary view of `kind` at `indexPath`:
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`. O(1).
    ///
    /// Section headers and footers are at item 0 of their section.
    public func attributes(forSupplementaryOfKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        return lookup.supplementary(kind, section: indexPath[0], item: indexPath[1]).map { element($0) }
    }

    /// The attributes of the decoration view of `kind` at `indexPath`:
    /// `layoutAttributesForDecorationView(ofKind:at:)`. O(1).
    public func attributes(forDecorationOfKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        return lookup.decoration(kind, section: indexPath[0], item: indexPath[1]).map { element($0) }
    }

    /// The number of cells the layout placed in `section`.
    public func numberOfCells(inSection section: Int) -> Int {
        lookup.numberOfCells(inSection: section)
    }

    /// The frames of every cell, in index-path order: a convenience for tests and renderers.
    public var cellFrames: [CGRect] {
        attributes.lazy.filter { $0.category == .cell }.map(\.frame)
    }
}
