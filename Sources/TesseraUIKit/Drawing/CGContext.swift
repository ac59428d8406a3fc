import Foundation
import TesseraLayout

/// `CGContext`: a Core Graphics drawing destination, as a `UIGraphicsImageRenderer` (or
/// `UIGraphicsBeginImageContextWithOptions`) hands one to drawing code. There is no
/// rasterizer headlessly: the calls are accepted and the graphics state they set is kept (the
/// current transform, colours, line width, the path being built, saved and restored with
/// ``saveGState()``/``restoreGState()``), but no pixel changes — the image the renderer returns
/// is blank.
public final class CGContext {
    /// The state `saveGState()` saves and `restoreGState()` brings back.
    struct GraphicsState {
        var transform = CGAffineTransform.identity
        var fillColor: CGColor?
        var strokeColor: CGColor?
        var lineWidth: CGFloat = 1
        var alpha: CGFloat = 1
        var blendMode: CGBlendMode = .normal
    }

    private var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    private var currentPath = CGMutablePath()

    /// `width`, `height`: the bitmap's size in pixels (the renderer's size times its scale, rounded up).
    public let width: Int
    public let height: Int

    /// A context for a bitmap of `size` points at `scale`, its transform flipped and scaled as
    /// UIKit's image contexts are (origin top left, one unit a point).
    init(size: CGSize, scale: CGFloat) {
        width = Int((size.width * scale).rounded(.up))
        height = Int((size.height * scale).rounded(.up))
        state.transform = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: CGFloat(height))
    }

    /// `ctm`: the current transformation matrix, from user space to the bitmap's pixels.
    public var ctm: CGAffineTransform { state.transform }
    /// The fill colour set last (`setFillColor(_:)`, `UIColor.setFill()`), or `nil`.
    var fillColor: CGColor? { state.fillColor }

    /// `saveGState()`: pushes the graphics state.
    public func saveGState() { savedStates.append(state) }
    /// `restoreGState()`: pops the state `saveGState()` pushed (nothing when none was).
    public func restoreGState() { if let saved = savedStates.popLast() { state = saved } }

    /// `translateBy(x:y:)`, `scaleBy(x:y:)`, `rotate(by:)`, `concatenate(_:)`: change ``ctm``.
    public func translateBy(x: CGFloat, y: CGFloat) { state.transform = state.transform.translatedBy(x: x, y: y) }
    public func scaleBy(x: CGFloat, y: CGFloat) { state.transform = state.transform.scaledBy(x: x, y: y) }
    public func rotate(by angle: CGFloat) { state.transform = state.transform.rotated(by: angle) }
    public func concatenate(_ transform: CGAffineTransform) { state.transform = transform.concatenating(state.transform) }

    /// `setFillColor(_:)`, `setStrokeColor(_:)`, `setLineWidth(_:)`, `setAlpha(_:)`,
    /// `setBlendMode(_:)`, `setLineCap(_:)`, `setLineJoin(_:)`: kept in the graphics state.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    public func setLineCap(_ cap: CGLineCap) {}
    public func setLineJoin(_ join: CGLineJoin) {}

    /// `beginPath()`: starts a new, empty path.
    public func beginPath() { currentPath = CGMutablePath() }
    /// `move(to:)`, `addLine(to:)`, `addRect(_:)`, `addEllipse(in:)`, `addPath(_:)`,
    /// `closePath()`: build the current path (in user space).
    public func move(to point: CGPoint) { currentPath.move(to: point) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point) }
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect) }
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect) }
    public func addPath(_ path: CGPath) { currentPath.addPath(path) }
    public func closePath() { currentPath.closeSubpath() }
    /// `path`: the current path, or `nil` when it is empty.
    public var path: CGPath? { currentPath.isEmpty ? nil : currentPath.copy() }
    /// `isPathEmpty`: whether the current path has no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// `fillPath(using:)`, `strokePath()`, `clip(using:)`: consume the current path (nothing is
    /// drawn or clipped headlessly).
    public func fillPath(using rule: CGPathFillRule = .winding) { beginPath() }
    public func strokePath() { beginPath() }
    public func clip(using rule: CGPathFillRule = .winding) { beginPath() }
    /// `drawPath(using:)`: consumes the current path.
    public func drawPath(using mode: CGPathDrawingMode) { beginPath() }

    /// `fill(_:)`, `stroke(_:)`, `fillEllipse(in:)`, `strokeEllipse(in:)`, `clear(_:)`,
    /// `clip(to:)`: accepted; nothing is drawn headlessly.
    public func fill(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect, width: CGFloat) {}
    public func fillEllipse(in rect: CGRect) {}
    public func strokeEllipse(in rect: CGRect) {}
    public func clear(_ rect: CGRect) {}
    public func clip(to rect: CGRect) {}
}

/// `CGPathDrawingMode`: fill, even-odd fill, stroke, or both, for `CGContext.drawPath(using:)`.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}
