import Foundation
import TesseraLayout

/// `UIScrollViewDelegate`: every requirement is optional (a static picture never scrolls, so
/// TesseraUIKit does not call them; app code may, in the optional-call form).
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

    // The optional-call forms, `delegate?.scrollViewDidScroll?(scrollView)`: `nil` when the
    // delegate does not implement the method.
    public var scrollViewDidScroll: UIScrollViewDelegateCall? {
        UIScrollViewDelegateCall { scrollView in OptionalRequirement.answer(self, requirement: "scrollViewDidScroll(_:)") { self.scrollViewDidScroll(scrollView) } }
    }
    public var scrollViewWillBeginDragging: UIScrollViewDelegateCall? {
        UIScrollViewDelegateCall { scrollView in OptionalRequirement.answer(self, requirement: "scrollViewWillBeginDragging(_:)") { self.scrollViewWillBeginDragging(scrollView) } }
    }
    public var scrollViewWillBeginDecelerating: UIScrollViewDelegateCall? {
        UIScrollViewDelegateCall { scrollView in OptionalRequirement.answer(self, requirement: "scrollViewWillBeginDecelerating(_:)") { self.scrollViewWillBeginDecelerating(scrollView) } }
    }
    public var scrollViewDidEndDecelerating: UIScrollViewDelegateCall? {
        UIScrollViewDelegateCall { scrollView in OptionalRequirement.answer(self, requirement: "scrollViewDidEndDecelerating(_:)") { self.scrollViewDidEndDecelerating(scrollView) } }
    }
    public var scrollViewDidEndScrollingAnimation: UIScrollViewDelegateCall? {
        UIScrollViewDelegateCall { scrollView in OptionalRequirement.answer(self, requirement: "scrollViewDidEndScrollingAnimation(_:)") { self.scrollViewDidEndScrollingAnimation(scrollView) } }
    }
    public var scrollViewDidEndDragging: UIScrollViewDelegateCall? {
        UIScrollViewDelegateCall { scrollView, decelerate in
            OptionalRequirement.answer(self, requirement: "scrollViewDidEndDragging(_:willDecelerate:)") {
                self.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
            }
        }
    }
}

/// A `UIScrollViewDelegate` method called the Objective-C way: `nil` when not implemented.
@preconcurrency @MainActor
public struct UIScrollViewDelegateCall {
    private let call: (UIScrollView) -> Void?
    private let callWithFlag: (UIScrollView, Bool) -> Void?

    init(_ call: @escaping (UIScrollView) -> Void?) {
        self.call = call
        callWithFlag = { scrollView, _ in call(scrollView) }
    }

    init(_ callWithFlag: @escaping (UIScrollView, Bool) -> Void?) {
        self.callWithFlag = callWithFlag
        call = { callWithFlag($0, false) }
    }

    public func callAsFunction(_ scrollView: UIScrollView) -> Void? { call(scrollView) }
    public func callAsFunction(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) -> Void? {
        callWithFlag(scrollView, decelerate)
    }
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

    // Context menus (defaults and optional-call forms in UICollectionViewDelegate+ContextMenu.swift).
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

    /// The optional-call form of the `collectionView(_:…)` requirements of this protocol and of
    /// ``UICollectionViewDelegateFlowLayout``: `delegate?.collectionView?(cv, didSelectItemAt: ip)`,
    /// `flowDelegate?.collectionView?(cv, layout: self, sizeForItemAt: ip)`. Each call is `nil`
    /// when the delegate does not implement the method (see `OptionalRequirement`).
    public var collectionView: UICollectionViewDelegateCalls? { UICollectionViewDelegateCalls(target: self) }
}

/// Optional requirements of a collection view's delegate called the Objective-C way.
@preconcurrency @MainActor
public struct UICollectionViewDelegateCalls {
    let target: any UICollectionViewDelegate

    /// `call` on the delegate as a flow-layout delegate; `requirement` is the calling
    /// `callAsFunction`'s name, which names the requirement.
    private func flow<Value>(requirement: String = #function,
                             _ call: (any UICollectionViewDelegateFlowLayout) -> Value) -> Value? {
        guard let flow = target as? any UICollectionViewDelegateFlowLayout else { return nil }
        return OptionalRequirement.answer(flow, requirement: requirement) { call(flow) }
    }

    // MARK: UICollectionViewDelegateFlowLayout

    public func callAsFunction(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize? {
        flow { $0.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath) }
    }
    public func callAsFunction(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets? {
        flow { $0.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section) }
    }
    public func callAsFunction(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat? {
        flow { $0.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section) }
    }
    public func callAsFunction(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat? {
        flow { $0.collectionView(collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section) }
    }
    public func callAsFunction(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize? {
        flow { $0.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section) }
    }
    public func callAsFunction(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize? {
        flow { $0.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section) }
    }

    // MARK: UICollectionViewDelegate

    public func callAsFunction(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool? {
        OptionalRequirement.answer(target) { target.collectionView(collectionView, shouldHighlightItemAt: indexPath) }
    }
    public func callAsFunction(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool? {
        OptionalRequirement.answer(target) { target.collectionView(collectionView, shouldSelectItemAt: indexPath) }
    }
    public func callAsFunction(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool? {
        OptionalRequirement.answer(target) { target.collectionView(collectionView, shouldDeselectItemAt: indexPath) }
    }
    public func callAsFunction(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) -> Void? {
        OptionalRequirement.answer(target) { target.collectionView(collectionView, didSelectItemAt: indexPath) }
    }
    public func callAsFunction(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) -> Void? {
        OptionalRequirement.answer(target) { target.collectionView(collectionView, didDeselectItemAt: indexPath) }
    }
    public func callAsFunction(_ collectionView: UICollectionView,
                               targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint? {
        OptionalRequirement.answer(target) { target.collectionView(collectionView, targetContentOffsetForProposedContentOffset: proposedContentOffset) }
    }
    public func callAsFunction(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                               toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath? {
        OptionalRequirement.answer(target) {
            target.collectionView(collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
        }
    }
}
