import UIKit

/// A `UIViewController` with a carousel of destinations: one section whose
/// `orthogonalScrollingBehavior` is `.continuous`, so its mosaic groups (``MosaicGroup``, 80% of
/// the width, 220 points high) sit side by side and scroll sideways past the screen's edge.
final class DestinationsCarouselViewController: UIViewController {
    enum Section { case destinations }

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Destinations"
        let section = NSCollectionLayoutSection(group: MosaicGroup.make(width: .fractionalWidth(0.8), height: .absolute(220)))
        section.orthogonalScrollingBehavior = .continuous
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<SwatchCell, Int> { cell, _, place in
            cell.caption.text = "\(place)"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { collectionView, indexPath, place in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: place)
        }
    }
}
