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

    /// `text`.
    public var text: String?
    /// `secondaryText`.
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
    /// `image`.
    public var image: UIImage?
    /// `textProperties`, `secondaryTextProperties`, `imageProperties`.
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    /// `axesPreservingSuperviewLayoutMargins`.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// `directionalLayoutMargins`.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// `prefersSideBySideTextAndSecondaryText`.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// `imageToTextPadding`.
    public var imageToTextPadding: CGFloat = 16
    /// `textToSecondaryTextHorizontalPadding`.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// `textToSecondaryTextVerticalPadding`.
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

    /// `cell()`.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(style: .cell) }
    /// `subtitleCell()`.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .subtitleCell) }
    /// `valueCell()`.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .valueCell) }
    /// `sidebarCell()`.
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarCell) }
    /// `sidebarSubtitleCell()`.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarSubtitleCell) }
    /// `accompaniedSidebarCell()`.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .accompaniedSidebarCell) }
    /// `header()`.
    public static func header() -> UIListContentConfiguration { UIListContentConfiguration(style: .header) }
    /// `footer()`.
    public static func footer() -> UIListContentConfiguration { UIListContentConfiguration(style: .footer) }
    /// `groupedHeader()`.
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .groupedHeader) }
    /// `groupedFooter()`.
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .groupedFooter) }
    /// `plainHeader()`.
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainHeader) }
    /// `plainFooter()`.
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainFooter) }
    /// `sidebarHeader()`.
    public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarHeader) }
    /// `prominentInsetGroupedHeader()`.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .prominentInsetGroupedHeader)
    }
    /// `extraProminentInsetGroupedHeader()`.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .extraProminentInsetGroupedHeader)
    }

    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// `updated(for:)`: the same content (selection and highlight change no list text style).
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    /// `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable {
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

        /// `resolvedColor()`.
        public func resolvedColor() -> UIColor { color }

        /// `UIListContentConfiguration.TextProperties.TextAlignment`.
        public enum TextAlignment: Hashable, Sendable { case natural, center, justified }
        /// `UIListContentConfiguration.TextProperties.TextTransform`.
        public enum TextTransform: Hashable, Sendable { case none, uppercase, lowercase, capitalized }
    }

    /// `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize = CGSize.zero
        public var reservedLayoutSize = CGSize.zero
        public var accessibilityIgnoresInvertColors = false
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

        /// `resolvedTintColor(for:)`.
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

    /// `init(configuration:)`.
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
