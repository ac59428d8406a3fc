import Foundation
import TesseraLayout

// UIKit's names for the engine's immutable description values. The iOS SDK declares these as
// main-actor classes (and so Sendable); here they are the engine's Sendable values, usable from
// any context. Every use iOS accepts in Swift 6 mode is accepted here (a deliberate, more
// permissive difference); the one thing that differs is that an extension of one of them is not
// main-actor isolated here, so its members reading main-actor state (`UIScreen.main`) draw a
// warning. The mutable description classes are main-actor classes, as on iOS
// (Compositional/Description/).

/// UIKit's name for the engine's `CollectionLayoutDimension`: one length of an item, group or
/// supplementary item — absolute points, a fraction of its container's width or height, or an estimate
/// that self-sizing replaces.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// UIKit's name for the engine's `CollectionLayoutSize`: a width dimension and a height dimension.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// UIKit's name for the engine's `CollectionLayoutGroupCustomItem`: one frame (and z-index) a custom
/// group's provider returns.
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
/// UIKit's name for the engine's `CollectionLayoutSpacing`: a fixed or flexible space between items of
/// a group.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// UIKit's name for the engine's `CollectionLayoutEdgeSpacing`: the spacing around an item, one per
/// edge, taken out of the group's room before the item is placed.
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
/// UIKit's name for the engine's `CollectionLayoutAnchor`: where a supplementary item sits on its
/// container — the edges it touches and an absolute or fractional offset.
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
/// `NSCollectionLayoutVisibleItem` (a protocol in UIKit; a class here).
public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem
/// The leading, trailing, top and bottom edges, as an option set (UIKit's name for the anchor's edges).
public typealias NSDirectionalRectEdge = CollectionLayoutAnchor.Edges
/// Where a boundary supplementary item sits around its section or layout: top, bottom, leading,
/// trailing or a corner (UIKit's name for the engine's alignment).
public typealias NSRectAlignment = CollectionLayoutBoundarySupplementaryItem.Alignment
/// Which box a section's content insets are measured from: the collection view's edges, its safe area,
/// its layout margins, its readable content guide, or nothing.
public typealias UIContentInsetsReference = ContentInsetsReference
/// How a section scrolls across the main axis: not at all (`.none`, its groups wrap), continuously, or
/// by page or group. Headlessly a scrolling section lays out its groups side by side;
/// `orthogonalScrollOffsets` shows it scrolled.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSection.OrthogonalScrollingBehavior
/// Called by the compositional layout, whenever elements are asked for, with the section's visible
/// items, its scroll offset and the environment; what it sets (frame, transform, alpha, z-index,
/// hidden) is in the answer. The value engine alone lays sections out at rest and does not call it.
///
/// As in the iOS SDK it is an ordinary closure: written in main-actor code (a view controller's
/// section provider), it runs there; the layout calls it on the main actor.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void
/// The closure a custom group calls, once per layout, with the environment (the group's resolved
/// size as its container), to get its items' frames. As in the iOS SDK it is an ordinary closure,
/// not `@Sendable`: written in main-actor code it may use that code's state; the layout calls it
/// on the main actor.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
/// Deceleration and bounce of an orthogonally scrolling section. Kept so code that sets them compiles;
/// nothing scrolls by itself headlessly.
public typealias UICollectionLayoutSectionOrthogonalScrollingProperties = OrthogonalScrollingProperties
/// How quickly an orthogonally scrolling section slows down on iOS. Kept, not used: nothing decelerates
/// headlessly.
public typealias UICollectionLayoutSectionOrthogonalScrollingDecelerationRate = OrthogonalScrollingProperties.DecelerationRate
/// Whether an orthogonally scrolling section bounces at its ends on iOS. Kept, not used: nothing
/// bounces headlessly.
public typealias UICollectionLayoutSectionOrthogonalScrollingBounce = OrthogonalScrollingProperties.Bounce
