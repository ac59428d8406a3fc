import Foundation
import TesseraImage
import TesseraLayout

/// Draws an update's marks over the before and after pictures of a layout: what an update
/// preview shows (`tessera preview --before A --after B`, the `.update` snapshot strategy).
///
/// - Before: every deleted item (and every item of a deleted section) outlined in red with a
///   cross; every moved item outlined in orange with a tag `old → new`.
/// - After: every inserted item (and every item of an inserted section) outlined in green;
///   every moved item outlined in orange with the same tag; reloaded items outlined in blue.
///
/// Outlines are 3 points wide, inside the item's frame; tags sit at the frame's top-left.
public struct UpdateMarksPainter: Sendable {
    /// The colours of the marks (iOS's system red, green, orange and blue).
    public static let deleted = Color(red: 255, green: 59, blue: 48)
    public static let inserted = Color(red: 52, green: 199, blue: 89)
    public static let moved = Color(red: 255, green: 149, blue: 0)
    public static let reloaded = Color(red: 0, green: 122, blue: 255)

    /// Pixels per point.
    public var scale: CGFloat
    /// The tags' text.
    public let text: TextRasterizer

    /// A painter at `scale` pixels per point.
    public init(scale: CGFloat, text: TextRasterizer) {
        self.scale = scale
        self.text = text
    }

    /// `image` (of `layout`'s `region` at ``scale``) with the marks of the state before `marks`.
    public func markBefore(_ image: PixelBuffer, layout: LayoutResult, region: CGRect, marks: UpdateMarks) -> PixelBuffer {
        var canvas = canvas(for: image)
        let deletedSections = Set(marks.deletedSections)
        let deleted = Set(marks.deletedItems)
        for element in layout.attributes where element.category == .cell {
            let path = element.indexPath
            guard deleted.contains(path) || deletedSections.contains(element.section) else { continue }
            let rect = deviceRect(element.frame, region: region)
            outline(rect, colour: Self.deleted, into: &canvas)
            cross(rect, colour: Self.deleted, into: &canvas)
        }
        for move in marks.movedItems {
            guard let frame = layout.attributes(forItemAt: move.from)?.frame else { continue }
            let rect = deviceRect(frame, region: region)
            outline(rect, colour: Self.moved, into: &canvas)
            tag(Self.tag(move), at: rect, colour: Self.moved, into: &canvas)
        }
        return canvas.pixels
    }

    /// `image` (of `layout`'s `region` at ``scale``) with the marks of the state after `marks`.
    public func markAfter(_ image: PixelBuffer, layout: LayoutResult, region: CGRect, marks: UpdateMarks) -> PixelBuffer {
        var canvas = canvas(for: image)
        let insertedSections = Set(marks.insertedSections)
        let inserted = Set(marks.insertedItems)
        let reloaded = Set(marks.reloadedItems)
        for element in layout.attributes where element.category == .cell {
            let path = element.indexPath
            let rect = deviceRect(element.frame, region: region)
            if inserted.contains(path) || insertedSections.contains(element.section) {
                outline(rect, colour: Self.inserted, into: &canvas)
            } else if reloaded.contains(path) {
                outline(rect, colour: Self.reloaded, into: &canvas)
            }
        }
        for move in marks.movedItems {
            guard let frame = layout.attributes(forItemAt: move.to)?.frame else { continue }
            let rect = deviceRect(frame, region: region)
            outline(rect, colour: Self.moved, into: &canvas)
            tag(Self.tag(move), at: rect, colour: Self.moved, into: &canvas)
        }
        return canvas.pixels
    }

    /// `old → new` as `section.item`: `0.3 → 1.0`.
    public static func tag(_ move: UpdateMarks.Move) -> String {
        "\(move.from.section).\(move.from.item) → \(move.to.section).\(move.to.item)"
    }

    private func canvas(for image: PixelBuffer) -> BandCanvas {
        var canvas = BandCanvas(width: image.width, top: 0, height: image.height, background: RGBA8(0, 0, 0, 0))
        canvas.pixels = image
        return canvas
    }

    private func deviceRect(_ frame: CGRect, region: CGRect) -> DeviceRect {
        let snapper = PixelSnapper(scale: scale)
        let origin = (x: snapper.snap(region.minX), y: snapper.snap(region.minY))
        return snapper.snap(frame).offsetBy(dx: -origin.x, dy: -origin.y)
    }

    private func outline(_ rect: DeviceRect, colour: Color, into canvas: inout BandCanvas) {
        canvas.stroke(rect, lineWidth: max(1, Double(3 * scale)), color: colour.premultiplied)
    }

    /// Two diagonals, 2 points wide, made of small squares along each line.
    private func cross(_ rect: DeviceRect, colour: Color, into canvas: inout BandCanvas) {
        let width = max(1, Int((2 * scale).rounded()))
        let steps = max(rect.width, rect.height)
        guard steps > 0 else { return }
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            let x = rect.x + Int(t * Double(rect.width - width))
            let y0 = rect.y + Int(t * Double(rect.height - width)), y1 = rect.y + Int((1 - t) * Double(rect.height - width))
            canvas.fill(DeviceRect(x: x, y: y0, width: width, height: width), color: colour.premultiplied)
            canvas.fill(DeviceRect(x: x, y: y1, width: width, height: width), color: colour.premultiplied)
        }
    }

    /// A filled tag with white text at the top-left corner of `rect`, cut to its width.
    private func tag(_ label: String, at rect: DeviceRect, colour: Color, into canvas: inout BandCanvas) {
        let line = text.render(label, pixelSize: Double(11 * scale), maxWidth: Double(max(1, rect.width - Int(6 * scale))))
        let height = Int((16 * scale).rounded())
        let box = DeviceRect(x: rect.x, y: rect.y, width: min(rect.width, line.mask.width + Int((6 * scale).rounded())), height: min(height, rect.height))
        canvas.fill(box, color: colour.premultiplied)
        canvas.paint(line.mask, x: box.x + Int((3 * scale).rounded()), y: box.y + (box.height - line.mask.height) / 2,
                     color: RGBA8(255, 255, 255), clip: box)
    }
}
