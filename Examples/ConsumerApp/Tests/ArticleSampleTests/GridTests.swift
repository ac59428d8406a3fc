import Testing
import UIKit
import SnapshotTesting
@testable import GalleryLayouts
#if canImport(TesseraSnapshotTesting)
import TesseraSnapshotTesting        // Linux: the strategies for collection views
#endif

@MainActor                           // UIKit's objects live on the main actor (Swift 6 mode)
@Suite struct GridTests {
    @Test func rotation() {
        let layout = SquareGridLayout()
        layout.numberOfColumns = 3
        #if canImport(TesseraSnapshotTesting)
        // Tessera's collection view with placeholder items: no data source needed.
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                              collectionViewLayout: layout, itemCounts: [7])
        // scale 1 and boxes for glyphs: references that no font or FreeType update changes.
        assertSnapshots(of: collectionView, as: .images(["portrait": CGSize(width: 390, height: 844),
                                                         "landscape": CGSize(width: 844, height: 390)],
                                                        scale: 1, glyphs: .boxes))
        #endif
    }
}
