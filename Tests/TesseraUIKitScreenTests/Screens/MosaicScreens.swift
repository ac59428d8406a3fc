import UIKit

/// The photo mosaic the featured screens share, as an `NSCollectionLayoutGroup` of nested groups:
/// a horizontal group holding a large item (60% of its width) beside a vertical group (the other
/// 40%) of two items stacked half and half, every item inset by 4 points.
enum MosaicGroup {
    static func make(width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension) -> NSCollectionLayoutGroup {
        let insets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.6),
                                                                              heightDimension: .fractionalHeight(1)))
        large.contentInsets = insets
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                              heightDimension: .fractionalHeight(0.5)))
        small.contentInsets = insets
        let stack = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.4),
                                                                                        heightDimension: .fractionalHeight(1)),
                                                     repeatingSubitem: small, count: 2)
        return NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: height),
                                                  subitems: [large, stack])
    }
}

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

/// A `UIViewController` showing every `UICollectionLayoutSectionOrthogonalScrollingBehavior`, one
/// section each, titled by a 44-point header: mosaic groups (``MosaicGroup``) 80% of the width
/// and 160 points high, except in the `.none` section, which does not scroll sideways and so
/// gives its groups the full width. Sections are 16 points apart (a bottom inset).
final class ScrollBehaviorsViewController: UIViewController {
    static let titleElementKind = "behaviour-title"
    static let behaviours: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
        .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered, .none,
    ]
    static let names = ["Continuous", "Leading boundary", "Paging", "Group paging", "Centred group paging", "None"]

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Scrolling"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let cells = UICollectionView.CellRegistration<SwatchCell, Int> { cell, _, item in
            cell.caption.text = "\(item)"
        }
        let titles = UICollectionView.SupplementaryRegistration<SectionTitleView>(elementKind: Self.titleElementKind) { view, _, indexPath in
            view.title.text = Self.names.indices.contains(indexPath.section) ? Self.names[indexPath.section] : nil
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: titles, for: indexPath)
        }
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            guard Self.behaviours.indices.contains(sectionIndex) else { return nil }
            let behaviour = Self.behaviours[sectionIndex]
            let width: NSCollectionLayoutDimension = behaviour == .none ? .fractionalWidth(1) : .fractionalWidth(0.8)
            let section = NSCollectionLayoutSection(group: MosaicGroup.make(width: width, height: .absolute(160)))
            section.orthogonalScrollingBehavior = behaviour
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 16, trailing: 0)
            let title = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: Self.titleElementKind, alignment: .top)
            section.boundarySupplementaryItems = [title]
            return section
        }
    }
}
