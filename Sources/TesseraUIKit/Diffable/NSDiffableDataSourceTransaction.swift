import Foundation
import TesseraLayout

/// `NSDiffableDataSourceTransaction`: what a reorder changed — the snapshots before and after,
/// the difference of the items, and one section transaction per section that changed.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// `initialSnapshot`, `finalSnapshot`.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// `difference`: all items, section after section, before → after.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction per section whose items changed, in section order.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// The transaction from `initial` to `final`.
    init(from initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         to final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
        sectionTransactions = final.sectionIdentifiers.compactMap { section in
            let before = initial.indexOfSection(section) == nil ? [] : initial.itemIdentifiers(inSection: section)
            let after = final.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            return NSDiffableDataSourceSectionTransaction(section: section, before: before, after: after)
        }
    }
}

/// `NSDiffableDataSourceSectionTransaction`: what a reorder changed in one section.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The section this transaction describes.
    public let sectionIdentifier: SectionIdentifierType
    /// `initialSnapshot`, `finalSnapshot`: the section's items before and after, as roots.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// `difference`: the section's items before → after.
    public let difference: CollectionDifference<ItemIdentifierType>

    init(section: SectionIdentifierType, before: [ItemIdentifierType], after: [ItemIdentifierType]) {
        sectionIdentifier = section
        var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        initial.append(before)
        var final = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        final.append(after)
        initialSnapshot = initial
        finalSnapshot = final
        difference = after.difference(from: before).inferringMoves()
    }
}
