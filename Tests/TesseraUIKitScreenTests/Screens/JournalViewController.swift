import UIKit

/// A `UIViewController` with the travel journal: a plain list whose rows are
/// ``JournalEntryCell``s, each as high as its wrapped note makes it (list rows size themselves
/// to their cells' Auto Layout content).
final class JournalViewController: UIViewController {
    enum Section { case entries }

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, JournalEntry>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Journal"
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<JournalEntryCell, JournalEntry> { cell, _, entry in
            cell.show(entry)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, JournalEntry>(collectionView: collectionView) { collectionView, indexPath, entry in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: entry)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, JournalEntry>()
        snapshot.appendSections([.entries])
        snapshot.appendItems(JournalEntry.samples)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
