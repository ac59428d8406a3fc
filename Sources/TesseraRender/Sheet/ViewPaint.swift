import Foundation

/// One view of a cell (or of a supplementary or decoration view: ``SheetContent/elementViews``)
/// as a snapshot draws it: its frame in the cell's coordinates, its
/// background and border (a layer's `backgroundColor`, `cornerRadius`, `borderWidth` and
/// `borderColor`), its text laid out in lines (a label's), or a mark where its image goes (an
/// image view's, drawn as a tinted rounded square: symbols and asset images are not on Linux).
/// Views are painted in order, back to front, each clipped to `clip`.
public struct ViewPaint: Sendable, Hashable {
    /// Lines of text and how to set them.
    public struct Text: Sendable, Hashable {
        /// The lines, already broken and cut to fit.
        public var lines: [String]
        /// The font's point size.
        public var pointSize: CGFloat
        /// Whether the font is bold (semibold and heavier).
        public var isBold: Bool
        /// The distance from one line's top to the next's, in points.
        public var lineHeight: CGFloat
        /// The text's colour.
        public var color: Color
        /// How lines sit across the frame.
        public var alignment: Alignment

        /// A text alignment: `NSTextAlignment`'s left, centre and right (natural and justified
        /// are left in a left-to-right layout).
        public enum Alignment: Sendable, Hashable { case left, center, right }

        public init(lines: [String], pointSize: CGFloat, isBold: Bool, lineHeight: CGFloat, color: Color, alignment: Alignment) {
            self.lines = lines
            self.pointSize = pointSize
            self.isBold = isBold
            self.lineHeight = lineHeight
            self.color = color
            self.alignment = alignment
        }
    }

    /// The view's frame in its cell's coordinates, in points.
    public var frame: CGRect
    /// The part of the cell the view can paint in (its clipping ancestors' bounds), in points;
    /// nil for the whole cell.
    public var clip: CGRect?
    /// The fill, if the view has a visible background.
    public var background: Color?
    /// The corner radius of the fill and border, in points.
    public var cornerRadius: CGFloat
    /// The border's width in points (0: none) and colour.
    public var borderWidth: CGFloat
    public var borderColor: Color
    /// The text the view shows, vertically centred in its frame as a label centres it.
    public var text: Text?
    /// The colour of the mark drawn where an image goes, if the view shows an image.
    public var imageTint: Color?

    public init(frame: CGRect, clip: CGRect? = nil, background: Color? = nil, cornerRadius: CGFloat = 0,
                borderWidth: CGFloat = 0, borderColor: Color = Color(red: 0, green: 0, blue: 0),
                text: Text? = nil, imageTint: Color? = nil) {
        self.frame = frame
        self.clip = clip
        self.background = background
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.text = text
        self.imageTint = imageTint
    }
}
