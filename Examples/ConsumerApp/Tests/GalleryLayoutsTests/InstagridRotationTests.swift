// A Swift Testing file as an iOS developer writes it: `Testing` and `UIKit` side by side.
import Testing
import UIKit
import SnapshotTesting
import CustomDump
@testable import GalleryLayouts
#if canImport(TesseraSnapshotTesting)
import TesseraSnapshotTesting   // Linux: snapshot strategies for collection views
#endif

/// eleev's InstagridLayout, as the app ships it, in portrait and landscape. Frames by hand: three
/// columns of squares (width − 3 × spacing + spacing) / 3 wide, `spacing` apart.
@Suite("InstagridLayout in portrait and landscape")
struct InstagridRotationTests {
    func makeCollectionView() -> UICollectionView {
        let layout = InstagridLayout()
        layout.fixedDivisionCount = 3
        layout.itemSpacing = 2
        return UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
                                itemCounts: [7])
    }

    /// `SourceLocation` is Swift Testing's here: `import UIKit` brings UIKit's names, not a
    /// layout engine's.
    func expectFrames(_ collectionView: UICollectionView, side: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        let frames = (0..<7).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        let expected = (0..<7).map { item in
            CGRect(x: CGFloat(item % 3) * (side + 2), y: CGFloat(item / 3) * (side + 2), width: side, height: side)
        }
        #expect(frames == expected, sourceLocation: sourceLocation)
        expectNoDifference(frames, expected)
    }

    @Test("portrait 390 wide, landscape 844 wide, and back")
    @MainActor
    func rotation() {
        let collectionView = makeCollectionView()
        expectFrames(collectionView, side: (390 - 3 * 2 + 2) / 3)     // 128.67
        collectionView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        expectFrames(collectionView, side: (844 - 3 * 2 + 2) / 3)     // 280
        #expect(collectionView.collectionViewLayout.collectionViewContentSize == CGSize(width: 844, height: 844))
        collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.minX == 130.66666666666666)
    }

    #if canImport(TesseraSnapshotTesting)
    @Test("a snapshot per orientation, taken from a test that is not on the main actor")
    func snapshots() {
        let collectionView = makeCollectionView()
        assertSnapshots(of: collectionView, as: .images(["portrait": CGSize(width: 390, height: 844),
                                                         "landscape": CGSize(width: 844, height: 390)],
                                                        scale: 1, glyphs: .boxes))
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
