import Foundation
import Testing
import TesseraRender

@Suite("PixelSnapper")
struct PixelSnapperTests {
    @Test("edges snap half up, each on its own", arguments: [
        (1.0, CGRect(x: 10.4, y: 0, width: 33.3, height: 20), DeviceRect(x: 10, y: 0, width: 34, height: 20)),
        (2.0, CGRect(x: 10.4, y: 0, width: 33.3, height: 20), DeviceRect(x: 21, y: 0, width: 66, height: 40)),
        (3.0, CGRect(x: 10.4, y: 0, width: 33.3, height: 20), DeviceRect(x: 31, y: 0, width: 100, height: 60)),
        (1.0, CGRect(x: 0.5, y: 1.5, width: 1, height: 1), DeviceRect(x: 1, y: 2, width: 1, height: 1)),
        (1.0, CGRect(x: 0.2, y: 0, width: 0.2, height: 1), DeviceRect(x: 0, y: 0, width: 0, height: 1)),
    ])
    func snapping(scale: Double, frame: CGRect, expected: DeviceRect) {
        #expect(PixelSnapper(scale: CGFloat(scale)).snap(frame) == expected)
    }

    @Test("neighbours sharing an edge share it in pixels: no gap, no overlap", arguments: [1.0, 2.0, 3.0, 1.5])
    func neighbours(scale: Double) {
        let snapper = PixelSnapper(scale: CGFloat(scale))
        let width: CGFloat = 100.0 / 3.0
        var previousMaxX = 0
        for column in 0..<30 {
            let frame = CGRect(x: CGFloat(column) * width, y: 0, width: width, height: 10)
            let rect = snapper.snap(frame)
            #expect(rect.x == previousMaxX)
            #expect(rect.width >= Int((Double(width) * scale).rounded(.down)))
            previousMaxX = rect.maxX
        }
        #expect(previousMaxX == Int((1000 * scale).rounded()))
    }

    @Test("1/3-point positions at 3× land on whole pixels")
    func thirds() {
        let snapper = PixelSnapper(scale: 3)
        #expect(snapper.snap(CGFloat(1.0 / 3.0)) == 1 && snapper.snap(CGFloat(2.0 / 3.0)) == 2 && snapper.snap(CGFloat(100.0 / 3.0)) == 100)
        #expect(snapper.pixels(2.5) == 7.5)
    }
}
