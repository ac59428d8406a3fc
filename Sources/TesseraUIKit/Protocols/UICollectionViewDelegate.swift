import Foundation
import TesseraLayout

/// `UIScrollViewDelegate`: every requirement is optional (a static picture never scrolls, so
/// TesseraUIKit does not call them; app code may, directly or, through TesseraObjCRewritePlugin,
/// in the optional-call form).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) { OptionalRequirement.fallback(self, ()) }
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { OptionalRequirement.fallback(self, ()) }
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        OptionalRequirement.fallback(self, ())
    }
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        OptionalRequirement.fallback(self, ())
    }
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { OptionalRequirement.fallback(self, ()) }
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { OptionalRequirement.fallback(self, ()) }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { OptionalRequirement.fallback(self, ()) }
    /// UIKit's answer when not implemented: a tap on the status bar may scroll to the top.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { OptionalRequirement.fallback(self, true) }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { OptionalRequirement.fallback(self, ()) }
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { OptionalRequirement.fallback(self, ()) }
    /// UIKit's answer when not implemented: no view, so nothing zooms.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { OptionalRequirement.fallback(self, nil) }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { OptionalRequirement.fallback(self, ()) }
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        OptionalRequirement.fallback(self, ())
    }
    public func scrollViewDidZoom(_ scrollView: UIScrollView) { OptionalRequirement.fallback(self, ()) }
}

/// `UICollectionViewDelegate`: every requirement is optional. TesseraUIKit calls
/// `collectionView(_:targetContentOffsetForProposedContentOffset:)` and
/// `collectionView(_:transitionLayoutForOldLayout:newLayout:)` where UIKit would; selection made
/// in code (`selectItem(at:…)`) does not call the delegate, as in UIKit. Nothing long-presses
/// headlessly, so the context-menu methods are called only by app and test code.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                        newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout

    // Context menus (defaults in UICollectionViewDelegate+ContextMenu.swift).
    /// `collectionView(_:contextMenuConfigurationForItemAt:point:)` (iOS 13, deprecated in 16): the menu for a long press on one item (nil: none).
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration?
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16): the menu for the items pressed (none: the empty space).
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration?
    /// `collectionView(_:previewForHighlightingContextMenuWithConfiguration:)`: the view lifted as the menu opens (nil: the cell).
    func collectionView(_ collectionView: UICollectionView,
                        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// `collectionView(_:previewForDismissingContextMenuWithConfiguration:)`: the view the preview returns to (nil: the cell).
    func collectionView(_ collectionView: UICollectionView,
                        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// `collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)` (iOS 16): the view lifted for an item.
    func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview?
    /// `collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)` (iOS 16): the view returned to for an item.
    func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                        dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview?
    /// `collectionView(_:willPerformPreviewActionForMenuWith:animator:)`: the preview was tapped.
    func collectionView(_ collectionView: UICollectionView,
                        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: any UIContextMenuInteractionCommitAnimating)
    /// `collectionView(_:willDisplayContextMenu:animator:)`: the menu is about to show.
    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?)
    /// `collectionView(_:willEndContextMenuInteraction:animator:)`: the menu is about to go.
    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.fallback(self, true)
    }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        OptionalRequirement.fallback(self, ())
    }
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        OptionalRequirement.fallback(self, ())
    }
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.fallback(self, true)
    }
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.fallback(self, true)
    }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        OptionalRequirement.fallback(self, ())
    }
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        OptionalRequirement.fallback(self, ())
    }
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        OptionalRequirement.fallback(self, ())
    }
    public func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {
        OptionalRequirement.fallback(self, ())
    }
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        OptionalRequirement.fallback(self, ())
    }
    public func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        OptionalRequirement.fallback(self, proposedContentOffset)
    }
    public func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                               toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        OptionalRequirement.fallback(self, proposedIndexPath)
    }
    public func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                               newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        OptionalRequirement.fallback(self, UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout))
    }
}
