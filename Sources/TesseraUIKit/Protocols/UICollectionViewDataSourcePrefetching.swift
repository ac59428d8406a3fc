import Foundation

/// `UICollectionViewDataSourcePrefetching`: asked to start loading the data of items about to
/// scroll into view, and to cancel it. Headlessly nothing scrolls into view, so TesseraUIKit
/// never calls it; the collection view keeps it (`prefetchDataSource`) for code that reads it.
/// `collectionView(_:cancelPrefetchingForItemsAt:)` is optional, with a default that does nothing.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        OptionalRequirement.fallback(self, ())
    }
}
