import UIKit

/// Answers the height of each row of a ``ParallaxRowsLayout``.
protocol ParallaxRowsLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, layout: ParallaxRowsLayout, heightForRowAt indexPath: IndexPath) -> CGFloat
}

/// A `UICollectionViewLayout` of full-width rows, one under the other (section after section), as
/// high as the delegate says (`rowHeight` without one), whose cells show their image with a
/// parallax effect.
///
/// Its attributes are ``ParallaxLayoutAttributes`` (`layoutAttributesClass`): each row's
/// `parallaxOffset` is its centre's distance above the middle of the visible bounds times
/// `parallaxFactor`. Its invalidation contexts are ``ParallaxInvalidationContext``
/// (`invalidationContextClass`): a scroll invalidates the layout with `invalidateParallaxOnly`
/// set, and `invalidateLayout(with:)` then keeps the cached rows, asking the delegate nothing; a
/// new width, a data change or `invalidateLayout()` empties the cache.
class ParallaxRowsLayout: UICollectionViewLayout {
    weak var delegate: ParallaxRowsLayoutDelegate?

    var rowHeight: CGFloat = 200 {
        didSet { invalidateLayout() }
    }

    var parallaxFactor: CGFloat = 0.25 {
        didSet {
            let context = ParallaxInvalidationContext()
            context.invalidateParallaxOnly = true
            invalidateLayout(with: context)
        }
    }

    private var rows: [ParallaxLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override class var layoutAttributesClass: AnyClass { ParallaxLayoutAttributes.self }
    override class var invalidationContextClass: AnyClass { ParallaxInvalidationContext.self }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        guard rows.isEmpty, let collectionView else { return }
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let height = delegate?.collectionView(collectionView, layout: self, heightForRowAt: indexPath) ?? rowHeight
                let attributes = ParallaxLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: height)
                rows.append(attributes)
                y += height
            }
        }
        contentHeight = y
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        rows.filter { $0.frame.intersects(rect) }.map(withParallax)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        rows.first { $0.indexPath == indexPath }.map(withParallax)
    }

    /// A copy of a cached row with the offset for the current bounds.
    private func withParallax(_ row: ParallaxLayoutAttributes) -> ParallaxLayoutAttributes {
        guard let copy = row.copy() as? ParallaxLayoutAttributes, let collectionView else { return row }
        copy.parallaxOffset = (collectionView.bounds.midY - copy.center.y) * parallaxFactor
        return copy
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? ParallaxInvalidationContext)?.invalidateParallaxOnly = newBounds.width == collectionView?.bounds.width
        return context
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let parallaxOnly = (context as? ParallaxInvalidationContext)?.invalidateParallaxOnly ?? false
        if !parallaxOnly || context.invalidateDataSourceCounts {
            rows.removeAll()
        }
        super.invalidateLayout(with: context)
    }
}
