import UIKit

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
