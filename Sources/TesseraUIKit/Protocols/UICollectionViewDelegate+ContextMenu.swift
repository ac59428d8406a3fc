import Foundation

// The context-menu requirements of `UICollectionViewDelegate` (iOS 13, and iOS 16's
// multi-item forms): their defaults, which answer as an unimplemented Objective-C method would
// (no menu, no preview). A long press never happens headlessly, so UIKit's side never calls
// them; a test calls them directly, or as UIKit would with the optional-call form
// (`delegate?.collectionView?(cv, contextMenuConfigurationForItemsAt: [ip], point: .zero)`) in a
// file compiled through TesseraObjCRewritePlugin.

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> UIContextMenuConfiguration? {
        OptionalRequirement.fallback(self, nil)
    }
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                               point: CGPoint) -> UIContextMenuConfiguration? {
        OptionalRequirement.fallback(self, nil)
    }
    public func collectionView(_ collectionView: UICollectionView,
                               previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        OptionalRequirement.fallback(self, nil)
    }
    public func collectionView(_ collectionView: UICollectionView,
                               previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        OptionalRequirement.fallback(self, nil)
    }
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                               highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        OptionalRequirement.fallback(self, nil)
    }
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                               dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        OptionalRequirement.fallback(self, nil)
    }
    public func collectionView(_ collectionView: UICollectionView,
                               willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                               animator: any UIContextMenuInteractionCommitAnimating) {
        OptionalRequirement.fallback(self, ())
    }
    public func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                               animator: (any UIContextMenuInteractionAnimating)?) {
        OptionalRequirement.fallback(self, ())
    }
    public func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                               animator: (any UIContextMenuInteractionAnimating)?) {
        OptionalRequirement.fallback(self, ())
    }
}
