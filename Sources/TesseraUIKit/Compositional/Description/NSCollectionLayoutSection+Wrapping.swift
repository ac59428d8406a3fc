import Foundation
import TesseraLayout

extension NSCollectionLayoutSection {
    /// A section standing for a description the engine built itself (a list section): its group,
    /// items, badges, boundary and decoration items each get an object of UIKit's class standing
    /// for the engine's, so reading them (`boundarySupplementaryItems`, `group.subitems`) answers
    /// as for a section built from UIKit's classes.
    convenience init(wrapping section: CollectionLayoutSection) {
        self.init(layoutSection: section, group: NSCollectionLayoutGroup(wrapping: section.group),
                  boundarySupplementaryItems: section.boundarySupplementaryItems.map(NSCollectionLayoutBoundarySupplementaryItem.init))
        decorationItems = section.decorationItems.map(NSCollectionLayoutDecorationItem.init)
    }
}

extension NSCollectionLayoutGroup {
    /// A group standing for `group`, its subitems wrapped in turn. A custom group's provider is
    /// the engine's own closure, already `@Sendable`.
    convenience init(wrapping group: CollectionLayoutGroup) {
        self.init(layoutGroup: group, subitems: group.subitems.map(NSCollectionLayoutItem.wrapping),
                  supplementaryItems: group.supplementaryItems.map(NSCollectionLayoutItem.wrapping(supplementary:)))
    }
}

extension NSCollectionLayoutItem {
    /// The object of UIKit's class standing for `item`: a group for a group, an item otherwise.
    static func wrapping(_ item: CollectionLayoutItem) -> NSCollectionLayoutItem {
        if let group = item as? CollectionLayoutGroup { return NSCollectionLayoutGroup(wrapping: group) }
        return NSCollectionLayoutItem(layoutItem: item, supplementaryItems: item.supplementaryItems.map(wrapping(supplementary:)))
    }

    /// The object of UIKit's class standing for a badge (or a boundary item's description).
    static func wrapping(supplementary item: CollectionLayoutSupplementaryItem) -> NSCollectionLayoutSupplementaryItem {
        if let boundary = item as? CollectionLayoutBoundarySupplementaryItem {
            return NSCollectionLayoutBoundarySupplementaryItem(layoutBoundaryItem: boundary)
        }
        return NSCollectionLayoutSupplementaryItem(layoutSupplementaryItem: item)
    }
}
