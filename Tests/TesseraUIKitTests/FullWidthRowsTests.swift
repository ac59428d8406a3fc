import Foundation
import Testing
import TesseraUIKit
import TesseraLayout

/// The simplest list made without a list configuration: full-width 44-point rows, one group of
/// one item per row (what lists were before iOS 14's `UICollectionLayoutListConfiguration`).
/// The screens built with list configurations are tested in Tests/TesseraUIKitScreenTests.
@Suite("Full-width rows")
@MainActor
struct FullWidthRowsTests {
    @Test("rows of .absolute(44) across the width, one under the other",
          arguments: [CGSize(width: 390, height: 844), CGSize(width: 844, height: 390)])
    func rows(size: CGSize) {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                          heightDimension: .absolute(44)),
                                                       subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout, itemCounts: [3])
        let frozen = collectionView.frozenLayout(.all)
        #expect(frozen.warnings.isEmpty, "\(frozen.warnings)")
        #expect(frozen.result.cellFrames == (0..<3).map { CGRect(x: 0, y: CGFloat($0) * 44, width: size.width, height: 44) })
        #expect(frozen.result.contentSize == CGSize(width: size.width, height: 132))
    }
}
