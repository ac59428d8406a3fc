import Foundation

/// `UIInteraction`: a behaviour added to a view (`addInteraction(_:)`), told when it moves
/// to or from one.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// `view`: the view the interaction is added to.
    var view: UIView? { get }
    /// `willMove(to:)`: called before the interaction is added to (or removed from) a view.
    func willMove(to view: UIView?)
    /// `didMove(to:)`: called after it was.
    func didMove(to view: UIView?)
}

extension UIView {
    /// `addInteraction(_:)`: adds `interaction` to ``interactions``, telling it with
    /// `willMove(to:)` and `didMove(to:)`. Nothing drives interactions headlessly.
    public func addInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// `removeInteraction(_:)`: removes `interaction`, telling it it moves to no view.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    /// `interactions`: the interactions added, in order.
    public var interactions: [any UIInteraction] {
        get { storedInteractions }
        set {
            for old in storedInteractions { removeInteraction(old) }
            for new in newValue { addInteraction(new) }
        }
    }
}

/// `UIContextMenuInteractionCommitStyle`: whether tapping a context menu's preview dismisses
/// the menu or pops the preview into place.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable { case dismiss = 0, pop }

/// `UIContextMenuInteractionAnimating`: what a context-menu delegate is given to animate
/// alongside the menu appearing or going.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// `previewViewController`: the preview's controller, if it has one.
    var previewViewController: UIViewController? { get }
    /// `addAnimations(_:)`.
    func addAnimations(_ animations: @escaping () -> Void)
    /// `addCompletion(_:)`.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// `UIContextMenuInteractionCommitAnimating`: the animator given when the preview is tapped.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// `preferredCommitStyle`.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// `UIContextMenuInteractionDelegate`: gives a context-menu interaction its configuration;
/// the other methods are optional (defaults do nothing and return nil).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    /// `contextMenuInteraction(_:configurationForMenuAtLocation:)`: the menu for a long press at
    /// `location` (in the interaction's view), or nil for none.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// `contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)` (optional).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating)
    /// `contextMenuInteraction(_:willDisplayMenuFor:animator:)` (optional).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// `contextMenuInteraction(_:willEndFor:animator:)` (optional).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: any UIContextMenuInteractionCommitAnimating) {
        OptionalRequirement.fallback(self, ())
    }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {
        OptionalRequirement.fallback(self, ())
    }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {
        OptionalRequirement.fallback(self, ())
    }
}

/// `UIContextMenuInteraction`: shows a context menu when its view is long-pressed. Nothing
/// long-presses headlessly; ``configuration(atLocation:)`` (Tessera's) asks the delegate as a
/// long press would, so a test can check the menu an app offers.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// `delegate`: gives the configuration (weak, as in UIKit).
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// `view`: the view the interaction was added to.
    public private(set) weak var view: UIView?

    /// `init(delegate:)`: an interaction asking `delegate` for its menus.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// `willMove(to:)`: nothing to prepare.
    open func willMove(to view: UIView?) {}
    /// `didMove(to:)`: records the view.
    open func didMove(to view: UIView?) { self.view = view }

    /// `location(in:)`: where the last long press was, in `view`'s coordinates: the origin, as
    /// there are no touches.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// `dismissMenu()`: no menu is ever shown, so nothing to dismiss.
    open func dismissMenu() {}
    /// `updateVisibleMenu(_:)`: no menu is ever shown; the block is not called.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}

    /// The configuration the delegate gives for a long press at `location` (Tessera's).
    public func configuration(atLocation location: CGPoint) -> UIContextMenuConfiguration? {
        delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
    }
}
