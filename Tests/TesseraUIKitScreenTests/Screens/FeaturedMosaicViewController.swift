import UIKit

/// A `UIViewController` laying featured photos out as a mosaic of nested groups
/// (``MosaicGroup``): each full-width, 240-point group shows one large photo beside two small
/// ones stacked, group after group down the screen.
final class FeaturedMosaicViewController: UIViewController {
    enum Section { case featured }

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Featured"
        let section = NSCollectionLayoutSection(group: MosaicGroup.make(width: .fractionalWidth(1), height: .absolute(240)))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<SwatchCell, Int> { cell, _, photo in
            cell.caption.text = "\(photo)"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
        }
    }
}
