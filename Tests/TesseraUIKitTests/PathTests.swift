import Foundation
import Testing
import TesseraUIKit
import TesseraLayout

/// Core Graphics paths, `UIBezierPath`, `CAShapeLayer` and the layer tree (issue 24): the
/// geometry a path records, checked against Core Graphics' documented answers.
@Suite("Paths and layers")
@MainActor
struct PathTests {
    @Test("a mutable path records moves, lines and curves; bounds with and without control points")
    func mutablePathGeometry() {
        let path = CGMutablePath()
        #expect(path.isEmpty && path.boundingBox.isNull && path.currentPoint == .zero)
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 10))
        path.addQuadCurve(to: CGPoint(x: 90, y: 10), control: CGPoint(x: 70, y: 50))
        #expect(!path.isEmpty && path.currentPoint == CGPoint(x: 90, y: 10))
        // The control point (70, 50) is in the bounding box; the curve itself reaches y = 30
        // (its midpoint: ¼·10 + ½·50 + ¼·10).
        #expect(path.boundingBox == CGRect(x: 10, y: 10, width: 80, height: 40))
        #expect(abs(path.boundingBoxOfPath.maxY - 30) < 1e-9 && path.boundingBoxOfPath.minX == 10)
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))     // back to the subpath's start
        path.addLines(between: [CGPoint(x: 0, y: 100), CGPoint(x: 5, y: 120)])
        #expect(path.elements.suffix(2) == [.moveToPoint(CGPoint(x: 0, y: 100)), .addLineToPoint(CGPoint(x: 5, y: 120))])
        #expect(path.boundingBox == CGRect(x: 0, y: 10, width: 90, height: 110))
    }

    @Test("rectangles, ellipses, rounded rectangles and arcs have Core Graphics' bounds")
    func shapes() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 60)
        #expect(CGPath(rect: rect, transform: nil).boundingBox == rect)
        let ellipse = CGPath(ellipseIn: rect, transform: nil)
        #expect(ellipse.elements.count == 6)                       // a move, four quarter curves, a close
        #expect(close(ellipse.boundingBoxOfPath, rect))
        #expect(close(CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 10, transform: nil).boundingBoxOfPath, rect))
        // A half circle from 0 to π, Core Graphics' clockwise: false (towards larger angles,
        // downwards on a y-down screen): the lower half of the circle around (50, 50).
        let arc = CGMutablePath()
        arc.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(close(arc.boundingBoxOfPath, CGRect(x: 30, y: 50, width: 40, height: 20)))
        #expect(distance(arc.currentPoint, CGPoint(x: 30, y: 50)) < 1e-9)
        var shift = CGAffineTransform(translationX: 5, y: -5)
        let moved = CGPath(rect: rect, transform: &shift)
        #expect(moved.boundingBox == rect.offsetBy(dx: 5, dy: -5))
        #expect(moved.copy(using: nil) == moved && moved.copy() == moved && moved != CGPath(rect: rect, transform: nil))
    }

    @Test("contains(_:using:) applies the non-zero and even-odd rules to flattened curves")
    func containment() {
        // Two nested squares drawn the same way round: non-zero fills the hole, even-odd does not.
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 150, y: 50)))
        // A circle of radius 50: a point 49.9 from the centre is in, 50.1 is out (curves flattened finely).
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let diagonal = 1 / CGFloat(2).squareRoot()
        #expect(circle.contains(CGPoint(x: 50 + 49.9 * diagonal, y: 50 + 49.9 * diagonal)))
        #expect(!circle.contains(CGPoint(x: 50 + 50.1 * diagonal, y: 50 + 50.1 * diagonal)))
        #expect(!circle.contains(CGPoint(x: 50, y: 50), transform: CGAffineTransform(translationX: 200, y: 0)))
    }

    @Test("UIBezierPath: shapes, appending, transforms and a real point-in-path test")
    func bezierPath() {
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 30)
        // The radius is clamped to half the shorter side (20): the corner at (0, 0) is cut.
        #expect(!rounded.contains(CGPoint(x: 2, y: 2)) && rounded.contains(CGPoint(x: 20, y: 2)))
        #expect(rounded.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        let topOnly = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100),
                                   byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 20))
        #expect(!topOnly.contains(CGPoint(x: 1, y: 1)) && topOnly.contains(CGPoint(x: 1, y: 99)))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(oval.contains(CGPoint(x: 100, y: 50)) && !oval.contains(CGPoint(x: 5, y: 5)))
        // UIKit's clockwise is on the y-down screen: 0 → π clockwise goes through the bottom (y = 70).
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(close(arc.cgPath.boundingBoxOfPath, CGRect(x: 30, y: 50, width: 40, height: 20)))
        let path = UIBezierPath()
        #expect(path.isEmpty && path.bounds.isNull)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 20, y: 0), controlPoint2: CGPoint(x: 20, y: 10))
        path.close()
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 10) && path.currentPoint == .zero)
        path.append(UIBezierPath(rect: CGRect(x: 100, y: 100, width: 10, height: 10)))
        path.apply(CGAffineTransform(scaleX: 2, y: 2))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 220, height: 220))
        #expect(path.contains(CGPoint(x: 210, y: 210)) && !path.contains(CGPoint(x: 100, y: 100)))
        path.usesEvenOddFillRule = true
        path.lineWidth = 3
        let copy = path.copy() as? UIBezierPath
        #expect(copy?.cgPath == path.cgPath && copy?.lineWidth == 3 && copy?.usesEvenOddFillRule == true)
        #expect(path.lineCapStyle == .butt && path.lineJoinStyle == .miter)
    }

    @Test("CAShapeLayer keeps its path with Core Animation's defaults; CALayer keeps a tree of sublayers")
    func layers() {
        let shape = CAShapeLayer()
        #expect(shape.fillColor?.components == [0, 0, 0, 1] && shape.strokeColor == nil)
        #expect(shape.lineWidth == 1 && shape.strokeStart == 0 && shape.strokeEnd == 1 && shape.fillRule == .nonZero)
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        shape.lineDashPattern = [4, 2]
        #expect(shape.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10) && shape.lineDashPattern == [4, 2])

        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        root.addSublayer(a)
        root.insertSublayer(b, at: 0)
        root.insertSublayer(c, above: b)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        root.insertSublayer(shape, below: a)
        #expect(root.sublayers?.firstIndex { $0 === shape } == 2 && shape.superlayer === root)
        let other = CALayer()
        other.addSublayer(c)                                          // moves c
        #expect(root.sublayers?.count == 3 && c.superlayer === other)
        b.removeFromSuperlayer()
        #expect(b.superlayer == nil && root.sublayers?.count == 2)
        root.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath
        #expect(root.shadowPath?.boundingBox.width == 4)

        final class Counting: CALayer {
            var layouts = 0
            override func layoutSublayers() { layouts += 1 }
        }
        let counting = Counting()
        counting.layoutIfNeeded()
        counting.setNeedsLayout()
        counting.layoutIfNeeded()
        counting.layoutIfNeeded()
        counting.setNeedsDisplay()
        #expect(counting.layouts == 1 && counting.needsDisplay())
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

    private func close(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }
}
