import Foundation
import TesseraLayout

/// `UIBackgroundConfiguration`: a cell's background as a value. Its colour fills the cell in the
/// picture of the collection view.
@preconcurrency @MainActor
public struct UIBackgroundConfiguration {
    /// `backgroundColor`: nil means the style's own (``resolvedBackgroundColor(for:)``).
    public var backgroundColor: UIColor?
    /// `backgroundColorTransformer`: applied to the colour when it is resolved.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// `strokeColorTransformer`: applied to the stroke colour by ``resolvedStrokeColor(for:)``.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// `cornerRadius`: rounds the background's corners; the picture uses it when it fills a cell
    /// whose views paint.
    public var cornerRadius: CGFloat = 0
    /// `backgroundInsets`: how far the background sits in from the cell's edges; kept, the
    /// picture fills the whole cell.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// `edgesAddingLayoutMarginsToBackgroundInsets`: edges whose inset also takes the cell's
    /// layout margins; kept, not applied.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// `strokeColor`, `strokeWidth`, `strokeOutset`: an outline around the background (outset
    /// moves it outward); kept, not drawn.
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    /// `customView`: a view of your own shown as the background; kept, not added to the cell.
    public var customView: UIView?
    /// `image` (iOS 15): an image filling the background; kept, not drawn.
    public var image: UIImage?

    /// The colour of the style when ``backgroundColor`` is nil.
    let styleColor: UIColor?

    init(styleColor: UIColor?) { self.styleColor = styleColor }

    /// `clear()`: no background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(styleColor: .clear) }
    /// `listPlainCell()`: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(styleColor: .systemBackground) }
    /// `listGroupedCell()`: the secondary grouped background (white).
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(styleColor: .secondarySystemGroupedBackground)
    }
    /// `listSidebarCell()`: none.
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(styleColor: .clear) }
    /// `listAccompaniedSidebarCell()`: none.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(styleColor: .clear) }
    /// `listPlainHeaderFooter()`: the system background (white), as a plain list's headers.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(styleColor: .systemBackground) }
    /// `listGroupedHeaderFooter()`: none (the grouped background shows through).
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(styleColor: .clear) }
    /// `listSidebarHeader()`: none.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(styleColor: .clear) }

    /// `updated(for:)`: the same background.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }

    /// `resolvedBackgroundColor(for:)`: ``backgroundColor``, else the style's colour, else
    /// `tintColor`, through ``backgroundColorTransformer``.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let colour = backgroundColor ?? styleColor ?? tintColor
        return backgroundColorTransformer.map { $0(colour) } ?? colour
    }

    /// `resolvedStrokeColor(for:)`: ``strokeColor``, else `tintColor`, through
    /// ``strokeColorTransformer``.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let colour = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(colour) } ?? colour
    }
}

/// `UIConfigurationColorTransformer`: a function from colour to colour.
@preconcurrency @MainActor
public struct UIConfigurationColorTransformer {
    /// `transform`: the function the transformer applies.
    public let transform: (UIColor) -> UIColor

    /// `init(_:)`: a transformer applying `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }

    /// Applies the transform.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// `grayscale`: the colour's luminance as grey.
    public static let grayscale = UIConfigurationColorTransformer { colour in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = colour.getRed(&r, green: &g, blue: &b, alpha: &a)
        return UIColor(white: 0.299 * r + 0.587 * g + 0.114 * b, alpha: a)
    }
}
