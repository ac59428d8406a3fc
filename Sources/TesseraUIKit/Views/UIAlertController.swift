import Foundation

/// `UIAlertController`: an alert or action sheet. Presenting one records it on the presenting
/// controller (`presentedViewController`); nothing is shown and no button is ever tapped, but a
/// test can run an action's handler with ``UIAlertAction/performHandler()``.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// `UIAlertController.Style`: a centred `alert` or an `actionSheet` rising from the bottom;
    /// kept, neither is shown.
    public enum Style: Int, Sendable { case actionSheet = 0, alert = 1 }

    /// `preferredStyle`: the style given at initialisation.
    public let preferredStyle: Style
    /// `message`: the text under the title (the title is the controller's `title`); kept, not drawn.
    open var message: String?
    /// `actions`, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    /// `preferredAction`: the action UIKit would emphasise and run on Return; kept, not run.
    open var preferredAction: UIAlertAction?
    /// `textFields`: the text fields added, as placeholders that keep their text.
    public private(set) var textFields: [UITextField]?

    /// `init(title:message:preferredStyle:)`: an alert with no actions; `title` is set on the
    /// controller.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    /// `addAction(_:)`: appends a button to `actions`.
    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// `addTextField(configurationHandler:)`: a text field, configured by the handler.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

/// `UIAlertAction`: a button of an alert, with its handler.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// `UIAlertAction.Style`: a plain button, the `cancel` one (bold, listed apart) or a
    /// `destructive` (red) one; kept, not drawn.
    public enum Style: Int, Sendable { case `default` = 0, cancel = 1, destructive = 2 }

    /// `title`: the button's text.
    public let title: String?
    /// `style`: the style given at initialisation.
    public let style: Style
    /// `isEnabled`: kept; ``performHandler()`` runs the handler whatever it says.
    open var isEnabled = true
    private let handler: ((UIAlertAction) -> Void)?

    /// `init(title:style:handler:)`: a button whose handler runs only through ``performHandler()``.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// TesseraUIKit's addition: runs the handler as a tap on the button would.
    public func performHandler() { handler?(self) }
}
