import UIKit

/// A `UIViewController` with a trip's itinerary, one section a day: 52-point stops 6 points
/// apart inside 12-point insets at the sides, each day between a 40-point header
/// (`NSCollectionLayoutBoundarySupplementaryItem` of the section-header kind, aligned `.top`)
/// and a 30-point footer. With `pinsHeaders` the header stays at the top of the screen while
/// its day scrolls under it (`pinToVisibleBounds`, drawn above the stops with zIndex 3).
final class ItineraryViewController: UIViewController {
    let pinsHeaders: Bool
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    init(pinsHeaders: Bool = false) {
        self.pinsHeaders = pinsHeaders
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("not used from a storyboard")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Itinerary"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let stops = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, indexPath, stop in
            var content = cell.defaultContentConfiguration()
            content.text = "Stop \(stop)"
            cell.contentConfiguration = content
        }
        let headers = UICollectionView.SupplementaryRegistration<SectionTitleView>(elementKind: UICollectionView.elementKindSectionHeader) {
            header, _, indexPath in
            header.title.text = "Day \(indexPath.section + 1)"
        }
        let footers = UICollectionView.SupplementaryRegistration<SectionTitleView>(elementKind: UICollectionView.elementKindSectionFooter) {
            [weak self] footer, _, indexPath in
            let count = self?.collectionView.numberOfItems(inSection: indexPath.section) ?? 0
            footer.title.text = count == 1 ? "1 stop" : "\(count) stops"
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, stop in
            collectionView.dequeueConfiguredReusableCell(using: stops, for: indexPath, item: stop)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(
                using: kind == UICollectionView.elementKindSectionHeader ? headers : footers, for: indexPath)
        }
    }

    private func makeLayout() -> UICollectionViewLayout {
        let stop = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .absolute(52)),
                                                     subitems: [stop])
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 6
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        if pinsHeaders {
            header.pinToVisibleBounds = true
            header.zIndex = 3
        }
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        return UICollectionViewCompositionalLayout(section: section)
    }
}
