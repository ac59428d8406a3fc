import Foundation
import TesseraLayout

/// `UIMenuElement`: what a menu holds (actions and submenus), kept for menus built in code;
/// nothing presents them.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// `title`, `subtitle`, `image`.
    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }

    /// `UIMenuElement.State`: whether an item shows a checkmark (`on`), a dash (`mixed`) or
    /// nothing (`off`); kept, not drawn.
    public enum State: Int, Sendable { case off = 0, on, mixed }

    /// `UIMenuElement.Attributes`: how an item behaves — greyed out, red, hidden, or leaving the
    /// menu open when chosen; kept (``UIAction/perform(sender:)`` runs a disabled action too).
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
}

/// `UIActionHandler`: the closure an action runs, given the action itself.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// `UIAction`: a menu item or a control's action with its handler. Nothing taps it here;
/// ``perform(sender:)`` (Tessera's) runs the handler as a tap would.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// `UIAction.Identifier`: a name for an action, so it can be found or replaced; a fresh
    /// UUID string when none is given.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// `identifier`, `discoverabilityTitle`, `attributes`, `state`.
    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// `sender`: what performed the action, while its handler runs.
    open private(set) var sender: Any?
    private let handler: UIActionHandler

    /// `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`: an action
    /// whose handler runs only through ``perform(sender:)``.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` as ``sender``, as a tap on a menu item or control does
    /// (Tessera's addition: there are no taps).
    public func perform(sender: Any? = nil) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

/// `UIMenu`: a menu of actions and submenus.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// `UIMenu.Identifier`: a name for a menu, so it can be found or replaced; a fresh UUID
    /// string when none is given.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// `UIMenu.Options`: show the children inline (not as a submenu), in red, as a single choice
    /// or as a row of icons; kept, nothing is presented.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// `identifier`, `options`, `children`.
    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    /// `init(title:subtitle:image:identifier:options:children:)`: a menu holding `children` in
    /// order.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }
}
