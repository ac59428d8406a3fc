import Foundation
import TesseraLayout

extension UICollectionView {
    /// UIKit's self-sizing pass, headless: after the layout prepares, every cell whose size the
    /// layout takes from its content (``UICollectionViewLayout/fittingPriorities(forCellAt:)``)
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
        let originals = (layout.layoutAttributesForElements(in: everything) ?? [])
            .filter { $0.representedElementCategory == .cell }
            .sorted { $0.indexPath.lexicographicallyPrecedes($1.indexPath) }
        let sized = originals.compactMap { original in
            layout.fittingPriorities(forCellAt: original.indexPath).map { (original, $0) }
        }
        guard !sized.isEmpty else { return }
        isSizingCells = true
        defer { isSizingCells = false }
        var invalidated = false
        for (original, priorities) in sized {
            cellSizingFrame = original.frame
            let cell = dataSource.collectionView(self, cellForItemAt: original.indexPath)
            cellSizingFrame = nil
            cell.frame = original.frame
            // The cell is measured as it would be shown: in this collection view, at its scale.
            if cell.simulatedDisplayScale == nil { cell.simulatedDisplayScale = displayScale }
            guard let proposal = original.copy() as? UICollectionViewLayoutAttributes else { continue }
            proposal.fittingPriorities = priorities
            cell.apply(proposal)
            let preferred = cell.preferredLayoutAttributesFitting(proposal)
            preferred.fittingPriorities = nil
            if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                         withOriginalAttributes: original))
                invalidated = true
            }
        }
        if invalidated, layout.needsPrepare {
            layout.needsPrepare = false
            layout.isPreparing = true
            layout.prepare()
            layout.isPreparing = false
            contentSize = layout.collectionViewContentSize
        }
    }
}
