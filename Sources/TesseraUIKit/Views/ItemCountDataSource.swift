import Foundation
import TesseraLayout

/// A data source of fixed item counts: TesseraUIKit's addition (not a UIKit class) for tests
/// and previews that only need a number of items per section.
///
/// ```swift
/// let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
///                                       collectionViewLayout: layout, itemCounts: [12, 6])
/// print(collectionView.numberOfSections, collectionView.numberOfItems(inSection: 1))   // 2 6
/// ```
@preconcurrency @MainActor
package final class ItemCountDataSource: NSObject, UICollectionViewDataSource {
    /// Items per section.
    package var itemCounts: [Int]

    /// A data source with `itemCounts[s]` items in section `s`.
    package init(itemCounts: [Int]) {
        self.itemCounts = itemCounts
        super.init()
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: collectionView.layoutAttributesForItem(at: indexPath)?.frame ?? .zero)
    }
}

extension UICollectionView {
    /// A collection view whose data source is an ``ItemCountDataSource`` of `itemCounts`, kept
    /// alive by the collection view (a `dataSource` is weak): TesseraUIKit's addition for tests.
    public convenience init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout, itemCounts: [Int]) {
        self.init(frame: frame, collectionViewLayout: layout)
        let source = ItemCountDataSource(itemCounts: itemCounts)
        ownedDataSource = source
        dataSource = source
    }
}
