import Foundation
import Testing
import TesseraUIKit
import TesseraLayout

/// When a collection view calls `prepare()`: before attributes are first read, and again only
/// after an invalidation — UIKit's life cycle, seen by a layout that counts its passes.
@Suite("UICollectionViewLayout's life cycle")
@MainActor
struct LayoutLifecycleTests {
    final class CountingLayout: UICollectionViewLayout {
        var passes = 0
        var invalidatesOnBoundsChange = false
        var askedBounds: [CGRect] = []
        override func prepare() {
            super.prepare()
            passes += 1
        }
        override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: 100) }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 10, width: collectionView?.bounds.width ?? 0, height: 10)
            return attributes
        }
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            askedBounds.append(newBounds)
            return invalidatesOnBoundsChange
        }
    }

    @Test("prepare() runs once per invalidation")
    func passes() {
        let layout = CountingLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
                                              itemCounts: [3])
        #expect(layout.passes == 0)
        _ = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        _ = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        #expect(layout.passes == 1)
        #expect(collectionView.contentSize == CGSize(width: 320, height: 100))
        layout.invalidateLayout()
        _ = collectionView.frozenLayout()
        #expect(layout.passes == 2)
        collectionView.reloadData()
        _ = collectionView.frozenLayout()
        #expect(layout.passes == 3)
        // A bounds change is offered to the layout; UIKit's base class declines it.
        collectionView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(layout.askedBounds == [CGRect(x: 0, y: 30, width: 320, height: 480)])
        _ = collectionView.frozenLayout()
        #expect(layout.passes == 3)
        layout.invalidatesOnBoundsChange = true
        collectionView.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 480)
        #expect(layout.passes == 4)
    }

    @Test("a layout moved to another collection view leaves the first one a flow layout")
    func reattached() {
        let layout = CountingLayout()
        let first = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        let second = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
        #expect(layout.collectionView === second)
        #expect(first.collectionViewLayout is UICollectionViewFlowLayout)
    }

    @Test("attributes: copy keeps the subclass and every value; isEqual compares values; frames stay exact")
    func attributes() {
        final class Tagged: UICollectionViewLayoutAttributes {
            var tag = 0
            override func copy(with zone: NSZone? = nil) -> Any {
                let copy = super.copy(with: zone) as! Tagged
                copy.tag = tag
                return copy
            }
        }
        let original = Tagged(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 2, section: 1))
        original.frame = CGRect(x: 135.66666666666666, y: 1, width: 121.66666666666666, height: 3)
        original.tag = 7
        original.alpha = 0.5
        original.transform = CGAffineTransform(scaleX: 2, y: 2)
        let copy = original.copy() as! Tagged
        #expect(copy !== original && copy.tag == 7 && copy.isEqual(original))
        #expect(copy.frame == CGRect(x: 135.66666666666666, y: 1, width: 121.66666666666666, height: 3))
        #expect(copy.representedElementCategory == .supplementaryView && copy.representedElementKind == "badge")
        #expect(copy.transform3D == CATransform3DMakeScale(2, 2, 1))
        copy.zIndex = 3
        #expect(!copy.isEqual(original))
        original.center = CGPoint(x: 10, y: 10)
        #expect(original.frame.origin.x == 10 - 121.66666666666666 / 2)
    }
}
