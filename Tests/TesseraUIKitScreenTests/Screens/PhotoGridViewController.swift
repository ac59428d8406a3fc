import UIKit

/// A `UIViewController` showing a camera roll as a grid: a compositional layout of four square
/// tiles to a row, filled by a `UICollectionViewDiffableDataSource` whose cells come from a
/// `UICollectionView.CellRegistration`. The `.spaced` style insets every tile by 4 points inside
/// its slot (a contact sheet), the `.edgeToEdge` style leaves them touching.
final class PhotoGridViewController: UIViewController {
    enum Section { case roll }
    enum Style { case edgeToEdge, spaced }

    /// Photo numbers in the roll, in the order they were taken.
    static let roll = Array(1...70)

    let style: Style
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    init(style: Style = .edgeToEdge) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("not used from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = style == .spaced ? "Contact Sheet" : "Camera Roll"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func makeLayout() -> UICollectionViewLayout {
        let tile = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                             heightDimension: .fractionalHeight(1)))
        if style == .spaced {
            tile.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        }
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .fractionalWidth(0.25)),
                                                     subitems: [tile])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
    }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<SwatchCell, Int> { cell, _, photo in
            cell.caption.text = "\(photo)"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.roll])
        snapshot.appendItems(Self.roll)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
