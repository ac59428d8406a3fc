import UIKit

/// A `UIViewController` with a grid of albums, three to a row, each carrying a badge: an
/// `NSCollectionLayoutSupplementaryItem` anchored to the item's top-trailing corner
/// (`NSCollectionLayoutAnchor` with a fractional offset of a quarter of the badge outwards),
/// made by a `SupplementaryRegistration` that shows the album's count of new photos.
final class AlbumsViewController: UIViewController {
    enum Section { case albums }

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Album>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let cells = UICollectionView.CellRegistration<SwatchCell, Album> { cell, _, album in
            cell.caption.text = album.name
        }
        let badges = UICollectionView.SupplementaryRegistration<CountBadgeView>(elementKind: CountBadgeView.elementKind) {
            [weak self] badge, _, indexPath in
            guard let album = self?.dataSource.itemIdentifier(for: indexPath) else { return }
            badge.show(newPhotos: album.newPhotos)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Album>(collectionView: collectionView) { collectionView, indexPath, album in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: album)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: badges, for: indexPath)
        }
    }

    /// Shows `albums`, in that order.
    func show(_ albums: [Album]) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Album>()
        snapshot.appendSections([.albums])
        snapshot.appendItems(albums)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeLayout() -> UICollectionViewLayout {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(24), heightDimension: .absolute(24)),
            elementKind: CountBadgeView.elementKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.25, y: -0.25)))
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                             heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .fractionalWidth(0.3)),
                                                     repeatingSubitem: item, count: 3)
        let section = NSCollectionLayoutSection(group: row)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
