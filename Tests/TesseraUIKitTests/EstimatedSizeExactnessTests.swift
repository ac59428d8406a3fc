import Foundation
import Testing
@testable import TesseraUIKit

/// A cell with no constraints keeps its item's estimate exactly, as on iOS: an `.estimated(50)`
/// item comes out 50 points, not 49.99 — with estimated heights and widths, in full-width and
/// fractional-width groups. Frames are compared exactly.
@Suite("Estimated sizes kept exactly by cells without constraints")
@MainActor
struct EstimatedSizeExactnessTests {
    /// A cell as an app declares one before adding content: no subviews, no constraints.
    final class PlainCell: UICollectionViewCell {}

    func collectionView(_ layout: UICollectionViewLayout, items: Int, width: CGFloat = 390) -> UICollectionView {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 844), collectionViewLayout: layout)
        collectionView.register(PlainCell.self, forCellWithReuseIdentifier: "plain")
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "plain", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<items))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        return collectionView
    }

    func frames(_ collectionView: UICollectionView, _ count: Int) -> [CGRect] {
        (0..<count).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
    }

    func layout(item: NSCollectionLayoutSize, group: NSCollectionLayoutSize, vertical: Bool = false) -> UICollectionViewCompositionalLayout {
        let cell = NSCollectionLayoutItem(layoutSize: item)
        let group = vertical ? NSCollectionLayoutGroup.vertical(layoutSize: group, subitems: [cell])
            : NSCollectionLayoutGroup.horizontal(layoutSize: group, subitems: [cell])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    @Test("full-width rows with an estimated height of 50 are 50 high")
    func estimatedHeightRows() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
        let view = collectionView(layout(item: size, group: size), items: 4)
        #expect(frames(view, 4) == (0..<4).map { CGRect(x: 0, y: 50 * CGFloat($0), width: 390, height: 50) })
        #expect(view.collectionViewLayout.collectionViewContentSize == CGSize(width: 390, height: 200))
    }

    @Test("thirds with an estimated height of 50, three to a row, are 50 high", arguments: [390, 375, 400, 374.4] as [CGFloat])
    func estimatedHeightThirds(width: CGFloat) {
        let item = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .estimated(50))
        let group = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
        let view = collectionView(layout(item: item, group: group), items: 6, width: width)
        let third = width * (1.0 / 3)
        let expected = (0..<6).map { CGRect(x: CGFloat($0 % 3) * third, y: 50 * CGFloat($0 / 3), width: third, height: 50) }
        #expect(frames(view, 6) == expected, "width \(width)")
    }

    @Test("a group a third wide of rows with an estimated height of 50")
    func estimatedHeightInThirdWideGroup() {
        let item = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
        let group = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .estimated(50))
        let view = collectionView(layout(item: item, group: group, vertical: true), items: 3)
        let third = 390 * (1.0 / 3)
        #expect(frames(view, 3) == (0..<3).map { CGRect(x: 0, y: 50 * CGFloat($0), width: third, height: 50) })
    }

    @Test("items with an estimated width of 80 in a full-width row are 80 wide")
    func estimatedWidths() {
        let item = NSCollectionLayoutSize(widthDimension: .estimated(80), heightDimension: .absolute(50))
        let group = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let view = collectionView(layout(item: item, group: group), items: 6)
        let expected = (0..<6).map { CGRect(x: 80 * CGFloat($0 % 4), y: 50 * CGFloat($0 / 4), width: 80, height: 50) }
        #expect(frames(view, 6) == expected)
    }

    @Test("estimated width and height together, in a group a third wide")
    func estimatedBoth() {
        let item = NSCollectionLayoutSize(widthDimension: .estimated(60), heightDimension: .estimated(50))
        let group = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .estimated(50))
        let view = collectionView(layout(item: item, group: group), items: 4)
        // 130 wide groups hold two 60-point items each.
        let third = 390 * (1.0 / 3)
        let expected = (0..<4).map { CGRect(x: CGFloat($0 % 2) * 60, y: 50 * CGFloat($0 / 2), width: 60, height: 50) }
        #expect(frames(view, 4) == expected, "\(frames(view, 4)) third \(third)")
    }
}

extension EstimatedSizeExactnessTests {
    @Test("rows inset 16 points on each side keep their estimated height of 50", arguments: [390, 374.4, 400] as [CGFloat])
    func insetRows(width: CGFloat) {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
        let cell = NSCollectionLayoutItem(layoutSize: size)
        cell.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [cell])
        let view = collectionView(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: 3, width: width)
        #expect(frames(view, 3) == (0..<3).map { CGRect(x: 16, y: 50 * CGFloat($0), width: width - 32, height: 50) }, "width \(width)")
    }

    @Test("a cell's fitting size keeps a required width exactly")
    func requiredWidthExact() {
        let cell = PlainCell(frame: CGRect(x: 0, y: 0, width: 374.4, height: 50))
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 374.4, height: 50), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 374.4, height: 50))
    }
}
