import UIKit

/// A `UIViewController` whose sections sit on cards: each section has an
/// `NSCollectionLayoutDecorationItem.background` of ``CardBackgroundView``'s kind, inset 6 points
/// inside the section (whose own insets are 12), the view class registered with the layout
/// (`register(_:forDecorationViewOfKind:)`); sections are 20 points apart
/// (`UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing`).
final class TripCardsViewController: UIViewController {
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trips"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, trip in
            var content = cell.defaultContentConfiguration()
            content.text = "Trip \(trip)"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, trip in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: trip)
        }
    }

    private func makeLayout() -> UICollectionViewLayout {
        let trip = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .absolute(50)),
                                                     subitems: [trip])
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
        let card = NSCollectionLayoutDecorationItem.background(elementKind: CardBackgroundView.elementKind)
        card.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        section.decorationItems = [card]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        layout.register(CardBackgroundView.self, forDecorationViewOfKind: CardBackgroundView.elementKind)
        return layout
    }
}
