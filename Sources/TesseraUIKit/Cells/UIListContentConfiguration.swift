import Foundation
import TesseraLayout

/// `UIListContentConfiguration`: the content of a list cell or header — text, secondary text and
/// an image — with their properties. A cell whose content configuration has text or an image
/// shows it in the picture of the collection view.
///
/// The styles keep UIKit's fonts at the default Dynamic Type size: `cell()` body text,
/// `subtitleCell()` a subheadline below, `valueCell()` a secondary value beside the text,
/// headers footnote-sized.
@preconcurrency @MainActor
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The style a configuration was made with.
    enum Style: Hashable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell
        case header, footer, groupedHeader, groupedFooter, plainHeader, plainFooter, sidebarHeader
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
    }

    let style: Style

    /// The row's primary text: the list self-sizing pass measures it (wrapped at the width inside the
    /// margins) and snapshots draw it.
    public var text: String?
    /// The row's secondary text, under the primary text or beside it
    /// (``prefersSideBySideTextAndSecondaryText``, value cells); measured and drawn like `text`.
    public var secondaryText: String?
    /// `attributedText`: its string, as `text`.
    public var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// `secondaryAttributedText`: its string, as `secondaryText`.
    public var secondaryAttributedText: NSAttributedString? {
        get { secondaryText.map { NSAttributedString(string: $0) } }
        set { secondaryText = newValue?.string }
    }
    /// The image at the row's leading edge. For sizing only its size counts (its
    /// ``ImageProperties/reservedLayoutSize`` if set, else its own size, at most
    /// ``ImageProperties/maximumSize``); it sets the row's height when taller than the text.
    public var image: UIImage?
    /// `textProperties`, `secondaryTextProperties`, `imageProperties`.
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    /// The axes along which the row keeps the cell's layout margins as a minimum for
    /// ``directionalLayoutMargins``.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// The space between the cell's edges and the row's image and text: 11 points above and below, 16
    /// at the sides, by default.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Whether the secondary text sits beside the primary text (true for value cells) instead of under
    /// it.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The space between the image and the text, in points.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the two texts when they sit side by side, in points.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between the two texts when the secondary text is under the primary text, in points.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    init(style: Style) {
        self.style = style
        let secondary: UIFont.TextStyle
        let primary: UIFont.TextStyle
        switch style {
        case .header, .footer, .groupedHeader, .groupedFooter, .plainFooter:
            primary = .footnote
            secondary = .footnote
        case .plainHeader, .sidebarHeader:
            primary = .headline
            secondary = .footnote
        case .prominentInsetGroupedHeader:
            primary = .title3
            secondary = .footnote
        case .extraProminentInsetGroupedHeader:
            primary = .title2
            secondary = .footnote
        case .subtitleCell, .sidebarSubtitleCell:
            primary = .body
            secondary = .subheadline
        default:
            primary = .body
            secondary = .body
        }
        let headerColour: UIColor = [.groupedHeader, .groupedFooter, .header, .footer, .plainFooter].contains(style) ? .secondaryLabel : .label
        textProperties = TextProperties(font: .preferredFont(forTextStyle: primary), color: headerColour)
        secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: secondary), color: .secondaryLabel)
        prefersSideBySideTextAndSecondaryText = style == .valueCell
    }

    /// A default list row: body-font text in the label colour, body-font secondary text under it, an
    /// image at the leading edge.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(style: .cell) }
    /// A row with a smaller (subheadline) secondary line under its body-font text.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .subtitleCell) }
    /// A row with its secondary text (the value) beside the text, trailing.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .valueCell) }
    /// A sidebar row, as ``cell()`` with the sidebar's metrics.
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarCell) }
    /// A sidebar row with a secondary line under its text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarSubtitleCell) }
    /// A sidebar row shown beside a secondary column; laid out as ``sidebarCell()``.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .accompaniedSidebarCell) }
    /// A header row: footnote-sized text in the secondary label colour.
    public static func header() -> UIListContentConfiguration { UIListContentConfiguration(style: .header) }
    /// A footer row: footnote-sized text in the secondary label colour.
    public static func footer() -> UIListContentConfiguration { UIListContentConfiguration(style: .footer) }
    /// A header for a grouped or inset-grouped list: footnote-sized text in the secondary label colour.
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .groupedHeader) }
    /// A footer for a grouped or inset-grouped list: footnote-sized text in the secondary label colour.
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .groupedFooter) }
    /// A header for a plain list: headline-sized text in the label colour.
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainHeader) }
    /// A footer for a plain list: footnote-sized text in the secondary label colour.
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainFooter) }
    /// A header for a sidebar list: headline-sized text in the label colour.
    public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarHeader) }
    /// A larger header for an inset-grouped list: title3-sized text.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .prominentInsetGroupedHeader)
    }
    /// The largest header for an inset-grouped list: title2-sized text.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .extraProminentInsetGroupedHeader)
    }

    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// `updated(for:)`: the same content (selection and highlight change no list text style).
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    /// How one of the row's texts looks: font, colour, alignment, line limit and breaking. The font and
    /// line limit decide the row's height; the other properties are kept for snapshots or ignored.
    public struct TextProperties: Hashable, Sendable {
        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var numberOfLines = 0
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var adjustsFontForContentSizeCategory = true
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The text colour to draw with: ``color`` as set (there are no dynamic colours to resolve
        /// headlessly).
        public func resolvedColor() -> UIColor { color }

        /// How a row's text lines up inside the row: natural (leading), centred or justified.
        public enum TextAlignment: Hashable, Sendable { case natural, center, justified }
        /// A case change applied to a row's text before it is shown.
        public enum TextTransform: Hashable, Sendable { case none, uppercase, lowercase, capitalized }
    }

    /// How the row's image is shown: tint, corner radius and the size limits used when it is measured.
    public struct ImageProperties: Hashable, Sendable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize = CGSize.zero
        public var reservedLayoutSize = CGSize.zero
        public var accessibilityIgnoresInvertColors = false
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

        /// The tint to draw the image with: its own ``tintColor`` or else the view's `tintColor`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
    }
}

/// `UIListContentView`: the view that shows a ``UIListContentConfiguration``.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// The list configuration shown.
    public var listConfiguration: UIListContentConfiguration {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// `intrinsicContentSize`: the configuration's content with each text on one line, inside
    /// its margins (see ``intrinsicContentSize(forWidth:)`` for the content at a width).
    open override var intrinsicContentSize: CGSize { measuredSize(width: nil) }

    /// Creates a view that shows `configuration`; list cells make one for their content configuration.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// `configuration`: a ``UIListContentConfiguration`` (others are ignored).
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { listConfiguration = list } }
    }

    /// `textLayoutGuide`, `secondaryTextLayoutGuide`, `imageLayoutGuide`: guides for constraints.
    public var textLayoutGuide: UILayoutGuide? { listConfiguration.text == nil ? nil : UILayoutGuide(owningView: self, name: "text") }
    public var secondaryTextLayoutGuide: UILayoutGuide? {
        listConfiguration.secondaryText == nil ? nil : UILayoutGuide(owningView: self, name: "secondaryText")
    }
    public var imageLayoutGuide: UILayoutGuide? { listConfiguration.image == nil ? nil : UILayoutGuide(owningView: self, name: "image") }
}
