import XCTest
import UIKit
@testable import GalleryLayouts

/// Three plain cells: the data source any iOS test gives a layout under test.
final class ThreeItems: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

final class GridXCTests: XCTestCase {
    // `async`: XCTest on Linux cannot run a synchronous `@MainActor` test method (the run aborts).
    @MainActor func testLandscape() async {
        let layout = SquareGridLayout()
        layout.numberOfColumns = 2
        layout.spacing = 0
        let dataSource = ThreeItems()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 800),
                                              collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = dataSource
        collectionView.bounds = CGRect(x: 0, y: 0, width: 800, height: 400)
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width, 400)
    }
}
