import Foundation

/// `NSTextContainer`: the region text is laid out in — its size, the padding at each end of
/// a line, and a line limit. A ``UITextView`` measures its text with its container's
/// ``lineFragmentPadding`` and ``maximumNumberOfLines``; the other properties are kept.
open class NSTextContainer: NSObject {
    /// `size`: the container's size (zero: as large as needed; a text view's follows the view).
    open var size: CGSize
    /// `lineFragmentPadding`: the space at the start and end of every line, 5 points.
    open var lineFragmentPadding: CGFloat = 5
    /// `maximumNumberOfLines`: the most lines laid out, 0 for no limit.
    open var maximumNumberOfLines = 0
    /// `lineBreakMode`: how the last line ends when lines are limited (kept; text is cut with
    /// "…" when lines are left out).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// `widthTracksTextView`, `heightTracksTextView`: whether the container follows its text
    /// view's size (a text view's width does); kept.
    open var widthTracksTextView = false
    open var heightTracksTextView = false
    /// `exclusionPaths`: regions text flows around; kept, not applied.
    open var exclusionPaths: [UIBezierPath] = []

    /// `init(size:)`: a container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// A container of zero size.
    public convenience override init() { self.init(size: .zero) }
}
