import Foundation
import TesseraLayout

extension UICollectionView {
    /// UIKit's self-sizing pass, headless: after the layout prepares, every cell whose size the
    /// layout takes from its content (``UICollectionViewLayout/fittingPriorities(forCellAt:)``),
    /// then every such supplementary view (a header or footer with an estimated dimension),
    /// is made by the data source at its estimated frame, handed its attributes (`apply(_:)`) and
    /// asked for `preferredLayoutAttributesFitting(_:)`; the layout is asked
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` and, when it
    /// answers yes, `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`,
    /// which goes to `invalidateLayout(with:)` — UIKit's calls, in UIKit's order. Then the layout
    /// prepares again, so later items move.
    ///
    /// A device sizes the cells it shows as they scroll into view; here every cell is sized, as if
    /// all had been shown, so a picture of the whole content has no item at its estimate.
    func sizeCellsFromContent() {
        guard !isSizingCells, let dataSource = dataSource ?? ownedDataSource else { return }
        let everything = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
        let elements = layout.layoutAttributesForElements(in: everything) ?? []
        let cells = elements.filter { $0.representedElementCategory == .cell }
            .sorted { $0.indexPath.lexicographicallyPrecedes($1.indexPath) }
            .compactMap { original in layout.fittingPriorities(forCellAt: original.indexPath).map { (original, $0) } }
        let supplementaries = elements.filter { $0.representedElementCategory == .supplementaryView }
            .sorted { ($0.indexPath, $0.representedElementKind ?? "") < ($1.indexPath, $1.representedElementKind ?? "") }
            .compactMap { original in
                original.representedElementKind.flatMap { layout.fittingPriorities(forSupplementaryOfKind: $0, at: original.indexPath) }
                    .map { (original, $0) }
            }
        guard !cells.isEmpty || !supplementaries.isEmpty else { return }
        isSizingCells = true
        defer { isSizingCells = false }
        var invalidated = false
        for (original, priorities) in cells {
            cellSizingFrame = original.frame
            let cell = dataSource.collectionView(self, cellForItemAt: original.indexPath)
            cellSizingFrame = nil
            invalidated = size(cell, as: original, priorities: priorities) || invalidated
        }
        for (original, priorities) in supplementaries {
            guard let kind = original.representedElementKind,
                  let view = OptionalRequirement.answer(dataSource, requirement: "collectionView(_:viewForSupplementaryElementOfKind:at:)", {
                      $0.collectionView(self, viewForSupplementaryElementOfKind: kind, at: original.indexPath)
                  }) else { continue }
            invalidated = size(view, as: original, priorities: priorities) || invalidated
        }
        if invalidated, layout.needsPrepare {
            layout.needsPrepare = false
            layout.isPreparing = true
            layout.prepare()
            layout.isPreparing = false
            contentSize = layout.collectionViewContentSize
        }
    }

    /// Sizes one view from its content at its element's estimated frame, and hands the result to
    /// the layout; whether the layout invalidated itself.
    private func size(_ view: UICollectionReusableView, as original: UICollectionViewLayoutAttributes,
                      priorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority)) -> Bool {
        view.frame = original.frame
        // The view is measured as it would be shown: in this collection view, at its scale.
        if view.simulatedDisplayScale == nil { view.simulatedDisplayScale = displayScale }
        guard let proposal = original.copy() as? UICollectionViewLayoutAttributes else { return false }
        proposal.fittingPriorities = priorities
        view.apply(proposal)
        let preferred = view.preferredLayoutAttributesFitting(proposal)
        preferred.fittingPriorities = nil
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return false }
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        return true
    }
}
