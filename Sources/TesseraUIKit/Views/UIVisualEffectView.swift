import Foundation

/// `UIVisualEffectView`: a view that blurs what is behind it or makes its content vibrant.
/// Subviews go in ``contentView``, as UIKit requires. Headlessly the effect is kept, not
/// applied: a snapshot paints the view's `backgroundColor` (none by default) and its content
/// view's subviews.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// `effect`: the blur or vibrancy shown; nil shows nothing. Setting it changes nothing else.
    open var effect: UIVisualEffect?

    /// `contentView`: the view to add subviews to. It fills the effect view and follows its
    /// size (its autoresizing mask is flexible width and height).
    public let contentView: UIView

    /// `UIVisualEffectView(effect:)`: an effect view with a zero frame showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIVisualEffectView.makeContentView()
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// `init(coder:)`: an effect view with no effect (there are no archives to read here).
    public required init?(coder: NSCoder) {
        effect = nil
        contentView = UIVisualEffectView.makeContentView()
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// `init(frame:)`: an effect view with no effect, `frame` given.
    public override init(frame: CGRect) {
        effect = nil
        contentView = UIVisualEffectView.makeContentView()
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    private static func makeContentView() -> UIView {
        let view = UIView(frame: .zero)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }
}
