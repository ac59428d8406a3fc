import UIKit

/// A horizontal `UICollectionViewFlowLayout` subclass for a carousel: one row of `itemSize` cards,
/// the first and last of which can be scrolled to the middle (the section inset is half the
/// space left beside a card), shrunk and faded by their distance from the middle of the
/// visible bounds, and a scroll that ends with a card in the middle.
///
/// A card in the middle has scale and alpha 1; a card one card's pitch (width plus
/// `minimumLineSpacing`) away or more has `minimumScale` and `minimumAlpha`; in between they change
/// linearly. Every scroll changes them, so `shouldInvalidateLayout(forBoundsChange:)` answers
/// true. `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` centres the card
/// nearest the proposed middle, or, after a flick, the nearest card in the flick's direction.
class CarouselFlowLayout: UICollectionViewFlowLayout {
    var minimumScale: CGFloat = 0.75
    var minimumAlpha: CGFloat = 0.5

    override init() {
        super.init()
        scrollDirection = .horizontal
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        scrollDirection = .horizontal
    }

    override func prepare() {
        if let collectionView {
            let side = (collectionView.bounds.width - itemSize.width) / 2
            let top = (collectionView.bounds.height - itemSize.height) / 2
            sectionInset = UIEdgeInsets(top: top, left: side, bottom: top, right: side)
            collectionView.decelerationRate = .fast
        }
        super.prepare()
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.compactMap { element in
            guard let copy = element.copy() as? UICollectionViewLayoutAttributes else { return nil }
            return element.representedElementCategory == .cell ? transformed(copy) : copy
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        (super.layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes).map(transformed)
    }

    /// `attributes` (a copy) scaled and faded by their centre's distance from the visible middle.
    private func transformed(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let collectionView else { return attributes }
        let pitch = itemSize.width + minimumLineSpacing
        let distance = min(abs(attributes.center.x - collectionView.bounds.midX) / pitch, 1)
        let scale = 1 - (1 - minimumScale) * distance
        attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
        attributes.alpha = 1 - (1 - minimumAlpha) * distance
        attributes.zIndex = distance < 0.5 ? 1 : 0
        return attributes
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView else { return proposedContentOffset }
        let width = collectionView.bounds.width
        let middle = proposedContentOffset.x + width / 2
        // Cards within one visible width either side of the proposal.
        let search = CGRect(x: proposedContentOffset.x - width, y: 0, width: 3 * width, height: collectionView.bounds.height)
        let centres = (super.layoutAttributesForElements(in: search) ?? [])
            .filter { $0.representedElementCategory == .cell }.map(\.center.x)
        let nearest = centres.min { abs($0 - middle) < abs($1 - middle) }
        let target: CGFloat?
        if velocity.x > 0 {
            target = centres.filter { $0 >= middle }.min() ?? nearest
        } else if velocity.x < 0 {
            target = centres.filter { $0 <= middle }.max() ?? nearest
        } else {
            target = nearest
        }
        guard let target else { return proposedContentOffset }
        return CGPoint(x: target - width / 2, y: proposedContentOffset.y)
    }
}
