import Foundation
import Testing
import TesseraUIKit

/// Layout-attributes subclasses as real layouts write them (FSPagerView's overrides `init()`).
@Suite("Layout attributes subclasses")
@MainActor
struct LayoutAttributesSubclassTests {
    final class PagerAttributes: UICollectionViewLayoutAttributes {
        var itemSpacing: CGFloat = 0
        override init() {
            super.init()
            itemSpacing = 8
        }
        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone)
            (copy as? PagerAttributes)?.itemSpacing = itemSpacing
            return copy
        }
    }

    final class PagerLayout: UICollectionViewFlowLayout {
        override class var layoutAttributesClass: AnyClass { PagerAttributes.self }
    }

    @Test("a subclass overriding init() is made by the flow layout and copied with its own values")
    func overridingInit() throws {
        let layout = PagerLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout,
                                              itemCounts: [3])
        let attributes = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) as? PagerAttributes)
        #expect(attributes.itemSpacing == 8 && attributes.indexPath == IndexPath(item: 1, section: 0))
        #expect(attributes.frame == CGRect(x: 75, y: 0, width: 50, height: 50))
        attributes.itemSpacing = 12
        let copy = try #require(attributes.copy() as? PagerAttributes)
        #expect(copy.itemSpacing == 12 && copy.frame == attributes.frame && copy.indexPath == attributes.indexPath)
        let header = PagerAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 2))
        #expect(header.representedElementCategory == .supplementaryView && header.itemSpacing == 8)
    }
}
