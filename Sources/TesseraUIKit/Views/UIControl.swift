import Foundation

/// `UIControl`: a view that reports user interaction through states and actions. There are no
/// touches headlessly, so a control's state changes only when code sets `isEnabled`,
/// `isSelected` or `isHighlighted`, and its actions run only through `sendActions(for:)`.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// How a control's content lines up across its width. Kept; controls are not laid out or drawn by
    /// content alignment headlessly.
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// How a control's content lines up across its height. Kept; controls are not laid out or drawn by
    /// content alignment headlessly.
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }
    /// `contentHorizontalAlignment` (`.center`; kept, nothing is drawn).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// `contentVerticalAlignment` (`.center`; kept, nothing is drawn).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// `UIControl.State`: UIKit's bits (`normal` is the empty set).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    /// The actions and target–action pairs added, in the order added (the order they are sent in).
    private var entries: [ControlActionEntry] = []

    /// Adds `action` for `controlEvents`; nothing sends events headlessly, so it runs only when a test
    /// calls `sendActions(for:)`.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        entries.append(ControlActionEntry(kind: .action(action), events: controlEvents))
    }
    /// Removes `action` from the actions for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        entries.removeAll { $0.action === action && $0.events == controlEvents }
    }

    /// `addTarget(_:action:for:)`: `sendActions(for:)` sends `action` to `target` for any of
    /// `controlEvents`. The target is not retained, as in UIKit; a `nil` target sends the action up
    /// the responder chain from the control. The selector must carry its method (see ``Selector``).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        if entries.contains(where: { $0.isTarget(object, action: action) && $0.events == controlEvents }) { return }
        entries.append(ControlActionEntry(kind: .target(WeakTarget(object), action), events: controlEvents))
    }

    /// `removeTarget(_:action:for:)`: a `nil` target stands for every target, a `nil` action for
    /// every action of the target, as in UIKit.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        entries = entries.compactMap { entry in
            guard case .target(let weak, let selector) = entry.kind,
                  object == nil || weak.object === object, action == nil || selector == action else { return entry }
            let remaining = entry.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : ControlActionEntry(kind: entry.kind, events: remaining)
        }
    }

    /// `allTargets`: the targets added (a `nil` target is `NSNull`, as in UIKit).
    open var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for entry in entries {
            guard case .target(let weak, _) = entry.kind else { continue }
            if let object = weak.object as? NSObject { targets.insert(AnyHashable(object)) }
            else if let object = weak.object { targets.insert(AnyHashable(ObjectIdentifierHashable(object))) }
            else if weak.wasNil { targets.insert(AnyHashable(NSNull())) }
        }
        return targets
    }

    /// `allControlEvents`: the union of the events any action or target was added for.
    open var allControlEvents: Event { entries.reduce(Event()) { $0.union($1.events) } }

    /// `actions(forTarget:forControlEvent:)`: the selector names sent to `target` for
    /// `controlEvent`, or `nil` when there are none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = entries.compactMap { entry -> String? in
            guard case .target(_, let selector) = entry.kind, entry.isTarget(object, action: nil),
                  !entry.events.isDisjoint(with: controlEvent) else { return nil }
            return selector.description
        }
        return names.isEmpty ? nil : names
    }

    /// `sendAction(_:to:for:)`: sends one action to `target` (or up the responder chain when `nil`).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        action.send(to: target.map { $0 as AnyObject }, from: self, event: event)
    }

    /// `sendActions(for:)`: runs the handlers of the actions, and sends the target–action pairs,
    /// added for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in entries where !entry.events.isDisjoint(with: controlEvents) {
            switch entry.kind {
            case .action(let action): action.perform(sender: self)
            case .target(let weak, let selector):
                // A target that has gone away is skipped, as UIKit does with its unretained targets.
                if weak.wasNil { sendAction(selector, to: nil, for: UIEvent()) }
                else if let object = weak.object { sendAction(selector, to: object, for: UIEvent()) }
            }
        }
    }

    /// `state`: derived from ``isEnabled``, ``isSelected`` and ``isHighlighted``, as in UIKit.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
}

/// `UIRefreshControl`: a pull-to-refresh control, kept (nothing is pulled).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// Whether `beginRefreshing()` was called more recently than `endRefreshing()`; nothing is shown.
    public private(set) var isRefreshing = false
    /// `attributedTitle` (kept).
    open var attributedTitle: NSAttributedString?
    /// Sets ``isRefreshing``; no spinner is shown and the scroll view does not move.
    open func beginRefreshing() { isRefreshing = true }
    /// Clears ``isRefreshing``.
    open func endRefreshing() { isRefreshing = false }
}

extension UIControl {
    /// `UIControl.Event`: UIKit's bits.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}

/// `UIButton`: a control with a title and an image per state. Kept, not drawn (a snapshot
/// reads labels, not buttons); nothing taps it, but `sendActions(for:)` runs the actions added
/// for an event, as a tap would.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kind of button `init(type:)` makes: custom, system, an info or disclosure button and so on.
    /// Kept; all are plain controls headlessly.
    public enum ButtonType: Int, Sendable { case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    /// The type the button was made with (``ButtonType/custom`` unless `init(type:)` says otherwise).
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]

    /// `titleLabel`: shows the current title, in the system font at 15 points (UIKit's button font).
    public private(set) lazy var titleLabel: UILabel? = {
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 15)
        return label
    }()
    /// `imageView`: shows the current image.
    public private(set) lazy var imageView: UIImageView? = UIImageView(frame: .zero)
    /// `contentEdgeInsets`, `titleEdgeInsets`, `imageEdgeInsets` (kept).
    open var contentEdgeInsets: UIEdgeInsets = .zero
    open var titleEdgeInsets: UIEdgeInsets = .zero
    open var imageEdgeInsets: UIEdgeInsets = .zero

    /// A button of `buttonType`, with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button whose primary action is added for `.primaryActionTriggered`; it runs when a test sends
    /// that event.
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The title shown in `state`; the normal state's title stands in for states without one, as in
    /// UIKit.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        titleLabel?.text = currentTitle
        invalidateIntrinsicContentSize()
    }
    /// `title(for:)`: the state's title, else the normal one.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    /// The title colour in `state`; the normal state's stands in for states without one.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    /// The title colour for `state`, or the normal state's when `state` has none.
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    /// The image shown in `state`; the normal state's stands in for states without one.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        imageView?.image = currentImage
        invalidateIntrinsicContentSize()
    }
    /// The image for `state`, or the normal state's when `state` has none.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
    /// `setAttributedTitle(_:for:)`: a styled title for `state`; the normal state's stands in
    /// for states without one. Kept: the button sizes itself from its plain title (an attributed
    /// title takes precedence on iOS).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
    }
    /// `attributedTitle(for:)`: the state's styled title, else the normal one.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[0]
    }
    /// `currentAttributedTitle`: the styled title for the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// `setBackgroundImage(_:for:)`: the image behind the title and image in `state`; the normal
    /// state's stands in for states without one. Kept, not drawn (it does not size the button).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { backgroundImages[state.rawValue] = image }
    /// `backgroundImage(for:)`: the background image for `state`, or the normal state's when
    /// `state` has none.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }
    /// `currentBackgroundImage`: the background image for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// `currentTitle`, `currentImage`: for the current state.
    open var currentTitle: String? { title(for: state) }
    open var currentImage: UIImage? { image(for: state) }

    /// `intrinsicContentSize`: the image and the title side by side, as a classic (not
    /// `UIButton.Configuration`) button sizes itself — the title's label measured, 6 points
    /// above and below a title (a one-line 15-point title makes the 30-point-high button of
    /// UIKit), plus `contentEdgeInsets`. None without a title or an image.
    open override var intrinsicContentSize: CGSize {
        let title = currentTitle.flatMap { $0.isEmpty ? nil : titleLabel?.intrinsicContentSize }
        let image = currentImage.map { $0.size(with: imageView?.preferredSymbolConfiguration, font: titleLabel?.font) }
        guard title != nil || image != nil else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        let width = (title?.width ?? 0) + (image?.width ?? 0)
        let height = max(title.map { $0.height + 2 * Self.titleVerticalPadding } ?? 0, image?.height ?? 0)
        return CGSize(width: width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// The space above and below a classic button's title: 6 points.
    static let titleVerticalPadding: CGFloat = 6

}
