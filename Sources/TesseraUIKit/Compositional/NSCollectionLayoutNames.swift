import Foundation
import TesseraLayout

/// `NSCollectionLayoutDimension`.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// `NSCollectionLayoutSize`.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// `NSCollectionLayoutItem`.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// `NSCollectionLayoutGroup`.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// `NSCollectionLayoutGroupCustomItem`.
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
/// `NSCollectionLayoutSection`.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// `NSCollectionLayoutSpacing`.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// `NSCollectionLayoutEdgeSpacing`.
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
/// `NSCollectionLayoutSupplementaryItem`.
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
/// `NSCollectionLayoutBoundarySupplementaryItem`.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
/// `NSCollectionLayoutDecorationItem`.
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
/// `NSCollectionLayoutAnchor`.
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
/// `NSCollectionLayoutVisibleItem` (a protocol in UIKit; a class here).
public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem
/// `NSDirectionalRectEdge`.
public typealias NSDirectionalRectEdge = CollectionLayoutAnchor.Edges
/// `NSRectAlignment`.
public typealias NSRectAlignment = CollectionLayoutBoundarySupplementaryItem.Alignment
/// `UIContentInsetsReference`.
public typealias UIContentInsetsReference = ContentInsetsReference
/// `UICollectionViewCompositionalLayoutConfiguration`.
public typealias UICollectionViewCompositionalLayoutConfiguration = CompositionalLayoutConfiguration
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSection.OrthogonalScrollingBehavior
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = CollectionLayoutSection.VisibleItemsInvalidationHandler
/// `NSCollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider = CollectionLayoutGroupCustomItemProvider
/// `UICollectionLayoutSectionOrthogonalScrollingProperties`.
public typealias UICollectionLayoutSectionOrthogonalScrollingProperties = OrthogonalScrollingProperties
/// `UICollectionLayoutSectionOrthogonalScrollingDecelerationRate`.
public typealias UICollectionLayoutSectionOrthogonalScrollingDecelerationRate = OrthogonalScrollingProperties.DecelerationRate
/// `UICollectionLayoutSectionOrthogonalScrollingBounce`.
public typealias UICollectionLayoutSectionOrthogonalScrollingBounce = OrthogonalScrollingProperties.Bounce
