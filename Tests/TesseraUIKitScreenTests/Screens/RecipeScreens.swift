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

/// A `UIViewController` whose compositional layout gives each section its own layout: a section
/// provider closure maps the section index to a ``RecipeSection`` and builds that section with
/// its own column count (1, 4 and 2), whatever the width.
final class RecipeViewController: UIViewController {
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<RecipeSection, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipe"
        let layout = UICollectionViewCompositionalLayout { sectionIndex, _ in
            guard let kind = RecipeSection(rawValue: sectionIndex) else { return nil }
            return kind.layoutSection(columns: kind.columns)
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<SwatchCell, Int> { cell, _, item in
            cell.caption.text = "\(item)"
        }
        dataSource = UICollectionViewDiffableDataSource<RecipeSection, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }
}

/// A `UIViewController` whose section provider reads the layout environment: when the
/// container's `effectiveContentSize` is wider than 700 points every ``RecipeSection`` gets twice
/// its columns. It is also the collection view's `UICollectionViewDelegate`, implementing only
/// `collectionView(_:didSelectItemAt:)`, which deselects the tapped item at once.
final class AdaptiveRecipeViewController: UIViewController, UICollectionViewDelegate {
    static let wideThreshold: CGFloat = 700

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<RecipeSection, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipe"
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
            guard let kind = RecipeSection(rawValue: sectionIndex) else { return nil }
            let isWide = environment.container.effectiveContentSize.width > Self.wideThreshold
            return kind.layoutSection(columns: isWide ? 2 * kind.columns : kind.columns)
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = "\(indexPath.section).\(item)"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<RecipeSection, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<RecipeSection, Int>()
        var next = 0
        for (kind, count) in zip(RecipeSection.allCases, [2, 10, 6]) {
            snapshot.appendSections([kind])
            snapshot.appendItems(Array(next..<next + count), toSection: kind)
            next += count
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
