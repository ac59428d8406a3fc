import Foundation
import TesseraLayout

#if !canImport(Darwin)
/// Core Graphics' `CGMutablePath`: a ``CGPath`` that elements are added to.
///
/// Every method takes Core Graphics' optional `transform`, applied to the points added. Angles
/// are in radians; `clockwise` is Core Graphics' (in a y-up space): `clockwise: false` sweeps
/// from `startAngle` towards larger angles, which on UIKit's y-down screen turns clockwise.
/// A curve or line added to an empty path starts at `(0, 0)`, as Core Graphics' does (it also
/// logs a warning; nothing is logged here).
///
/// Like Core Graphics' mutable paths, one MUST NOT be changed from two threads at once.
// Unchecked as Core Graphics' is: the caller keeps changes to one thread at a time (see above).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// `CGMutablePath()`: an empty path.
    public init() { super.init(elements: []) }

    override init(elements: [Element]) { super.init(elements: elements) }

    /// The point a new element starts from: the current point, or a move to `(0, 0)` first.
    private func ensureStarted() {
        if elements.isEmpty || elements.last == .closeSubpath {
            elements.append(.moveToPoint(elements.isEmpty ? .zero : currentPoint))
        }
    }

    /// `move(to:transform:)`: starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveToPoint(point.applying(transform)))
    }

    /// `addLine(to:transform:)`: a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        ensureStarted()
        elements.append(.addLineToPoint(point.applying(transform)))
    }

    /// `addLines(between:transform:)`: a move to the first point, then lines to the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// `addQuadCurve(to:control:transform:)`: a quadratic Bézier curve from the current point,
    /// pulled towards `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        ensureStarted()
        elements.append(.addQuadCurveToPoint(control: control.applying(transform), end: end.applying(transform)))
    }

    /// `addCurve(to:control1:control2:transform:)`: a cubic Bézier curve from the current point,
    /// pulled towards the two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        ensureStarted()
        elements.append(.addCurveToPoint(control1: control1.applying(transform), control2: control2.applying(transform),
                                         end: end.applying(transform)))
    }

    /// `closeSubpath()`: a line back to the subpath's start, and the subpath ends.
    public func closeSubpath() {
        guard !elements.isEmpty, elements.last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// `addRect(_:transform:)`: a closed subpath from the rectangle's origin along the top edge,
    /// then the right, bottom and left edges.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// `addRects(_:transform:)`: each rectangle as its own closed subpath (``addRect(_:transform:)``).
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// `addEllipse(in:transform:)`: a closed subpath of four cubic curves, starting at the
    /// rightmost point.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2
        let scale = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: r.midX, ty: r.midY).concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: scale)
        for segment in PathGeometry.arcSegments(start: 0, sweep: 2 * .pi) {
            addCurve(to: segment.end, control1: segment.control1, control2: segment.control2, transform: scale)
        }
        closeSubpath()
    }

    /// `addRoundedRect(in:cornerWidth:cornerHeight:transform:)`: a closed rectangle whose
    /// corners are quarter ellipses of the given size (clamped to half the sides).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = min(max(0, cornerWidth), r.width / 2), h = min(max(0, cornerHeight), r.height / 2)
        PathGeometry.addRoundedRect(r, radii: [CGSize(width: w, height: h), CGSize(width: w, height: h),
                                               CGSize(width: w, height: h), CGSize(width: w, height: h)],
                                    to: self, transform: transform)
    }

    /// `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`: a line from the current
    /// point to the arc's start (a move when the path is empty or its subpath closed), then the
    /// arc as cubic curves of at most a quarter turn. A sweep of a whole turn or more is a circle.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let sweep = PathGeometry.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// `addRelativeArc(center:radius:startAngle:delta:transform:)`: an arc sweeping `delta`
    /// radians from `startAngle`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let circle = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y).concatenating(transform)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle))
        if elements.isEmpty || elements.last == .closeSubpath {
            move(to: start, transform: circle)
        } else {
            elements.append(.addLineToPoint(start.applying(circle)))
        }
        for segment in PathGeometry.arcSegments(start: startAngle, sweep: delta) {
            addCurve(to: segment.end, control1: segment.control1, control2: segment.control2, transform: circle)
        }
    }

    /// `addPath(_:transform:)`: every element of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += transform.isIdentity ? path.elements : path.elements.map { $0.applying(transform) }
    }
}
#endif
