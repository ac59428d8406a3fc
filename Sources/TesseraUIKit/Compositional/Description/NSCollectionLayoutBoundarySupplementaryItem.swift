import Foundation
import TesseraLayout

/// `NSCollectionLayoutBoundarySupplementaryItem`: a header or footer aligned to an edge or corner
/// of a section, or of the whole layout (the configuration's), optionally pinned while scrolling.
///
/// With ``extendsBoundary`` (the default) a top-aligned item sits above the section's content and
/// adds its height to the section; a bottom-aligned one sits below. A main-actor class, as in the
/// iOS SDK; it stands for the engine's `CollectionLayoutBoundarySupplementaryItem` (see
/// ``NSCollectionLayoutItem``).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The engine's description this boundary item stands for.
    package let layoutBoundaryItem: CollectionLayoutBoundarySupplementaryItem

    /// `init(layoutSize:elementKind:alignment:)`: a header or footer of `elementKind` at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// `init(layoutSize:elementKind:alignment:absoluteOffset:)`: as above, moved by `absoluteOffset` points.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        layoutBoundaryItem = CollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize, elementKind: elementKind,
                                                                       alignment: alignment, absoluteOffset: absoluteOffset)
        super.init(layoutSupplementaryItem: layoutBoundaryItem)
    }

    /// A boundary item standing for `layoutBoundaryItem` (a list section's header or footer).
    package init(layoutBoundaryItem: CollectionLayoutBoundarySupplementaryItem) {
        self.layoutBoundaryItem = layoutBoundaryItem
        super.init(layoutSupplementaryItem: layoutBoundaryItem)
    }

    /// `alignment`: the edge or corner of the section the item is attached to.
    public var alignment: NSRectAlignment { layoutBoundaryItem.alignment }
    /// `offset`: how far the item is moved from its aligned position, in points.
    public var offset: CGPoint { layoutBoundaryItem.offset }
    /// `extendsBoundary`: whether the item adds to the section's extent instead of overlapping it.
    public var extendsBoundary: Bool {
        get { layoutBoundaryItem.extendsBoundary }
        set { layoutBoundaryItem.extendsBoundary = newValue }
    }
    /// `pinToVisibleBounds`: whether the item stays visible while its section scrolls by.
    public var pinToVisibleBounds: Bool {
        get { layoutBoundaryItem.pinToVisibleBounds }
        set { layoutBoundaryItem.pinToVisibleBounds = newValue }
    }
}
