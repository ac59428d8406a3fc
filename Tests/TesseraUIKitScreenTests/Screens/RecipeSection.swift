import UIKit

/// The three sections of a recipe screen and how each is laid out as an
/// `NSCollectionLayoutSection`: the ingredients as a list, the steps as a grid of square tiles,
/// the finished dish's photos as a grid of wide tiles — each with the number of columns its
/// screen gives it, inside 16-point section insets, every item inset by 3.
enum RecipeSection: Int, CaseIterable {
    case ingredients, steps, photos

    /// Columns on a compact-width screen; a wide screen may double them.
    var columns: Int {
        switch self {
        case .ingredients: return 1
        case .steps: return 4
        case .photos: return 2
        }
    }

    /// The section with `columns` items to a row.
    func layoutSection(columns: Int) -> NSCollectionLayoutSection {
        let rowHeight: NSCollectionLayoutDimension
        switch self {
        case .ingredients: rowHeight = .absolute(48)
        case .steps: rowHeight = .fractionalWidth(1.0 / CGFloat(columns))          // square tiles
        case .photos: rowHeight = .fractionalWidth(0.8 / CGFloat(columns))         // 5 : 4 tiles
        }
        // `repeatingSubitem:count:` keeps the item's own size: a column's share of the width.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: rowHeight),
                                                     repeatingSubitem: item, count: columns)
        let section = NSCollectionLayoutSection(group: row)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        return section
    }
}
