import Foundation

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

/// `UIBarButtonItem`: a button in a bar (kept, never shown or tapped; target–action needs the
/// Objective-C runtime, so only the title and image are here).
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// `title`.
    open var title: String?
    /// `image`.
    open var image: UIImage?
    /// `isEnabled`.
    open var isEnabled = true

    /// `init()`.
    public override init() { super.init() }
}
