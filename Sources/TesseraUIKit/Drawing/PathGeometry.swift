import Foundation
import TesseraLayout

#if !canImport(Darwin)
/// The geometry of ``CGPath`` elements: current point, bounds, arcs as Bézier curves, flattening
/// and point containment. Pure functions of the elements.
enum PathGeometry {
    /// How far a flattened curve may stray from the true curve, in points.
    static let flatness: CGFloat = 0.01

    /// The current point after `elements`: the last point, or the start of the last subpath
    /// after a close; `nil` for no elements.
    static func currentPoint(of elements: [CGPath.Element]) -> CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .moveToPoint(let p): start = p; current = p
            case .addLineToPoint(let p), .addQuadCurveToPoint(_, let p), .addCurveToPoint(_, _, let p): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The bounds of every point (`includingControlPoints`) or of the curves only.
    static func bounds(of elements: [CGPath.Element], includingControlPoints: Bool) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .moveToPoint(let p): add(p); current = p; start = p
            case .addLineToPoint(let p): add(p); current = p
            case .addQuadCurveToPoint(let c, let p):
                if includingControlPoints { add(c) } else {
                    for t in quadExtrema(current, c, p) { add(quad(current, c, p, t)) }
                }
                add(p); current = p
            case .addCurveToPoint(let c1, let c2, let p):
                if includingControlPoints { add(c1); add(c2) } else {
                    for t in cubicExtrema(current, c1, c2, p) { add(cubic(current, c1, c2, p, t)) }
                }
                add(p); current = p
            case .closeSubpath: current = start
            }
        }
        guard minX.isFinite, minY.isFinite else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func quad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// The parameters in (0, 1) where a quadratic curve turns in x or y.
    static func quadExtrema(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)].compactMap { a, b, e in
            let denominator = a - 2 * b + e
            guard denominator != 0 else { return nil }
            let t = (a - b) / denominator
            return t > 0 && t < 1 ? t : nil
        }
    }

    /// The parameters in (0, 1) where a cubic curve turns in x or y (roots of its derivative).
    static func cubicExtrema(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var roots: [CGFloat] = []
        for (a0, a1, a2, a3) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            let a = 3 * (-a0 + 3 * a1 - 3 * a2 + a3), b = 6 * (a0 - 2 * a1 + a2), c = 3 * (a1 - a0)
            if abs(a) < 1e-12 {
                if b != 0 { roots.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    roots += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
                }
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// The sweep of an arc from `start` to `end`: Core Graphics' `clockwise` (y-up) sweeps
    /// towards smaller angles. A whole turn or more is one turn.
    static func sweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        var delta = end - start
        if clockwise {
            if delta <= -turn { return -turn }
            if delta > 0 { delta = delta.truncatingRemainder(dividingBy: turn) - turn }
        } else {
            if delta >= turn { return turn }
            if delta < 0 { delta = delta.truncatingRemainder(dividingBy: turn) + turn }
        }
        return delta
    }

    /// A unit-circle arc as cubic curves of at most a quarter turn each.
    static func arcSegments(start: CGFloat, sweep: CGFloat) -> [(control1: CGPoint, control2: CGPoint, end: CGPoint)] {
        guard sweep != 0, sweep.isFinite, start.isFinite else { return [] }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        return (0..<count).map { index in
            let a0 = start + CGFloat(index) * step, a1 = a0 + step
            let p0 = CGPoint(x: cos(a0), y: sin(a0)), p1 = CGPoint(x: cos(a1), y: sin(a1))
            return (CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x), CGPoint(x: p1.x + k * p1.y, y: p1.y - k * p1.x), p1)
        }
    }

    /// A closed rectangle with elliptical corners of `radii` (top-left, top-right,
    /// bottom-right, bottom-left; a zero radius is a sharp corner), clockwise on screen from the
    /// top-left corner's end.
    static func addRoundedRect(_ r: CGRect, radii: [CGSize], to path: CGMutablePath, transform: CGAffineTransform) {
        let tl = radii[0], tr = radii[1], br = radii[2], bl = radii[3]
        path.move(to: CGPoint(x: r.minX + tl.width, y: r.minY), transform: transform)
        path.addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY), transform: transform)
        corner(center: CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), radius: tr, from: -.pi / 2, path, transform)
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height), transform: transform)
        corner(center: CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), radius: br, from: 0, path, transform)
        path.addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY), transform: transform)
        corner(center: CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), radius: bl, from: .pi / 2, path, transform)
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height), transform: transform)
        corner(center: CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), radius: tl, from: .pi, path, transform)
        path.closeSubpath()
    }

    /// A quarter ellipse turning by +π/2 (clockwise on a y-down screen) from angle `from`.
    private static func corner(center: CGPoint, radius: CGSize, from angle: CGFloat, _ path: CGMutablePath, _ transform: CGAffineTransform) {
        guard radius.width > 0, radius.height > 0 else { return }
        let ellipse = CGAffineTransform(a: radius.width, b: 0, c: 0, d: radius.height, tx: center.x, ty: center.y)
            .concatenating(transform)
        for segment in arcSegments(start: angle, sweep: .pi / 2) {
            path.addCurve(to: segment.end, control1: segment.control1, control2: segment.control2, transform: ellipse)
        }
    }

    /// The subpaths of `elements` as polygons (curves flattened, every subpath closed).
    static func polygons(of elements: [CGPath.Element]) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        func finish() {
            if current.count > 1 { polygons.append(current) }
            current = []
        }
        for element in elements {
            let last = current.last ?? .zero
            switch element {
            case .moveToPoint(let p): finish(); current = [p]
            case .addLineToPoint(let p): if current.isEmpty { current = [last] }; current.append(p)
            case .addQuadCurveToPoint(let c, let p):
                if current.isEmpty { current = [last] }
                let n = segmentCount([last, c, p])
                current += (1...n).map { quad(last, c, p, CGFloat($0) / CGFloat(n)) }
            case .addCurveToPoint(let c1, let c2, let p):
                if current.isEmpty { current = [last] }
                let n = segmentCount([last, c1, c2, p])
                current += (1...n).map { cubic(last, c1, c2, p, CGFloat($0) / CGFloat(n)) }
            case .closeSubpath:
                let start = current.first
                finish()
                if let start { current = [start] }
            }
        }
        finish()
        return polygons
    }

    /// Enough straight segments for a curve with these control points to stay within ``flatness``.
    private static func segmentCount(_ points: [CGPoint]) -> Int {
        var length: CGFloat = 0
        for (a, b) in zip(points, points.dropFirst()) { length += hypot(b.x - a.x, b.y - a.y) }
        guard length.isFinite else { return 1 }
        return min(1024, max(1, Int((length / (8 * flatness)).squareRoot().rounded(.up))))
    }

    /// Whether `point` is inside the fill of `elements` (each subpath closed), with the
    /// even-odd rule or the non-zero winding rule.
    static func contains(_ point: CGPoint, in elements: [CGPath.Element], evenOdd: Bool) -> Bool {
        var winding = 0
        var crossings = 0
        for polygon in polygons(of: elements) {
            for (index, a) in polygon.enumerated() {
                let b = polygon[(index + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1; crossings += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1; crossings += 1
                }
            }
        }
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// Which side of the line `a`→`b` the point `p` lies on (positive: left in a y-up space).
    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
#endif
