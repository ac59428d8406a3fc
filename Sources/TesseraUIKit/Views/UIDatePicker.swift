import Foundation

/// `UIDatePickerStyle` (iOS 13.4): wheels, a compact button that opens a calendar, or an
/// inline calendar; `automatic` lets the picker choose.
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0, wheels, compact, inline
}

/// `UIDatePicker`: a control for picking a date, a time or a countdown. Nothing is picked
/// headlessly (and no `.valueChanged` action is sent when code sets the date, as in UIKit);
/// its date is kept within ``minimumDate`` and ``maximumDate``.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// `UIDatePicker.Mode`: what the picker picks, with UIKit's raw values.
    public enum Mode: Int, Sendable {
        case time = 0, date, dateAndTime, countDownTimer, yearAndMonth
    }

    /// `datePickerMode` (`.dateAndTime`).
    open var datePickerMode: Mode = .dateAndTime
    /// `preferredDatePickerStyle` (`.automatic`).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// `datePickerStyle`: the style used — the preferred one, or for `.automatic` the compact
    /// style (wheels for a countdown, which has no compact form), as iOS 14 and later choose.
    open var datePickerStyle: UIDatePickerStyle {
        guard preferredDatePickerStyle == .automatic else { return preferredDatePickerStyle }
        return datePickerMode == .countDownTimer ? .wheels : .compact
    }
    /// `date`: the picked date (the moment the picker was made, unless set), within
    /// ``minimumDate`` and ``maximumDate``: a date outside them reads as the nearest bound.
    open var date: Date {
        get { clamped(storedDate) }
        set { storedDate = newValue }
    }
    private var storedDate = Date()
    /// `minimumDate`, `maximumDate`: the bounds of ``date`` (nil: none).
    open var minimumDate: Date?
    open var maximumDate: Date?
    /// `locale`: the picker's locale (nil: the current one); kept.
    open var locale: Locale?
    /// `calendar`: the picker's calendar (the current one unless set); kept.
    open var calendar: Calendar! = Calendar.current
    /// `timeZone`: the picker's time zone (nil: the current one); kept.
    open var timeZone: TimeZone?
    /// `minuteInterval` (1): kept; dates are not rounded to it.
    open var minuteInterval = 1
    /// `countDownDuration`: the countdown in seconds (0); kept.
    open var countDownDuration: TimeInterval = 0
    /// `roundsToMinuteInterval` (true): kept.
    open var roundsToMinuteInterval = true

    /// `setDate(_:animated:)`: sets ``date`` at once (no action is sent).
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    private func clamped(_ date: Date) -> Date {
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        return date
    }
}
