import Foundation
import Testing
import UIKit

/// ``AlignedFlowLayout`` beside the `UICollectionViewFlowLayout` it subclasses, in a 300-point
/// collection view whose delegate sizes every item.
@Suite("AlignedFlowLayout: a flow subclass that realigns lines")
@MainActor
struct AlignedFlowLayoutTests {
    /// Item sizes per section; insets 10 all round for section 0, 20 at the sides for section 1.
    final class Metrics: NSObject, UICollectionViewDelegateFlowLayout {
        let sizes: [[CGSize]] = [
            [CGSize(width: 60, height: 40), CGSize(width: 100, height: 60), CGSize(width: 90, height: 50),
             CGSize(width: 230, height: 30), CGSize(width: 180, height: 30), CGSize(width: 70, height: 50),
             CGSize(width: 200, height: 40)],
            [CGSize(width: 120, height: 50), CGSize(width: 120, height: 50), CGSize(width: 120, height: 50)],
        ]
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizes[indexPath.section][indexPath.item]
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            insetForSectionAt section: Int) -> UIEdgeInsets {
            section == 0 ? UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) : UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        }
    }

    func makeHost(_ layout: UICollectionViewFlowLayout, metrics: Metrics) -> LayoutHost {
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let host = LayoutHost(layout, size: CGSize(width: 300, height: 500), counts: [7, 3])
        host.collectionView.delegate = metrics
        return host
    }

    /// The flow layout's lines, by hand. Section 0: header (0, 0, 300, 30); lines from y 40 in
    /// 280 points, shorter items centred vertically in their line.
    /// - line 1 (y 40, 60 high): 60 + 100 + 90 + 2 × 10 = 270 fits, + 10 + 230 does not;
    /// - line 2 (y 110, 30 high): 230 alone (230 + 10 + 180 > 280);
    /// - line 3 (y 150, 50 high): 180 + 10 + 70 = 260; + 10 + 200 does not fit;
    /// - line 4 (y 210, 40 high): 200, the last line. The section ends at 210 + 40 + 10 = 260.
    /// Section 1: header (0, 260, 300, 30); 260 points between the 20-point insets hold two
    /// 120-point items (250); lines at y 290 and 350; the content ends at 400.
    func expectFrames(_ host: LayoutHost, x: [CGFloat], sourceLocation: SourceLocation = #_sourceLocation) {
        let y: [CGFloat] = [50, 40, 45, 110, 160, 150, 210, 290, 290, 350]
        let frames = zip(zip(x, y), Metrics().sizes.joined()).map { point, size in
            CGRect(x: point.0, y: point.1, width: size.width, height: size.height)
        }
        #expect(host.itemFrames == frames, sourceLocation: sourceLocation)
        #expect(host.cells().map(\.frame) == frames, sourceLocation: sourceLocation)
        #expect(host.collectionView.contentSize == CGSize(width: 300, height: 400), sourceLocation: sourceLocation)
        #expect(host.header(1)?.frame == CGRect(x: 0, y: 260, width: 300, height: 30), sourceLocation: sourceLocation)
    }

    @Test("UICollectionViewFlowLayout: full lines justified, a lone item centred, the last line left-aligned")
    func flowLayout() {
        let metrics = Metrics()
        let host = makeHost(UICollectionViewFlowLayout(), metrics: metrics)
        // Line 1: 280 − 250 = 30 left over, 15 between items: x 10, 85, 200. Line 2: centred,
        // 10 + (280 − 230) / 2 = 35. Line 3: 30 left over between two: x 10, 220. Line 4 (last,
        // widths differ): left, x 10. Section 1: 20 left over: x 20, 160; the last line keeps
        // the first column (every width is 120): 20.
        expectFrames(host, x: [10, 85, 200, 35, 10, 220, 10, 20, 160, 20])
        #expect(host.header(0)?.frame == CGRect(x: 0, y: 0, width: 300, height: 30))
    }

    @Test("each line realigned; lines, line heights and headers stay the flow layout's",
          arguments: [AlignedFlowLayout.HorizontalAlignment.left, .right, .center, .justified])
    func aligned(_ alignment: AlignedFlowLayout.HorizontalAlignment) {
        let metrics = Metrics()
        let layout = AlignedFlowLayout()
        layout.horizontalAlignment = alignment
        let host = makeHost(layout, metrics: metrics)
        switch alignment {
        case .left:
            // Items 10 apart from the left inset: 10, 80 (10 + 60 + 10), 190 (80 + 100 + 10); 10; 10, 200; 10.
            // Section 1 from its 20-point inset: 20, 150; 20.
            expectFrames(host, x: [10, 80, 190, 10, 10, 200, 10, 20, 150, 20])
        case .right:
            // Each line ends at 290 (section 1: 280): line 1 is 270 wide → 20, 90, 200; 230 → 60;
            // 260 → 30, 220; 200 → 90. Section 1: 250 → 30, 160; 120 → 160.
            expectFrames(host, x: [20, 90, 200, 60, 30, 220, 90, 30, 160, 160])
        case .center:
            // Half the space left over on each side: (280 − 270) / 2 = 5 → 15, 85, 195;
            // 25 → 35; 10 → 20, 210; 40 → 50. Section 1: (260 − 250) / 2 → 25, 155; 70 → 90.
            expectFrames(host, x: [15, 85, 195, 35, 20, 210, 50, 25, 155, 90])
        case .justified:
            expectFrames(host, x: [10, 85, 200, 35, 10, 220, 10, 20, 160, 20])
        }
        #expect(host.header(0)?.frame == CGRect(x: 0, y: 0, width: 300, height: 30))
    }

    @Test("super's attributes are copied: asking again moves nothing twice, and the layout's properties apply without a delegate")
    func copiesAndProperties() {
        let layout = AlignedFlowLayout()
        layout.horizontalAlignment = .right
        layout.itemSize = CGSize(width: 90, height: 60)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        let host = LayoutHost(layout, size: CGSize(width: 200, height: 400), counts: [3])
        // 190 points hold two 90-point items 10 apart (190): x 5 and 105 either way. The third is
        // alone on the last line, flush right: 5 + 190 − 90 = 105, y 5 + 60 + 10.
        let frames = [CGRect(x: 5, y: 5, width: 90, height: 60), CGRect(x: 105, y: 5, width: 90, height: 60),
                      CGRect(x: 105, y: 75, width: 90, height: 60)]
        #expect(host.itemFrames == frames)
        #expect(host.cells().map(\.frame) == frames)
        #expect(host.itemFrames == frames)
        layout.horizontalAlignment = .left
        #expect(host.itemFrames.last == CGRect(x: 5, y: 75, width: 90, height: 60))
    }

    @Test("UICollectionViewFlowLayout without a delegate: its properties; estimated sizes lay out at the estimate")
    func flowProperties() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 60)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        let host = LayoutHost(layout, size: CGSize(width: 200, height: 400), counts: [3])
        // Two 90-point items fill the 190 points; the third, on the last line, keeps column 1
        // (every width is 90).
        #expect(host.itemFrames == [CGRect(x: 5, y: 5, width: 90, height: 60), CGRect(x: 105, y: 5, width: 90, height: 60),
                                    CGRect(x: 5, y: 75, width: 90, height: 60)])
        layout.estimatedItemSize = CGSize(width: 40, height: 20)
        #expect(host.itemFrames.map(\.size) == Array(repeating: CGSize(width: 40, height: 20), count: 3))
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        #expect(host.itemFrames.map(\.size) == Array(repeating: CGSize(width: 90, height: 60), count: 3))
    }
}
