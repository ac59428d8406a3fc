import Foundation
import TesseraLayout

#if !canImport(Darwin)
/// `UIBezierPath`: a ``CGPath`` with the drawing attributes UIKit keeps beside it.
///
/// The geometry is real: ``bounds`` (control points included, as UIKit's), ``currentPoint``,
/// ``isEmpty``, ``apply(_:)`` and ``contains(_:)`` — a point-in-path test over the curves
/// flattened to within a hundredth of a point, with the even-odd rule when
/// ``usesEvenOddFillRule`` is set and the non-zero rule otherwise; open subpaths count as closed.
///
/// Headless differences from a device:
/// - `fill()`, `stroke()` and `addClip()` draw nothing (there is no current graphics context);
///   a path is recorded for a layer's `shadowPath`, a ``CAShapeLayer``'s `path` or a test to read.
/// - Rounded rectangles have circular (elliptical) corners. Since iOS 7 UIKit draws
///   `init(roundedRect:cornerRadius:)` with a continuous ("squircle") corner curve; the bounds,
///   the straight edges and the points away from the corners are the same.
///
/// Not main-actor isolated, as UIKit's class is not: a path may be built off the main actor.
open class UIBezierPath: NSObject {
    /// The recorded path.
    private var path = CGMutablePath()

    /// `UIBezierPath()`: an empty path.
    public override init() { super.init() }

    /// `init(rect:)`: a closed rectangle, clockwise on screen from its origin.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// `init(ovalIn:)`: the ellipse inscribed in `rect`, clockwise on screen.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// `init(roundedRect:cornerRadius:)`: a rectangle with every corner rounded by
    /// `cornerRadius`, clamped to half the shorter side as UIKit clamps it.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// `init(roundedRect:byRoundingCorners:cornerRadii:)`: a rectangle with the chosen corners
    /// rounded by `cornerRadii` (each clamped to half the side it lies on).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        let radius = CGSize(width: min(max(0, cornerRadii.width), limit), height: min(max(0, cornerRadii.height), limit))
        let order: [UIRectCorner] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
        PathGeometry.addRoundedRect(r, radii: order.map { corners.contains($0) ? radius : .zero }, to: path, transform: .identity)
    }

    /// `init(arcCenter:radius:startAngle:endAngle:clockwise:)`: an open arc; `clockwise` is on
    /// UIKit's y-down screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// `init(cgPath:)`: a path holding a copy of `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = CGMutablePath(elements: cgPath.elements)
    }

    /// `cgPath`: the path as Core Graphics' (an immutable copy); setting it replaces the path.
    open var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set { path = CGMutablePath(elements: newValue.elements) }
    }

    /// `lineWidth` (1).
    open var lineWidth: CGFloat = 1
    /// `lineCapStyle` (`.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// `lineJoinStyle` (`.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// `miterLimit` (10).
    open var miterLimit: CGFloat = 10
    /// `flatness` (0.6): kept; ``contains(_:)`` flattens finer.
    open var flatness: CGFloat = 0.6
    /// `usesEvenOddFillRule` (false): the rule ``contains(_:)`` uses.
    open var usesEvenOddFillRule = false

    /// `move(to:)`: starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// `addLine(to:)`: a straight line from the current point (from `(0, 0)` on an empty path).
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// `addCurve(to:controlPoint1:controlPoint2:)`: a cubic Bézier curve from the current point,
    /// pulled towards the two control points.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// `addQuadCurve(to:controlPoint:)`: a quadratic Bézier curve from the current point, pulled
    /// towards one control point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: a line from the current point
    /// to the arc's start, then the arc; `clockwise` is on UIKit's y-down screen (Core Graphics'
    /// `clockwise: false`).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// `close()`: a line back to the subpath's start, closing it (nothing on an empty or
    /// already closed path).
    open func close() { path.closeSubpath() }
    /// `removeAllPoints()`: empties the path.
    open func removeAllPoints() { path = CGMutablePath() }
    /// `append(_:)`: `bezierPath`'s elements after this path's.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// `apply(_:)`: transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) { path = CGMutablePath(elements: path.elements.map { $0.applying(transform) }) }

    /// `isEmpty`: true when the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// `bounds`: the rectangle holding every point, control points included; `CGRect.null`
    /// when empty, as UIKit answers.
    open var bounds: CGRect { path.boundingBox }
    /// `currentPoint`: where the next line or curve starts (a closed subpath's start); `(0, 0)`
    /// for an empty path.
    open var currentPoint: CGPoint { path.currentPoint }
    /// `contains(_:)`: whether the path's fill holds `point` (see the type's discussion).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// `fill()`: draws nothing headlessly.
    open func fill() {}
    /// `stroke()`: draws nothing headlessly.
    open func stroke() {}
    /// `addClip()`: clips nothing headlessly.
    open func addClip() {}

    /// `copy()` (NSCopying): a path with the same elements and attributes.
    open override func copy() -> Any {
        let copy = UIBezierPath(cgPath: path)
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        return copy
    }
}
#endif
