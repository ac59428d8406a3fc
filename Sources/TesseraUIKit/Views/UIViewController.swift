import Foundation
import TesseraLayout

/// A screenless `UIViewController`: the owner of most layout code. Its ``view`` is made on first
/// use, as large as ``UIScreen/main``; `viewDidLoad()` runs then, as on iOS. Nothing is
/// presented; the life-cycle methods after loading are called by nobody but the app's own code.
@preconcurrency @MainActor
open class UIViewController: NSObject {
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

/// `UICollectionViewController`: a view controller whose view is a collection view that it is the
/// data source and delegate of. Subclasses override the data-source methods, as on iOS.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout
    private var ownCollectionView: UICollectionView?

    /// `init(collectionViewLayout:)`.
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
        ownCollectionView = collectionView
        view = collectionView
    }

    /// `collectionViewLayout`.
    open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }
    /// `clearsSelectionOnViewWillAppear`.
    open var clearsSelectionOnViewWillAppear = true
    /// `installsStandardGestureForInteractiveMovement`.
    open var installsStandardGestureForInteractiveMovement = true

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}
