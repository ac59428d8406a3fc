import Foundation

/// `UISlider`: a control for picking a value from a continuous range by dragging a thumb.
/// Nothing drags it headlessly: ``value`` changes only when code sets it, which, as in UIKit,
/// sends no `.valueChanged` action (`sendActions(for:)` does).
///
/// The value stays within ``minimumValue`` and ``maximumValue`` as UIKit keeps it: a value set
/// outside them is stored as the nearer bound, and moving a bound past the value moves the value.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// `value`: the slider's value (0), always within ``minimumValue`` … ``maximumValue``.
    open var value: Float {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }
    private var storedValue: Float = 0

    /// `minimumValue` (0). If it is raised above ``value``, the value becomes it; if it is raised
    /// above ``maximumValue``, the maximum becomes it too.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamped(storedValue)
        }
    }
    /// `maximumValue` (1). If it is lowered below ``value``, the value becomes it; if it is lowered
    /// below ``minimumValue``, the minimum becomes it too.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamped(storedValue)
        }
    }
    /// `isContinuous`: whether a drag sends `.valueChanged` as it goes (true); kept (nothing drags).
    open var isContinuous = true
    /// `minimumValueImage`, `maximumValueImage`: images beside the track's ends; kept.
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    /// `minimumTrackTintColor`, `maximumTrackTintColor`, `thumbTintColor`: kept, nothing is drawn.
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?

    private var thumbImages: [UInt: UIImage] = [:]

    /// `setValue(_:animated:)`: sets ``value`` at once (clamped; there is no animation), sending
    /// no action.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// `setThumbImage(_:for:)`: the thumb's image in `state`; kept, nothing is drawn.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state.rawValue] = image }
    /// `thumbImage(for:)`: the image set for `state`, or `nil`.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    /// `currentThumbImage`: the image for the current state, else the normal state's.
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[0] }

    private func clamped(_ value: Float) -> Float { min(max(value, minimumValue), maximumValue) }
}
