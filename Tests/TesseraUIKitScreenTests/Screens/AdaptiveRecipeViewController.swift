import UIKit

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
