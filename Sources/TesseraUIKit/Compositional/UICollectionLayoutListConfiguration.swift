import Foundation
import TesseraLayout

/// `UICollectionLayoutListConfiguration`: a list section's look, for
/// `UICollectionViewCompositionalLayout.list(using:)` (every section a list) and
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` (one section, in a provider).
///
/// The layout members (appearance, header and footer modes, separators, header padding) lay out
/// as `CollectionLayoutSection.list(using:environment:)` describes; swipe-action providers,
/// the separator configuration and handler are accepted and kept (nothing is swiped). A list's
/// `backgroundColor` is kept but not drawn: snapshots use the collection view's background colour,
/// or the appearance's (white for plain lists, grouped grey otherwise).
public struct UICollectionLayoutListConfiguration {
    /// The list's look: plain, grouped, inset grouped, sidebar or plain sidebar. It sets the side
    /// insets, the space above sections, header heights and whether separators are drawn.
    public typealias Appearance = ListLayoutConfiguration.Appearance
    /// Where a section's header comes from: none, a supplementary view (`elementKindSectionHeader`) or
    /// the section's first item.
    public typealias HeaderMode = ListLayoutConfiguration.HeaderMode
    /// Whether a section has a footer: none or a supplementary view (`elementKindSectionFooter`).
    public typealias FooterMode = ListLayoutConfiguration.FooterMode
    /// Answers the swipe actions of the row at an index path. Kept; nothing swipes headlessly, so it is
    /// never called.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    /// Adjusts one row's separator configuration. Kept; it is never called (separators are drawn from
    /// the list's appearance).
    public typealias ItemSeparatorHandler = @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// What the layout engine reads.
    public private(set) var layoutConfiguration: ListLayoutConfiguration

    /// Creates a list configuration with `appearance`'s defaults: no header or footer, separators
    /// except in sidebars.
    public init(appearance: Appearance) {
        layoutConfiguration = ListLayoutConfiguration(appearance: appearance)
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The appearance the configuration was created with.
    public var appearance: Appearance { layoutConfiguration.appearance }
    /// Where each section's header comes from (see ``HeaderMode``); `.none` by default.
    public var headerMode: HeaderMode {
        get { layoutConfiguration.headerMode }
        set { layoutConfiguration.headerMode = newValue }
    }
    /// Whether each section has a supplementary footer (see ``FooterMode``); `.none` by default.
    public var footerMode: FooterMode {
        get { layoutConfiguration.footerMode }
        set { layoutConfiguration.footerMode = newValue }
    }
    /// Whether snapshots draw a hairline under each row; true except in sidebar appearances. Separators
    /// take no room: rows stay 44 points apart.
    public var showsSeparators: Bool {
        get { layoutConfiguration.showsSeparators }
        set { layoutConfiguration.showsSeparators = newValue }
    }
    /// Extra space above each supplementary header; nil is the system's, which Tessera takes as 0 (its
    /// grouped header heights include their space).
    public var headerTopPadding: CGFloat? {
        get { layoutConfiguration.headerTopPadding }
        set { layoutConfiguration.headerTopPadding = newValue }
    }
    /// `backgroundColor` (kept, not drawn).
    public var backgroundColor: UIColor?
    /// `separatorConfiguration` (kept).
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// `itemSeparatorHandler` (kept, not called).
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// `leadingSwipeActionsConfigurationProvider` (kept, not called).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// `trailingSwipeActionsConfigurationProvider` (kept, not called).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
}

/// `UIListSeparatorConfiguration` (kept; separators are drawn from the list's appearance).
public struct UIListSeparatorConfiguration: Equatable {
    /// Whether a separator is shown: automatically (by the appearance), always or never. Kept;
    /// separators are drawn from the list's appearance.
    public enum Visibility: Int, Sendable { case automatic, visible, hidden }
    /// Kept; separators are drawn from the list's appearance.
    public var topSeparatorVisibility: Visibility = .automatic
    /// Kept; separators are drawn from the list's appearance.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Kept; separators are drawn from the list's appearance.
    public var topSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: ListMetrics.separatorLeadingInset, bottom: 0, trailing: 0)
    /// Kept; separators are drawn from the list's appearance.
    public var bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: ListMetrics.separatorLeadingInset, bottom: 0, trailing: 0)
    /// Kept; snapshots draw separators in the snapshot style's separator colour.
    public var color: UIColor = .separator
    /// Kept; there is no multiple-selection mode to draw headlessly.
    public var multipleSelectionColor: UIColor = .separator
    /// `visualEffect` is not modelled.

    /// Creates a separator configuration for a list of `listAppearance`; its values are kept, not used.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}

/// `UISwipeActionsConfiguration` (kept; nothing is swiped).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, in the order a swipe reveals them on iOS.
    public let actions: [UIContextualAction]
    /// Kept; nothing swipes headlessly.
    open var performsFirstActionWithFullSwipe = true
    /// Creates a swipe configuration holding `actions`; kept, never shown headlessly.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

/// `UIContextualAction` (kept; its handler is never called).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// Whether a contextual action is ordinary or destructive (drawn red on iOS).
    public enum Style: Int, Sendable { case normal, destructive }
    /// Runs when the action is chosen on iOS; never called headlessly.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    /// The style the action was created with.
    public let style: Style
    /// The action's title, kept for code that reads it.
    open var title: String?
    /// The action's button colour, kept for code that reads it.
    open var backgroundColor: UIColor!
    /// The action's image, kept for code that reads it.
    open var image: UIImage?
    /// The handler the action was created with; never called headlessly.
    public let handler: Handler

    /// Creates an action; kept so swipe-action code compiles, never shown or run headlessly.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

extension NSCollectionLayoutSection {
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`: a list section, for a section
    /// provider, fitted to the environment's container (its content size and insets).
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let container = layoutEnvironment.container
        let environment = CollectionLayoutEnvironment(container: CollectionLayoutContainer(
            contentSize: container.contentSize, contentInsets: container.contentInsets))
        return NSCollectionLayoutSection(wrapping: .list(using: configuration.layoutConfiguration, environment: environment))
    }
}

extension UICollectionViewCompositionalLayout {
    /// `UICollectionViewCompositionalLayout.list(using:)`: every section a list section.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
