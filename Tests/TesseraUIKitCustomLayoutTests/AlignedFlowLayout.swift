import UIKit

/// A `UICollectionViewFlowLayout` subclass that realigns each line of items: flush left, flush
/// right or centred, `minimumInteritemSpacing` apart (the section's own spacing and insets when
/// the delegate answers them), instead of the flow layout's justified lines.
///
/// The flow layout still decides which items share a line and where lines go; this subclass
/// moves items along their line only. It overrides `layoutAttributesForElements(in:)` and
/// `layoutAttributesForItem(at:)` and changes copies of super's attributes, never super's own.
/// With `.justified` it answers what the flow layout answers.
class AlignedFlowLayout: UICollectionViewFlowLayout {
    /// Where a line's items go between the section's left and right insets: flush left, flush
    /// right, centred, or spread as the flow layout spreads them (`.justified`).
    enum HorizontalAlignment {
        case left, right, center, justified
    }

    var horizontalAlignment: HorizontalAlignment = .left {
        didSet { invalidateLayout() }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        return attributes.map { element in
            guard element.representedElementCategory == .cell else { return element }
            return layoutAttributesForItem(at: element.indexPath) ?? element
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let original = super.layoutAttributesForItem(at: indexPath),
              let attributes = original.copy() as? UICollectionViewLayoutAttributes else { return nil }
        guard horizontalAlignment != .justified, let collectionView else { return attributes }
        let section = indexPath.section
        let line = lineItems(around: attributes)
        let inset = sectionInset(for: section, in: collectionView)
        let gap = interitemSpacing(for: section, in: collectionView)
        let lineWidth = line.reduce(0) { $0 + $1.frame.width } + CGFloat(line.count - 1) * gap
        let available = collectionViewContentSize.width - inset.left - inset.right
        var x: CGFloat
        switch horizontalAlignment {
        case .left, .justified: x = inset.left
        case .right: x = inset.left + available - lineWidth
        case .center: x = inset.left + (available - lineWidth) / 2
        }
        for item in line {
            if item.indexPath == indexPath {
                attributes.frame.origin.x = x
                break
            }
            x += item.frame.width + gap
        }
        return attributes
    }

    /// The items on the same line as `attributes`, left to right: the flow layout centres every
    /// item of a line on the line's middle, so they are the section's cells with the same `midY`.
    private func lineItems(around attributes: UICollectionViewLayoutAttributes) -> [UICollectionViewLayoutAttributes] {
        let strip = CGRect(x: 0, y: attributes.frame.minY, width: collectionViewContentSize.width, height: attributes.frame.height)
        let line = (super.layoutAttributesForElements(in: strip) ?? []).filter {
            $0.representedElementCategory == .cell && $0.indexPath.section == attributes.indexPath.section
                && abs($0.frame.midY - attributes.frame.midY) < 0.5
        }
        return line.sorted { $0.frame.minX < $1.frame.minX }
    }

    // iOS code writes `delegate?.collectionView?(…) ?? sectionInset`, which compiles on Linux only
    // through the rewrite plugin. Called directly, a method the delegate does not implement gives
    // the flow layout's own property (this layout's), so the answer is the same.
    private func sectionInset(for section: Int, in collectionView: UICollectionView) -> UIEdgeInsets {
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        return delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
    }

    private func interitemSpacing(for section: Int, in collectionView: UICollectionView) -> CGFloat {
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        return delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            ?? minimumInteritemSpacing
    }
}
