import Foundation

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
        return CollectionContainer(size: size, contentInsets: directional,
                                   sections: counts.map { CollectionContainer.Section(placeholders: $0) },
                                   viewportOffset: offset)
    }
}
