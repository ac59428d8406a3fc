import UIKit

/// A `UICollectionViewFlowLayout` subclass whose cells hang on springs (UIKit Dynamics), as in a
/// messages list that wobbles while it scrolls.
///
/// `prepare()` attaches one `UIAttachmentBehavior` per cell to a
/// `UIDynamicAnimator(collectionViewLayout:)`, anchored at the centre the flow layout gives it.
/// The animator answers the attributes: at rest every cell is exactly where the flow layout put
/// it. A scroll does not invalidate the layout: `shouldInvalidateLayout(forBoundsChange:)` pulls
/// each cell by the scrolled distance, more the farther it is from the touch, tells the animator,
/// and answers false; the springs then bring the cells back. A new size (a rotation) invalidates
/// the layout, and the springs are attached again at the new frames, as they are after a data
/// change.
class SpringFlowLayout: UICollectionViewFlowLayout {
    /// How far a cell lags behind per point of distance from the touch (1 / 1500: a cell 750 points
    /// away moves half the scrolled distance late).
    var scrollResistance: CGFloat = 1 / 1500
    var springDamping: CGFloat = 0.8
    var springFrequency: CGFloat = 1

    private(set) lazy var dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)
    /// The bounds size the springs were attached for.
    private var springsSize: CGSize?

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        if springsSize != collectionView.bounds.size {
            dynamicAnimator.removeAllBehaviors()
            springsSize = collectionView.bounds.size
        }
        guard dynamicAnimator.behaviors.isEmpty else { return }
        let content = CGRect(origin: .zero, size: collectionViewContentSize)
        let cells = (super.layoutAttributesForElements(in: content) ?? [])
            .filter { $0.representedElementCategory == .cell }
            .compactMap { $0.copy() as? UICollectionViewLayoutAttributes }
        for attributes in cells {
            let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
            spring.length = 0
            spring.damping = springDamping
            spring.frequency = springFrequency
            dynamicAnimator.addBehavior(spring)
        }
    }

    /// A data change or a change of the flow layout's metrics attaches the springs again.
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            dynamicAnimator.removeAllBehaviors()
        }
        super.invalidateLayout(with: context)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let cells = dynamicAnimator.items(in: rect).compactMap { $0 as? UICollectionViewLayoutAttributes }
        let others = (super.layoutAttributesForElements(in: rect) ?? []).filter { $0.representedElementCategory != .cell }
        return cells + others
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        dynamicAnimator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        if newBounds.size != collectionView.bounds.size { return true }
        let delta = newBounds.origin.y - collectionView.bounds.origin.y
        let touch = collectionView.panGestureRecognizer.location(in: collectionView)
        for case let spring as UIAttachmentBehavior in dynamicAnimator.behaviors {
            guard let item = spring.items.first else { continue }
            let lag = min(abs(touch.y - spring.anchorPoint.y) * scrollResistance, 1)
            var center = item.center
            center.y += delta * lag
            item.center = center
            dynamicAnimator.updateItem(usingCurrentState: item)
        }
        return false
    }
}
