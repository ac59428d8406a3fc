import Foundation

/// `UIStepper`: a pair of − and + buttons stepping a value. Nothing taps it headlessly:
/// ``value`` changes only when code sets it, which, as in UIKit, sends no `.valueChanged`
/// action (`sendActions(for:)` does).
///
/// The value stays within ``minimumValue`` and ``maximumValue``, as UIKit keeps it: a value set
/// outside them is stored as the nearer bound, and moving a bound past the value moves the value.
/// As in UIKit (which raises an exception), a minimum not below the maximum or a step that is
/// not positive is a programming error.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// `value` (0), always within ``minimumValue`` … ``maximumValue``.
    open var value: Double {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }
    private var storedValue: Double = 0

    /// `minimumValue` (0): MUST stay below ``maximumValue``; the value follows it up.
    open var minimumValue: Double = 0 {
        didSet {
            precondition(minimumValue < maximumValue, "UIStepper: minimumValue must be less than maximumValue")
            storedValue = clamped(storedValue)
        }
    }
    /// `maximumValue` (100): MUST stay above ``minimumValue``; the value follows it down.
    open var maximumValue: Double = 100 {
        didSet {
            precondition(maximumValue > minimumValue, "UIStepper: maximumValue must be greater than minimumValue")
            storedValue = clamped(storedValue)
        }
    }
    /// `stepValue` (1): how much a tap changes the value; MUST be positive. Kept (nothing taps).
    open var stepValue: Double = 1 {
        didSet { precondition(stepValue > 0, "UIStepper: stepValue must be greater than 0") }
    }
    /// `wraps`: whether stepping past a bound wraps to the other (false); kept.
    open var wraps = false
    /// `autorepeat`: whether holding a button repeats (true); kept.
    open var autorepeat = true
    /// `isContinuous`: whether a held button sends `.valueChanged` as it repeats (true); kept.
    open var isContinuous = true

    /// `intrinsicContentSize`: 94 × 32, a stepper's size on iOS 13 and later.
    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

    private func clamped(_ value: Double) -> Double { min(max(value, minimumValue), maximumValue) }
}
