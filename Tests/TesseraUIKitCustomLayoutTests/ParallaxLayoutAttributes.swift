import UIKit

/// Layout attributes with one more property for the cell: `parallaxOffset`, how far the cell
/// moves its image down from the cell's middle so the image scrolls more slowly than the cell.
/// A cell reads it in `apply(_:)`.
///
/// As every `UICollectionViewLayoutAttributes` subclass must, it copies the property in
/// `copy(with:)` and compares it in `isEqual(_:)` (UIKit skips applying attributes that compare
/// equal, so a cell would keep a stale offset otherwise).
final class ParallaxLayoutAttributes: UICollectionViewLayoutAttributes {
    var parallaxOffset: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? ParallaxLayoutAttributes)?.parallaxOffset = parallaxOffset
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ParallaxLayoutAttributes, other.parallaxOffset == parallaxOffset else { return false }
        return super.isEqual(object)
    }
}

/// The invalidation context of ``ParallaxRowsLayout``: `invalidateParallaxOnly` says that the rows'
/// frames still hold and only the parallax offsets change (a scroll, a new `parallaxFactor`), so
/// the layout keeps its cached rows.
final class ParallaxInvalidationContext: UICollectionViewLayoutInvalidationContext {
    var invalidateParallaxOnly = false
}
