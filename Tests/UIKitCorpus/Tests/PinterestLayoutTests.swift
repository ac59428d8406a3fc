import Foundation
import Testing
import TesseraSnapshotTesting
import UIKit  // beside `Testing`, as iOS test files import it (Tessera ships the `_Testing_UIKit` overlay)
import TesseraLayout

/// The Kodeco (Ray Wenderlich) Pinterest tutorial's `PinterestLayout`, compiled as published
/// (Custom/09-PinterestLayout), laid out in a 2-column, 390-point collection view.
@Suite("PinterestLayout (Kodeco tutorial), compiled unchanged")
@MainActor
struct PinterestLayoutTests {
    /// The tutorial's view controller answers the photo heights; here a list of them.
    final class PhotoHeights: NSObject, PinterestLayoutDelegate {
        let heights: [CGFloat]
        init(_ heights: [CGFloat]) { self.heights = heights }
        func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat {
            heights[indexPath.item]
        }
    }

    func makeCollectionView(heights: [CGFloat], delegate: PhotoHeights) -> UICollectionView {
        let layout = PinterestLayout()
        layout.delegate = delegate
        return UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
                                itemCounts: [heights.count])
    }

    @Test("frames by hand: 195-point columns taken in turn, each frame inset by the 4-point padding")
    func frames() {
        // columnWidth = 390 / 2 = 195; items alternate between the columns (item % 2), each
        // column grows by the photo's height; the frame is (x, y, 195, h) inset by 4 on every edge.
        let heights: [CGFloat] = [300, 150, 200, 250, 120]
        let delegate = PhotoHeights(heights)
        let collectionView = makeCollectionView(heights: heights, delegate: delegate)
        let frames = (0..<5).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [
            CGRect(x: 4, y: 4, width: 187, height: 292),      // column 0, y 0
            CGRect(x: 199, y: 4, width: 187, height: 142),    // column 1, y 0
            CGRect(x: 4, y: 304, width: 187, height: 192),    // column 0, y 300
            CGRect(x: 199, y: 154, width: 187, height: 242),  // column 1, y 150
            CGRect(x: 4, y: 504, width: 187, height: 112),    // column 0, y 500
        ])
        #expect(collectionView.contentSize == CGSize(width: 390, height: 620))
        let frozen = collectionView.frozenLayout(.all)
        #expect(frozen.warnings.isEmpty)
        #expect(frozen.result.cellFrames == frames.compactMap { $0 })
        // layoutAttributesForElements(in:) is the tutorial's own filter: frames meeting the rect.
        #expect(frozen.result.attributes(in: CGRect(x: 0, y: 495, width: 390, height: 10)).map(\.item) == [2, 4])
    }

    @Test("prepare() runs once; a rotation keeps the cached frames, as the tutorial's layout does on a device")
    func staleOnRotation() {
        let heights: [CGFloat] = [100, 100, 100]
        let delegate = PhotoHeights(heights)
        let collectionView = makeCollectionView(heights: heights, delegate: delegate)
        let portrait = collectionView.frozenLayout(.all).result.cellFrames
        // UICollectionViewLayout's shouldInvalidateLayout(forBoundsChange:) answers false and the
        // tutorial does not override it; its prepare() also returns early once the cache is full.
        collectionView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(collectionView.frozenLayout(.all).result.cellFrames == portrait)
        collectionView.collectionViewLayout.invalidateLayout()
        #expect(collectionView.frozenLayout(.all).result.cellFrames == portrait)
    }

    @Test("snapshot with photos from SampleImages, heights from their aspect ratios")
    func snapshot() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("SampleImages/Landscapes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jpg") }.sorted()
        let paths = names.map { folder.appendingPathComponent($0).path }
        // The tutorial's delegate returns each photo's height for the column's width.
        let heights = try paths.map { path -> CGFloat in
            let info = try ImageProbe.probe(fileAt: path)
            return (195 / CGFloat(info.aspectRatio)).rounded()
        }
        let delegate = PhotoHeights(heights)
        let collectionView = makeCollectionView(heights: heights, delegate: delegate)
        let content = CollectionViewContent { indexPath in .photo(path: paths[indexPath.item], label: nil) }
        assertSnapshot(of: collectionView, as: .image(scale: 1, extent: .full, content: content), named: "landscapes")
    }
}
