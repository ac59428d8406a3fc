// A Swift Testing file as an iOS developer writes it: `Testing` and `UIKit` side by side.
import Testing
import UIKit
import SnapshotTesting
import CustomDump
@testable import GalleryLayouts
#if canImport(TesseraSnapshotTesting)
import TesseraSnapshotTesting   // Linux: snapshot strategies for collection views
#endif

/// The gallery's SquareGridLayout, as the app ships it, in portrait and landscape. Frames by
/// hand: four columns of squares (width − 3 × 2) / 4 wide, 2 points apart.
@Suite("SquareGridLayout in portrait and landscape")
struct SquareGridRotationTests {
    /// The gallery's data source: nine photos in one section.
    final class Photos: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        }
    }

    @MainActor
    func makeCollectionView(_ photos: Photos) -> UICollectionView {
        let layout = SquareGridLayout()
        layout.numberOfColumns = 4
        layout.spacing = 2
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.dataSource = photos
        return collectionView
    }

    /// `SourceLocation` is Swift Testing's here: `import UIKit` brings UIKit's names, not a
    /// layout engine's.
    @MainActor
    func expectFrames(_ collectionView: UICollectionView, side: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        let frames = (0..<9).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        let expected = (0..<9).map { item in
            CGRect(x: CGFloat(item % 4) * (side + 2), y: CGFloat(item / 4) * (side + 2), width: side, height: side)
        }
        #expect(frames == expected, sourceLocation: sourceLocation)
        expectNoDifference(frames, expected)
    }

    @Test("portrait 390 wide, landscape 844 wide, and back")
    @MainActor
    func rotation() {
        let photos = Photos()
        let collectionView = makeCollectionView(photos)
        expectFrames(collectionView, side: 96)                        // (390 − 6) / 4
        #expect(collectionView.collectionViewLayout.collectionViewContentSize == CGSize(width: 390, height: 292))  // 3 × 96 + 2 × 2
        collectionView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        expectFrames(collectionView, side: 209.5)                     // (844 − 6) / 4
        #expect(collectionView.collectionViewLayout.collectionViewContentSize == CGSize(width: 844, height: 632.5))
        collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
                == CGRect(x: 98, y: 98, width: 96, height: 96))
    }

    @Test("a scroll keeps the prepared frames")
    @MainActor
    func scroll() {
        let photos = Photos()
        let collectionView = makeCollectionView(photos)
        let layout = collectionView.collectionViewLayout
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 120, width: 390, height: 844)))
        collectionView.contentOffset = CGPoint(x: 0, y: 120)
        expectFrames(collectionView, side: 96)
    }

    #if canImport(TesseraSnapshotTesting)
    @Test("a snapshot per orientation, taken from a test that is not on the main actor")
    func snapshots() async {
        let (collectionView, photos) = await MainActor.run {
            let photos = Photos()
            return (makeCollectionView(photos), photos)
        }
        assertSnapshots(of: collectionView, as: .images(["portrait": CGSize(width: 390, height: 844),
                                                         "landscape": CGSize(width: 844, height: 390)],
                                                        scale: 1, glyphs: .boxes))
        withExtendedLifetime(photos) {}
    }
    #endif

    @Test("a picture of a UIImage made from data is a test attachment")
    func attachment() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let image = try #require(UIImage(data: Data(png)))
        Attachment.record(image, named: "signature.png")
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }
}
