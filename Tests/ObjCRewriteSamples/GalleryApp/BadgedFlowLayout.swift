// A flow layout subclass that asks its delegate the Objective-C way, through UIKit's optional
// requirements (`?.collectionView?(…)`, `?.scrollViewDidScroll?(…)`), as iOS layouts on GitHub do.
import UIKit

class BadgedFlowLayout: UICollectionViewFlowLayout {
    /// The side of the badge pinned to an item's top-right corner.
    var badgeSide: CGFloat = 20

    /// The item's size as the delegate gives it; nil when the delegate does not implement
    /// `collectionView(_:layout:sizeForItemAt:)`.
    func delegateItemSize(at indexPath: IndexPath) -> CGSize? {
        return (collectionView?.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView?(collectionView!, layout: self, sizeForItemAt: indexPath)
    }

    /// Where the badge of an item goes: the delegate's size, else `itemSize`.
    func badgeFrame(at indexPath: IndexPath) -> CGRect {
        let size = delegateItemSize(at: indexPath) ?? itemSize
        return CGRect(x: size.width - badgeSide, y: 0, width: badgeSide, height: badgeSide)
    }

    /// The widths the delegate answers for a section's items, 0 where it does not.
    func delegateWidths(inSection section: Int) -> [CGFloat] {
        guard let collectionView = collectionView else { return [] }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        return (0..<collectionView.numberOfItems(inSection: section)).map {
            delegate?
                .collectionView?(collectionView, layout: self, sizeForItemAt: IndexPath(item: $0, section: section))
                .width ?? 0
        }
    }

    /// Tells the delegate the collection view scrolled, as a scroll would; whether it listened.
    @discardableResult
    func forwardScroll() -> Bool {
        guard let collectionView = collectionView else { return false }
        collectionView.delegate?.scrollViewDidScroll?(collectionView)
        return collectionView.delegate?.scrollViewDidEndScrollingAnimation?(collectionView) != nil
    }

    /// The data source's sections, which it must answer.
    func requiredSectionCount() -> Int {
        return collectionView!.dataSource!.numberOfSections!(in: collectionView!)
    }
}
