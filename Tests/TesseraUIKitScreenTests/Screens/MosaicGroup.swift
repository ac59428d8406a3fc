import UIKit

/// The photo mosaic the featured screens share, as an `NSCollectionLayoutGroup` of nested groups:
/// a horizontal group holding a large item (60% of its width) beside a vertical group (the other
/// 40%) of two items stacked half and half, every item inset by 4 points.
enum MosaicGroup {
    static func make(width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension) -> NSCollectionLayoutGroup {
        let insets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.6),
                                                                              heightDimension: .fractionalHeight(1)))
        large.contentInsets = insets
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                              heightDimension: .fractionalHeight(0.5)))
        small.contentInsets = insets
        let stack = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.4),
                                                                                        heightDimension: .fractionalHeight(1)),
                                                     repeatingSubitem: small, count: 2)
        return NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: height),
                                                  subitems: [large, stack])
    }
}
