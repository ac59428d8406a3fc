import Foundation

/// `UISwitch`: an on/off control. Nothing flips it headlessly: ``isOn`` changes only when code
/// sets it, which, as in UIKit, sends no `.valueChanged` action (`sendActions(for:)` does).
///
/// As on iOS, a switch is always 51 × 31 points: the size of a frame given to `init(frame:)` is
/// ignored.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// `UISwitch.Style` (iOS 14): how a switch looks — a sliding switch on iOS, a checkbox on the
    /// Mac.
    public enum Style: Int, Sendable { case automatic = 0, checkbox, sliding }

    /// `isOn`: whether the switch is on (false).
    open var isOn = false
    /// `onTintColor`: the colour of the track when on; kept, nothing is drawn.
    open var onTintColor: UIColor?
    /// `thumbTintColor`: the colour of the thumb; kept, nothing is drawn.
    open var thumbTintColor: UIColor?
    /// `onImage`, `offImage`: ignored since iOS 7, as on a device; kept.
    open var onImage: UIImage?
    open var offImage: UIImage?
    /// `title` (iOS 14, shown only by the Mac's checkbox style); kept.
    open var title: String?
    /// `preferredStyle` (iOS 14): the style asked for (`.automatic`).
    open var preferredStyle: Style = .automatic
    /// `style` (iOS 14): the style used — `.sliding`, the only one on iOS.
    open var style: Style { .sliding }

    /// `init(frame:)`: an off switch at `frame`'s origin, 51 × 31 points whatever size `frame` has.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.standardSize))
    }

    /// `init(coder:)`: there are no archives here; an off switch of the standard size.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = UISwitch.standardSize
    }

    /// `setOn(_:animated:)`: sets ``isOn`` at once (there is no animation), sending no action.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// `intrinsicContentSize`: 51 × 31, a switch's size on iOS.
    open override var intrinsicContentSize: CGSize { UISwitch.standardSize }

    /// `sizeThatFits(_:)`: 51 × 31, whatever is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.standardSize }

    /// The size of a switch on iOS.
    static let standardSize = CGSize(width: 51, height: 31)
}
