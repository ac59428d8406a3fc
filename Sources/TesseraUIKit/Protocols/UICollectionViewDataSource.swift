import Foundation
import TesseraLayout

/// `UICollectionViewDataSource`: the number of sections and items, and (on iOS) the cells.
///
/// TesseraUIKit asks for counts, and for cells and supplementary views only to size those the
/// layout sizes from their content (self-sizing); the snapshot pictures ask for them too.
/// Optional requirements work as on iOS: `dataSource?.numberOfSections?(in: cv)` is `nil` when
/// the data source does not implement it (see `OptionalRequirement`).
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

    /// The optional-call form of `numberOfSections(in:)`: `dataSource?.numberOfSections?(in: cv)`.
    public var numberOfSections: UICollectionViewDataSourceCalls? { UICollectionViewDataSourceCalls(target: self) }
    /// The optional-call form of the `collectionView(_:…)` requirements:
    /// `dataSource?.collectionView?(cv, canMoveItemAt: indexPath)` is nil when not implemented.
    public var collectionView: UICollectionViewDataSourceCalls? { UICollectionViewDataSourceCalls(target: self) }
    /// The optional-call form of `indexTitles(for:)`.
    public var indexTitles: UICollectionViewDataSourceCalls? { UICollectionViewDataSourceCalls(target: self) }
}

/// Optional requirements of a data source called the Objective-C way; each call is `nil` when
/// the data source does not implement the method.
@preconcurrency @MainActor
public struct UICollectionViewDataSourceCalls {
    let target: any UICollectionViewDataSource

    public func callAsFunction(in collectionView: UICollectionView) -> Int? {
        OptionalRequirement.answer(target) { target.numberOfSections(in: collectionView) }
    }
    public func callAsFunction(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int? {
        target.collectionView(collectionView, numberOfItemsInSection: section)
    }
    public func callAsFunction(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView? {
        OptionalRequirement.answer(target) { target.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath) }
    }
    public func callAsFunction(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool? {
        OptionalRequirement.answer(target) { target.collectionView(collectionView, canMoveItemAt: indexPath) }
    }
    public func callAsFunction(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) -> Void? {
        OptionalRequirement.answer(target) { target.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath) }
    }
    public func callAsFunction(for collectionView: UICollectionView) -> [String]?? {
        OptionalRequirement.answer(target) { target.indexTitles(for: collectionView) }
    }
}
