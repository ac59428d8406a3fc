import Foundation
import TesseraLayout

/// `UICollectionViewDataSource`: the number of sections and items, and (on iOS) the cells.
///
/// TesseraUIKit asks for counts, and for cells and supplementary views only to size those the
/// layout sizes from their content (self-sizing); the snapshot pictures ask for them too.
/// An optional requirement called directly gives UIKit's default when the data source does not
/// implement it; `dataSource?.numberOfSections?(in: cv)`, in a file compiled through
/// TesseraObjCRewritePlugin, is `nil` then, as on iOS (see `OptionalRequirement`).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// `collectionView(_:numberOfItemsInSection:)`: how many items the section holds; asked
    /// once after each data change (a negative answer counts as 0).
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// `collectionView(_:cellForItemAt:)`: the configured cell for an item; asked only when a
    /// cell must be sized from its content (and by the snapshot pictures).
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// `numberOfSections(in:)` (optional: 1 when not implemented).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` (optional).
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// `collectionView(_:canMoveItemAt:)` (optional: false).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// `collectionView(_:moveItemAt:to:)` (optional): update your data after the user drags an
    /// item; never called here (no drags).
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath)
    /// `indexTitles(for:)` (optional): the letters of a side index (A, B, C …); never asked here.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// `collectionView(_:indexPathForIndexTitle:at:)` (optional): the item a side-index entry
    /// jumps to; never asked here.
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { OptionalRequirement.fallback(self, 1) }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        OptionalRequirement.fallback(self, UICollectionReusableView(frame: .zero))
    }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.fallback(self, false)
    }
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {
        OptionalRequirement.fallback(self, ())
    }
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { OptionalRequirement.fallback(self, nil) }
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        OptionalRequirement.fallback(self, IndexPath(indexes: [0, 0]))
    }
}
