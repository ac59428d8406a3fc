import UIKit

/// A `UIViewController` with a packing checklist in two columns: a compositional layout whose
/// horizontal group splits its width between two items (`subitem:count:`, which sizes the items
/// to share the group, the 12 points between the columns taken out first), rows 12 points apart,
/// inside 16-point insets at the sides only.
final class PackingListViewController: UIViewController {
    enum Section { case bag }

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Packing"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<SwatchCell, Int> { cell, _, item in
            cell.caption.text = "Item \(item)"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }

    private func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .absolute(50)),
                                                     subitem: item, count: 2)
        row.interItemSpacing = .fixed(12)
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    }
}

/// A `UICollectionViewController` subclass showing the packing list as an outline: one inset
/// grouped list section filled from an `NSDiffableDataSourceSectionSnapshot` whose categories
/// have their items as children. The first category starts expanded; tapping a category
/// (`collectionView(_:didSelectItemAt:)`, overridden) expands or collapses it by applying a new
/// section snapshot.
final class PackingOutlineViewController: UICollectionViewController {
    enum Section { case outline }

    /// A row of the outline: a category or an item in one.
    struct Entry: Hashable {
        let title: String
        let isCategory: Bool
    }

    static let categories: [(name: String, items: [String])] = [
        ("Clothes", ["Rain jacket", "Wool socks", "Sun hat"]),
        ("Electronics", ["Charger", "Plug adapter"]),
        ("Documents", ["Passport", "Rail pass"]),
    ]

    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Entry>!

    init() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("not used from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Packing"
        let categoryCells = UICollectionView.CellRegistration<UICollectionViewListCell, Entry> { cell, _, entry in
            var content = cell.defaultContentConfiguration()
            content.text = entry.title
            content.textProperties.font = UIFont.preferredFont(forTextStyle: .headline)
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let itemCells = UICollectionView.CellRegistration<UICollectionViewListCell, Entry> { cell, _, entry in
            var content = cell.defaultContentConfiguration()
            content.text = entry.title
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Entry>(collectionView: collectionView) { collectionView, indexPath, entry in
            entry.isCategory
                ? collectionView.dequeueConfiguredReusableCell(using: categoryCells, for: indexPath, item: entry)
                : collectionView.dequeueConfiguredReusableCell(using: itemCells, for: indexPath, item: entry)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<Entry>()
        for category in Self.categories {
            let parent = Entry(title: category.name, isCategory: true)
            outline.append([parent])
            outline.append(category.items.map { Entry(title: $0, isCategory: false) }, to: parent)
        }
        if let first = outline.rootItems.first {
            outline.expand([first])
        }
        dataSource.apply(outline, to: .outline, animatingDifferences: false)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let entry = dataSource.itemIdentifier(for: indexPath), entry.isCategory else { return }
        var outline = dataSource.snapshot(for: .outline)
        if outline.isExpanded(entry) {
            outline.collapse([entry])
        } else {
            outline.expand([entry])
        }
        dataSource.apply(outline, to: .outline, animatingDifferences: true)
    }
}
