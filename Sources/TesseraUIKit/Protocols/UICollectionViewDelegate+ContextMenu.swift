import Foundation

// The context-menu requirements of `UICollectionViewDelegate` (iOS 13, and iOS 16's
// multi-item forms): their defaults, which answer as an unimplemented Objective-C method would
// (no menu, no preview), and their optional-call forms. A long press never happens
// headlessly, so UIKit's side never calls them; a test calls them as UIKit would, through the
// optional-call form (`delegate?.collectionView?(cv, contextMenuConfigurationForItemsAt: [ip], point: .zero)`).

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

extension UICollectionViewDelegateCalls {
    // The optional-call forms: `nil` when the delegate does not implement the method. As in
    // Swift's optional chaining on an Objective-C method, a method answering nil and a missing
    // method both give nil for the configurations and previews.

    public func callAsFunction(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> UIContextMenuConfiguration? {
        OptionalRequirement.answer(target) {
            target.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
        } ?? nil
    }
    public func callAsFunction(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                               point: CGPoint) -> UIContextMenuConfiguration? {
        OptionalRequirement.answer(target) {
            target.collectionView(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point)
        } ?? nil
    }
    public func callAsFunction(_ collectionView: UICollectionView,
                               previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        OptionalRequirement.answer(target) {
            target.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
        } ?? nil
    }
    public func callAsFunction(_ collectionView: UICollectionView,
                               previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        OptionalRequirement.answer(target) {
            target.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
        } ?? nil
    }
    public func callAsFunction(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                               highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        OptionalRequirement.answer(target) {
            target.collectionView(collectionView, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
        } ?? nil
    }
    public func callAsFunction(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                               dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        OptionalRequirement.answer(target) {
            target.collectionView(collectionView, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
        } ?? nil
    }
    public func callAsFunction(_ collectionView: UICollectionView,
                               willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                               animator: any UIContextMenuInteractionCommitAnimating) -> Void? {
        OptionalRequirement.answer(target) {
            target.collectionView(collectionView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
    }
    public func callAsFunction(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                               animator: (any UIContextMenuInteractionAnimating)?) -> Void? {
        OptionalRequirement.answer(target) {
            target.collectionView(collectionView, willDisplayContextMenu: configuration, animator: animator)
        }
    }
    public func callAsFunction(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                               animator: (any UIContextMenuInteractionAnimating)?) -> Void? {
        OptionalRequirement.answer(target) {
            target.collectionView(collectionView, willEndContextMenuInteraction: configuration, animator: animator)
        }
    }
}
