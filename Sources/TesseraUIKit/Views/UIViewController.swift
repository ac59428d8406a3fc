import Foundation
import TesseraLayout

/// A screenless `UIViewController`: the owner of most layout code. Its ``view`` is made on first
/// use, as large as ``UIScreen/main``; `viewDidLoad()` runs then, as on iOS. Nothing is
/// presented; the life-cycle methods after loading are called by nobody but the app's own code.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView? {
        didSet { loadedView?.controllerInterfaceStyle = interfaceStyleOverride }
    }
    /// The controller's style override (`overrideUserInterfaceStyle`, `traitOverrides`), which
    /// its view's traits follow.
    var interfaceStyleOverride: UIUserInterfaceStyle = .unspecified {
        didSet { loadedView?.controllerInterfaceStyle = interfaceStyleOverride }
    }

    /// `init(nibName:bundle:)`: there are no nibs; the view is made by ``loadView()``.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a view controller whose view is made by ``loadView()`` when first asked for.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Creates a view controller from an archive; there are no storyboards headlessly, so only
    /// subclasses that forward to it call it.
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

    /// Whether ``view`` has been made (by asking for it or by `loadViewIfNeeded()`).
    open var isViewLoaded: Bool { loadedView != nil }
    /// The view if it has been made, without making it.
    open var viewIfLoaded: UIView? { loadedView }
    /// `loadView()`: a plain view the size of the main screen.
    open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }
    /// Makes the view now if it was not made yet: ``loadView()``, then `viewDidLoad()`. Tests call it
    /// to run a view controller's set-up, as on iOS.
    open func loadViewIfNeeded() { _ = view }

    /// Kept for code that reads it; there is no navigation bar to show it headlessly.
    open var title: String?
    /// `navigationItem`: what a navigation bar would show (kept, not drawn).
    open var navigationItem: UINavigationItem { storedNavigationItem }
    private lazy var storedNavigationItem = UINavigationItem()
    /// `navigationController`: the navigation controller whose stack holds this one (weak), else nil.
    open var navigationController: UINavigationController? { parentNavigationController }
    weak var parentNavigationController: UINavigationController?
    /// `transitionCoordinator`: nil (nothing is in transition).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    /// `traitCollection`: the view's.
    open var traitCollection: UITraitCollection { view.traitCollection }
    /// The child view controllers added with `addChild(_:)`, in order.
    public private(set) var children: [UIViewController] = []
    /// Adds a child view controller; as in UIKit, adding its view to the hierarchy is the caller's job.
    open func addChild(_ childController: UIViewController) { children.append(childController) }
    /// Called by containment code after a child is added or removed; override it as in UIKit (the
    /// default does nothing).
    open func didMove(toParent parent: UIViewController?) {}

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    /// Override to react to a size change. Tessera never calls it: sizes change when a test sets a
    /// frame.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// Override to react to new traits. Tessera never calls it on view controllers.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Editing

    /// `isEditing`: whether the controller is in editing mode (false). Setting it calls
    /// ``setEditing(_:animated:)`` with `animated` false, as UIKit does, so an override sees it.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false

    /// `setEditing(_:animated:)`: sets ``isEditing`` and turns ``editButtonItem`` into Done (or
    /// back into Edit). Override it to show or hide editing controls, calling super;
    /// `UICollectionViewController` passes the mode to its collection view. Nothing animates.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        if let item = storedEditButtonItem { Self.configure(editButton: item, editing: editing) }
    }

    /// `editButtonItem`: a bar button titled Edit (Done while editing) whose action calls
    /// `setEditing(!isEditing, animated: true)`. Nothing taps it headlessly; a test runs its
    /// action with `editButtonItem.primaryAction?.perform()`.
    open var editButtonItem: UIBarButtonItem {
        if let item = storedEditButtonItem { return item }
        let item = UIBarButtonItem()
        item.primaryAction = UIAction(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        Self.configure(editButton: item, editing: isEditing)
        storedEditButtonItem = item
        return item
    }
    private var storedEditButtonItem: UIBarButtonItem?

    private static func configure(editButton item: UIBarButtonItem, editing: Bool) {
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }

    // MARK: Storyboards (there are none: see UIStoryboard)

    /// `storyboard`: the storyboard that made this controller (``UIStoryboard``'s
    /// instantiate methods set it), else nil.
    open internal(set) var storyboard: UIStoryboard?

    /// `performSegue(withIdentifier:sender:)`: there is no storyboard to hold the segue, so its
    /// destination is a plain `UIViewController`; ``prepare(for:sender:)`` is called with it, as
    /// UIKit calls it before a segue, and nothing is shown.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: UIViewController())
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// `prepare(for:sender:)`: override it to pass data to a segue's destination (the default
    /// does nothing).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// `shouldPerformSegue(withIdentifier:sender:)`: true; UIKit asks it only for segues a
    /// storyboard triggers, which never happens here.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

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

    // MARK: Status bar (read by nothing: there is no status bar headlessly)

    /// `preferredStatusBarStyle`: the status-bar style this controller wants (`.default`).
    /// Override it, as on iOS; nothing reads it headlessly (a test may).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// `prefersStatusBarHidden`: whether this controller wants the status bar hidden (false).
    /// Override it, as on iOS; nothing reads it headlessly.
    open var prefersStatusBarHidden: Bool { false }
    /// `preferredStatusBarUpdateAnimation`: how a change of the two above is animated (`.fade`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// `childForStatusBarStyle`: the child whose ``preferredStatusBarStyle`` is used instead of
    /// this controller's (`nil`).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// `childForStatusBarHidden`: the child whose ``prefersStatusBarHidden`` is used instead of
    /// this controller's (`nil`).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// `modalPresentationCapturesStatusBarAppearance`: whether a presented controller that does
    /// not cover the screen takes over the status bar's appearance (false); kept.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// `setNeedsStatusBarAppearanceUpdate()`: on iOS, the status bar reads the preferences above
    /// again; headlessly there is no status bar and nothing happens.
    open func setNeedsStatusBarAppearanceUpdate() {}
}

/// `UIModalPresentationStyle`: how a presented controller covers the presenter (full screen, a
/// sheet, a popover …); kept, nothing is shown.
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

/// `UIViewControllerTransitionCoordinatorContext`: what an `animate(alongsideTransition:)` block
/// is told about the transition (whether it is animated, whether it was cancelled).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
}
