import Foundation

/// `UISplitViewController`: a container of columns. Headlessly it keeps its view controllers
/// and its configuration (nothing is shown side by side); it exists so app code, and libraries
/// that describe its enumerations (swift-custom-dump), compile.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// `UISplitViewController.Style`.
    public enum Style: Int, Sendable { case unspecified = 0, doubleColumn = 1, tripleColumn = 2 }
    /// `UISplitViewController.Column`.
    public enum Column: Int, Sendable { case primary = 0, supplementary = 1, secondary = 2, compact = 3, inspector = 4 }
    /// `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly = 1, oneBesideSecondary = 2, oneOverSecondary = 3
        case twoBesideSecondary = 4, twoOverSecondary = 5, twoDisplaceSecondary = 6
    }
    /// `UISplitViewController.DisplayModeButtonVisibility`.
    public enum DisplayModeButtonVisibility: Int, Sendable { case automatic = 0, never = 1, always = 2 }
    /// `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: Int, Sendable { case automatic = 0, tile = 1, overlay = 2, displace = 3 }
    /// `UISplitViewController.PrimaryEdge`.
    public enum PrimaryEdge: Int, Sendable { case leading = 0, trailing = 1 }
    /// `UISplitViewController.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable { case none = 0, sidebar = 1 }
    /// `UISplitViewController.LayoutEnvironment`.
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

    /// `init(style:)`.
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

    /// `setViewController(_:for:)`.
    open func setViewController(_ viewController: UIViewController?, for column: Column) {
        columns[column] = viewController
    }

    /// `viewController(for:)`.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }
}
