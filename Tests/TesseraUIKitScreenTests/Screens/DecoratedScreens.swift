import Foundation
import UIKit

/// An album of the photo app: its name and how many photos were added since it was last opened
/// (what its badge shows). Albums are identified by name.
struct Album: Hashable {
    let name: String
    let newPhotos: Int

    static let samples = [
        Album(name: "Lisbon", newPhotos: 3), Album(name: "Harbour walks", newPhotos: 0),
        Album(name: "Markets", newPhotos: 12), Album(name: "Night trains", newPhotos: 1),
        Album(name: "Cafés", newPhotos: 0),
    ]
}

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

/// A `UIViewController` whose sections sit on cards: each section has an
/// `NSCollectionLayoutDecorationItem.background` of ``CardBackgroundView``'s kind, inset 6 points
/// inside the section (whose own insets are 12), the view class registered with the layout
/// (`register(_:forDecorationViewOfKind:)`); sections are 20 points apart
/// (`UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing`).
final class TripCardsViewController: UIViewController {
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trips"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, trip in
            var content = cell.defaultContentConfiguration()
            content.text = "Trip \(trip)"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, trip in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: trip)
        }
    }

    private func makeLayout() -> UICollectionViewLayout {
        let trip = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .absolute(50)),
                                                     subitems: [trip])
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
        let card = NSCollectionLayoutDecorationItem.background(elementKind: CardBackgroundView.elementKind)
        card.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        section.decorationItems = [card]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        layout.register(CardBackgroundView.self, forDecorationViewOfKind: CardBackgroundView.elementKind)
        return layout
    }
}
