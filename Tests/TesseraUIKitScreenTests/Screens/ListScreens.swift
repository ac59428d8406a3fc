import UIKit

/// A `UIViewController` with a settings list: `UICollectionViewCompositionalLayout.list` with the
/// `.insetGrouped` appearance, rows of `UICollectionViewListCell` whose
/// `UIListContentConfiguration` (the default cell style) a cell registration fills in.
final class TripSettingsViewController: UIViewController {
    enum Section { case options }

    static let options = ["Currency", "Distance units", "Offline maps", "Photo backup", "Time zone",
                          "Travel companions", "Packing reminders", "Emergency contacts"]

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trip Settings"
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, option in
            var content = cell.defaultContentConfiguration()
            content.text = option
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, option in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: option)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.options])
        snapshot.appendItems(Self.options)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A `UIViewController` listing places by region with `UICollectionLayoutListConfiguration`: the
/// appearance (plain, grouped, inset grouped, …) and the header mode are the caller's. With
/// `.supplementary` each region's name is a header view from a `SupplementaryRegistration` of
/// list cells; with `.firstItemInSection` it is the section's first row, which the cell
/// registration styles as a header.
final class RegionListViewController: UIViewController {
    static let regions: [(name: String, places: [String])] = [
        ("Iberia", ["Porto", "Sintra", "Granada"]),
        ("The Alps", ["Lucerne", "Hallstatt"]),
    ]

    let appearance: UICollectionLayoutListConfiguration.Appearance
    let headerMode: UICollectionLayoutListConfiguration.HeaderMode
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<String, String>!

    init(appearance: UICollectionLayoutListConfiguration.Appearance, headerMode: UICollectionLayoutListConfiguration.HeaderMode) {
        self.appearance = appearance
        self.headerMode = headerMode
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("not used from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Regions"
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = headerMode
        collectionView = UICollectionView(frame: view.bounds,
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let plain = appearance == .plain || appearance == .sidebarPlain
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, indexPath, text in
            let isHeaderRow = self?.headerMode == .firstItemInSection && indexPath.item == 0
            var content = isHeaderRow ? (plain ? .plainHeader() : .groupedHeader()) : cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { [weak self] header, _, indexPath in
            var content = plain ? UIListContentConfiguration.plainHeader() : .groupedHeader()
            content.text = self?.dataSource.sectionIdentifier(for: indexPath.section)
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, text in
            collectionView.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: text)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for region in Self.regions {
            snapshot.appendSections([region.name])
            let title = headerMode == .firstItemInSection ? [region.name] : []
            snapshot.appendItems(title + region.places, toSection: region.name)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
