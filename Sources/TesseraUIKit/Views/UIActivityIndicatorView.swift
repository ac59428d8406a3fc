import Foundation

/// `UIActivityIndicatorView`: the spinning "busy" indicator. Nothing spins headlessly, but
/// its state is UIKit's: ``startAnimating()`` shows it and makes ``isAnimating`` true;
/// ``stopAnimating()`` ends that and, with ``hidesWhenStopped`` (the default), hides it — so a
/// new indicator is hidden until started. Its size is UIKit's: 20 × 20 points for the medium
/// style, 37 × 37 for the large one.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// `UIActivityIndicatorView.Style`: `medium` and `large` (iOS 13), and the deprecated
    /// `whiteLarge`, `white` and `gray`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2
        case medium = 100, large = 101

        /// The indicator's side: 37 points for the large styles, 20 for the others.
        var side: CGFloat {
            switch self {
            case .large, .whiteLarge: 37
            case .medium, .white, .gray: 20
            }
        }
    }

    /// `style`: the indicator's size (and, on iOS, look). Setting it changes the intrinsic size.
    open var style: Style = .medium { didSet { invalidateIntrinsicContentSize() } }
    /// `color`: the spinner's colour, a mid grey unless set (white for the deprecated white
    /// styles); kept, not drawn.
    open var color: UIColor! {
        get { explicitColor ?? (style == .white || style == .whiteLarge ? .white : .gray) }
        set { explicitColor = newValue }
    }
    private var explicitColor: UIColor?
    /// `isAnimating`: whether ``startAnimating()`` was called more recently than
    /// ``stopAnimating()``.
    public private(set) var isAnimating = false
    /// `hidesWhenStopped` (true): whether the indicator is hidden while not animating. Setting
    /// it while stopped hides or shows the indicator at once.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// `init(style:)`: a stopped, hidden indicator of `style`, at its size.
    public init(style: Style) {
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        self.style = style
        isHidden = true
    }

    /// `init(frame:)`: a stopped, hidden medium indicator.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// `init(coder:)`: a stopped, hidden medium indicator.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// `startAnimating()`: shows the indicator and sets ``isAnimating``.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// `stopAnimating()`: clears ``isAnimating`` and hides the indicator if ``hidesWhenStopped``.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// `intrinsicContentSize`: 20 × 20 for the medium style, 37 × 37 for the large one.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    /// `sizeThatFits(_:)`: the intrinsic size, whatever is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
