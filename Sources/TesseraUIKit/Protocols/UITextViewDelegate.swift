import Foundation

/// `UITextViewDelegate`: hears of a text view's editing. Every requirement is optional (the
/// defaults allow every change). Setting `text` in code does not call the delegate, as in
/// UIKit; ``UITextView/insertText(_:)`` and ``UITextView/deleteBackward()`` — the keyboard's
/// way in — ask `textView(_:shouldChangeTextIn:replacementText:)` and then call
/// `textViewDidChange(_:)`, so a test can drive an app's text handling.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
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
