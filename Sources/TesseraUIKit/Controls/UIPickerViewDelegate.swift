import Foundation

/// `UIPickerViewDelegate`: what a picker view's rows show and how it reports a selection. Every
/// requirement is optional in UIKit; here each has a default implementation answering as UIKit
/// does when a delegate leaves the method out (no title, no view, zero sizes, nothing done).
///
/// Nothing is drawn and no wheel turns headlessly, so ``UIPickerView`` never asks its delegate:
/// titles, views and sizes are for the app's own code, and `pickerView(_:didSelectRow:inComponent:)`
/// is not called by `selectRow(_:inComponent:animated:)` (UIKit calls it only when the user
/// turns a wheel). The defaults mark an optional call as unanswered the way the other protocols
/// with optional requirements do (see `OptionalRequirement`); no other member is added to
/// conforming types.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
    /// `pickerView(_:widthForComponent:)` (optional): the width of `component`'s column.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// `pickerView(_:rowHeightForComponent:)` (optional): the height of `component`'s rows.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// `pickerView(_:titleForRow:forComponent:)` (optional): a row's plain title.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// `pickerView(_:attributedTitleForRow:forComponent:)` (optional): a row's styled title, used
    /// in preference to the plain one on iOS.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// `pickerView(_:viewForRow:forComponent:reusing:)` (optional): a view to show as the row,
    /// given a view the picker no longer shows to reuse (always `nil` here).
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// `pickerView(_:didSelectRow:inComponent:)` (optional): the user stopped a wheel on a row.
    /// Never called headlessly (no wheel turns); code that selects a row calls it itself if it
    /// wants to.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// Not implemented: 0 (the picker divides its width among its components on iOS).
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        OptionalRequirement.fallback(self, 0)
    }
    /// Not implemented: 0 (the picker uses its standard row height on iOS).
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        OptionalRequirement.fallback(self, 0)
    }
    /// Not implemented: no title (`nil`; the row shows a question mark on iOS).
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        OptionalRequirement.fallback(self, nil)
    }
    /// Not implemented: no styled title (`nil`; the plain title is used).
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                           forComponent component: Int) -> NSAttributedString? {
        OptionalRequirement.fallback(self, nil)
    }
    /// Not implemented: the reusable view when one is given, else an empty view.
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                           reusing view: UIView?) -> UIView {
        OptionalRequirement.fallback(self, view ?? UIView(frame: .zero))
    }
    /// Not implemented: nothing happens.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        OptionalRequirement.fallback(self, ())
    }
}
