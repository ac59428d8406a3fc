import Foundation
import TesseraLayout

/// A screenless `UIViewController`: the owner of most layout code. Its ``view`` is made on first
/// use, as large as ``UIScreen/main``; `viewDidLoad()` runs then, as on iOS. Nothing is
/// presented; the life-cycle methods after loading are called by nobody but the app's own code.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// `init(nibName:bundle:)`: there are no nibs; the view is made by ``loadView()``.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// `init()`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// `init(coder:)`.
    public required init?(coder: NSCoder) { super.init() }

    /// `view`: made by ``loadView()`` on first use, then `viewDidLoad()` runs.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// `awakeFromNib()`: never called (there are no nibs or storyboards).
    open func awakeFromNib() {}

    /// `isViewLoaded`.
    open var isViewLoaded: Bool { loadedView != nil }
    /// `viewIfLoaded`.
    open var viewIfLoaded: UIView? { loadedView }
    /// `loadView()`: a plain view the size of the main screen.
    open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }
    /// `loadViewIfNeeded()`.
    open func loadViewIfNeeded() { _ = view }

    /// `title`.
    open var title: String?
    /// `navigationItem`: what a navigation bar would show (kept, not drawn).
    open var navigationItem: UINavigationItem { storedNavigationItem }
    private lazy var storedNavigationItem = UINavigationItem()
    /// `navigationController`: nil (nothing is presented).
    open var navigationController: UINavigationController? { parentNavigationController }
    weak var parentNavigationController: UINavigationController?
    /// `transitionCoordinator`: nil (nothing is in transition).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    /// `traitCollection`: the view's.
    open var traitCollection: UITraitCollection { view.traitCollection }
    /// `children`.
    public private(set) var children: [UIViewController] = []
    /// `addChild(_:)`.
    open func addChild(_ childController: UIViewController) { children.append(childController) }
    /// `didMove(toParent:)`.
    open func didMove(toParent parent: UIViewController?) {}

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    /// `viewWillTransition(to:with:)`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// `traitCollectionDidChange(_:)`.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Presentation (recorded: nothing is shown)

    /// `presentedViewController`: what this controller presented, until it is dismissed.
    public private(set) weak var presentedViewController: UIViewController?
    /// `presentingViewController`: the controller that presented this one.
    public private(set) weak var presentingViewController: UIViewController?
    private var strongPresented: UIViewController?
    /// `modalPresentationStyle` (kept).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// `isModalInPresentation` (kept).
    open var isModalInPresentation = false

    /// `present(_:animated:completion:)`: records the presentation on both controllers (a test
    /// reads ``presentedViewController``) and runs `completion` at once. Nothing is shown.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        strongPresented = viewControllerToPresent
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }

    /// `dismiss(animated:completion:)`: ends the presentation this controller made, or the one
    /// it is part of, and runs `completion` at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = strongPresented {
            presented.presentingViewController = nil
            strongPresented = nil
            presentedViewController = nil
        } else if let presenter = presentingViewController {
            presenter.dismiss(animated: flag, completion: nil)
        }
        completion?()
    }
}

/// `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// `UIViewControllerTransitionCoordinator`: what `viewWillTransition(to:with:)` receives.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
}
