import Foundation
import Testing
@testable import TesseraRender

@Suite("RoundedRectCoverage: the area of each pixel inside a rounded rect")
struct RoundedRectCoverageTests {
    /// The area of the box `s0…s1 × t0…t1` inside the disc of radius `r` about the origin, in
    /// closed form (the independent reference for ``QuarterDisc``).
    static func exactArea(s0: Double, s1: Double, t0: Double, t1: Double, r: Double) -> Double {
        func integral(_ x: Double) -> Double {   // ∫ √(r² − x²) dx
            let x = min(max(x, -r), r)
            return (x * (r * r - x * x).squareRoot() + r * r * asin(x / r)) / 2
        }
        let fullUntil = max(0, r * r - t1 * t1).squareRoot(), noneFrom = max(0, r * r - t0 * t0).squareRoot()
        var area = 0.0
        if min(s1, fullUntil) > s0 { area += (min(s1, fullUntil) - s0) * (t1 - t0) }
        let lo = max(s0, fullUntil), hi = min(s1, noneFrom)
        if hi > lo { area += integral(hi) - integral(lo) - t0 * (hi - lo) }
        return area
    }

    /// The area of pixel (x, y) inside a rounded rect, from the closed form, corner by corner.
    static func exactPixelArea(_ shape: RoundedRectCoverage, x: Int, y: Int) -> Double {
        let px = Double(x), py = Double(y), r = shape.radius
        let overlapX = min(px + 1, shape.maxX) - max(px, shape.minX), overlapY = min(py + 1, shape.maxY) - max(py, shape.minY)
        guard overlapX > 0, overlapY > 0 else { return 0 }
        var area = overlapX * overlapY
        guard r > 0 else { return area }
        for (left, top) in [(true, true), (false, true), (true, false), (false, false)] {
            // The pixel's part beyond the corner's centre (towards the corner), in the corner box.
            let cx = left ? shape.minX + r : shape.maxX - r, cy = top ? shape.minY + r : shape.maxY - r
            let sLo = left ? max(0, cx - (px + 1)) : max(0, px - cx), sHi = left ? min(r, cx - px) : min(r, px + 1 - cx)
            let tLo = top ? max(0, cy - (py + 1)) : max(0, py - cy), tHi = top ? min(r, cy - py) : min(r, py + 1 - cy)
            guard sHi > sLo, tHi > tLo else { continue }
            area -= (sHi - sLo) * (tHi - tLo) - exactArea(s0: sLo, s1: sHi, t0: tLo, t1: tHi, r: r)
        }
        return area
    }

    static let shapes: [RoundedRectCoverage] = [
        RoundedRectCoverage(DeviceRect(x: 0, y: 0, width: 30, height: 30), radius: 10),
        RoundedRectCoverage(DeviceRect(x: 3, y: -2, width: 17, height: 9), radius: 2.5),
        RoundedRectCoverage(DeviceRect(x: 0, y: 0, width: 2, height: 2), radius: 1),
        RoundedRectCoverage(DeviceRect(x: 1, y: 1, width: 9, height: 40), radius: 100),
        RoundedRectCoverage(DeviceRect(x: 0, y: 0, width: 120, height: 90), radius: 33.3),
        RoundedRectCoverage(DeviceRect(x: 0, y: 0, width: 6, height: 6), radius: 0.4),
        RoundedRectCoverage(DeviceRect(x: 0, y: 0, width: 12, height: 7), radius: 0),
        RoundedRectCoverage(minX: 1.5, minY: 1.25, maxX: 18.5, maxY: 12.75, radius: 4.5),
        RoundedRectCoverage(minX: 0.3, minY: 0.3, maxX: 3.7, maxY: 2.9, radius: 1.1),
    ]

    @Test("each pixel's coverage is within 1 of the closed-form area × 255", arguments: 0..<shapes.count)
    func matchesClosedForm(index: Int) {
        let shape = Self.shapes[index]
        for y in Int(shape.minY.rounded(.down)) - 1...Int(shape.maxY.rounded(.up)) {
            for x in Int(shape.minX.rounded(.down)) - 1...Int(shape.maxX.rounded(.up)) {
                let exact = Self.exactPixelArea(shape, x: x, y: y)
                #expect(abs(shape.area(x: x, y: y) - exact) < 0.25 / 255, "shape \(index), pixel (\(x), \(y))")
                let coverage = Int(shape.coverage(x: x, y: y))
                #expect(abs(coverage - Int((exact * 255).rounded())) <= 1, "shape \(index), pixel (\(x), \(y))")
                if exact == 0 { #expect(coverage == 0, "shape \(index), pixel (\(x), \(y))") }
            }
        }
    }

    @Test("row spans agree with the pixels: full means 255, outside covered means 0", arguments: 0..<shapes.count)
    func spansAgree(index: Int) {
        let shape = Self.shapes[index]
        for y in Int(shape.minY.rounded(.down)) - 2...Int(shape.maxY.rounded(.up)) + 1 {
            let spans = shape.spans(row: y)
            for x in Int(shape.minX.rounded(.down)) - 2...Int(shape.maxX.rounded(.up)) + 1 {
                let coverage = shape.coverage(x: x, y: y)
                if spans.full.contains(x) { #expect(coverage == 255, "shape \(index), pixel (\(x), \(y))") }
                if !spans.covered.contains(x) { #expect(coverage == 0, "shape \(index), pixel (\(x), \(y))") }
            }
        }
    }

    @Test("the quarter disc of radius 1 is π/4 to within 0.2 / 255, and the shortcuts are exact")
    func quarterDisc() {
        #expect(abs(QuarterDisc(radius: 1).area(s0: 0, s1: 1, t0: 0, t1: 1) - Double.pi / 4) < 0.2 / 255)
        #expect(QuarterDisc(radius: 10).area(s0: 0, s1: 1, t0: 0, t1: 1) == 1)
        #expect(QuarterDisc(radius: 10).area(s0: 9, s1: 10, t0: 9, t1: 10) == 0)
        let shape = RoundedRectCoverage(DeviceRect(x: 0, y: 0, width: 20, height: 20), radius: 10)
        #expect([shape.coverage(x: 0, y: 0), shape.coverage(x: 2, y: 2), shape.coverage(x: 2, y: 3), shape.coverage(x: 3, y: 2),
                 shape.coverage(x: 3, y: 3)] == [0, 3, 150, 150, 255])
        #expect(RowSpans(covered: 2..<18, full: 4..<16) == RoundedRectCoverage(DeviceRect(x: 0, y: 0, width: 20, height: 20), radius: 10).spans(row: 2))
    }
}
