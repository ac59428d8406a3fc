import Foundation
import TesseraLayout

/// `UIFont`: a font's name and size. TesseraUIKit draws text with its own font (DejaVu Sans);
/// a font set on a label keeps its point size and weight for the picture.
///
/// `preferredFont(forTextStyle:)` gives the sizes of the default (large) Dynamic Type
/// category: body 17, title1 28, caption1 12, and so on.
///
/// ```swift
/// print(UIFont.preferredFont(forTextStyle: .title1).pointSize)   // 28.0
/// ```
///
/// Not main-actor isolated and `Sendable`, as iOS declares it (a font is immutable): a
/// nonisolated property initializer may make one (`var font = UIFont.preferredFont(…)`).
// Unchecked only because the class is open, as UIKit's: a font never changes.
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's size in points; every vertical metric (``ascender``, ``lineHeight`` …) is a fixed
    /// fraction of it.
    public let pointSize: CGFloat
    /// `fontName`: the family and weight asked for (no font is loaded).
    public let fontName: String
    /// The weight (Tessera's: `UIFont` keeps it in its descriptor).
    public let weight: Weight

    init(name: String, size: CGFloat, weight: Weight) {
        fontName = name
        pointSize = size
        self.weight = weight
        super.init()
    }

    /// `UIFont(name:size:)`: always a font (nothing is looked up).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(name: fontName, size: fontSize, weight: .regular)
    }

    /// The font's name: Tessera's fonts have no separate family, so this is ``fontName``.
    open var familyName: String { fontName }
    /// `ascender`: San Francisco's, 1950/2048 em above the baseline. The system font's vertical
    /// metrics are those of SF Pro's 'hhea' table (ascender 1950, descender −494, line gap 0, in
    /// 2048 units per em), which is what `UIFont` reports on iOS: `systemFont(ofSize: 17)` has a
    /// `lineHeight` of 20.287109375 = 17 × 2444 / 2048. Every size and text style uses them (the
    /// text styles differ in size and weight only). Fonts named otherwise get the same metrics.
    open var ascender: CGFloat { pointSize * 1950 / 2048 }
    /// `descender`: −494/2048 em (negative: below the baseline).
    open var descender: CGFloat { -pointSize * 494 / 2048 }
    /// `leading`: 0, San Francisco's line gap.
    open var leading: CGFloat { 0 }
    /// `capHeight`: 1443/2048 em.
    open var capHeight: CGFloat { pointSize * 1443 / 2048 }
    /// `lineHeight`: ascender + |descender| + leading, 2444/2048 em (20.29 points at 17).
    open var lineHeight: CGFloat { ascender - descender + leading }

    /// The regular-weight system font at `fontSize`, with San Francisco's metrics.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    /// The system font at `fontSize` and `weight`; its vertical metrics are the same at every weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI", size: fontSize, weight: weight)
    }
    /// The system font at `fontSize`, bold.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// The system font at `fontSize`: Tessera has no italic, so this is the regular system font.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize) }
    /// The monospaced system font (SF Mono) at `fontSize` and `weight`, with the system font's metrics.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFMono", size: fontSize, weight: weight)
    }
    /// The system font at `fontSize` and `weight`: digits are not made fixed-width here.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }
    /// `systemFontSize`: 14.
    open class var systemFontSize: CGFloat { 14 }
    /// `labelFontSize`: 17.
    open class var labelFontSize: CGFloat { 17 }
    /// `smallSystemFontSize`: 12, as UIKit defines it (a fixed size, not Dynamic Type's).
    open class var smallSystemFontSize: CGFloat { 12 }
    /// `buttonFontSize`: 18, as UIKit defines it.
    open class var buttonFontSize: CGFloat { 18 }

    /// `preferredFont(forTextStyle:)`, at the default content size category.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.defaultMetrics
        return UIFont(name: ".SFUI-\(style.rawValue)", size: size, weight: weight)
    }

    /// The font for `style` at the default content size category; the trait collection is not read (the
    /// content size category never changes headlessly).
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    /// The same font (name and weight) at `fontSize`.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(name: fontName, size: fontSize, weight: weight) }

    /// A Dynamic Type style (body, headline, title1 …): each has UIKit's default size and weight, which
    /// `preferredFont(forTextStyle:)` uses.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Point size and weight at the default (large) content size category, as Apple's
        /// Human Interface Guidelines list them.
        var defaultMetrics: (CGFloat, Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// A font weight, from ultraLight to black, with UIKit's raw values (regular is 0, ultraLight
    /// −0.8).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }
}

/// How lines of text line up in their box: left, centre, right, justified or natural (left in a
/// left-to-right interface).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center, right, justified, natural
}

/// How text that does not fit is wrapped or truncated; kept on labels and list text properties for code
/// that sets it.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
