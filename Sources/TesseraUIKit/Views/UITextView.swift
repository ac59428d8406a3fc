import Foundation

/// `UITextView`: a scrollable, editable block of text. Its text, font and attributes are kept;
/// it is measured with the text engine that sizes ``UILabel`` (DejaVu Sans widths, San
/// Francisco's line height), inside ``textContainerInset`` (8 points above and below) and the
/// container's ``NSTextContainer/lineFragmentPadding`` (5 points at each end of a line). With
/// scrolling disabled its intrinsic size is its text's, so Auto Layout sizes it as on iOS.
/// Nothing is typed; ``insertText(_:)`` and ``deleteBackward()`` edit as the keyboard does.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInputTraits {
    /// `delegate`: told of edits made through ``insertText(_:)`` and ``deleteBackward()`` (weak).
    open weak var delegate: (any UITextViewDelegate)?
    /// `text`: the text (empty, never nil when read). Setting it does not call the delegate.
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            selectedRange = NSRange(location: (storedText as NSString).length, length: 0)
            invalidateIntrinsicContentSize()
        }
    }
    private var storedText = ""
    /// `attributedText`: the text with ``font`` (attributes set here are not kept beyond the
    /// string and its first font).
    open var attributedText: NSAttributedString! {
        get {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font { attributes[.font] = font }
            return NSAttributedString(string: storedText, attributes: attributes)
        }
        set {
            if let newValue, newValue.length > 0, let font = newValue.attribute(.font, at: 0, effectiveRange: nil) as? UIFont {
                self.font = font
            }
            text = newValue?.string ?? ""
        }
    }
    /// `font`: nil until set; text is then measured at 12 points, UIKit's default for a text view.
    open var font: UIFont? { didSet { invalidateIntrinsicContentSize() } }
    /// `textColor`: nil (black); kept.
    open var textColor: UIColor?
    /// `textAlignment`: kept; it does not change the size.
    open var textAlignment: NSTextAlignment = .natural
    /// `isEditable` (true), `isSelectable` (true): kept; ``insertText(_:)`` edits only an
    /// editable text view.
    open var isEditable = true
    open var isSelectable = true
    /// `selectedRange`: the selection, in UTF-16 units; the end of the text after `text` is set.
    open var selectedRange = NSRange(location: 0, length: 0)
    /// `typingAttributes`: the attributes of newly typed text; kept.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// `allowsEditingTextAttributes` (false): kept.
    open var allowsEditingTextAttributes = false
    /// `adjustsFontForContentSizeCategory` (false): kept; the text size never changes here.
    open var adjustsFontForContentSizeCategory = false
    /// `textContainerInset`: the space around the text container, 8 points above and below.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// `textContainer`: the container the text is laid out in (its padding and line limit
    /// count in the text view's size).
    public let textContainer: NSTextContainer = {
        let container = NSTextContainer(size: .zero)
        container.widthTracksTextView = true
        return container
    }()

    /// The keyboard traits, with UIKit's defaults; kept.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!

    /// `isScrollEnabled`: as the scroll view's; when false the text view has an intrinsic
    /// size (its text's), as on iOS.
    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// `hasText`: whether there is any text.
    open var hasText: Bool { !storedText.isEmpty }

    /// `insertText(_:)`: replaces the selection with `text` as typing does — when the view is
    /// editable and the delegate's `textView(_:shouldChangeTextIn:replacementText:)` allows it —
    /// then calls `textViewDidChange(_:)`.
    open func insertText(_ text: String) {
        replace(selectedRange, with: text)
    }

    /// `deleteBackward()`: deletes the selection, or the character before the insertion point,
    /// as the delete key does (asking and telling the delegate as ``insertText(_:)`` does).
    open func deleteBackward() {
        var range = selectedRange
        if range.length == 0 {
            guard range.location > 0 else { return }
            let current = storedText as NSString
            range = current.rangeOfComposedCharacterSequence(at: range.location - 1)
        }
        replace(range, with: "")
    }

    private func replace(_ range: NSRange, with replacement: String) {
        let current = storedText as NSString
        guard isEditable, range.location >= 0, range.location + range.length <= current.length else { return }
        if let delegate, !delegate.textView(self, shouldChangeTextIn: range, replacementText: replacement) { return }
        storedText = current.replacingCharacters(in: range, with: replacement)
        selectedRange = NSRange(location: range.location + (replacement as NSString).length, length: 0)
        invalidateIntrinsicContentSize()
        delegate?.textViewDidChange(self)
    }

    /// `scrollRangeToVisible(_:)`: accepted (nothing scrolls to text here).
    open func scrollRangeToVisible(_ range: NSRange) {}

    /// `sizeThatFits(_:)`: the text laid out at `size.width` less the insets and the line
    /// padding, rounded up to the display's pixels, plus ``textContainerInset`` above and
    /// below; an empty text view is one line high. The width is `size.width` (the container
    /// follows the view's width), or the text's own width plus padding and insets when
    /// `size.width` is zero or unbounded.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let bounded = size.width > 0 && size.width < UIView.layoutFittingExpandedSize.width
        let text = textSize(width: bounded ? size.width : nil)
        return CGSize(width: bounded ? size.width : text.width, height: text.height)
    }

    /// `intrinsicContentSize`: none while scrolling is enabled (as on iOS); otherwise the
    /// text's size at the view's width (see ``sizeThatFits(_:)``), unwrapped when it has none.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return textSize(width: bounds.width > 0 ? bounds.width : nil)
    }

    /// The text's size with the insets and padding, laid out at `width` (the view's full
    /// width), or unwrapped.
    func textSize(width: CGFloat?) -> CGSize {
        let font = self.font ?? UIFont.systemFont(ofSize: 12)
        let inset = textContainerInset
        let padding = textContainer.lineFragmentPadding
        let extra = inset.left + inset.right + 2 * padding
        let wrap = width.map { max(0, $0 - extra) }
        let layout = UILabel.textLayout(storedText, font: font, numberOfLines: textContainer.maximumNumberOfLines,
                                        maxWidth: wrap, scale: displayScale)
        let scale = max(1, displayScale)
        let oneLine = (font.lineHeight * scale - 1e-9).rounded(.up) / scale
        let textHeight = max(layout?.size.height ?? 0, oneLine)
        return CGSize(width: (layout?.size.width ?? 0) + extra, height: textHeight + inset.top + inset.bottom)
    }
}

extension UITextView: WidthDependentContent {
    /// A text view that does not scroll wraps at the width Auto Layout gives it.
    var wrapsAtItsWidth: Bool { !isScrollEnabled }
    /// The text's size at `width`.
    func intrinsicContentSize(forWidth width: CGFloat) -> CGSize { textSize(width: width) }
}
