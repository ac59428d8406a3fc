import Foundation
import TesseraLayout

/// `UICollectionLayoutListConfiguration`: a list section's look, for
/// `UICollectionViewCompositionalLayout.list(using:)` and
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
///
/// The layout members (appearance, header and footer modes, separators, header padding) lay out
/// as `CollectionLayoutSection.list(using:environment:)` describes; swipe-action providers,
/// the separator configuration and handler are accepted and kept (nothing is swiped). A list's
/// `backgroundColor` is kept but not drawn: snapshots use the collection view's background colour,
/// or the appearance's (white for plain lists, grouped grey otherwise).
public struct UICollectionLayoutListConfiguration {
    /// `UICollectionLayoutListConfiguration.Appearance`.
    public typealias Appearance = ListLayoutConfiguration.Appearance
    /// `UICollectionLayoutListConfiguration.HeaderMode`.
    public typealias HeaderMode = ListLayoutConfiguration.HeaderMode
    /// `UICollectionLayoutListConfiguration.FooterMode`.
    public typealias FooterMode = ListLayoutConfiguration.FooterMode
    /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    /// `UICollectionLayoutListConfiguration.ItemSeparatorHandler`.
    public typealias ItemSeparatorHandler = @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// What the layout engine reads.
    public private(set) var layoutConfiguration: ListLayoutConfiguration

    /// `init(appearance:)`.
    public init(appearance: Appearance) {
        layoutConfiguration = ListLayoutConfiguration(appearance: appearance)
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// `appearance`.
    public var appearance: Appearance { layoutConfiguration.appearance }
    /// `headerMode`.
    public var headerMode: HeaderMode {
        get { layoutConfiguration.headerMode }
        set { layoutConfiguration.headerMode = newValue }
    }
    /// `footerMode`.
    public var footerMode: FooterMode {
        get { layoutConfiguration.footerMode }
        set { layoutConfiguration.footerMode = newValue }
    }
    /// `showsSeparators`.
    public var showsSeparators: Bool {
        get { layoutConfiguration.showsSeparators }
        set { layoutConfiguration.showsSeparators = newValue }
    }
    /// `headerTopPadding`.
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
    /// `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Int, Sendable { case automatic, visible, hidden }
    /// `topSeparatorVisibility`.
    public var topSeparatorVisibility: Visibility = .automatic
    /// `bottomSeparatorVisibility`.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// `topSeparatorInsets`.
    public var topSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: ListMetrics.separatorLeadingInset, bottom: 0, trailing: 0)
    /// `bottomSeparatorInsets`.
    public var bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: ListMetrics.separatorLeadingInset, bottom: 0, trailing: 0)
    /// `color`.
    public var color: UIColor = .separator
    /// `multipleSelectionColor`.
    public var multipleSelectionColor: UIColor = .separator
    /// `visualEffect` is not modelled.

    /// `init(listAppearance:)`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}

/// `UISwipeActionsConfiguration` (kept; nothing is swiped).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// `actions`.
    public let actions: [UIContextualAction]
    /// `performsFirstActionWithFullSwipe`.
    open var performsFirstActionWithFullSwipe = true
    /// `init(actions:)`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

/// `UIContextualAction` (kept; its handler is never called).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// `UIContextualAction.Style`.
    public enum Style: Int, Sendable { case normal, destructive }
    /// `UIContextualAction.Handler`.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    /// `style`.
    public let style: Style
    /// `title`.
    open var title: String?
    /// `backgroundColor`.
    open var backgroundColor: UIColor!
    /// `image`.
    open var image: UIImage?
    /// `handler`.
    public let handler: Handler

    /// `init(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

extension CollectionLayoutSection {
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    @preconcurrency @MainActor
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let container = layoutEnvironment.container
        let environment = CollectionLayoutEnvironment(container: CollectionLayoutContainer(
            contentSize: container.contentSize, contentInsets: container.contentInsets))
        return list(using: configuration.layoutConfiguration, environment: environment)
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
