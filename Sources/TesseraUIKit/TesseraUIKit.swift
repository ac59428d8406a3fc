// UIKit source compatibility: NS/UI-prefixed names for TesseraLayout's types, so layout code
// written for UICollectionViewCompositionalLayout compiles unchanged on Linux.
//
//     import TesseraUIKit
//
//     func makeGridLayout() -> UICollectionViewLayout {
//         let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
//             widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
//         let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
//             widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)), subitems: [item])
//         return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
//     }
@_exported import Foundation
@_exported import TesseraLayout

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
/// `NSCollectionLayoutEnvironment` (a protocol in UIKit; a value here).
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// `NSCollectionLayoutContainer` (a protocol in UIKit; a value here).
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
/// `NSDirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// `UIEdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// `NSDirectionalRectEdge`.
public typealias NSDirectionalRectEdge = CollectionLayoutAnchor.Edges
/// `NSRectAlignment`.
public typealias NSRectAlignment = CollectionLayoutBoundarySupplementaryItem.Alignment
/// `UIContentInsetsReference`.
public typealias UIContentInsetsReference = ContentInsetsReference
/// `UICollectionViewCompositionalLayout`.
public typealias UICollectionViewCompositionalLayout = CompositionalLayout
/// `UICollectionViewCompositionalLayoutConfiguration`.
public typealias UICollectionViewCompositionalLayoutConfiguration = CompositionalLayoutConfiguration
/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = CompositionalLayout.SectionProvider
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSection.OrthogonalScrollingBehavior
/// `UICollectionViewLayout`: what a layout-building function returns.
public typealias UICollectionViewLayout = any CollectionLayout
/// `UICollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = LayoutAttributes
/// `UICollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = FlowLayout

/// The parts of `UICollectionView` that layout code names.
public enum UICollectionView {
    /// `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = TesseraLayout.ScrollDirection
    /// `UICollectionView.elementKindSectionHeader`. UIKit's value is
    /// `"UICollectionElementKindSectionHeader"`; Tessera uses its own header kind, `header`, so
    /// that frame dumps, spec files and the renderer's section titles agree.
    public static let elementKindSectionHeader = ElementKind.header.rawValue
    /// `UICollectionView.elementKindSectionFooter` (Tessera's `footer` kind; see the header's note).
    public static let elementKindSectionFooter = ElementKind.footer.rawValue
}

extension CompositionalLayout {
    /// `register(_:forDecorationViewOfKind:)`. Tessera draws decorations from a style, not from
    /// view classes, so registering does nothing; it exists so UIKit layout code compiles.
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}
}
