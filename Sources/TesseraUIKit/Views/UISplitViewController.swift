import Foundation

/// `UISplitViewController`: a container of columns. Headlessly it keeps its view controllers
/// and its configuration (nothing is shown side by side); it exists so app code, and libraries
/// that describe its enumerations (swift-custom-dump), compile.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// `UISplitViewController.Style`: how many columns — two (primary, secondary) or three (with a
    /// supplementary between); `unspecified` is the older one-`viewControllers` API.
    public enum Style: Int, Sendable { case unspecified = 0, doubleColumn = 1, tripleColumn = 2 }
    /// `UISplitViewController.Column`: a slot for a view controller — the sidebar (`primary`), the
    /// middle list (`supplementary`), the detail (`secondary`), the one shown when collapsed
    /// (`compact`) and the `inspector`.
    public enum Column: Int, Sendable { case primary = 0, supplementary = 1, secondary = 2, compact = 3, inspector = 4 }
    /// `UISplitViewController.DisplayMode`: which columns show and whether they sit beside,
    /// over or push aside the secondary one; kept as the preferred mode, nothing is shown.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly = 1, oneBesideSecondary = 2, oneOverSecondary = 3
        case twoBesideSecondary = 4, twoOverSecondary = 5, twoDisplaceSecondary = 6
    }
    /// `UISplitViewController.DisplayModeButtonVisibility`: whether the bar button that shows and
    /// hides the sidebar appears; kept, no button is made.
    public enum DisplayModeButtonVisibility: Int, Sendable { case automatic = 0, never = 1, always = 2 }
    /// `UISplitViewController.SplitBehavior`: whether side columns `tile` beside the secondary,
    /// `overlay` it or `displace` it off screen; kept, not applied.
    public enum SplitBehavior: Int, Sendable { case automatic = 0, tile = 1, overlay = 2, displace = 3 }
    /// `UISplitViewController.PrimaryEdge`: which side the primary column sits on; kept, not applied.
    public enum PrimaryEdge: Int, Sendable { case leading = 0, trailing = 1 }
    /// `UISplitViewController.BackgroundStyle`: whether the primary column has the translucent
    /// sidebar background; kept, not drawn.
    public enum BackgroundStyle: Int, Sendable { case none = 0, sidebar = 1 }
    /// `UISplitViewController.LayoutEnvironment`: whether a split view is showing its columns
    /// (`expanded`) or one stack (`collapsed`); declared for code that names it, never reported.
    public enum LayoutEnvironment: Int, Sendable { case none = 0, expanded = 1, collapsed = 2 }

    /// `style`, fixed at initialisation.
    public let style: Style
    open var preferredDisplayMode: DisplayMode = .automatic
    open var preferredSplitBehavior: SplitBehavior = .automatic
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    open var primaryEdge: PrimaryEdge = .leading
    open var primaryBackgroundStyle: BackgroundStyle = .none
    open var viewControllers: [UIViewController] = []
    private var columns: [Column: UIViewController] = [:]

    /// `init(style:)`: a split view with a fixed column style.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// `init(nibName:bundle:)`: the unspecified style.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// `setViewController(_:for:)`: keeps the controller for that column (or clears it); it is
    /// not made a child or added to `viewControllers`, and its view is not shown.
    open func setViewController(_ viewController: UIViewController?, for column: Column) {
        columns[column] = viewController
    }

    /// `viewController(for:)`: the controller last set for that column, or `nil`.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }
}
