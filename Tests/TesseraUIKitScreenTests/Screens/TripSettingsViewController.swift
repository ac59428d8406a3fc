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
