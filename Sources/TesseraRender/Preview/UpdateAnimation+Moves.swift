import Foundation
import TesseraLayout

extension UpdateAnimation {
    /// Where each item that stays through an update goes, old index path → new: the `moves`
    /// ``layouts(before:beforeContent:after:afterContent:moves:)`` takes.
    ///
    /// An item stays when its identifier is in both states, in sections that are in both: as
    /// UIKit does, the items of a deleted or inserted section are deleted or inserted with it
    /// (`difference` says which sections those are), even when an identifier appears on the
    /// other side. Identifiers MUST be unique within each state
    /// (``SpecLayout/requireUniqueIdentifiers()`` checks a spec's).
    ///
    /// ```swift
    /// let before = [(section: "main", items: ["a", "b", "c"])], after = [(section: "main", items: ["c", "a"])]
    /// let moves = UpdateAnimation.moves(from: before, to: after, difference: UpdateDifference(from: before, to: after))
    /// print(moves[IndexPath(item: 2, section: 0)]!)
    /// // [0, 0]
    /// ```
    public static func moves<SectionID: Hashable, ItemID: Hashable>(
        from before: [(section: SectionID, items: [ItemID])], to after: [(section: SectionID, items: [ItemID])],
        difference: UpdateDifference<SectionID, ItemID>
    ) -> [IndexPath: IndexPath] {
        let leaving = Set(difference.deletedSections.map(\.id)), arriving = Set(difference.insertedSections.map(\.id))
        let old = places(before, skipping: leaving), new = places(after, skipping: arriving)
        var moves: [IndexPath: IndexPath] = [:]
        for (id, from) in old {
            if let to = new[id] { moves[from] = to }
        }
        return moves
    }

    /// Each item's index path, by identifier, outside the sections `skipping` names.
    private static func places<SectionID: Hashable, ItemID: Hashable>(
        _ sections: [(section: SectionID, items: [ItemID])], skipping: Set<SectionID>
    ) -> [ItemID: IndexPath] {
        var places: [ItemID: IndexPath] = [:]
        for (index, section) in sections.enumerated() where !skipping.contains(section.section) {
            for (item, id) in section.items.enumerated() { places[id] = IndexPath(item: item, section: index) }
        }
        return places
    }
}
