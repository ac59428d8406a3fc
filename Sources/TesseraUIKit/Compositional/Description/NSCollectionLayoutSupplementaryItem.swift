import Foundation
import TesseraLayout

/// `NSCollectionLayoutSupplementaryItem`: a view anchored to an item or group, such as a badge.
/// It shares its item's index path; its size resolves against the item's frame (after the item's
/// content insets), and ``containerAnchor`` places it.
///
/// A main-actor class, as in the iOS SDK; it stands for the engine's
/// `CollectionLayoutSupplementaryItem` (see ``NSCollectionLayoutItem``).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The engine's description this supplementary item stands for.
    package let layoutSupplementaryItem: CollectionLayoutSupplementaryItem

    /// `init(layoutSize:elementKind:containerAnchor:)`: a view of `elementKind` whose centre sits
    /// on `containerAnchor` of its item.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// `init(layoutSize:elementKind:containerAnchor:itemAnchor:)`: as above, the view's own
    /// `itemAnchor` point placed on the container's anchor point.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        layoutSupplementaryItem = CollectionLayoutSupplementaryItem(layoutSize: layoutSize, elementKind: elementKind,
                                                                    containerAnchor: containerAnchor, itemAnchor: itemAnchor)
        super.init(layoutItem: layoutSupplementaryItem, supplementaryItems: [])
    }

    /// A supplementary item standing for `layoutSupplementaryItem` (a boundary item's).
    package init(layoutSupplementaryItem: CollectionLayoutSupplementaryItem) {
        self.layoutSupplementaryItem = layoutSupplementaryItem
        super.init(layoutItem: layoutSupplementaryItem, supplementaryItems: [])
    }

    /// `elementKind`: the kind the data source is asked a view for.
    public var elementKind: String { layoutSupplementaryItem.elementKind }
    /// `containerAnchor`: the point of the item the view attaches to.
    public var containerAnchor: NSCollectionLayoutAnchor { layoutSupplementaryItem.containerAnchor }
    /// `itemAnchor`: the point of the view placed on the container's anchor point.
    public var itemAnchor: NSCollectionLayoutAnchor? { layoutSupplementaryItem.itemAnchor }
    /// `zIndex`. Tessera's default is 1, so a badge is drawn above its cell.
    public var zIndex: Int {
        get { layoutSupplementaryItem.zIndex }
        set { layoutSupplementaryItem.zIndex = newValue }
    }
}
