import Foundation

/// Pictures of one layout at several sizes, placed side by side, top-aligned, each under a
/// caption with its name and size: what a designer pins next to a spec.
///
/// Every measure is in points times the scale: a 16-point margin around the board, 24 points
/// between panels, and a 28-point caption strip (13-point text) above each panel. Each panel is
/// outlined by a one-pixel hairline drawn just outside it, so the panel's own pixels are
/// exactly the rendered picture.
///
/// ```swift
/// let board = PreviewBoard(scale: 2, text: try TextRasterizer())
/// let picture = try board.compose([PreviewPanel(caption: "iphone-portrait 393×852", image: portrait),
///                              PreviewPanel(caption: "iphone-landscape 852×393", image: landscape)])
/// ```
public struct PreviewBoard: Sendable {
    /// Device pixels per point of the margins and captions (the panels come rendered).
    public var scale: CGFloat
    /// The board's colour around the panels.
    public var background: Color = Color(red: 229, green: 229, blue: 234)
    /// Caption text colour.
    public var captionColor: Color = Color(red: 60, green: 60, blue: 67)
    /// The hairline around each panel.
    public var outlineColor: Color = Color(red: 174, green: 174, blue: 178)
    /// Caption text.
    public let text: TextRasterizer

    /// A board at `scale` whose captions are drawn with `text`.
    public init(scale: CGFloat, text: TextRasterizer) {
        self.scale = scale
        self.text = text
    }

    /// Margin around the board, in pixels.
    public var margin: Int { Int((16 * scale).rounded()) }
    /// Space between panels, in pixels.
    public var gap: Int { Int((24 * scale).rounded()) }
    /// Height of the caption strip above each panel, in pixels.
    public var captionHeight: Int { Int((28 * scale).rounded()) }

    /// Where each panel goes on a board of `panels`: its top-left corner.
    public func origins(of panels: [PreviewPanel]) -> [(x: Int, y: Int)] {
        var x = margin
        return panels.map { panel in
            defer { x += panel.image.width + gap }
            return (x, margin + captionHeight)
        }
    }

    /// The board's size for `panels`.
    public func size(of panels: [PreviewPanel]) -> PixelSize {
        let widths = panels.map(\.image.width).reduce(0, +) + gap * max(0, panels.count - 1)
        let tallest = panels.map(\.image.height).max() ?? 0
        return PixelSize(width: 2 * margin + widths, height: 2 * margin + captionHeight + tallest)
    }

    /// ``size(of:)``, or ``RenderError/tooLarge(_:)`` when a board of `panels` is beyond
    /// ``PictureLimits`` for a picture in memory.
    @discardableResult
    public func checkSize(of panels: [PreviewPanel]) throws(RenderError) -> PixelSize {
        let size = size(of: panels)
        try LayoutRenderer.check(size, as: .inMemory)
        return size
    }

    /// The board with every panel and caption drawn.
    /// - Throws: ``RenderError`` when the board would be too large (``checkSize(of:)``).
    public func compose(_ panels: [PreviewPanel]) throws(RenderError) -> PixelBuffer {
        let size = try checkSize(of: panels)
        var canvas = BandCanvas(width: size.width, top: 0, height: size.height, background: background.premultiplied)
        for (panel, origin) in zip(panels, origins(of: panels)) {
            let frame = DeviceRect(x: origin.x, y: origin.y, width: panel.image.width, height: panel.image.height)
            canvas.stroke(DeviceRect(x: frame.x - 1, y: frame.y - 1, width: frame.width + 2, height: frame.height + 2),
                          lineWidth: 1, color: outlineColor.premultiplied)
            canvas.draw(panel.image, x: origin.x, y: origin.y)
            let line = text.render(panel.caption, pixelSize: Double(13 * scale), maxWidth: Double(panel.image.width))
            let strip = DeviceRect(x: origin.x, y: margin, width: panel.image.width, height: captionHeight)
            canvas.paint(line.mask, x: strip.x, y: strip.y + (strip.height - line.mask.height) / 2,
                         color: captionColor.premultiplied, clip: strip)
        }
        return canvas.pixels
    }
}

/// One picture on a ``PreviewBoard`` with its caption.
public struct PreviewPanel: Sendable, Equatable {
    /// "iphone-portrait 393×852", say.
    public var caption: String
    /// The rendered layout.
    public var image: PixelBuffer

    /// A panel from its parts.
    public init(caption: String, image: PixelBuffer) {
        self.caption = caption
        self.image = image
    }
}
