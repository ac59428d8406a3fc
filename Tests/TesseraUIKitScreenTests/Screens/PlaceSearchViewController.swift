import UIKit

/// A `UIViewController` with a `UISearchBar` above a plain list of places, placed with Auto
/// Layout. As the user types, its `UISearchBarDelegate` method applies a new snapshot holding
/// only the matching places, and the diffable data source works out what went and what stayed.
final class PlaceSearchViewController: UIViewController, UISearchBarDelegate {
    enum Section { case results }

    let searchBar = UISearchBar()
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Place>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Places"
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        searchBar.delegate = self
        searchBar.placeholder = "Search places"
        for subview in [searchBar, collectionView] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            searchBar.topAnchor.constraint(equalTo: view.topAnchor),
            searchBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            searchBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            searchBar.heightAnchor.constraint(equalToConstant: 56),
            collectionView.topAnchor.constraint(equalTo: searchBar.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Place> { cell, _, place in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = place.name
            content.secondaryText = place.country
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Place>(collectionView: collectionView) { collectionView, indexPath, place in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: place)
        }
        showPlaces(matching: nil)
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        showPlaces(matching: searchText)
    }

    private func showPlaces(matching query: String?) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Place>()
        snapshot.appendSections([.results])
        snapshot.appendItems(Place.matching(query))
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
