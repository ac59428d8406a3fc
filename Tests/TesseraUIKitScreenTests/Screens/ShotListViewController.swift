import UIKit

/// A `UIViewController` with a photo shoot's shot list the user can put in order: a list whose
/// diffable data source allows every item to be reordered (`reorderingHandlers.canReorderItem`)
/// and, in `didReorder`, brings the screen's own store of shots up to date — either by applying
/// each section's `CollectionDifference` to it or by reading the section's final snapshot.
final class ShotListViewController: UIViewController {
    enum Shoot: CaseIterable { case morning, evening }
    enum ReorderingMethod { case collectionDifference, finalSnapshot }

    var reorderingMethod = ReorderingMethod.collectionDifference
    /// The shots of each shoot, in the order the user chose: the screen's model.
    private(set) var shots: [Shoot: [String]] = [
        .morning: ["Harbour from the bridge", "Fish market", "Fishing boats", "Lighthouse", "Breakfast table"],
        .evening: ["Old town rooftops", "Street musicians", "Sunset over the bay"],
    ]
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Shoot, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shot List"
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, shot in
            var content = cell.defaultContentConfiguration()
            content.text = shot
            cell.contentConfiguration = content
            cell.accessories = [.reorder(displayed: .always)]
        }
        dataSource = UICollectionViewDiffableDataSource<Shoot, String>(collectionView: collectionView) { collectionView, indexPath, shot in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: shot)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            self?.storeReorder(transaction)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Shoot, String>()
        for shoot in Shoot.allCases {
            snapshot.appendSections([shoot])
            snapshot.appendItems(shots[shoot] ?? [], toSection: shoot)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func storeReorder(_ transaction: NSDiffableDataSourceTransaction<Shoot, String>) {
        for sectionTransaction in transaction.sectionTransactions {
            let shoot = sectionTransaction.sectionIdentifier
            switch reorderingMethod {
            case .collectionDifference:
                if let reordered = shots[shoot]?.applying(sectionTransaction.difference) {
                    shots[shoot] = reordered
                }
            case .finalSnapshot:
                shots[shoot] = sectionTransaction.finalSnapshot.items
            }
        }
    }
}
