import Foundation

/// The blueprint of one cell of a compositional layout: UIKit's `NSCollectionLayoutItem`.
///
/// An item has a size (``layoutSize``, resolved against its group), ``contentInsets`` that
/// shrink its frame without changing the space it takes in the group (ignored on an axis whose
/// dimension is estimated), ``edgeSpacing`` that moves it within its slot, and supplementary
/// items (badges) attached to it.
///
/// It is a class with mutable properties, as in UIKit, because UIKit code configures items after
/// creating them (`let item = …; item.contentInsets = …`). A layout takes a snapshot of the
/// description when it is created (or, with a section provider, when it lays out), so later
/// changes do not reach a layout already made.
public class CollectionLayoutItem {
    /// `layoutSize`.
    public let layoutSize: CollectionLayoutSize
    /// `contentInsets`: shrink the frame inside the item's slot.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// `edgeSpacing`: space around the item inside its group, counted in the group's fitting.
    public var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// `supplementaryItems`: views attached to this item, such as badges (a group's can be set).
    public internal(set) var supplementaryItems: [CollectionLayoutSupplementaryItem]

    /// `NSCollectionLayoutItem(layoutSize:)`.
    public convenience init(layoutSize: CollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// `NSCollectionLayoutItem(layoutSize:supplementaryItems:)`.
    public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// A view attached to an item or group, such as a badge: UIKit's
/// `NSCollectionLayoutSupplementaryItem`. It shares its item's index path; its size resolves
/// against the item's frame (after the item's content insets), and ``containerAnchor`` places it.
public class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
    /// `elementKind`.
    public let elementKind: String
    /// `containerAnchor`: the point of the item the supplementary attaches to.
    public let containerAnchor: CollectionLayoutAnchor
    /// `itemAnchor`: the point of the supplementary placed on the container's anchor point.
    public let itemAnchor: CollectionLayoutAnchor?
    /// `zIndex`. Tessera's default is 1, so a badge is drawn above its cell.
    public var zIndex: Int = 1

    /// `NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:)`.
    public convenience init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// `NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:itemAnchor:)`.
    public init(layoutSize: CollectionLayoutSize, elementKind: String,
                containerAnchor: CollectionLayoutAnchor, itemAnchor: CollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A header or footer of a section or of the whole layout:
/// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// With ``extendsBoundary`` (the default) a top-aligned item sits above the section's content
/// and adds its height to the section; a bottom-aligned one sits below. ``pinToVisibleBounds``
/// keeps it on screen while its section scrolls by; frame dumps show it at rest.
public class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutSupplementaryItem {
    /// `NSRectAlignment`: the edge or corner of the section the item is attached to.
    public enum Alignment: String, Sendable, CaseIterable {
        case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
    }

    /// `alignment`.
    public let alignment: Alignment
    /// `offset`: moves the item from its aligned position, in points.
    public let offset: CGPoint
    /// `extendsBoundary`: whether the item adds to the section's extent instead of overlapping it.
    public var extendsBoundary = true
    /// `pinToVisibleBounds`: whether the item stays visible while its section scrolls.
    public var pinToVisibleBounds = false

    /// `NSCollectionLayoutBoundarySupplementaryItem(layoutSize:elementKind:alignment:)`.
    public convenience init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: Alignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// `NSCollectionLayoutBoundarySupplementaryItem(layoutSize:elementKind:alignment:absoluteOffset:)`.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: Alignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: CollectionLayoutAnchor(edges: []), itemAnchor: nil)
        zIndex = 0
    }
}

/// A view the layout draws behind a section: UIKit's `NSCollectionLayoutDecorationItem`.
///
/// A background covers the whole section (full layout width, from the top of its header to the
/// bottom of its footer, including the section's content insets), shrunk by its own
/// ``CollectionLayoutItem/contentInsets``. Its ``zIndex`` defaults to 0, and every other element
/// of the section is then lifted to 1 so the background stays below.
public class CollectionLayoutDecorationItem: CollectionLayoutItem {
    /// `elementKind`.
    public let elementKind: String
    /// `zIndex`.
    public var zIndex: Int = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// `NSCollectionLayoutDecorationItem.background(elementKind:)`.
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
