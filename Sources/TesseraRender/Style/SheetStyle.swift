import Foundation
import TesseraText

/// How a sheet looks: colours, corner radii and text sizes, in points (the renderer multiplies
/// by its scale). A plain value: copy a preset and change what you need.
///
/// ```swift
/// var style = SheetStyle.dark
/// style.cornerRadius = 12
/// style.highlightColor = Color(hex: "#FFD60A") ?? style.highlightColor
/// ```
public struct SheetStyle: Sendable, Equatable {
    /// Behind everything (the collection view's background).
    public var background: Color
    /// Behind each photo: shows around an aspect-fit photo and while nothing covers the cell.
    public var cellBackground: Color
    /// Corner radius of photos and cells, in points (a `layer.cornerRadius`).
    public var cornerRadius: CGFloat
    /// How photos fill their cell: `AspectMode.fill` (UIKit's `.scaleAspectFill`, the
    /// default: the centre is cropped) or `AspectMode.fit` (`.scaleAspectFit`).
    public var photoMode: AspectMode
    /// Section header titles: size in points, weight and colour.
    public var headerFontSize: CGFloat
    /// Weight of header titles and of the sheet title.
    public var headerFontWeight: FontWeight
    /// Colour of header titles and of the sheet title.
    public var headerColor: Color
    /// The sheet title's size in points (``SheetContent/title``).
    public var titleFontSize: CGFloat
    /// Labels under photos (file names): size in points and colour.
    public var labelFontSize: CGFloat
    /// Colour of labels under photos.
    public var labelColor: Color
    /// The border of highlighted (selected) items, and its width in points.
    public var highlightColor: Color
    /// Width of the highlight border in points, drawn inside the cell.
    public var highlightWidth: CGFloat
    /// Section background decorations (`NSCollectionLayoutDecorationItem.background`): fill and
    /// corner radius in points.
    public var decorationColor: Color
    /// Corner radius of section background decorations, in points.
    public var decorationCornerRadius: CGFloat
    /// Wireframe placeholders (spec items without an image): tint, outline and index-path text.
    public var wireframeColor: Color
    /// Outline and text colour of wireframe placeholders.
    public var wireframeInkColor: Color
    /// Photos that failed to decode: tint, outline and file-name text.
    public var failureColor: Color
    /// Outline and text colour of failed-photo placeholders.
    public var failureInkColor: Color

    /// List rows (a list section's cells): their fill.
    public var listRowColor: Color = .white
    /// Behind grouped lists (`.grouped`, `.insetGrouped`, `.sidebar`): UIKit's
    /// `systemGroupedBackground`.
    public var listGroupedBackground = Color(red: 242, green: 242, blue: 247)
    /// List separators: UIKit's opaque separator colour.
    public var separatorColor = Color(red: 198, green: 198, blue: 200)

    /// Height in points of the strip under a photo that holds its label.
    public var labelStripHeight: CGFloat { (labelFontSize * 1.75).rounded(.up) }

    /// Height in points of the sheet title's strip.
    public var titleStripHeight: CGFloat { (titleFontSize * 2).rounded(.up) }

    /// Light: white page, dark text, light grey placeholders.
    public static let light = SheetStyle(
        background: .white, cellBackground: Color(red: 242, green: 242, blue: 247),
        cornerRadius: 0, photoMode: .fill,
        headerFontSize: 17, headerFontWeight: .bold, headerColor: Color(red: 28, green: 28, blue: 30),
        titleFontSize: 24,
        labelFontSize: 11, labelColor: Color(red: 99, green: 99, blue: 102),
        highlightColor: Color(red: 0, green: 122, blue: 255), highlightWidth: 3,
        decorationColor: Color(red: 242, green: 242, blue: 247), decorationCornerRadius: 12,
        wireframeColor: Color(red: 0, green: 122, blue: 255, alpha: 38),
        wireframeInkColor: Color(red: 0, green: 88, blue: 208),
        failureColor: Color(red: 255, green: 59, blue: 48, alpha: 38),
        failureInkColor: Color(red: 215, green: 0, blue: 21)
    )

    /// Dark: near-black page, light text, dark grey placeholders.
    public static let dark = SheetStyle(
        background: Color(red: 0, green: 0, blue: 0), cellBackground: Color(red: 28, green: 28, blue: 30),
        cornerRadius: 0, photoMode: .fill,
        headerFontSize: 17, headerFontWeight: .bold, headerColor: Color(red: 242, green: 242, blue: 247),
        titleFontSize: 24,
        labelFontSize: 11, labelColor: Color(red: 174, green: 174, blue: 178),
        highlightColor: Color(red: 10, green: 132, blue: 255), highlightWidth: 3,
        decorationColor: Color(red: 28, green: 28, blue: 30), decorationCornerRadius: 12,
        wireframeColor: Color(red: 10, green: 132, blue: 255, alpha: 51),
        wireframeInkColor: Color(red: 100, green: 170, blue: 255),
        failureColor: Color(red: 255, green: 69, blue: 58, alpha: 51),
        failureInkColor: Color(red: 255, green: 105, blue: 97),
        listRowColor: Color(red: 28, green: 28, blue: 30),
        listGroupedBackground: Color(red: 0, green: 0, blue: 0),
        separatorColor: Color(red: 56, green: 56, blue: 58)
    )
}
