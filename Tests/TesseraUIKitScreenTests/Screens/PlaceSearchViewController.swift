import Foundation
import UIKit

/// A place the travel app knows, and the search over them the search screen uses: a
/// case-insensitive match anywhere in the name, results in alphabetical order.
struct Place: Hashable {
    let name: String
    let country: String

    static let all: [Place] = [
        ("Aberdeen", "Scotland"), ("Annecy", "France"), ("Bergen", "Norway"), ("Bruges", "Belgium"),
        ("Cádiz", "Spain"), ("Cork", "Ireland"), ("Dubrovnik", "Croatia"), ("Evora", "Portugal"),
        ("Galway", "Ireland"), ("Ghent", "Belgium"), ("Granada", "Spain"), ("Hallstatt", "Austria"),
        ("Kotor", "Montenegro"), ("Kraków", "Poland"), ("Ljubljana", "Slovenia"), ("Lucerne", "Switzerland"),
        ("Lyon", "France"), ("Matera", "Italy"), ("Montpellier", "France"), ("Mostar", "Bosnia and Herzegovina"),
        ("Nafplio", "Greece"), ("Porto", "Portugal"), ("Riga", "Latvia"), ("Salzburg", "Austria"),
        ("San Sebastián", "Spain"), ("Sintra", "Portugal"), ("Strasbourg", "France"), ("Tallinn", "Estonia"),
        ("Trondheim", "Norway"), ("Valletta", "Malta"), ("Verona", "Italy"), ("Würzburg", "Germany"),
    ].map { Place(name: $0.0, country: $0.1) }

    /// The places whose name contains `query` (ignoring case), by name; all of them for an empty
    /// or missing query.
    static func matching(_ query: String?) -> [Place] {
        let needle = (query ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        let found = needle.isEmpty ? all : all.filter { $0.name.lowercased().contains(needle) }
        return found.sorted { $0.name < $1.name }
    }
}

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
