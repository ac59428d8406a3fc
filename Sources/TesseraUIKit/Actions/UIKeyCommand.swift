import Foundation

/// `UICommand`: a menu or keyboard command that sends an action up the responder chain. Kept;
/// nothing presents menus or delivers key presses headlessly.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// `action`: the selector the command sends when chosen.
    public let action: Selector
    /// `propertyList`: a value that tells commands with the same action apart (kept).
    public let propertyList: Any?
    /// `discoverabilityTitle`, `attributes`, `state`: kept.
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes = []
    open var state: UIMenuElement.State = .off

    /// `init(title:image:action:propertyList:alternates:discoverabilityTitle:attributes:state:)`.
    public init(title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }
}

/// `UIKeyModifierFlags`: the modifier keys held with a key command, with UIKit's bits.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// `UIKeyCommand`: a hardware-keyboard shortcut a responder declares in `keyCommands`. Kept; no key
/// is ever pressed headlessly, so its action is sent only if a test sends it.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// `input`: the key (a character, or one of the `input…` constants).
    public let input: String?
    /// `modifierFlags`: the modifier keys held with it.
    public let modifierFlags: UIKeyModifierFlags
    /// `wantsPriorityOverSystemBehavior` (iOS 15): kept.
    open var wantsPriorityOverSystemBehavior = false

    /// `init(input:modifierFlags:action:)`: a shortcut with no title.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// `init(input:modifierFlags:action:discoverabilityTitle:)` (deprecated in iOS 13 in favour of the title form).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    /// `init(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)`.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                propertyList: Any? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// The `input` strings of UIKit's special keys.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"
}
