import Foundation
import TesseraLayout

extension UICollectionView {
    /// The engine's container for this collection view now: its bounds size, its adjusted
    /// content insets, `counts` placeholder items per section and, when `pinned`, the scroll
    /// position (the visible area's top-left corner inside the insets) so pinned headers move.
    ///
    /// Sizes and insets that are negative or not finite count as zero.
    func layoutContainer(sections counts: [Int], pinned: Bool) -> CollectionContainer {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        let insets = adjustedContentInset
        let size = CGSize(width: clean(bounds.width), height: clean(bounds.height))
        let directional = DirectionalEdgeInsets(top: clean(insets.top), leading: clean(insets.left),
                                                bottom: clean(insets.bottom), trailing: clean(insets.right))
        var offset: CGPoint?
        if pinned, contentOffset.x.isFinite, contentOffset.y.isFinite {
            offset = CGPoint(x: contentOffset.x + directional.leading, y: contentOffset.y + directional.top)
        }
        var container = CollectionContainer(size: size, contentInsets: directional,
                                            sections: counts.map { CollectionContainer.Section(placeholders: $0) },
                                            viewportOffset: offset)
        container.insetsReferences = insetsReferences(contentWidth: container.contentWidth)
        container.orthogonalScrollOffsets = orthogonalScrollOffsets
        return container
    }

    /// The safe area, layout margins and readable content guide measured inward from the
    /// content's edges: what the adjusted content insets already cover is taken off.
    func insetsReferences(contentWidth: CGFloat) -> ContentInsetsReferences {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        let adjusted = adjustedContentInset, own = contentInset
        let covered = UIEdgeInsets(top: adjusted.top - own.top, left: adjusted.left - own.left,
                                   bottom: adjusted.bottom - own.bottom, right: adjusted.right - own.right)
        func beyond(_ insets: UIEdgeInsets) -> DirectionalEdgeInsets {
            DirectionalEdgeInsets(top: clean(insets.top - covered.top), leading: clean(insets.left - covered.left),
                                  bottom: clean(insets.bottom - covered.bottom), trailing: clean(insets.right - covered.right))
        }
        let safe = safeAreaInsets
        let margins = insetsLayoutMarginsFromSafeArea
            ? UIEdgeInsets(top: safe.top + layoutMargins.top, left: safe.left + layoutMargins.left,
                           bottom: safe.bottom + layoutMargins.bottom, right: safe.right + layoutMargins.right)
            : layoutMargins
        let marginInsets = beyond(margins)
        return ContentInsetsReferences(safeArea: beyond(safe), layoutMargins: marginInsets,
                                       readableContent: ContentInsetsReferences.readableInsets(width: contentWidth, margins: marginInsets))
    }
}
