import Foundation
import TesseraLayout

/// `UINavigationItem`: what a navigation bar shows for a view controller (kept, not drawn).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// `title`.
    open var title: String?
    /// `prompt`.
    open var prompt: String?
    /// `rightBarButtonItem`.
    open var rightBarButtonItem: UIBarButtonItem?
    /// `leftBarButtonItem`.
    open var leftBarButtonItem: UIBarButtonItem?
    /// `rightBarButtonItems`.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// `leftBarButtonItems`.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// `largeTitleDisplayMode`.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// `hidesSearchBarWhenScrolling`.
    open var hidesSearchBarWhenScrolling = true

    /// `init(title:)`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    override init() { super.init() }

    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0, always, never
    }
}

/// `UIBarButtonItem`: a button in a bar (kept, never shown or tapped). Target–action needs the
/// Objective-C runtime; actions and menus (iOS 14) are here.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// `title`.
    open var title: String?
    /// `image`.
    open var image: UIImage?
    /// `isEnabled`.
    open var isEnabled = true
    /// `primaryAction`, `menu`.
    open var primaryAction: UIAction?
    open var menu: UIMenu?

    /// `init()`.
    public override init() { super.init() }

    /// `init(title:image:primaryAction:menu:)`.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        super.init()
    }

    /// `init(systemItem:primaryAction:menu:)`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: menu)
    }

    /// `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }
}
