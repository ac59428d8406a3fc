// An XCTest file as an iOS developer writes it: `XCTest` and `UIKit`.
import XCTest
import UIKit
@testable import GalleryLayouts

/// A flow-layout delegate that sizes items from its own section inset, which it does not
/// implement (the layout's `sectionInset` answers), the gallery's square grid rotated, and a
/// device scoped to one test.
final class FlowDelegateXCTests: XCTestCase {
    /// Rows as wide as the collection view less the section's side insets, 44 points high.
    final class FullWidthRows: NSObject, UICollectionViewDelegateFlowLayout {
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            let inset = self.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: indexPath.section)
            return CGSize(width: collectionView.bounds.width - inset.left - inset.right, height: 44)
        }
    }

    func testSizeForItemAtIsHeardThoughItAsksAnUnimplementedMethod() {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        layout.minimumLineSpacing = 1
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
                                              itemCounts: [3])
        let delegate = FullWidthRows()
        collectionView.delegate = delegate
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
                       CGRect(x: 16, y: 90, width: 358, height: 44))
    }

    func testSquareGridRotatesInAnXCTest() {
        let layout = SquareGridLayout()
        layout.numberOfColumns = 2
        layout.spacing = 0
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: layout,
                                              itemCounts: [3])
        // Two 200-point squares a row: item 2 starts the second row.
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
                       CGRect(x: 0, y: 200, width: 200, height: 200))
        collectionView.bounds = CGRect(x: 0, y: 0, width: 800, height: 400)
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
                       CGRect(x: 0, y: 400, width: 400, height: 400))
    }

    #if os(Linux)
    func testAScopedScreenHoldsForThisTestOnly() {
        let pad = UIScreen(bounds: CGRect(x: 0, y: 0, width: 820, height: 1180), scale: 2)
        UIScreen.withMain(pad) {
            XCTAssertEqual(UIViewController().view.bounds.size, CGSize(width: 820, height: 1180))
            XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .pad)
        }
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
    }
    #endif
}
