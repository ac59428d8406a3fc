import Foundation
import TesseraRender
import TesseraUIKit

/// A configured cell's views as a snapshot paints them: the cell laid out at its size (Auto
/// Layout's frames, autoresizing for the rest), then every visible view, back to front — its
/// background, corner radius and border, a label's lines in its font and colour, a list content
/// configuration's image and texts, a mark where an image view's image goes — clipped by
/// ancestors that clip to their bounds.
@MainActor
enum CellViewPainter {
    /// The paints of `cell`, laid out at its current size.
    static func paints(of cell: UIView) -> [ViewPaint] {
        cell.layoutIfNeeded()
        var paints: [ViewPaint] = []
        collect(cell, origin: .zero, clip: nil, into: &paints)
        return paints
    }

    /// Whether the paints show anything a plain colour cannot: text or an image.
    static func showContent(_ paints: [ViewPaint]) -> Bool {
        paints.contains { $0.text != nil || $0.imageTint != nil }
    }

    private static func collect(_ view: UIView, origin: CGPoint, clip: CGRect?, into paints: inout [ViewPaint]) {
        guard !view.isHidden, view.alpha > 0.01 else { return }
        let frame = CGRect(origin: origin, size: view.bounds.size)
        var paint = ViewPaint(frame: frame, clip: clip, cornerRadius: view.layer.cornerRadius)
        if let background = view.backgroundColor ?? view.layer.backgroundColor.map(colour), background.alpha > 0 {
            paint.background = CollectionViewContent.colour(background)
        }
        if view.layer.borderWidth > 0 {
            paint.borderWidth = view.layer.borderWidth
            paint.borderColor = CollectionViewContent.colour(view.layer.borderColor.map(colour) ?? .black)
        }
        if let label = view as? UILabel, let font = label.font {
            paint.text = ViewPaint.Text(lines: label.displayedLines, pointSize: font.pointSize, isBold: font.weight >= .semibold,
                                        lineHeight: font.lineHeight, color: CollectionViewContent.colour(label.textColor ?? .label),
                                        alignment: alignment(label.textAlignment, in: label))
        }
        if let imageView = view as? UIImageView, imageView.image != nil {
            paint.imageTint = CollectionViewContent.colour(imageView.tintColor ?? .systemBlue)
        }
        if paint.background != nil || paint.borderWidth > 0 || paint.text != nil || paint.imageTint != nil {
            // The border is drawn over the subviews in UIKit; here it is drawn with the view, which
            // differs only where a subview covers the view's edge.
            paints.append(paint)
        }
        if let list = view as? UIListContentView {
            paints += listPaints(list, origin: origin, clip: clip)
        }
        let clipsChildren = view.clipsToBounds || view.layer.masksToBounds
        let childClip = clipsChildren ? (clip.map { $0.intersection(frame) } ?? frame) : clip
        for subview in view.subviews {
            let childOrigin = CGPoint(x: origin.x + subview.frame.minX - view.bounds.minX,
                                      y: origin.y + subview.frame.minY - view.bounds.minY)
            collect(subview, origin: childOrigin, clip: childClip, into: &paints)
        }
    }

    /// A list content view's image mark and texts.
    private static func listPaints(_ view: UIListContentView, origin: CGPoint, clip: CGRect?) -> [ViewPaint] {
        let layout = view.contentLayout
        var paints: [ViewPaint] = []
        if let image = layout.image {
            let tint = view.listConfiguration.imageProperties.tintColor ?? view.tintColor ?? .systemBlue
            paints.append(ViewPaint(frame: image.offsetBy(dx: origin.x, dy: origin.y), clip: clip,
                                    cornerRadius: view.listConfiguration.imageProperties.cornerRadius,
                                    imageTint: CollectionViewContent.colour(tint)))
        }
        for text in [layout.text, layout.secondaryText].compactMap({ $0 }) {
            let font = text.properties.font
            paints.append(ViewPaint(frame: text.frame.offsetBy(dx: origin.x, dy: origin.y), clip: clip,
                                    text: ViewPaint.Text(lines: text.lines, pointSize: font.pointSize, isBold: font.weight >= .semibold,
                                                         lineHeight: font.lineHeight,
                                                         color: CollectionViewContent.colour(text.properties.resolvedColor()),
                                                         alignment: text.properties.alignment == .center ? .center : .left)))
        }
        return paints
    }

    private static func alignment(_ alignment: NSTextAlignment, in view: UIView) -> ViewPaint.Text.Alignment {
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch alignment {
        case .center: return .center
        case .right: return .right
        case .left: return .left
        default: return rightToLeft ? .right : .left
        }
    }

    private static func colour(_ color: CGColor) -> UIColor {
        let parts = color.components ?? [0, 0, 0, 1]
        return parts.count >= 4 ? UIColor(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3]) : .black
    }
}
