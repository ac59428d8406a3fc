import Foundation

/// `UIContextMenuContentPreviewProvider`: makes the view controller a context menu previews
/// (nil: UIKit's default preview).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// `UIContextMenuActionProvider`: makes a context menu's menu from the actions the system
/// suggests (none headlessly); nil shows no menu.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// `UIContextMenuConfiguration`: what a context menu shows — a menu and a preview, made on
/// demand by its providers. Nothing long-presses headlessly, so UIKit never runs the
/// providers; a test runs them with ``makeMenu(suggestedActions:)`` and
/// ``makePreviewViewController()`` (Tessera's) to check what a long press would show.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// `UIContextMenuConfiguration.ElementOrder` (iOS 16): whether the menu's items keep their
    /// order or put the first nearest the touch; kept.
    public enum ElementOrder: Int, Sendable { case automatic = 0, priority, fixed }

    /// `identifier`: the identifier given, else a fresh UUID string (an `NSString`).
    public let identifier: any NSCopying
    /// `preferredMenuElementOrder` (iOS 16): kept.
    open var preferredMenuElementOrder: ElementOrder = .automatic
    /// `secondaryItemIdentifiers` (iOS 16): the other items a multi-item menu acts on; kept.
    open var secondaryItemIdentifiers: Set<AnyHashable> = []
    /// `badgeCount` (iOS 16): the count badged on a multi-item preview; kept.
    open var badgeCount = 0
    private let previewProvider: UIContextMenuContentPreviewProvider?
    private let actionProvider: UIContextMenuActionProvider?

    /// `init(identifier:previewProvider:actionProvider:)`: a configuration whose providers run
    /// only when a test asks (see the type's discussion).
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSString(string: UUID().uuidString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu the action provider makes from `suggestedActions` (as UIKit asks on a long
    /// press); nil without an action provider (Tessera's).
    public func makeMenu(suggestedActions: [UIMenuElement] = []) -> UIMenu? { actionProvider?(suggestedActions) }

    /// The preview view controller the preview provider makes; nil without one (Tessera's).
    public func makePreviewViewController() -> UIViewController? { previewProvider?() }
}
