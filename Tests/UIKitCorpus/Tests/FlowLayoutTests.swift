import Foundation
import Testing
import TesseraUIKit
import TesseraLayout

/// `let layout = UICollectionViewFlowLayout()` set up in code and through a
/// `UICollectionViewDelegateFlowLayout`, and a third-party flow subclass that overrides
/// `layoutAttributesForElements(in:)` (Custom/10-UICollectionViewLeftAlignedLayout), in a
/// 320-point collection view. Frames derived by hand from UIKit's flow rules.
@Suite("UICollectionViewFlowLayout and a subclass")
@MainActor
struct FlowLayoutTests {
    /// Item sizes per section; a footer for section 0; 20-point side insets for section 1.
    final class Metrics: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let sizes: [[CGSize]] = [
            [CGSize(width: 80, height: 40), CGSize(width: 120, height: 60), CGSize(width: 100, height: 50),
             CGSize(width: 200, height: 30), CGSize(width: 50, height: 50)],
            [CGSize(width: 100, height: 100), CGSize(width: 100, height: 100)],
        ]
        func numberOfSections(in collectionView: UICollectionView) -> Int { sizes.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sizes[section].count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizes[indexPath.section][indexPath.item]
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            insetForSectionAt section: Int) -> UIEdgeInsets {
            section == 1 ? UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20) : UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            referenceSizeForFooterInSection section: Int) -> CGSize {
            section == 0 ? CGSize(width: 0, height: 30) : .zero
        }
    }

    func makeCollectionView(_ layout: UICollectionViewFlowLayout, _ metrics: Metrics) -> UICollectionView {
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = metrics
        collectionView.delegate = metrics
        return collectionView
    }

    func frames(_ collectionView: UICollectionView) -> [CGRect] {
        collectionView.frozenLayout(.all).result.cellFrames
    }

    @Test("lines from the delegate's sizes: justified, a lone item centred, the last line left-aligned")
    func delegateSizes() {
        let metrics = Metrics()
        let collectionView = makeCollectionView(UICollectionViewFlowLayout(), metrics)
        // Section 0: header (0, 0, 320, 40); inset 10 → lines start at y 50 in 300 points.
        // Line 1: 80 + 10 + 120 = 210 fits, + 10 + 100 does not: justified, gap 100, 60 high,
        //         the 40-high item centred in it.
        // Line 2: 100 alone (100 + 10 + 200 > 300): centred at 10 + (300 − 100) / 2, y 120.
        // Line 3 (last, widths differ): left-aligned 10 apart at y 180, 50 high.
        // Section 1: header at 270 (after the bottom inset 10 and the 30-point footer); items
        // 100 wide in 280 points: two fit, a full line's columns are 20 and 200.
        #expect(frames(collectionView) == [
            CGRect(x: 10, y: 60, width: 80, height: 40), CGRect(x: 190, y: 50, width: 120, height: 60),
            CGRect(x: 110, y: 120, width: 100, height: 50),
            CGRect(x: 10, y: 190, width: 200, height: 30), CGRect(x: 220, y: 180, width: 50, height: 50),
            CGRect(x: 20, y: 310, width: 100, height: 100), CGRect(x: 200, y: 310, width: 100, height: 100),
        ])
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 240, width: 320, height: 30))
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 270, width: 320, height: 40))
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 1)) == nil)
        #expect(collectionView.contentSize == CGSize(width: 320, height: 410))
    }

    @Test("the layout's properties apply where the delegate is silent; estimated sizes lay out at the estimate")
    func propertiesAndEstimates() {
        final class Counts: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                UICollectionViewCell(frame: .zero)
            }
        }
        let counts = Counts()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 60)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
        collectionView.dataSource = counts
        // One section (numberOfSections(in:) not implemented). 190 points: two 90-point items fit
        // (90 + 10 + 90); the full line's columns are 5 and 105; the third item keeps column 1.
        #expect(frames(collectionView) == [CGRect(x: 5, y: 5, width: 90, height: 60), CGRect(x: 105, y: 5, width: 90, height: 60),
                                           CGRect(x: 5, y: 75, width: 90, height: 60)])
        layout.estimatedItemSize = CGSize(width: 40, height: 20)
        #expect(frames(collectionView).map(\.size) == Array(repeating: CGSize(width: 40, height: 20), count: 3))
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        #expect(frames(collectionView).map(\.size) == Array(repeating: CGSize(width: 90, height: 60), count: 3))
    }

    @Test("a subclass that changes super's attributes: UICollectionViewLeftAlignedLayout")
    func leftAligned() {
        let metrics = Metrics()
        let collectionView = makeCollectionView(UICollectionViewLeftAlignedLayout(), metrics)
        // Same lines as the plain flow layout; each line starts at the section's left inset and
        // items follow 10 points apart (the subclass's own rule).
        #expect(frames(collectionView) == [
            CGRect(x: 10, y: 60, width: 80, height: 40), CGRect(x: 100, y: 50, width: 120, height: 60),
            CGRect(x: 10, y: 120, width: 100, height: 50),
            CGRect(x: 10, y: 190, width: 200, height: 30), CGRect(x: 220, y: 180, width: 50, height: 50),
            CGRect(x: 20, y: 310, width: 100, height: 100), CGRect(x: 130, y: 310, width: 100, height: 100),
        ])
    }

    @Test("headers pinned to the visible bounds follow the content offset")
    func pinnedHeaders() {
        let metrics = Metrics()
        let layout = UICollectionViewFlowLayout()
        layout.sectionHeadersPinToVisibleBounds = true
        let collectionView = makeCollectionView(layout, metrics)
        let header = { collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                              at: IndexPath(item: 0, section: 0))?.frame }
        #expect(header() == CGRect(x: 0, y: 0, width: 320, height: 40))
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(header() == CGRect(x: 0, y: 100, width: 320, height: 40))
        // Section 0's content ends at 240 (before its footer): the header stops at 240 − 40.
        collectionView.contentOffset = CGPoint(x: 0, y: 230)
        #expect(header() == CGRect(x: 0, y: 200, width: 320, height: 40))
    }
}

/// BouncyLayout (Custom/06-BouncyLayout), a flow subclass that hands its attributes to a
/// `UIDynamicAnimator` with springs: at rest, as a picture shows it, every item is where the flow
/// layout put it.
@Suite("BouncyLayout: UIKit Dynamics at rest")
@MainActor
struct BouncyLayoutTests {
    @Test("the springs hold every item at the flow layout's frame")
    func atRest() {
        func frames(_ layout: UICollectionViewFlowLayout) -> [CGRect] {
            layout.itemSize = CGSize(width: 100, height: 60)
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
                                                  itemCounts: [7])
            return collectionView.frozenLayout(.visible).result.cellFrames
        }
        let plain = frames(UICollectionViewFlowLayout())
        #expect(plain.count == 7)
        #expect(frames(BouncyLayout(style: .regular)) == plain)
    }
}
