import Foundation
import Testing
import TesseraUIKit
import TesseraLayout

/// Layout code of `@MainActor` view controllers, compiled in Swift 6 mode, laid out through a
/// collection view. Frames derived by hand from UIKit's compositional rules.
@Suite("View-controller layout code in Swift 6 mode")
@MainActor
struct ViewControllerLayoutTests {
    func near(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    @Test("a section provider capturing self: a list section, then an orthogonal 3-up grid")
    func sectionProviderCapturingSelf() {
        let controller = TrailViewController()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                              collectionViewLayout: controller.makeLayout(), itemCounts: [3, 5])
        // List: 50-point rows, items inset by 8.
        for item in 0..<3 {
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
                    == CGRect(x: 8, y: 8 + 50 * CGFloat(item), width: 374, height: 34))
        }
        // Grid: groups 390 wide and 0.3 × 844 = 253.2 high, 3 items of 390 / 3 = 130 each
        // (subitem:count: shares the group, whatever the item's own 0.25 says), inset by 8; the
        // section scrolls sideways, so the second group starts at x 390.
        let top: CGFloat = 150, height = 0.3 * 844
        let expected = [0, 130, 260, 390, 520].map { CGRect(x: $0 + 8, y: top + 8, width: 114, height: height - 16) }
        for (item, frame) in expected.enumerated() {
            let actual = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 1))?.frame
            #expect(near(actual, frame), "item \(item): \(String(describing: actual))")
        }
        #expect(abs(collectionView.collectionViewLayout.collectionViewContentSize.height - (top + height)) < 1e-9)
        // Orthogonal items beyond the width are still elements of the section's band.
        #expect(collectionView.frozenLayout(.visible).result.numberOfCells(inSection: 1) == 5)
    }

    @Test("layout.configuration = … after init takes effect; the getter hands out a copy")
    func configurationAfterInit() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(44)),
                                                       subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
                                              itemCounts: [1, 1])
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 44)
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 10
        layout.configuration = config
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 54)
        // Changing the object after setting it, or the copy the getter returns, changes nothing.
        config.interSectionSpacing = 100
        layout.configuration.interSectionSpacing = 100
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 54)
    }
}
