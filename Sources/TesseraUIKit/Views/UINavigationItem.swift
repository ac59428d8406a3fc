import Foundation
import TesseraLayout

/// `UINavigationItem`: what a navigation bar shows for a view controller (kept, not drawn).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// `title`: the text shown in the middle of the bar; kept, not drawn (and not kept in step
    /// with the view controller's `title`).
    open var title: String?
    /// `prompt`: a line of text above the title; kept, not drawn.
    open var prompt: String?
    /// `rightBarButtonItem`: the button at the trailing end of the bar; kept, not shown.
    open var rightBarButtonItem: UIBarButtonItem?
    /// `leftBarButtonItem`: the button at the leading end (in place of Back); kept, not shown.
    open var leftBarButtonItem: UIBarButtonItem?
    /// `rightBarButtonItems`: several trailing buttons; stored apart from `rightBarButtonItem`
    /// (setting one does not change the other). Kept, not shown.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// `leftBarButtonItems`: several leading buttons; stored apart from `leftBarButtonItem`
    /// (setting one does not change the other). Kept, not shown.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// `largeTitleDisplayMode`: whether this screen's title is shown large; kept, no bar is drawn.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// `hidesSearchBarWhenScrolling`: whether the bar's search field slides away on scrolling;
    /// kept, nothing slides.
    open var hidesSearchBarWhenScrolling = true
    /// `titleView`: a view shown in place of the title; kept, not drawn.
    open var titleView: UIView?
    /// `backButtonTitle`: the title the next screen's Back button shows; kept.
    open var backButtonTitle: String?
    /// `backBarButtonItem`: the next screen's Back button; kept.
    open var backBarButtonItem: UIBarButtonItem?
    /// `hidesBackButton`: kept.
    open var hidesBackButton = false
    /// `standardAppearance` (iOS 13): this screen's bar appearance at rest (nil: the bar's).
    open var standardAppearance: UINavigationBarAppearance?
    /// `scrollEdgeAppearance` (iOS 13): at the scroll edge (nil: the bar's).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// `compactAppearance` (iOS 13): in a compact height (nil: the bar's).
    open var compactAppearance: UINavigationBarAppearance?
    /// `compactScrollEdgeAppearance` (iOS 15).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// `setHidesBackButton(_:animated:)`: sets ``hidesBackButton`` at once.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// `setRightBarButton(_:animated:)`: sets ``rightBarButtonItem`` at once.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// `setLeftBarButton(_:animated:)`: sets ``leftBarButtonItem`` at once.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }

    /// `init(title:)`: an item with the given title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    override init() { super.init() }

    /// `UINavigationItem.LargeTitleDisplayMode`: `automatic` follows the previous screen,
    /// `always` and `never` force it.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0, always, never
    }
}

/// `UIBarButtonItem`: a button in a bar (kept, never shown or tapped). Its target and action are
/// kept (the action as a ``Selector`` that carries its method), and so are actions and menus (iOS 14).
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// `title`: the button's text; kept, not drawn.
    open var title: String?
    /// `image`: the button's icon; kept, not drawn.
    open var image: UIImage?
    /// `isEnabled`: whether the button would accept taps; kept (no taps arrive).
    open var isEnabled = true
    /// `style`: plain, or `done` (bold); kept, not drawn.
    open var style: Style = .plain
    /// `primaryAction` (run on a tap) and `menu` (shown on a tap or long press): kept; with no
    /// taps, neither is run or shown.
    open var primaryAction: UIAction?
    open var menu: UIMenu?

    /// `target`: the object `action` is sent to (`nil`: the responder chain); weak, as in UIKit.
    open weak var target: AnyObject?
    /// `action`: the selector a tap would send to ``target``; no taps arrive headlessly.
    open var action: Selector?

    /// `init()`: an item with no title, image, action or menu.
    public override init() { super.init() }

    /// `init(title:style:target:action:)`: a titled item whose tap would send `action` to `target`.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title, image: nil, primaryAction: nil, menu: nil)
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// `init(image:style:target:action:)`: an item with an icon whose tap would send `action` to `target`.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(title: nil, image: image, primaryAction: nil, menu: nil)
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// `init(barButtonSystemItem:target:action:)`: a standard item whose tap would send `action` to
    /// `target`; the kind is not kept.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(title: nil, image: nil, primaryAction: nil, menu: nil)
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// `init(title:image:primaryAction:menu:)`: an item with any of these set.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        super.init()
    }

    /// `init(systemItem:primaryAction:menu:)`: an item of one of UIKit's standard kinds; the kind
    /// is not kept (no title or image is made from it).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: menu)
    }

    /// `UIBarButtonItem.Style`: a plain button or a bold `done` one (`bordered` is deprecated
    /// and drawn as plain on iOS).
    public enum Style: Int, Sendable { case plain = 0, bordered, done }

    /// `UIBarButtonItem.SystemItem`: UIKit's standard bar buttons (Done, Cancel, Add, spaces …);
    /// accepted by `init(systemItem:)`, otherwise unused.
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }
}
