import Foundation
import TesseraLayout

/// UIKit's name for the engine's `CollectionLayoutDimension`: one length of an item, group or
/// supplementary item — absolute points, a fraction of its container's width or height, or an estimate
/// that self-sizing replaces.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// UIKit's name for the engine's `CollectionLayoutSize`: a width dimension and a height dimension.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// UIKit's name for the engine's `CollectionLayoutItem`: one cell's size, content insets, edge spacing
/// and badges. The same description object is frozen into the value layout when the layout prepares.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// UIKit's name for the engine's `CollectionLayoutGroup`: items (or groups) arranged horizontally,
/// vertically or by a custom provider, repeated to fill a section.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// UIKit's name for the engine's `CollectionLayoutGroupCustomItem`: one frame (and z-index) a custom
/// group's provider returns.
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
/// UIKit's name for the engine's `CollectionLayoutSection`: the group that repeats, the spacing between
/// its repetitions, insets, boundary and decoration items and orthogonal scrolling.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// UIKit's name for the engine's `CollectionLayoutSpacing`: a fixed or flexible space between items of
/// a group.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// UIKit's name for the engine's `CollectionLayoutEdgeSpacing`: the spacing around an item, one per
/// edge, taken out of the group's room before the item is placed.
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
/// UIKit's name for the engine's `CollectionLayoutSupplementaryItem`: a view (a badge) anchored to an
/// item or group.
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
/// UIKit's name for the engine's `CollectionLayoutBoundarySupplementaryItem`: a header or footer
/// aligned to an edge of a section or of the whole layout, optionally pinned while scrolling.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
/// UIKit's name for the engine's `CollectionLayoutDecorationItem`: a view behind a whole section
/// (`background(elementKind:)`), which the layout owns.
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
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
/// Layout-wide settings of a compositional layout: scroll direction, spacing between sections,
/// layout-wide boundary items and the content insets reference.
/// `UICollectionViewCompositionalLayout.configuration` hands out a copy, as UIKit does.
public typealias UICollectionViewCompositionalLayoutConfiguration = CompositionalLayoutConfiguration
/// How a section scrolls across the main axis: not at all (`.none`, its groups wrap), continuously, or
/// by page or group. Headlessly a scrolling section lays out its groups side by side;
/// `orthogonalScrollOffsets` shows it scrolled.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSection.OrthogonalScrollingBehavior
/// Called by the compositional layout, whenever elements are asked for, with the section's visible
/// items, its scroll offset and the environment; what it sets (frame, transform, alpha, z-index,
/// hidden) is in the answer. The value engine alone lays sections out at rest and does not call it.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = CollectionLayoutSection.VisibleItemsInvalidationHandler
/// The closure a custom group calls, once per layout, with the environment, to get its items' frames.
public typealias NSCollectionLayoutGroupCustomItemProvider = CollectionLayoutGroupCustomItemProvider
/// Deceleration and bounce of an orthogonally scrolling section. Kept so code that sets them compiles;
/// nothing scrolls by itself headlessly.
public typealias UICollectionLayoutSectionOrthogonalScrollingProperties = OrthogonalScrollingProperties
/// How quickly an orthogonally scrolling section slows down on iOS. Kept, not used: nothing decelerates
/// headlessly.
public typealias UICollectionLayoutSectionOrthogonalScrollingDecelerationRate = OrthogonalScrollingProperties.DecelerationRate
/// Whether an orthogonally scrolling section bounces at its ends on iOS. Kept, not used: nothing
/// bounces headlessly.
public typealias UICollectionLayoutSectionOrthogonalScrollingBounce = OrthogonalScrollingProperties.Bounce
