import Foundation

/// A container of items laid out along one axis, or at custom frames:
/// UIKit's `NSCollectionLayoutGroup`, a kind of ``CollectionLayoutItem`` so groups nest.
///
/// - `horizontal(layoutSize:subitems:)` / `vertical(…)`: subitems are placed one after the other,
///   cycling through the list while the next one fits (docs/layout-spec.md, "How frames resolve" 3).
/// - `horizontal(layoutSize:subitem:count:)`: exactly `count` equal items; the item's own
///   dimension along the group's axis is ignored (rule 4).
/// - `horizontal(layoutSize:repeatingSubitem:count:)`: `count` items at their own size (iOS 16).
/// - `custom(layoutSize:itemProvider:)`: one item per frame the provider returns (rule 11).
public class CollectionLayoutGroup: CollectionLayoutItem {
    /// The arrangement of the group's subitems.
    public enum Arrangement: Sendable, Equatable {
        /// Subitems placed while they fit, cycling through the list.
        case fitting
        /// Exactly `count` equal subitems sharing the group's extent.
        case count(Int)
        /// `count` subitems at their own size.
        case repeating(Int)
    }

    /// The axis a group lays its subitems along (`custom` uses frames instead).
    public enum Axis: Sendable, Equatable { case horizontal, vertical, custom }

    /// `subitems`.
    public let subitems: [CollectionLayoutItem]
    /// Horizontal, vertical or custom.
    public let axis: Axis
    /// How subitems are counted.
    public let arrangement: Arrangement
    /// `interItemSpacing`: space between subitems along the group's axis.
    public var interItemSpacing: CollectionLayoutSpacing?
    /// `supplementaryItems`: views attached to every instance of the group, anchored to its frame;
    /// they take the index path of the group's first item.
    public override var supplementaryItems: [CollectionLayoutSupplementaryItem] {
        get { super.supplementaryItems }
        set { super.supplementaryItems = newValue }
    }
    /// The provider of a custom group's frames.
    let itemProvider: CollectionLayoutGroupCustomItemProvider?

    init(layoutSize: CollectionLayoutSize, axis: Axis, subitems: [CollectionLayoutItem], arrangement: Arrangement,
         itemProvider: CollectionLayoutGroupCustomItemProvider? = nil) {
        self.axis = axis
        self.subitems = subitems
        self.arrangement = arrangement
        self.itemProvider = itemProvider
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// `NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)`.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, arrangement: .fitting)
    }

    /// `NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)`. `count` MUST be at least 1.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        precondition(count >= 1, "a group needs a count of at least 1")
        return CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], arrangement: .count(count))
    }

    /// `NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)`. `count` MUST be at least 1.
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        precondition(count >= 1, "a group needs a count of at least 1")
        return CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [repeatingSubitem], arrangement: .repeating(count))
    }

    /// `NSCollectionLayoutGroup.vertical(layoutSize:subitems:)`.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, arrangement: .fitting)
    }

    /// `NSCollectionLayoutGroup.vertical(layoutSize:subitem:count:)`. `count` MUST be at least 1.
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        precondition(count >= 1, "a group needs a count of at least 1")
        return CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], arrangement: .count(count))
    }

    /// `NSCollectionLayoutGroup.vertical(layoutSize:repeatingSubitem:count:)`. `count` MUST be at least 1.
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        precondition(count >= 1, "a group needs a count of at least 1")
        return CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [repeatingSubitem], arrangement: .repeating(count))
    }

    /// `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`: the provider receives an
    /// environment whose container is the group's resolved size and returns one frame per item,
    /// in group coordinates.
    public static func custom(layoutSize: CollectionLayoutSize,
                              itemProvider: @escaping CollectionLayoutGroupCustomItemProvider) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .custom, subitems: [], arrangement: .fitting, itemProvider: itemProvider)
    }
}

/// The closure of a custom group: UIKit's `NSCollectionLayoutGroupCustomItemProvider`.
public typealias CollectionLayoutGroupCustomItemProvider = @Sendable (CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]

/// One frame of a custom group: UIKit's `NSCollectionLayoutGroupCustomItem`.
public struct CollectionLayoutGroupCustomItem: Sendable, Equatable {
    /// `frame`, in the group's coordinates.
    public let frame: CGRect
    /// `zIndex`.
    public let zIndex: Int

    /// `NSCollectionLayoutGroupCustomItem(frame:)`.
    public init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
    /// `NSCollectionLayoutGroupCustomItem(frame:zIndex:)`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
