import Foundation
import TesseraLayout

/// `NSCollectionLayoutItem`: one cell of a compositional layout — its size (resolved against its
/// group), content insets, edge spacing and badges.
///
/// As in the iOS SDK (`NS_SWIFT_UI_ACTOR`), a main-actor class, and therefore `Sendable`: a
/// main-actor section builder may return one to any context, and an extension of it is
/// main-actor isolated. Each item stands for one description of the engine
/// (`TesseraLayout.CollectionLayoutItem`); its properties read and write that description, so
/// changing an item after putting it in a group changes the group, as on iOS. The layout freezes
/// the descriptions into values when it prepares.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The engine's description this item stands for.
    package let layoutItem: CollectionLayoutItem
    /// The supplementary items as given (the same objects).
    private var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// `init(layoutSize:)`: an item of `layoutSize` with no supplementary items.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// `init(layoutSize:supplementaryItems:)`: an item of `layoutSize` with badges anchored to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        layoutItem = CollectionLayoutItem(layoutSize: layoutSize, supplementaryItems: supplementaryItems.map(\.layoutSupplementaryItem))
        storedSupplementaryItems = supplementaryItems
    }

    /// An item standing for `layoutItem` (a group, a supplementary, a decoration), whose
    /// supplementary items are already `supplementaryItems`' descriptions.
    package init(layoutItem: CollectionLayoutItem, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutItem = layoutItem
        storedSupplementaryItems = supplementaryItems
    }

    /// `layoutSize`: the width and height dimensions the item was made with.
    public var layoutSize: NSCollectionLayoutSize { layoutItem.layoutSize }

    /// `contentInsets`: shrink the item's frame inside its slot without changing the room it
    /// takes in the group (ignored on an axis whose dimension is estimated).
    public var contentInsets: NSDirectionalEdgeInsets {
        get { layoutItem.contentInsets }
        set { layoutItem.contentInsets = newValue }
    }

    /// `edgeSpacing`: space around the item inside its group, taken out of the group's room.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing? {
        get { layoutItem.edgeSpacing }
        set { layoutItem.edgeSpacing = newValue }
    }

    /// `supplementaryItems`: the views anchored to the item (badges), the objects it was made with.
    public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }

    /// Replaces the supplementary items (a group's are settable in UIKit).
    func replaceSupplementaryItems(_ items: [NSCollectionLayoutSupplementaryItem]) {
        storedSupplementaryItems = items
    }
}
