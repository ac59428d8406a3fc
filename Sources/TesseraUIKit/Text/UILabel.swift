import Foundation
import TesseraLayout

/// `UILabel`: a view that shows text. Its text, font, colour and alignment are kept; when a
/// cell's label has text, the picture of the collection view shows it in the cell.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// `text`.
    open var text: String?
    /// `attributedText`: its string, as `text` (attributes are not kept).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// `font`: body text by default, as in UIKit.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    /// `textColor`.
    open var textColor: UIColor! = .label
    /// `textAlignment`.
    open var textAlignment: NSTextAlignment = .natural
    /// `numberOfLines`.
    open var numberOfLines = 1
    /// `lineBreakMode`.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// `adjustsFontForContentSizeCategory`.
    open var adjustsFontForContentSizeCategory = false
    /// `adjustsFontSizeToFitWidth`.
    open var adjustsFontSizeToFitWidth = false
    /// `minimumScaleFactor`.
    open var minimumScaleFactor: CGFloat = 0
    /// `allowsDefaultTighteningForTruncation`.
    open var allowsDefaultTighteningForTruncation = false
    /// `isEnabled`.
    open var isEnabled = true
    /// `isHighlighted`.
    open var isHighlighted = false
    /// `highlightedTextColor`.
    open var highlightedTextColor: UIColor?
    /// `preferredMaxLayoutWidth`.
    open var preferredMaxLayoutWidth: CGFloat = 0
}
