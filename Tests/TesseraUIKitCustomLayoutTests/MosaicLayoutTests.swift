import Foundation
import Testing
import UIKit
import TesseraSnapshotTesting

/// ``MosaicLayout`` in a 390-point collection view: items in the shortest column, heights from
/// the delegate, cached until the width changes.
@Suite("MosaicLayout: a Pinterest-style mosaic with a delegate")
@MainActor
struct MosaicLayoutTests {
    /// Heights per section and item; remembers the widths it was asked for.
    final class FixedHeights: MosaicLayoutDelegate {
        var heights: [[CGFloat]]
        private(set) var askedWidths: [CGFloat] = []
        init(_ heights: [[CGFloat]]) { self.heights = heights }
        func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath, withWidth width: CGFloat) -> CGFloat {
            askedWidths.append(width)
            return heights[indexPath.section][indexPath.item]
        }
    }

    /// Photos: each height is the column's width times the photo's height-to-width ratio.
    final class AspectRatios: MosaicLayoutDelegate {
        let ratios: [CGFloat]
        init(_ ratios: [CGFloat]) { self.ratios = ratios }
        func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath, withWidth width: CGFloat) -> CGFloat {
            width * ratios[indexPath.item % ratios.count]
        }
    }

    func makeHost(_ delegate: MosaicLayoutDelegate, counts: [Int], columns: Int = 2, spacing: CGFloat = 10) -> LayoutHost {
        let layout = MosaicLayout()
        layout.delegate = delegate
        layout.numberOfColumns = columns
        layout.spacing = spacing
        return LayoutHost(layout, size: CGSize(width: 390, height: 844), counts: counts)
    }

    @Test("each item goes to the shortest column, as high as the delegate says for the column's width")
    func shortestColumn() {
        let heights = FixedHeights([[300, 150, 200, 250, 120]])
        let host = makeHost(heights, counts: [5])
        // Columns (390 − 10) / 2 = 190 wide at x 0 and 200. Column tops (0, 0):
        // 0 → column 0 (the leftmost of equals), tops (310, 0); 1 → column 1, tops (310, 160);
        // 2 → column 1 (160 < 310), tops (310, 370); 3 → column 0 (310 < 370), tops (570, 370);
        // 4 → column 1, tops (570, 500). Content: the longest column less its trailing spacing, 560.
        #expect(host.itemFrames == [
            CGRect(x: 0, y: 0, width: 190, height: 300), CGRect(x: 200, y: 0, width: 190, height: 150),
            CGRect(x: 200, y: 160, width: 190, height: 200), CGRect(x: 0, y: 310, width: 190, height: 250),
            CGRect(x: 200, y: 370, width: 190, height: 120),
        ])
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 560))
        #expect(heights.askedWidths == Array(repeating: 190, count: 5))
        // Elements meeting y 355…365: item 2 (160…360) and item 3 (310…560); item 4 starts at 370.
        #expect(host.cells(in: CGRect(x: 0, y: 355, width: 390, height: 10)).map(\.indexPath.item) == [2, 3])
    }

    @Test("a section starts below the longest column of the one before")
    func sections() {
        let heights = FixedHeights([[100, 40], [60]])
        let host = makeHost(heights, counts: [2, 1])
        // Section 0: (0, 0, 190, 100) and (200, 0, 190, 40); tops (110, 50) → both 110.
        // Section 1's item goes to column 0 at 110; content 110 + 60 = 170.
        #expect(host.itemFrames == [
            CGRect(x: 0, y: 0, width: 190, height: 100), CGRect(x: 200, y: 0, width: 190, height: 40),
            CGRect(x: 0, y: 110, width: 190, height: 60),
        ])
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 170))
    }

    @Test("prepared once: reading again and scrolling ask the delegate nothing more")
    func cached() {
        let heights = FixedHeights([[300, 150, 200, 250, 120]])
        let host = makeHost(heights, counts: [5])
        let frames = host.itemFrames
        host.collectionView.contentOffset = CGPoint(x: 0, y: 200)
        #expect(host.itemFrames == frames)
        #expect(host.cells().map(\.frame) == frames)
        #expect(heights.askedWidths.count == 5)
    }

    @Test("rotated by its frame: the columns take the new width, and back")
    func rotation() {
        let ratios = AspectRatios([1.5, 0.5, 1, 0.75])   // the layout holds its delegate weakly
        let host = makeHost(ratios, counts: [4])
        // Portrait, columns 190 wide: heights 285, 95, 190, 142.5. Tops: (295, 0), (295, 105),
        // (295, 305), then item 3 in column 0 (295 < 305) → (447.5, 305); content 447.5 − 10.
        let portrait = [
            CGRect(x: 0, y: 0, width: 190, height: 285), CGRect(x: 200, y: 0, width: 190, height: 95),
            CGRect(x: 200, y: 105, width: 190, height: 190), CGRect(x: 0, y: 295, width: 190, height: 142.5),
        ]
        #expect(host.itemFrames == portrait)
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 437.5))
        // Landscape: columns (844 − 10) / 2 = 417 wide at 0 and 427; heights 625.5, 208.5, 417,
        // 312.75. Tops (635.5, 0), (635.5, 218.5), (635.5, 645.5); item 3 in column 0 ends at 948.25.
        host.collectionView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(host.itemFrames == [
            CGRect(x: 0, y: 0, width: 417, height: 625.5), CGRect(x: 427, y: 0, width: 417, height: 208.5),
            CGRect(x: 427, y: 218.5, width: 417, height: 417), CGRect(x: 0, y: 635.5, width: 417, height: 312.75),
        ])
        #expect(host.collectionView.contentSize == CGSize(width: 844, height: 948.25))
        host.collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(host.itemFrames == portrait)
    }

    @Test("three columns; reloadData empties the cache and every height is asked again")
    func reload() {
        let heights = FixedHeights([[100, 50, 80, 40, 60, 30]])
        let host = makeHost(heights, counts: [6], columns: 3, spacing: 15)
        // Columns (390 − 2 × 15) / 3 = 120 wide at 0, 135 and 270. Tops after each item:
        // 0 → c0 (115, 0, 0); 1 → c1 (115, 65, 0); 2 → c2 (115, 65, 95); 3 → c1 (115, 120, 95);
        // 4 → c2 at 95 (115, 120, 170); 5 → c0 at 115 (160, 120, 170). Content 170 − 15.
        #expect(host.itemFrames == [
            CGRect(x: 0, y: 0, width: 120, height: 100), CGRect(x: 135, y: 0, width: 120, height: 50),
            CGRect(x: 270, y: 0, width: 120, height: 80), CGRect(x: 135, y: 65, width: 120, height: 40),
            CGRect(x: 270, y: 95, width: 120, height: 60), CGRect(x: 0, y: 115, width: 120, height: 30),
        ])
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 155))
        heights.heights[0].append(20)
        host.dataSource.counts = [7]
        host.collectionView.reloadData()
        // Item 6 goes to column 1, the shortest at 120.
        #expect(host.itemFrames.last == CGRect(x: 135, y: 120, width: 120, height: 20))
        #expect(heights.askedWidths == Array(repeating: 120, count: 6 + 7))
    }

    @Test("snapshot: twelve photos of mixed shapes in two columns")
    func snapshot() {
        let ratios: [CGFloat] = [1.5, 0.75, 1, 1.25, 0.5, 1.5, 0.625, 1]
        let delegate = AspectRatios(ratios)
        let host = makeHost(delegate, counts: [12])
        let colours = [UIColor.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemPurple]
        let content = CollectionViewContent { indexPath in CollectionViewContent.color(colours[indexPath.item % colours.count]) }
        assertSnapshot(of: host.collectionView, as: .image(scale: 1, glyphs: .boxes, extent: .full, content: content), named: "mosaic")
    }
}
