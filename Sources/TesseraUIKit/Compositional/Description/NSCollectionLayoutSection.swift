import Foundation
import TesseraLayout

/// `NSCollectionLayoutSection`: one section of a compositional layout — the group that repeats
/// for its items, the spacing between repetitions, its insets, headers, footers and backgrounds,
/// and whether it scrolls across the layout's scroll direction.
///
/// As in the iOS SDK (`NS_SWIFT_UI_ACTOR`), a main-actor class, and therefore `Sendable`: a
/// `@MainActor` section builder (`static func grid() -> NSCollectionLayoutSection`) may hand its
/// section to any context, and `extension NSCollectionLayoutSection { static func … }` is
/// main-actor isolated, so it may read the environment's container. It stands for the engine's
/// `CollectionLayoutSection` (see ``NSCollectionLayoutItem``).
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// The engine's description this section stands for.
    package let layoutSection: CollectionLayoutSection
    /// The group the section was made with.
    package let group: NSCollectionLayoutGroup
    private var storedBoundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    private var storedDecorationItems: [NSCollectionLayoutDecorationItem] = []

    /// `init(group:)`: a section repeating `group` for its items.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        layoutSection = CollectionLayoutSection(group: group.layoutGroup)
    }

    /// A section standing for `layoutSection`, whose group, boundary and decoration items are
    /// the given objects' descriptions.
    package init(layoutSection: CollectionLayoutSection, group: NSCollectionLayoutGroup,
                 boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem]) {
        self.layoutSection = layoutSection
        self.group = group
        storedBoundaryItems = boundarySupplementaryItems
    }

    /// `interGroupSpacing`: the space between consecutive groups along the scroll axis (or along
    /// the row of an orthogonally scrolling section).
    public var interGroupSpacing: CGFloat {
        get { layoutSection.interGroupSpacing }
        set { layoutSection.interGroupSpacing = newValue }
    }
    /// `contentInsets`: the space around the section's groups.
    public var contentInsets: NSDirectionalEdgeInsets {
        get { layoutSection.contentInsets }
        set { layoutSection.contentInsets = newValue }
    }
    /// `contentInsetsReference` (iOS 14): what ``contentInsets`` are measured from; `.automatic`
    /// follows the configuration's.
    public var contentInsetsReference: UIContentInsetsReference {
        get { layoutSection.contentInsetsReference }
        set { layoutSection.contentInsetsReference = newValue }
    }
    /// `supplementaryContentInsetsReference` (iOS 16): what boundary items that do not follow the
    /// content insets are inset from; `.automatic` follows the content's reference.
    public var supplementaryContentInsetsReference: UIContentInsetsReference {
        get { layoutSection.supplementaryContentInsetsReference }
        set { layoutSection.supplementaryContentInsetsReference = newValue }
    }
    /// `supplementariesFollowContentInsets`: whether boundary items are inset with the content.
    public var supplementariesFollowContentInsets: Bool {
        get { layoutSection.supplementariesFollowContentInsets }
        set { layoutSection.supplementariesFollowContentInsets = newValue }
    }
    /// `orthogonalScrollingBehavior`: `.none` wraps the groups; any other lays them in one row
    /// that scrolls across the layout (at rest headlessly; see `orthogonalScrollOffsets`).
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
        get { layoutSection.orthogonalScrollingBehavior }
        set { layoutSection.orthogonalScrollingBehavior = newValue }
    }
    /// `orthogonalScrollingProperties` (iOS 17): kept; nothing decelerates or bounces headlessly.
    public var orthogonalScrollingProperties: UICollectionLayoutSectionOrthogonalScrollingProperties {
        get { layoutSection.orthogonalScrollingProperties }
        set { layoutSection.orthogonalScrollingProperties = newValue }
    }
    /// `boundarySupplementaryItems`: the section's headers and footers (the objects set).
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
        get { storedBoundaryItems }
        set {
            storedBoundaryItems = newValue
            layoutSection.boundarySupplementaryItems = newValue.map(\.layoutBoundaryItem)
        }
    }
    /// `decorationItems`: the section's backgrounds (the objects set).
    public var decorationItems: [NSCollectionLayoutDecorationItem] {
        get { storedDecorationItems }
        set {
            storedDecorationItems = newValue
            layoutSection.decorationItems = newValue.map(\.layoutDecorationItem)
        }
    }
    /// `visibleItemsInvalidationHandler`: called by the layout, whenever elements are asked for,
    /// with the section's visible items, its scroll offset and the environment; what it sets
    /// (frame, transform, alpha, z-index, hidden) is in the answer.
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The list configuration of a section made by `list(using:layoutEnvironment:)`, `nil` for
    /// other sections: the snapshot renderer draws list sections as lists.
    package var listConfiguration: ListLayoutConfiguration? { layoutSection.listConfiguration }
}
