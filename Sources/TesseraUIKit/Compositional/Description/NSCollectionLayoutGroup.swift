import Foundation
import TesseraLayout

/// `NSCollectionLayoutGroup`: items (or groups, since a group is an item) laid out along one
/// axis, or at custom frames, repeated to fill a section.
///
/// - `horizontal(layoutSize:subitems:)` / `vertical(…)`: subitems one after the other, cycling
///   through the list while the next one fits;
/// - `horizontal(layoutSize:subitem:count:)`: exactly `count` equal items sharing the group;
/// - `horizontal(layoutSize:repeatingSubitem:count:)`: `count` items at their own size (iOS 16);
/// - `custom(layoutSize:itemProvider:)`: one item per frame the provider returns.
///
/// A main-actor class, as in the iOS SDK; it stands for the engine's `CollectionLayoutGroup`
/// (see ``NSCollectionLayoutItem``).
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The engine's description this group stands for.
    package let layoutGroup: CollectionLayoutGroup
    /// The subitems as given (the same objects).
    private let storedSubitems: [NSCollectionLayoutItem]
    /// A custom group's provider, which the layout tells the collection view's traits.
    let customProvider: CustomItemProviderBox?

    /// A group standing for `layoutGroup`, whose subitems' descriptions are `subitems`'.
    init(layoutGroup: CollectionLayoutGroup, subitems: [NSCollectionLayoutItem],
                 supplementaryItems: [NSCollectionLayoutSupplementaryItem] = [], customProvider: CustomItemProviderBox? = nil) {
        self.layoutGroup = layoutGroup
        storedSubitems = subitems
        self.customProvider = customProvider
        super.init(layoutItem: layoutGroup, supplementaryItems: supplementaryItems)
    }

    /// `subitems`: the items the group was made with.
    public var subitems: [NSCollectionLayoutItem] { storedSubitems }

    /// `interItemSpacing`: the space between subitems along the group's axis.
    public var interItemSpacing: NSCollectionLayoutSpacing? {
        get { layoutGroup.interItemSpacing }
        set { layoutGroup.interItemSpacing = newValue }
    }

    /// `supplementaryItems`: views anchored to every instance of the group; they take the index
    /// path of the group's first item. Settable on a group, as in UIKit.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { super.supplementaryItems }
        set {
            replaceSupplementaryItems(newValue)
            layoutGroup.supplementaryItems = newValue.map(\.layoutSupplementaryItem)
        }
    }

    /// `horizontal(layoutSize:subitems:)`: subitems left to right, cycling while they fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutGroup: .horizontal(layoutSize: layoutSize, subitems: subitems.map(\.layoutItem)), subitems: subitems)
    }

    /// `horizontal(layoutSize:subitem:count:)`: `count` equal items across the group's width.
    /// `count` MUST be at least 1.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutGroup: .horizontal(layoutSize: layoutSize, subitem: subitem.layoutItem, count: count), subitems: [subitem])
    }

    /// `horizontal(layoutSize:repeatingSubitem:count:)`: `count` items at their own width.
    /// `count` MUST be at least 1.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutGroup: .horizontal(layoutSize: layoutSize, repeatingSubitem: repeatingSubitem.layoutItem, count: count),
                                subitems: [repeatingSubitem])
    }

    /// `vertical(layoutSize:subitems:)`: subitems top to bottom, cycling while they fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutGroup: .vertical(layoutSize: layoutSize, subitems: subitems.map(\.layoutItem)), subitems: subitems)
    }

    /// `vertical(layoutSize:subitem:count:)`: `count` equal items down the group's height.
    /// `count` MUST be at least 1.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutGroup: .vertical(layoutSize: layoutSize, subitem: subitem.layoutItem, count: count), subitems: [subitem])
    }

    /// `vertical(layoutSize:repeatingSubitem:count:)`: `count` items at their own height.
    /// `count` MUST be at least 1.
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem,
                             count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutGroup: .vertical(layoutSize: layoutSize, repeatingSubitem: repeatingSubitem.layoutItem, count: count),
                                subitems: [repeatingSubitem])
    }

    /// `custom(layoutSize:itemProvider:)`: one item per frame `itemProvider` returns, in the
    /// group's coordinates. The provider is called on the main actor while the layout prepares,
    /// with an environment whose container is the group's resolved size and whose traits are the
    /// collection view's; like UIKit's it is an ordinary closure (it may capture a view controller).
    open class func custom(layoutSize: NSCollectionLayoutSize,
                           itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        let box = CustomItemProviderBox(itemProvider)
        let group = CollectionLayoutGroup.custom(layoutSize: layoutSize) { environment in box.items(in: environment) }
        return NSCollectionLayoutGroup(layoutGroup: group, subitems: [], customProvider: box)
    }
}
