import Foundation
import TesseraLayout

#if !canImport(Darwin)
/// Core Graphics' `CGPathElementType`: what one element of a path does.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// Core Graphics' `CGPathFillRule`: which points a path's fill covers.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding: a point is inside when the path winds around it a non-zero number of times.
    case winding
    /// Even-odd: a point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd
}

/// Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable { case butt, round, square }

/// Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// Core Graphics' `CGPath`: an immutable sequence of subpaths made of lines and Bézier curves.
///
/// The geometry is Core Graphics': ``boundingBox`` holds every point including control points,
/// ``boundingBoxOfPath`` only the curves, ``contains(_:using:transform:)`` tests a point against
/// the fill with either rule (open subpaths closed implicitly, curves flattened to within a
/// hundredth of a point). Arcs and ellipses are stored as cubic Bézier curves of at most a
/// quarter turn each, as Core Graphics stores them.
///
/// Headless: a path is recorded, never drawn (nothing rasterizes layers or views here).
/// `applyWithBlock(_:)` and the `CGPathElement` pointers are not provided; ``elements`` lists
/// the same information as values.
// Unchecked because the class is subclassed: a CGPath never changes; a CGMutablePath MUST NOT be changed from two threads at once.
public class CGPath: Equatable, Hashable, @unchecked Sendable {
    /// One element of a path, as a value.
    public enum Element: Sendable, Equatable, Hashable {
        case moveToPoint(CGPoint)
        case addLineToPoint(CGPoint)
        case addQuadCurveToPoint(control: CGPoint, end: CGPoint)
        case addCurveToPoint(control1: CGPoint, control2: CGPoint, end: CGPoint)
        case closeSubpath

        /// Core Graphics' `CGPathElementType` of this element.
        public var type: CGPathElementType {
            switch self {
            case .moveToPoint: .moveToPoint
            case .addLineToPoint: .addLineToPoint
            case .addQuadCurveToPoint: .addQuadCurveToPoint
            case .addCurveToPoint: .addCurveToPoint
            case .closeSubpath: .closeSubpath
            }
        }

        /// The element with `transform` applied to its points.
        func applying(_ transform: CGAffineTransform) -> Element {
            switch self {
            case .moveToPoint(let p): .moveToPoint(p.applying(transform))
            case .addLineToPoint(let p): .addLineToPoint(p.applying(transform))
            case .addQuadCurveToPoint(let c, let p): .addQuadCurveToPoint(control: c.applying(transform), end: p.applying(transform))
            case .addCurveToPoint(let c1, let c2, let p):
                .addCurveToPoint(control1: c1.applying(transform), control2: c2.applying(transform), end: p.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
    }

    /// The path's elements in order (Core Graphics gives them to `applyWithBlock(_:)`).
    public internal(set) var elements: [Element]

    init(elements: [Element]) { self.elements = elements }

    /// `CGPath(rect:transform:)`: a closed rectangle, from its origin along the top edge.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// `CGPath(ellipseIn:transform:)`: a closed ellipse of four cubic curves.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`: a rectangle with elliptical
    /// corners. Core Graphics requires each corner size to fit twice in its side: a larger one
    /// is clamped here (Core Graphics raises).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// `isEmpty`: true when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// `currentPoint`: where the next element starts (the start of the last subpath after a
    /// close); `.zero` for an empty path, as Core Graphics answers.
    public var currentPoint: CGPoint { PathGeometry.currentPoint(of: elements) ?? .zero }

    /// `boundingBox`: the smallest rectangle holding every point of the path, control points
    /// included; `CGRect.null` for an empty path.
    public var boundingBox: CGRect { PathGeometry.bounds(of: elements, includingControlPoints: true) }

    /// `boundingBoxOfPath`: the smallest rectangle holding the path's curves (not their control
    /// points); `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect { PathGeometry.bounds(of: elements, includingControlPoints: false) }

    /// `contains(_:using:transform:)`: whether the fill of the path (its subpaths closed) with
    /// `rule`, after `transform`, holds `point`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let points = transform.isIdentity ? elements : elements.map { $0.applying(transform) }
        return PathGeometry.contains(point, in: points, evenOdd: rule == .evenOdd)
    }

    /// `copy()`: an immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// `copy(using:)`: an immutable copy with `transform` applied to every point.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: transform.map { t in elements.map { $0.applying(t.pointee) } } ?? elements)
    }

    /// `mutableCopy()`: a ``CGMutablePath`` with the same elements (never `nil` here).
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// `mutableCopy(using:)`: a ``CGMutablePath`` with every point transformed (the same points
    /// when `transform` is `nil`).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(elements: transform.map { t in elements.map { $0.applying(t.pointee) } } ?? elements)
    }

    /// `==`: Core Graphics' `CGPathEqualToPath`, element by element.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}
#endif
