import Foundation

/// `NSStringDrawingOptions`: how `boundingRect(with:options:…)` lays text out.
///
/// Only ``usesLineFragmentOrigin`` and ``truncatesLastVisibleLine`` change a measurement here
/// (see ``Foundation/NSString/boundingRect(with:options:attributes:context:)``); the font's
/// leading is 0 and there are no device metrics, so the other two change nothing.
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// An option set from UIKit's raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `usesLineFragmentOrigin`: lay the text out in lines wrapped at the size's width, the origin
    /// at the first line's top (without it, the text is one line whose origin is its baseline).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// `usesFontLeading`: add the font's leading to the line height (San Francisco's is 0, so it
    /// changes nothing).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// `usesDeviceMetrics`: measure glyph images rather than typographic bounds (accepted: there
    /// are only typographic bounds here).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// `truncatesLastVisibleLine`: with ``usesLineFragmentOrigin``, keep only the lines that fit
    /// in the size's height, the last one ending in "…" when text was left out.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// `NSStringDrawingContext`: what a measurement may shrink and what it used. Text is never
/// shrunk headlessly: ``actualScaleFactor`` stays 1 and ``totalBounds`` is the last rectangle
/// measured with this context.
open class NSStringDrawingContext: NSObject {
    /// `minimumScaleFactor`: how far text may shrink to fit (kept; nothing shrinks here).
    open var minimumScaleFactor: CGFloat = 0
    /// `actualScaleFactor`: the scale the text was measured at: always 1.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// `totalBounds`: the rectangle of the last measurement made with this context.
    open internal(set) var totalBounds: CGRect = .zero

    /// A context with no shrinking allowed.
    public override init() { super.init() }
}

/// The measurement behind every `boundingRect`: the label's text engine (``UILabel``'s
/// `sizeThatFits(_:)`), unrounded.
enum StringDrawing {
    /// The font `attributes` name, else 12-point text, UIKit's default for drawing strings
    /// (Helvetica 12 on iOS; Tessera's fonts all have San Francisco's metrics).
    static func font(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
    }

    /// `text` in `font` measured as `options` say, within `size`.
    ///
    /// With ``NSStringDrawingOptions/usesLineFragmentOrigin`` the text wraps at `size.width`
    /// (spaces at line ends overhang, as UIKit lets them) and the rectangle's origin is (0, 0), at
    /// the first line's top; its height is the lines' heights, however many there are (the
    /// height of `size` is not a limit unless ``NSStringDrawingOptions/truncatesLastVisibleLine``
    /// is given). Without it the text is one line, newlines measured as spaces, and the
    /// rectangle's origin is the baseline: it runs from one ascender above it to one descender
    /// below. Sizes are fractional, as UIKit's: round them up (`ceil`) to size a view. A context
    /// records the result in `totalBounds`.
    static func boundingRect(_ text: String, font: UIFont, size: CGSize, options: NSStringDrawingOptions,
                             context: NSStringDrawingContext?) -> CGRect {
        let rect = measure(text, font: font, size: size, options: options)
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }

    private static func measure(_ text: String, font: UIFont, size: CGSize, options: NSStringDrawingOptions) -> CGRect {
        guard !text.isEmpty else { return .zero }
        guard options.contains(.usesLineFragmentOrigin) else {
            let line = text.replacingOccurrences(of: "\n", with: " ")
            let width = UILabel.measuredText(line, font: font, numberOfLines: 1, maxWidth: nil)?.width ?? 0
            return CGRect(x: 0, y: -font.ascender, width: CGFloat(width), height: font.lineHeight)
        }
        let wrapWidth = size.width > 0 && size.width.isFinite ? size.width : nil
        var lineLimit = 0
        if options.contains(.truncatesLastVisibleLine), size.height > 0, size.height.isFinite, font.lineHeight > 0 {
            lineLimit = max(1, Int((size.height / font.lineHeight + 1e-9).rounded(.down)))
        }
        guard let measured = UILabel.measuredText(text, font: font, numberOfLines: lineLimit, maxWidth: wrapWidth) else {
            return .zero
        }
        return CGRect(x: 0, y: 0, width: CGFloat(measured.width), height: CGFloat(measured.height))
    }
}

extension NSString {
    /// `boundingRect(with:options:attributes:context:)`: the rectangle the string takes drawn
    /// with `attributes` (their `.font`, else 12-point text) — measured by the text engine that
    /// sizes ``UILabel`` (DejaVu Sans widths, San Francisco's line height). With
    /// `.usesLineFragmentOrigin` the text wraps at `size.width`; without it, it is one line whose
    /// rectangle starts at the baseline (a negative `minY`). Sizes are fractional: `ceil` them,
    /// as UIKit's documentation says, to size a view. Other attributes (kerning, paragraph
    /// styles) are not applied. Any thread MAY call it.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(String(self), font: StringDrawing.font(attributes), size: size, options: options,
                                   context: context)
    }

    /// `size(withAttributes:)`: the string's size on one line in `attributes`' font (12-point
    /// text without one), fractional: the one-line `boundingRect`'s size.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                     attributes: attrs, context: nil).size
    }
}

extension NSAttributedString {
    /// `boundingRect(with:options:context:)`: as `NSString`'s, in the font of the string's first
    /// character (`.font`, else 12-point text): runs in other fonts are measured in that one.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(string, font: leadingFont, size: size, options: options, context: context)
    }

    /// `size()`: the string's size on one line, fractional.
    public func size() -> CGSize {
        boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                     context: nil).size
    }

    /// The font of the first character, else 12-point text.
    private var leadingFont: UIFont {
        guard length > 0 else { return StringDrawing.font(nil) }
        return StringDrawing.font(attributes(at: 0, effectiveRange: nil))
    }
}

extension StringProtocol {
    /// `boundingRect(with:options:attributes:context:)` on a Swift string, as Foundation bridges
    /// it to `NSString`'s on iOS (`text.boundingRect(with:options:attributes:context:)`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(String(self), font: StringDrawing.font(attributes), size: size, options: options,
                                   context: context)
    }

    /// `size(withAttributes:)` on a Swift string: `NSString`'s.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attrs)
    }
}
