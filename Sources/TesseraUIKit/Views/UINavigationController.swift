import Foundation
import TesseraLayout

/// `UINavigationController`: a stack of view controllers. Pushing and popping change the stack
/// at once (there is nothing to animate or show).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// `viewControllers`.
    open var viewControllers: [UIViewController] = [] {
        didSet { for controller in viewControllers { controller.parentNavigationController = self } }
    }
    /// `topViewController`.
    open var topViewController: UIViewController? { viewControllers.last }

    /// `init(rootViewController:)`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        rootViewController.parentNavigationController = self
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `pushViewController(_:animated:)`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// `isNavigationBarHidden` (false): kept; there is no bar to show or hide headlessly.
    open var isNavigationBarHidden = false

    /// `setNavigationBarHidden(_:animated:)`: sets ``isNavigationBarHidden`` at once.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// `popViewController(animated:)`.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.popLast()
    }
}
