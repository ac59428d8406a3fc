import Foundation
import TesseraImage
import TesseraLayout

/// The frames of an update as UIKit's default batch-update animation shows it: items that stay
/// slide from their old frames to their new ones, inserted items fade in where they end up,
/// deleted items fade out where they were, and supplementary and decoration views cross-fade —
/// over ``duration`` seconds with ease-in-out timing.
///
/// Each frame is a layout of its own (after's index paths for what stays or arrives, before's
/// elements in sections after after's for what leaves), drawn by a ``LayoutRenderer``, so frames
/// are deterministic. `tessera preview --before A --after B --animation OUT.png` writes them as an
/// APNG (`APNGWriter`).
public struct UpdateAnimation: Sendable {
    /// The animation's length: UIKit's default for batch updates is about 0.3 s (chosen).
    public static let duration = 0.3
    /// Frames between the two states (both ends included): 13, 25 ms apart.
    public var frameCount = 13
    /// How long the first and the last frame are held, in seconds.
    public var holdBefore = 0.6
    public var holdAfter = 1.2

    /// An animation with the default timing.
    public init() {}

    /// The delay of each of ``frameCount`` frames, for `APNGWriter`.
    public var delays: [Double] {
        let step = Self.duration / Double(max(1, frameCount - 1))
        return (0..<frameCount).map { index in index == 0 ? holdBefore : index == frameCount - 1 ? holdAfter : step }
    }

    /// The layouts of the frames, with their content.
    /// - `moves`: where each item that stays goes, old index path → new (items not in it were
    ///   deleted; new index paths not among its values were inserted).
    public func layouts(before: LayoutResult, beforeContent: SheetContent, after: LayoutResult, afterContent: SheetContent,
                        moves: [IndexPath: IndexPath]) -> [(layout: LayoutResult, content: SheetContent)] {
        let offset = max(after.sectionCount, afterContent.cells.count, afterContent.sectionTitles.count)
        var content = afterContent
        while content.cells.count < offset { content.cells.append([]) }
        while content.sectionTitles.count < offset { content.sectionTitles.append(nil) }
        content.cells += beforeContent.cells
        content.sectionTitles += beforeContent.sectionTitles
        content.highlighted = []
        let oldFrames = Dictionary(uniqueKeysWithValues: before.attributes.filter { $0.category == .cell }.map { ($0.indexPath, $0.frame) })
        let newToOld = Dictionary(uniqueKeysWithValues: moves.map { ($1, $0) })
        let size = CGSize(width: max(before.contentSize.width, after.contentSize.width),
                          height: max(before.contentSize.height, after.contentSize.height))
        return (0..<frameCount).map { index in
            let linear = frameCount > 1 ? Double(index) / Double(frameCount - 1) : 1
            let t = CGFloat(linear < 0.5 ? 2 * linear * linear : 1 - pow(-2 * linear + 2, 2) / 2)   // ease in-out
            var elements: [LayoutAttributes] = []
            for var element in after.attributes {
                if element.category == .cell, let old = newToOld[element.indexPath], let from = oldFrames[old] {
                    element.frame = Self.interpolate(from, element.frame, t)
                } else {
                    element.alpha *= t
                }
                if element.alpha > 0 { elements.append(element) }
            }
            for var element in before.attributes where element.category != .cell || moves[element.indexPath] == nil {
                element.alpha *= 1 - t
                element.section += offset
                if element.alpha > 0 { elements.append(element) }
            }
            return (LayoutResult(contentSize: size, attributes: elements), content)
        }
    }

    /// `a` moved `t` of the way to `b`, size too.
    static func interpolate(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
        CGRect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
               width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }
}
