import Foundation
import Testing
import TesseraUIKit

/// Context menus as iOS code declares them: a collection view delegate's configuration
/// methods (iOS 13 and iOS 16 forms), called the Objective-C way (`_objcOptionalCall`, what the
/// rewrite plugin makes of `delegate?.collectionView?(…)`), and an interaction's delegate.
@Suite("Context menus")
@MainActor
struct ContextMenuTests {
    final class PhotosDelegate: NSObject, UICollectionViewDelegate {
        var deleted: [IndexPath] = []
        var previewActions = 0
        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                            point: CGPoint) -> UIContextMenuConfiguration? {
            guard let first = indexPaths.first else { return nil }
            return UIContextMenuConfiguration(identifier: NSString(string: "photo-\(first.item)"), previewProvider: nil) { _ in
                UIMenu(title: "", children: [
                    UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
                        self?.deleted.append(first)
                    },
                ])
            }
        }
        func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                            animator: any UIContextMenuInteractionCommitAnimating) {
            animator.preferredCommitStyle = .pop
            previewActions += 1
        }
    }

    final class CommitAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
        var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .dismiss
        var previewViewController: UIViewController? { nil }
        func addAnimations(_ animations: @escaping () -> Void) { animations() }
        func addCompletion(_ completion: @escaping () -> Void) { completion() }
    }

    @Test("the delegate's implemented methods answer through the optional-call form; the others answer nil")
    func collectionViewDelegate() throws {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        let delegate = PhotosDelegate()
        collectionView.delegate = delegate
        let indexPath = IndexPath(item: 3, section: 0)
        let configuration = try #require(_objcOptionalCall(collectionView.delegate, "collectionView(_:contextMenuConfigurationForItemsAt:point:)") {
            $0.collectionView(collectionView, contextMenuConfigurationForItemsAt: [indexPath], point: .zero)
        })
        #expect((configuration.identifier as? NSString) == "photo-3")
        let menu = try #require(configuration.makeMenu())
        (menu.children.first as? UIAction)?.perform()
        #expect(delegate.deleted == [indexPath])
        #expect(configuration.makePreviewViewController() == nil)
        // Not implemented: nil, as an Objective-C optional method.
        let asked = collectionView.delegate
        #expect(_objcOptionalCall(asked, "collectionView(_:contextMenuConfigurationForItemAt:point:)") {
            $0.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: .zero)
        } == nil)
        #expect(_objcOptionalCall(asked, "collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)") {
            $0.collectionView(collectionView, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
        } == nil)
        #expect(_objcOptionalCall(asked, "collectionView(_:willDisplayContextMenu:animator:)") {
            $0.collectionView(collectionView, willDisplayContextMenu: configuration, animator: nil)
        } == nil)
        let animator = CommitAnimator()
        #expect(_objcOptionalCall(asked, "collectionView(_:willPerformPreviewActionForMenuWith:animator:)") {
            $0.collectionView(collectionView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        } != nil)
        #expect(delegate.previewActions == 1 && animator.preferredCommitStyle == .pop)
    }

    final class MenuController: UICollectionViewController {
        override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                     point: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: { UIViewController() }, actionProvider: nil)
        }
    }

    @Test("a collection view controller overrides the context-menu methods")
    func controllerOverride() {
        let controller = MenuController(collectionViewLayout: UICollectionViewFlowLayout())
        let collectionView: UICollectionView = controller.collectionView
        let configuration = _objcOptionalCall(collectionView.delegate, "collectionView(_:contextMenuConfigurationForItemAt:point:)") {
            $0.collectionView(collectionView, contextMenuConfigurationForItemAt: IndexPath(item: 0, section: 0), point: .zero)
        }
        #expect(configuration?.makePreviewViewController() != nil && configuration?.makeMenu() == nil)
        #expect(_objcOptionalCall(collectionView.delegate, "collectionView(_:contextMenuConfigurationForItemsAt:point:)") {
            $0.collectionView(collectionView, contextMenuConfigurationForItemsAt: [], point: .zero)
        } == nil)
    }

    final class CardDelegate: NSObject, UIContextMenuInteractionDelegate {
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(actionProvider: { suggested in UIMenu(children: suggested) })
        }
    }

    @Test("an interaction added to a view asks its delegate for the configuration")
    func interaction() {
        let delegate = CardDelegate()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let interaction = UIContextMenuInteraction(delegate: delegate)
        card.addInteraction(interaction)
        #expect(interaction.view === card && card.interactions.count == 1)
        let menu = interaction.configuration(atLocation: CGPoint(x: 10, y: 10))?.makeMenu(suggestedActions: [UIAction(title: "Copy") { _ in }])
        #expect(menu?.children.first?.title == "Copy")
        card.removeInteraction(interaction)
        #expect(interaction.view == nil && card.interactions.isEmpty)
        let preview = UITargetedPreview(view: card)
        #expect(preview.size == CGSize(width: 100, height: 100))
    }
}
