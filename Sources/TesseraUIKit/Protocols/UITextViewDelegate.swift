import Foundation

/// `UITextViewDelegate`: hears of a text view's editing. Every requirement is optional (the
/// defaults allow every change). Setting `text` in code does not call the delegate, as in
/// UIKit; ``UITextView/insertText(_:)`` and ``UITextView/deleteBackward()`` — the keyboard's
/// way in — ask `textView(_:shouldChangeTextIn:replacementText:)` and then call
/// `textViewDidChange(_:)`, so a test can drive an app's text handling.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// `textViewShouldBeginEditing(_:)`: whether editing may begin (true); never asked here, as nothing takes focus.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// `textViewShouldEndEditing(_:)`: whether editing may end (true); never asked here.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// `textViewDidBeginEditing(_:)`: never called here (nothing takes focus).
    func textViewDidBeginEditing(_ textView: UITextView)
    /// `textViewDidEndEditing(_:)`: never called here.
    func textViewDidEndEditing(_ textView: UITextView)
    /// `textView(_:shouldChangeTextIn:replacementText:)`: whether an edit may happen (true); asked by `insertText(_:)` and `deleteBackward()`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// `textViewDidChange(_:)`: called after `insertText(_:)` or `deleteBackward()` changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// `textViewDidChangeSelection(_:)`: never called here (the selection changes only in code).
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { OptionalRequirement.fallback(self, true) }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { OptionalRequirement.fallback(self, true) }
    public func textViewDidBeginEditing(_ textView: UITextView) { OptionalRequirement.fallback(self, ()) }
    public func textViewDidEndEditing(_ textView: UITextView) { OptionalRequirement.fallback(self, ()) }
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        OptionalRequirement.fallback(self, true)
    }
    public func textViewDidChange(_ textView: UITextView) { OptionalRequirement.fallback(self, ()) }
    public func textViewDidChangeSelection(_ textView: UITextView) { OptionalRequirement.fallback(self, ()) }
}
