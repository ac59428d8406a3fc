import Foundation
import Testing
import UIKit
import TesseraSnapshotTesting

/// Snapshot strategies used the way a Swift 5 test file uses them: from a test that is not on
/// the main actor (Swift Testing runs it on one of its own threads), and with pictures that
/// cannot be drawn. Neither may stop the test process.
@Suite("Snapshot strategies from any test")
struct SnapshotFromAnyTestTests {
    func makeCollectionView(items: Int) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        layout.minimumLineSpacing = 0
        return UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
                                itemCounts: [items])
    }

    @Test("a test off the main thread takes a frame dump and a picture")
    func offTheMainThread() {
        #expect(!Thread.isMainThread)
        let collectionView = makeCollectionView(items: 3)
        var dump: String?
        Snapshotting<UICollectionView, String>.frames(size: CGSize(width: 390, height: 300)).snapshot(collectionView).run { dump = $0 }
        #expect(dump?.contains(#"{"category": "cell", "section": 0, "item": 2, "frame": [0, 200, 390, 100], "zIndex": 0}"#) == true)
        var picture: PixelBuffer?
        Snapshotting<UICollectionView, PixelBuffer>.image(size: CGSize(width: 200, height: 150), scale: 2, glyphs: .boxes)
            .snapshot(collectionView).run { picture = $0 }
        #expect(picture.map { [$0.width, $0.height] } == [400, 300])
        #expect(collectionView.frame.size == CGSize(width: 390, height: 844))   // put back
    }

    @Test("a picture too large to draw is a failure of the test with its reason, and no snapshot")
    func tooLargeToDraw() {
        // 20,000 rows of 100 points: the whole content at 2× is 780 × 4,000,000 pixels.
        let collectionView = makeCollectionView(items: 20_000)
        var delivered = false
        withKnownIssue {
            Snapshotting<UICollectionView, PixelBuffer>.image(scale: 2, glyphs: .boxes, extent: .full)
                .snapshot(collectionView).run { _ in delivered = true }
        } matching: { issue in
            String(describing: issue).contains("the snapshot could not be drawn: the picture would be 780×4000000 pixels")
        }
        #expect(!delivered)
    }

    @Test("the same from a test on the main actor")
    @MainActor
    func tooLargeOnTheMainActor() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
                                              itemCounts: [20_000])
        var delivered = false
        withKnownIssue {
            Snapshotting<UICollectionView, PixelBuffer>.image(scale: 3, glyphs: .boxes, extent: .full)
                .snapshot(collectionView).run { _ in delivered = true }
        } matching: { issue in String(describing: issue).contains("could not be drawn") }
        #expect(!delivered)
    }
}
