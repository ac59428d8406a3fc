import Foundation
import Testing
import TesseraSnapshotTesting
import TesseraUIKit
import TesseraLayout

/// An iOS app's layout, written with UIKit's names exactly as it ships in the app, snapshot-tested
/// on Linux in portrait and landscape. The references are in `__Snapshots__/`; run with
/// `SNAPSHOT_TESTING_RECORD=all` to record them again after an intended change.
@Suite("Example: a photos grid snapshot-tested in portrait and landscape")
@MainActor
struct PhotosLayoutSnapshotTests {
    /// Featured photos in an orthogonal row, then a grid whose column count follows the width.
    static func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            if sectionIndex == 0 {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                    heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(160)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.interGroupSpacing = 8
                section.boundarySupplementaryItems = [header]
                return section
            }
            let columns = environment.container.effectiveContentSize.width > 500 ? 5 : 3
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                                                                                heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                   heightDimension: .fractionalWidth(1.0 / CGFloat(columns))),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 8, trailing: 8)
            section.boundarySupplementaryItems = [header]
            section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
            return section
        }
    }

    @Test func photosGrid() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852),
                                              collectionViewLayout: Self.makeLayout(), itemCounts: [5, 14])
        collectionView.selectItem(at: IndexPath(item: 1, section: 1), animated: false, scrollPosition: [])
        let content = CollectionViewContent(sectionTitles: ["Featured", "All Photos"])
        assertSnapshots(of: collectionView, as: .images(["portrait": CGSize(width: 393, height: 852),
                                                         "landscape": CGSize(width: 852, height: 393)], content: content))
        assertSnapshot(of: collectionView, as: .frames(), named: "frames")
    }
}
