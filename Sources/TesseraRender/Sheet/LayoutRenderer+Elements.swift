import Foundation

extension LayoutRenderer {
    /// Draws one element's part inside `band`.
    func draw(_ attributes: LayoutAttributes, index: Int, content: SheetContent, geometry: SheetGeometry,
              state: inout BandState, into canvas: inout BandCanvas, band: DeviceRect) {
        let rect = geometry.deviceRect(attributes.frame)
        if let views = content.elementViews(for: attributes) {
            // A header, footer or decoration as its views show it, drawn as a cell's views are.
            for view in views {
                draw(view, inElementAt: attributes.frame.origin, geometry: geometry, into: &canvas, band: band)
            }
            return
        }
        switch attributes.category {
        case .cell:
            drawCell(attributes, index: index, rect: rect, content: content, geometry: geometry,
                     state: &state, into: &canvas, band: band)
        case .supplementaryView:
            let kind = attributes.representedElementKind ?? ""
            if kind == SheetContent.titleKind, let title = content.title {
                drawText(title, with: headerText, size: style.titleFontSize, in: rect, centred: false,
                         color: style.headerColor, into: &canvas, band: band)
            } else if content.titleKinds.contains(kind), let title = content.sectionTitle(attributes.section) {
                // A list's header text starts where its rows' text does.
                let indent = content.listSections[attributes.section] == nil ? 0
                    : Int(geometry.pixels(ListMetrics.separatorLeadingInset).rounded())
                let textRect = DeviceRect(x: rect.x + indent, y: rect.y, width: rect.width - indent, height: rect.height)
                drawText(title, with: headerText, size: style.headerFontSize, in: textRect, centred: false,
                         color: style.headerColor, into: &canvas, band: band)
            } else {
                drawWireframe(kind.rawValue, rect: rect, tint: style.wireframeColor, ink: style.wireframeInkColor,
                              geometry: geometry, into: &canvas, band: band)
            }
        case .decorationView:
            canvas.fill(rect, cornerRadius: geometry.pixels(style.decorationCornerRadius),
                        color: style.decorationColor.premultiplied, clip: band)
        }
    }

    private func drawCell(_ attributes: LayoutAttributes, index: Int, rect: DeviceRect, content: SheetContent,
                          geometry: SheetGeometry, state: inout BandState, into canvas: inout BandCanvas, band: DeviceRect) {
        let photoRect = geometry.deviceRect(PhotoPlan.photoFrame(in: attributes.frame, content: content, style: style, at: attributes.indexPath))
        let radius = geometry.pixels(style.cornerRadius)
        if let list = content.listSections[attributes.section], drawListRow(attributes, list: list, rect: rect, content: content,
                                                                          geometry: geometry, into: &canvas, band: band) {
            return
        }
        var label: String?
        switch content.cell(at: attributes.indexPath) {
        case .photo(let path, let name):
            label = name
            guard photoRect.intersects(band) else { break }
            switch state.photo(ofElement: index) {
            case .success(let image)?:
                canvas.fill(photoRect, cornerRadius: radius, color: style.cellBackground.premultiplied, clip: band)
                let pixels = image.pixels
                let x = photoRect.x + (photoRect.width - pixels.width) / 2
                let y = photoRect.y + (photoRect.height - pixels.height) / 2
                canvas.draw(pixels, x: x, y: y, cornerRadius: radius, clip: photoRect.intersection(band))
                if let mark = content.marks[attributes.indexPath] { drawMark(mark, on: photoRect, radius: radius, into: &canvas, band: band) }
            case .failure?:
                drawWireframe(Self.fileName(path), rect: photoRect, tint: style.failureColor, ink: style.failureInkColor,
                              geometry: geometry, into: &canvas, band: band)
            case nil:
                canvas.fill(photoRect, cornerRadius: radius, color: style.cellBackground.premultiplied, clip: band)
            }
        case .failedPhoto(let path, let reason):
            let name = Self.fileName(path)
            label = name
            state.noteFailure(element: index, path: path, reason: reason)
            drawWireframe(name, rect: photoRect, tint: style.failureColor, ink: style.failureInkColor,
                          geometry: geometry, into: &canvas, band: band)
        case .wireframe:
            let path = attributes.indexPath
            drawWireframe("[\(path[0]), \(path[1])]", rect: photoRect, tint: style.wireframeColor,
                          ink: style.wireframeInkColor, geometry: geometry, into: &canvas, band: band)
        case .empty:
            canvas.fill(photoRect, cornerRadius: radius, color: style.cellBackground.premultiplied, clip: band)
        case .color(let colour):
            canvas.fill(photoRect, cornerRadius: radius, color: colour.premultiplied, clip: band)
        case .text(let text):
            drawWireframe(text, rect: photoRect, tint: style.wireframeColor, ink: style.wireframeInkColor,
                          geometry: geometry, into: &canvas, band: band)
        case .styledText(let text, let background, let ink):
            canvas.fill(photoRect, cornerRadius: radius, color: background.premultiplied, clip: band)
            let inset = Int(geometry.pixels(4).rounded())
            let textRect = DeviceRect(x: photoRect.x + inset, y: photoRect.y, width: photoRect.width - 2 * inset, height: photoRect.height)
            drawText(text, with: bodyText, size: style.labelFontSize, in: textRect, centred: true, color: ink, into: &canvas, band: band)
        case .views(let views):
            for view in views {
                draw(view, inElementAt: attributes.frame.origin, geometry: geometry, into: &canvas, band: band)
            }
        }
        if content.showsLabels, let label {
            // One strip per line, dividing what is under the photo evenly.
            let lines = label.split(separator: "\n", omittingEmptySubsequences: false)
            let count = max(1, content.labelLines(at: attributes.indexPath))
            let total = rect.maxY - photoRect.maxY
            for (number, line) in lines.prefix(count).enumerated() where !line.isEmpty {
                let top = photoRect.maxY + total * number / count
                let bottom = photoRect.maxY + total * (number + 1) / count
                let strip = DeviceRect(minX: rect.x, minY: top, maxX: rect.maxX, maxY: bottom)
                drawText(String(line), with: bodyText, size: fittedLabelSize(String(line), width: strip.width), in: strip, centred: true,
                         color: style.labelColor, into: &canvas, band: band)
            }
        }
        if content.highlighted.contains(attributes.indexPath) {
            canvas.stroke(photoRect, cornerRadius: radius, lineWidth: max(1, geometry.pixels(style.highlightWidth)),
                          color: style.highlightColor.premultiplied, clip: band)
        }
    }

    /// A list row's text: a wireframe's index path or a text cell's text, left-aligned at the
    /// separator inset (in the header font for the header row of a `.firstItemInSection` list,
    /// which shows the section title when there is one). Photos, colours and empty cells are
    /// drawn as in any section: returns false for them.
    private func drawListRow(_ attributes: LayoutAttributes, list: ListLayoutConfiguration, rect: DeviceRect, content: SheetContent,
                             geometry: SheetGeometry, into canvas: inout BandCanvas, band: DeviceRect) -> Bool {
        let isHeader = list.headerMode == .firstItemInSection && attributes.item == 0
        let text: String
        switch content.cell(at: attributes.indexPath) {
        case .wireframe:
            let path = attributes.indexPath
            text = (isHeader ? content.sectionTitle(path[0]) : nil) ?? "[\(path[0]), \(path[1])]"
        case .text(let value), .styledText(let value, _, _):
            text = value
        case .photo, .failedPhoto, .empty, .color, .views:
            return false
        }
        let inset = Int(geometry.pixels(ListMetrics.separatorLeadingInset).rounded())
        let textRect = DeviceRect(x: rect.x + inset, y: rect.y, width: rect.width - 2 * inset, height: rect.height)
        drawText(text, with: isHeader ? headerText : bodyText, size: style.headerFontSize,
                 in: textRect, centred: false, color: style.headerColor, into: &canvas, band: band)
        if content.highlighted.contains(attributes.indexPath) {
            canvas.stroke(rect, cornerRadius: 0, lineWidth: max(1, geometry.pixels(style.highlightWidth)),
                          color: style.highlightColor.premultiplied, clip: band)
        }
        return true
    }

    /// One of a cell's (or a supplementary or decoration view's) views: its fill, its image mark,
    /// its text lines and its border, clipped to its clipping ancestors.
    private func draw(_ view: ViewPaint, inElementAt origin: CGPoint, geometry: SheetGeometry,
                      into canvas: inout BandCanvas, band: DeviceRect) {
        func device(_ frame: CGRect) -> DeviceRect { geometry.deviceRect(frame.offsetBy(dx: origin.x, dy: origin.y)) }
        let rect = device(view.frame)
        let clip = view.clip.map { device($0).intersection(band) } ?? band
        guard rect.intersects(clip) else { return }
        let radius = geometry.pixels(view.cornerRadius)
        if let background = view.background {
            canvas.fill(rect, cornerRadius: radius, color: background.premultiplied, clip: clip)
        }
        if let tint = view.imageTint {
            let side = min(rect.width, rect.height)
            let mark = DeviceRect(x: rect.x + (rect.width - side) / 2, y: rect.y + (rect.height - side) / 2, width: side, height: side)
            canvas.fill(mark, cornerRadius: Double(side) / 4, color: tint.premultiplied, clip: clip)
        }
        if let text = view.text {
            let lineHeight = geometry.pixels(text.lineHeight)
            let top = Double(rect.y) + (Double(rect.height) - lineHeight * Double(text.lines.count)) / 2
            for (number, line) in text.lines.enumerated() {
                let lineTop = Int((top + lineHeight * Double(number)).rounded())
                let lineBottom = Int((top + lineHeight * Double(number + 1)).rounded())
                let lineRect = DeviceRect(minX: rect.x, minY: lineTop, maxX: rect.maxX, maxY: lineBottom)
                drawLine(line, of: text, in: lineRect, clip: clip, into: &canvas)
            }
        }
        if view.borderWidth > 0 {
            canvas.stroke(rect, cornerRadius: radius, lineWidth: max(1, geometry.pixels(view.borderWidth)),
                          color: view.borderColor.premultiplied, clip: clip)
        }
    }

    /// One line of a view's text in its line box, aligned as the text is. The line was broken
    /// and cut by the view's own measure, so it is not cut again here (hinting can make a
    /// rasterized line a pixel or two wider than measured): only the view's clip bounds it.
    private func drawLine(_ line: String, of text: ViewPaint.Text, in rect: DeviceRect, clip: DeviceRect, into canvas: inout BandCanvas) {
        guard !line.isEmpty, rect.width > 0, rect.height > 0 else { return }
        let rasterizer = text.isBold ? headerText : bodyText
        let rendered = rasterizer.render(line, pixelSize: Double(options.scale * text.pointSize))
        guard rendered.mask.width > 0 else { return }
        let x = switch text.alignment {
        case .left: rect.x
        case .center: rect.x + (rect.width - rendered.mask.width) / 2
        case .right: rect.maxX - rendered.mask.width
        }
        let y = rect.y + (rect.height - rendered.mask.height) / 2
        canvas.paint(rendered.mask, x: x, y: y, color: text.color.premultiplied, clip: clip)
    }

    /// A tinted box with a one-point outline and a line of text in its middle: wireframe items,
    /// unknown supplementaries and photos that could not be decoded.
    private func drawWireframe(_ text: String, rect: DeviceRect, tint: Color, ink: Color, geometry: SheetGeometry,
                               into canvas: inout BandCanvas, band: DeviceRect) {
        let radius = geometry.pixels(style.cornerRadius)
        canvas.fill(rect, cornerRadius: radius, color: tint.premultiplied, clip: band)
        canvas.stroke(rect, cornerRadius: radius, lineWidth: max(1, geometry.pixels(1)), color: ink.premultiplied, clip: band)
        let inset = Int(geometry.pixels(4).rounded())
        let textRect = DeviceRect(x: rect.x + inset, y: rect.y, width: rect.width - 2 * inset, height: rect.height)
        drawText(text, with: bodyText, size: style.labelFontSize, in: textRect, centred: true,
                 color: ink, into: &canvas, band: band)
    }

    /// A photo's ``PhotoMark`` on its tile: a reject greyed (a 60 % veil of the background), then
    /// the flag's dot at the top left and the colour label's at the top right, each ringed in
    /// white, a tenth of the tile's shorter side across (8 to 28 pixels).
    func drawMark(_ mark: PhotoMark, on photo: DeviceRect, radius: Double, into canvas: inout BandCanvas, band: DeviceRect) {
        let clip = photo.intersection(band)
        if mark.dims {
            let veil = style.background.isOpaque ? style.background : .white
            canvas.fill(photo, cornerRadius: radius, color: Color(red: veil.red, green: veil.green, blue: veil.blue, alpha: 153).premultiplied, clip: clip)
        }
        let side = max(8, min(28, min(photo.width, photo.height) / 10))
        let inset = max(3, side / 2), ring = max(1, side / 8)
        func dot(x: Int, colour: Color) {
            let outer = DeviceRect(x: x, y: photo.y + inset, width: side, height: side)
            canvas.fill(outer, cornerRadius: Double(side) / 2, color: Color.white.premultiplied, clip: clip)
            let inner = DeviceRect(x: outer.x + ring, y: outer.y + ring, width: side - 2 * ring, height: side - 2 * ring)
            canvas.fill(inner, cornerRadius: Double(inner.width) / 2, color: colour.premultiplied, clip: clip)
        }
        if let picked = mark.picked {
            dot(x: photo.x + inset, colour: picked ? Color(red: 255, green: 255, blue: 255) : Color(red: 20, green: 20, blue: 20))
            if picked {
                // A pick: white inside a thin dark ring, to be seen on light photos.
                let outer = DeviceRect(x: photo.x + inset, y: photo.y + inset, width: side, height: side)
                canvas.stroke(outer, cornerRadius: Double(side) / 2, lineWidth: Double(ring), color: Color(red: 20, green: 20, blue: 20).premultiplied, clip: clip)
            }
        }
        if let colour = mark.colourLabel { dot(x: photo.maxX - inset - side, colour: colour) }
    }

    /// The size a label line is drawn at in a strip `width` pixels wide: the style's label size,
    /// or, for a line too wide for it (a file name under a narrow portrait tile), smaller, down to
    /// ``minimumLabelShrink`` of it, before the rest is cut with an ellipsis (issue 40).
    func fittedLabelSize(_ line: String, width: Int) -> CGFloat {
        let size = style.labelFontSize
        let measured = bodyText.metrics(line, pixelSize: Double(options.scale * size)).width
        guard measured > Double(width), measured > 0 else { return size }
        return max(size * Self.minimumLabelShrink, size * CGFloat(Double(width) / measured))
    }

    /// How far a label line shrinks before it is cut: to 70 % of the label size (11 points to 7.7).
    static let minimumLabelShrink: CGFloat = 0.7

    /// One line of text in `rect`: left-aligned (or centred), vertically centred on its line
    /// box, truncated with an ellipsis to the rect's width, clipped to the rect.
    func drawText(_ text: String, with rasterizer: TextRasterizer, size: CGFloat, in rect: DeviceRect, centred: Bool,
                  color: Color, into canvas: inout BandCanvas, band: DeviceRect) {
        guard !text.isEmpty, rect.width > 0, rect.height > 0, rect.intersects(band) else { return }
        let rendered = rasterizer.render(text, pixelSize: Double(options.scale * size), maxWidth: Double(rect.width))
        guard rendered.mask.width > 0 else { return }
        let x = centred ? rect.x + (rect.width - rendered.mask.width) / 2 : rect.x
        let y = rect.y + (rect.height - rendered.mask.height) / 2
        canvas.paint(rendered.mask, x: x, y: y, color: color.premultiplied, clip: rect.intersection(band))
    }

    /// A view debugger's outline: a hairline around the frame and, in its top-left corner (a
    /// decoration's bottom-left), the index path and element kind.
    func drawDebugOutline(_ attributes: LayoutAttributes, geometry: SheetGeometry, into canvas: inout BandCanvas, band: DeviceRect) {
        let rect = geometry.deviceRect(attributes.frame)
        let colour = Color(red: 255, green: 45, blue: 85)
        canvas.stroke(rect, lineWidth: max(1, geometry.pixels(0.5)), color: colour.premultiplied, clip: band)
        let path = "[\(attributes.section), \(attributes.item)]"
        let label = attributes.representedElementKind.map { "\(path) \($0.rawValue)" } ?? path
        let inset = Int(geometry.pixels(2).rounded())
        let lineHeight = Int((geometry.pixels(style.labelFontSize) * 1.25).rounded(.up))
        let height = min(lineHeight, rect.height - 2 * inset)
        // Decorations are labelled at their bottom, so a header at the same corner stays legible.
        let top = attributes.category == .decorationView ? rect.maxY - inset - height : rect.y + inset
        let strip = DeviceRect(x: rect.x + inset, y: top, width: rect.width - 2 * inset, height: height)
        drawText(label, with: bodyText, size: style.labelFontSize * 0.85, in: strip, centred: false, color: colour, into: &canvas, band: band)
    }

    /// The last component of a path.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }
}
