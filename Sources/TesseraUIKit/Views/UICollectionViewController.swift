import Foundation
import TesseraLayout

/// `UICollectionViewController`: a view controller whose view is a collection view that it is the
/// data source and delegate of. Subclasses override the data-source and delegate methods
/// (`override func collectionView(_:didSelectItemAt:)`, `override func scrollViewDidScroll(_:)`),
/// as on iOS. An optional method a subclass does not override still answers `nil` to the
/// optional-call form, as UIKit's controller does not implement them either.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout
    private var ownCollectionView: UICollectionView?

    /// `init(collectionViewLayout:)`: the layout the collection view is made with when the view
    /// loads.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// `collectionView`: made with the view, the size of the main screen.
    open var collectionView: UICollectionView! {
        get {
            if ownCollectionView == nil { loadViewIfNeeded() }
            return ownCollectionView
        }
        set { ownCollectionView = newValue }
    }

    open override func loadView() {
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.isEditing = isEditing
        ownCollectionView = collectionView
        view = collectionView
    }

    /// `collectionViewLayout`: the collection view's current layout (loading the view if needed).
    open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }
    /// `clearsSelectionOnViewWillAppear`: whether selection is cleared each time the view
    /// appears; kept, not acted on.
    open var clearsSelectionOnViewWillAppear = true
    /// `installsStandardGestureForInteractiveMovement`: whether a long press drags items to
    /// reorder them; kept, no gesture is installed.
    open var installsStandardGestureForInteractiveMovement = true

    /// `setEditing(_:animated:)`: as `UIViewController`'s, and the collection view's
    /// `isEditing` follows (without loading the view when it is not loaded yet).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        ownCollectionView?.isEditing = editing
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    // MARK: Data source and delegate methods subclasses override

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        OptionalRequirement.fallback(self, UICollectionReusableView(frame: .zero))
    }
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.fallback(self, false)
    }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        OptionalRequirement.fallback(self, ())
    }
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { OptionalRequirement.fallback(self, nil) }
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        OptionalRequirement.fallback(self, IndexPath(indexes: [0, 0]))
    }

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.fallback(self, true)
    }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        OptionalRequirement.fallback(self, ())
    }
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        OptionalRequirement.fallback(self, ())
    }
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.fallback(self, true)
    }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.fallback(self, true)
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        OptionalRequirement.fallback(self, ())
    }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        OptionalRequirement.fallback(self, ())
    }
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        OptionalRequirement.fallback(self, ())
    }
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {
        OptionalRequirement.fallback(self, ())
    }
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        OptionalRequirement.fallback(self, ())
    }
    open func collectionView(_ collectionView: UICollectionView,
                             targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        OptionalRequirement.fallback(self, proposedContentOffset)
    }
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        OptionalRequirement.fallback(self, proposedIndexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                             newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        OptionalRequirement.fallback(self, UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout))
    }

    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? {
        OptionalRequirement.fallback(self, nil)
    }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? {
        OptionalRequirement.fallback(self, nil)
    }
    open func collectionView(_ collectionView: UICollectionView,
                             previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        OptionalRequirement.fallback(self, nil)
    }
    open func collectionView(_ collectionView: UICollectionView,
                             previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        OptionalRequirement.fallback(self, nil)
    }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                             highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        OptionalRequirement.fallback(self, nil)
    }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                             dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        OptionalRequirement.fallback(self, nil)
    }
    open func collectionView(_ collectionView: UICollectionView,
                             willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                             animator: any UIContextMenuInteractionCommitAnimating) {
        OptionalRequirement.fallback(self, ())
    }
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {
        OptionalRequirement.fallback(self, ())
    }
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {
        OptionalRequirement.fallback(self, ())
    }

    open func scrollViewDidScroll(_ scrollView: UIScrollView) { OptionalRequirement.fallback(self, ()) }
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { OptionalRequirement.fallback(self, ()) }
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) { OptionalRequirement.fallback(self, ()) }
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { OptionalRequirement.fallback(self, ()) }
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { OptionalRequirement.fallback(self, ()) }
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { OptionalRequirement.fallback(self, ()) }
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { OptionalRequirement.fallback(self, ()) }
}
