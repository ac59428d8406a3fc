import UIKit

/// A `UICollectionViewFlowLayout` subclass that keeps each section's header at the top of the
/// visible bounds while the section is on screen, as a contacts list does, without the flow
/// layout's own `sectionHeadersPinToVisibleBounds`.
///
/// A header never goes above its own place, and is pushed up by the end of its section (its last
/// line plus the section's bottom inset) so the next section's header takes over. Headers are
/// drawn above cells (`zIndex` 1024). Every scroll moves the headers, so
/// `shouldInvalidateLayout(forBoundsChange:)` answers true.
class StickyHeaderFlowLayout: UICollectionViewFlowLayout {
    static let headerZIndex = 1024

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard var attributes = super.layoutAttributesForElements(in: rect)?.compactMap({ $0.copy() as? UICollectionViewLayoutAttributes })
        else { return nil }
        let header = UICollectionView.elementKindSectionHeader
        // A section whose cells are in `rect` shows its header, even when the header's own place
        // has scrolled away.
        let shownSections = Set(attributes.filter { $0.representedElementCategory == .cell }.map(\.indexPath.section))
        let headerSections = Set(attributes.filter { $0.representedElementKind == header }.map(\.indexPath.section))
        for section in shownSections.subtracting(headerSections).sorted() {
            if let missing = super.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: section)) {
                attributes.append(missing)
            }
        }
        return attributes.map { element in
            guard element.representedElementKind == header else { return element }
            return pinned(element)
        }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?
            .copy() as? UICollectionViewLayoutAttributes else { return nil }
        return elementKind == UICollectionView.elementKindSectionHeader ? pinned(attributes) : attributes
    }

    /// `header` (a copy) moved to the top of the visible bounds, within its section.
    private func pinned(_ header: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let collectionView else { return header }
        let section = header.indexPath.section
        let count = collectionView.numberOfItems(inSection: section)
        guard count > 0 else { return header }
        // The section ends below its lowest item, at the bottom inset.
        let lowest = (0..<count).compactMap { super.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame.maxY }.max() ?? 0
        let sectionEnd = lowest + sectionInset(for: section, in: collectionView).bottom
        let visibleTop = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        // Never above its own place, never below the point where the section's end pushes it up.
        let lowestTop = max(header.frame.minY, sectionEnd - header.frame.height)
        header.frame.origin.y = min(max(visibleTop, header.frame.minY), lowestTop)
        header.zIndex = Self.headerZIndex
        return header
    }

    // iOS code writes `delegate?.collectionView?(…) ?? sectionInset` (Linux: through the rewrite
    // plugin). Called directly, an unimplemented method gives this flow layout's own sectionInset.
    private func sectionInset(for section: Int, in collectionView: UICollectionView) -> UIEdgeInsets {
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        return delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
    }
}
