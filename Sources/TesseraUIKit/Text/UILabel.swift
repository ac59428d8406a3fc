import Foundation
import TesseraLayout

/// `UILabel`: a view that shows text. Its text, font, colour and alignment are kept; when a
/// cell's label has text, the picture of the collection view shows it in the cell. Its
/// intrinsic content size is its text measured (see ``intrinsicContentSize``).
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The label's text: its intrinsic size and `sizeThatFits(_:)` measure it in ``font`` (wrapped when
    /// ``numberOfLines`` is not 1), and snapshots draw it.
    open var text: String?
    /// `attributedText`: its string, as `text` (attributes are not kept).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// `font`: body text by default, as in UIKit.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    /// The colour snapshots draw the text in.
    open var textColor: UIColor! = .label
    /// Where snapshots place each line inside the label's width (natural is leading, left to right); it
    /// does not change the label's size.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines the text may take; 0 means as many as it needs. With 1 the text is measured on
    /// one line, unwrapped.
    open var numberOfLines = 1
    /// Kept for code that sets it; Tessera's text measuring and snapshots do not read it.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Kept; the content size category is fixed headlessly, so fonts never change size.
    open var adjustsFontForContentSizeCategory = false
    /// Kept; text is never shrunk to fit headlessly.
    open var adjustsFontSizeToFitWidth = false
    /// Kept; text is never shrunk to fit headlessly.
    open var minimumScaleFactor: CGFloat = 0
    /// Kept; text is never tightened headlessly.
    open var allowsDefaultTighteningForTruncation = false
    /// Kept; measuring and snapshots do not read it, so a disabled label looks like an enabled one.
    open var isEnabled = true
    /// Kept; snapshots do not read it and draw the label in ``textColor``.
    open var isHighlighted = false
    /// Kept; snapshots do not draw highlighted labels differently.
    open var highlightedTextColor: UIColor?
    /// `preferredMaxLayoutWidth`: the width a multi-line label wraps at when sized; 0 (the
    /// default) lets Auto Layout's width decide.
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// `intrinsicContentSize`: the text's size set in DejaVu Sans (bold from semibold up) at the
    /// font's point size, San Francisco's line height per line (``UIFont/lineHeight``), rounded
    /// up to the display's pixels. One line per paragraph unless `preferredMaxLayoutWidth`
    /// wraps a multi-line label; Auto Layout wraps a multi-line label at the width it gives it.
    /// A one-line label's intrinsic width is its whole text's (it is cut when narrower). (0, 0) without
    /// text; no intrinsic size when DejaVu Sans is not installed. DejaVu Sans is wider than San
    /// Francisco, so a label is wider on Linux than on a device, and wraps sooner.
    open override var intrinsicContentSize: CGSize {
        guard let layout = textLayout(maxWidth: numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil) else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return layout.size
    }

    /// `sizeThatFits(_:)`: the text's size within `size`'s width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textLayout(maxWidth: size.width > 0 ? size.width : nil)?.size ?? .zero
    }
}
