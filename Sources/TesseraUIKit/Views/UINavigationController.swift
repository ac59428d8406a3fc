import Foundation
import TesseraLayout

/// `UINavigationController`: a stack of view controllers. Pushing and popping change the stack
/// at once (there is nothing to animate or show).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// `viewControllers`: the stack, root first; each controller's `navigationController`
    /// becomes this one. Their views are not added or shown.
    open var viewControllers: [UIViewController] = [] {
        didSet {
            for controller in viewControllers { controller.parentNavigationController = self }
            storedNavigationBar?.items = viewControllers.map(\.navigationItem)
        }
    }
    /// `navigationBar`: the controller's bar (made on first use, as wide as the main screen and
    /// 44 points high). Its ``UINavigationBar/items`` are the stack's navigation items. Kept,
    /// not drawn: it takes no room from the view controllers' views.
    open var navigationBar: UINavigationBar {
        if let bar = storedNavigationBar { return bar }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
        bar.items = viewControllers.map(\.navigationItem)
        storedNavigationBar = bar
        return bar
    }
    private var storedNavigationBar: UINavigationBar?
    /// `topViewController`: the last controller of the stack, the one on screen in UIKit.
    open var topViewController: UIViewController? { viewControllers.last }

    /// `init(rootViewController:)`: a stack holding just `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        rootViewController.parentNavigationController = self
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `pushViewController(_:animated:)`: appends to the stack at once (`animated` is ignored).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// `isNavigationBarHidden` (false): kept; there is no bar to show or hide headlessly.
    open var isNavigationBarHidden = false

    /// `setNavigationBarHidden(_:animated:)`: sets ``isNavigationBarHidden`` at once.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// `popViewController(animated:)`: removes and returns the top controller at once; `nil`,
    /// leaving the stack alone, when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.popLast()
    }
}
