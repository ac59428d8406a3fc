import Foundation
import Testing
import TesseraRender

@Suite("PixelSnapper: frame edges are rounded to device pixels so neighbouring cells never gap or overlap")
struct PixelSnapperTests {
    @Test("edges snap half up, each on its own", arguments: [
        (1.0, CGRect(x: 10.4, y: 0, width: 33.3, height: 20), DeviceRect(x: 10, y: 0, width: 34, height: 20)),
        (2.0, CGRect(x: 10.4, y: 0, width: 33.3, height: 20), DeviceRect(x: 21, y: 0, width: 66, height: 40)),
        (3.0, CGRect(x: 10.4, y: 0, width: 33.3, height: 20), DeviceRect(x: 31, y: 0, width: 100, height: 60)),
        (1.0, CGRect(x: 10.4, y: 5.5, width: 33.3, height: 20.25), DeviceRect(x: 10, y: 6, width: 34, height: 20)),
        (2.0, CGRect(x: 10.4, y: 5.5, width: 33.3, height: 20.25), DeviceRect(x: 21, y: 11, width: 66, height: 41)),
        (3.0, CGRect(x: 10.4, y: 5.5, width: 33.3, height: 20.25), DeviceRect(x: 31, y: 17, width: 100, height: 60)),
        (1.0, CGRect(x: 0.5, y: 1.5, width: 1, height: 1), DeviceRect(x: 1, y: 2, width: 1, height: 1)),
        (2.0, CGRect(x: 0.25, y: 0.75, width: 0.5, height: 0.5), DeviceRect(x: 1, y: 2, width: 1, height: 1)),
        (1.0, CGRect(x: -0.5, y: -1.5, width: 1, height: 1), DeviceRect(x: 0, y: -1, width: 1, height: 1)),
        (1.0, CGRect(x: 0.2, y: 0, width: 0.2, height: 1), DeviceRect(x: 0, y: 0, width: 0, height: 1)),
        (1.0, CGRect(x: 10, y: 10, width: -4, height: -4), DeviceRect(x: 6, y: 6, width: 4, height: 4)),
    ])
    func snapping(scale: Double, frame: CGRect, expected: DeviceRect) {
        #expect(PixelSnapper(scale: CGFloat(scale)).snap(frame) == expected)
    }

    @Test("edges beyond 2⁵⁰ pixels and infinities are clamped, NaN is 0: snapping never traps (issue 8)")
    func farEdges() {
        let snapper = PixelSnapper(scale: 3)
        let far = PixelSnapper.maximumEdge
        #expect(far == 1 << 50)
        #expect([1e20, -1e20, .infinity, -.infinity, .nan, 1e15].map { snapper.snap(CGFloat($0)) } == [far, -far, far, -far, 0, far])
        #expect(snapper.snap(CGRect(x: 1e300, y: 0, width: 1e300, height: 10)) == DeviceRect(x: far, y: 0, width: 0, height: 30))
        // The tolerance for halves computed a hair low stays below a millionth of a pixel far out:
        // 3,000,000,000.4999 pixels round down (they once rounded up, a billionth of v being 3).
        #expect(snapper.snap(CGFloat(1e9 + 0.4999 / 3)) == 3_000_000_000)
        #expect(snapper.snap(CGFloat(1e9 + 0.5 / 3)) == 3_000_000_001)
    }

    @Test("half a pixel rounds up, on both sides of zero")
    func halves() {
        let one = PixelSnapper(scale: 1), two = PixelSnapper(scale: 2)
        #expect([0.5, 1.5, 2.4999, -0.5, -1.5, -0.51].map { one.snap(CGFloat($0)) } == [1, 2, 2, 0, -1, -1])
        #expect([0.25, 0.75, 0.2499].map { two.snap(CGFloat($0)) } == [1, 2, 0])
    }

    @Test("1/3-point columns at 3× are one pixel each; at 1× they share pixels without gap or overlap")
    func thirdColumns() {
        let frames = (0..<4).map { CGRect(x: CGFloat($0) / 3, y: 0, width: CGFloat(1.0 / 3.0), height: 1) }
        #expect(frames.map { PixelSnapper(scale: 3).snap($0).x } == [0, 1, 2, 3])
        #expect(frames.map { PixelSnapper(scale: 3).snap($0).width } == [1, 1, 1, 1])
        // 0, 0.33, 0.67, 1, 1.33 points → edges 0, 0, 1, 1, 1 pixels: widths 0, 1, 0, 0.
        #expect(frames.map { PixelSnapper(scale: 1).snap($0).x } == [0, 0, 1, 1])
        #expect(frames.map { PixelSnapper(scale: 1).snap($0).width } == [0, 1, 0, 0])
    }

    @Test("a half computed as 3.4999999999999996 still rounds up")
    func epsilon() {
        var seven: CGFloat = 0
        for _ in 0..<7 { seven += CGFloat(1.0 / 3.0) }
        #expect(Double(seven * 1.5) < 3.5)
        #expect(PixelSnapper(scale: 1.5).snap(seven) == 4)
        #expect(PixelSnapper(scale: 1.5).snap(CGFloat(7.0 / 3.0)) == 4)
        #expect(PixelSnapper(scale: 3).snap(CGFloat(2.0 / 3.0)) == 2)
    }

    @Test("n columns across 100 points tile the row exactly, at every scale", arguments: [1.0, 2.0, 3.0, 1.5, 2.625])
    func tiling(scale: Double) {
        let snapper = PixelSnapper(scale: CGFloat(scale))
        for count in 1..<40 {
            let width = CGFloat(100) / CGFloat(count)
            var edge = 0
            for column in 0..<count {
                // As a layout computes them: origin by multiplication, maxX by addition.
                let rect = snapper.snap(CGRect(x: CGFloat(column) * width, y: 0, width: width, height: 1))
                #expect(rect.x == edge, "scale \(scale), \(count) columns, column \(column)")
                #expect(rect.width >= Int((Double(width) * scale).rounded(.down)), "scale \(scale), \(count) columns")
                edge = rect.maxX
            }
            #expect(edge == Int((100 * scale).rounded()), "scale \(scale), \(count) columns")
        }
    }

    @Test("radii and line widths are scaled, not rounded")
    func lengths() {
        #expect(PixelSnapper(scale: 3).pixels(2.5) == 7.5)
        #expect(PixelSnapper(scale: 2).pixels(CGFloat(0.3)) == 0.6)
        #expect(PixelSnapper(scale: 2) == PixelSnapper(scale: 2) && PixelSnapper(scale: 2) != PixelSnapper(scale: 3))
    }
}
