import Testing
@testable import TesseraRender

@Suite("Compositing: source-over on premultiplied pixels, in integers")
struct CompositingTests {
    @Test("x × y / 255 is rounded to nearest for every pair of bytes")
    func multiplyExhaustive() {
        for x in UInt32(0)...255 {
            for y in UInt32(0)...255 {
                // Never a tie: 255 is odd. (2xy + 255) / 510 = ⌊xy/255 + ½⌋.
                let expected = (2 * x * y + 255) / 510
                if Compositing.multiply(x, y) != expected {
                    Issue.record("multiply(\(x), \(y)) = \(Compositing.multiply(x, y)), expected \(expected)")
                }
            }
        }
    }

    @Test("hand-computed source-over bytes")
    func handComputed() {
        #expect(Compositing.over(RGBA8(128, 0, 0, 128), RGBA8(0, 0, 200)) == RGBA8(128, 0, 100, 255))
        #expect(Compositing.over(RGBA8(64, 32, 0, 128), RGBA8(100, 50, 25, 200)) == RGBA8(114, 57, 12, 228))
        #expect(Compositing.scale(RGBA8(200, 100, 50, 200), by: 128) == RGBA8(100, 50, 25, 100))
        #expect(Compositing.over(RGBA8(1, 2, 3), RGBA8(9, 9, 9, 9)) == RGBA8(1, 2, 3))
        #expect(Compositing.over(.clear, RGBA8(9, 8, 7, 9)) == RGBA8(9, 8, 7, 9))
    }

    @Test("premultiplied in, premultiplied out: no channel exceeds alpha, alpha never drops", arguments: [0, 1, 64, 127, 128, 200, 254, 255])
    func staysPremultiplied(sourceAlpha: Int) {
        let a = UInt8(sourceAlpha)
        for destinationAlpha in 0...255 {
            for coverage in [0, 1, 77, 128, 254, 255] {
                let d = UInt8(destinationAlpha)
                var pixel: [UInt8] = [d, d / 2, 0, d]
                pixel.withUnsafeMutableBufferPointer { bytes in
                    Compositing.blend(RGBA8(a, a / 3, 0, a), coverage: UInt8(coverage), into: bytes.baseAddress.unsafelyUnwrapped)
                }
                let label = "source alpha \(a), destination alpha \(d), coverage \(coverage)"
                #expect(pixel[0] <= pixel[3] && pixel[1] <= pixel[3], "\(label)")
                #expect(pixel[3] >= d, "\(label)")
                if coverage == 0 { #expect(pixel == [d, d / 2, 0, d], "\(label)") }
                if coverage == 255 && a == 255 { #expect(pixel == [255, 85, 0, 255], "\(label)") }
            }
        }
    }

    @Test("a run composites exactly as pixel by pixel", arguments: [RGBA8(128, 0, 0, 128), RGBA8(3, 2, 1, 4), RGBA8(0, 0, 0, 1), RGBA8(9, 9, 9)])
    func runs(source: RGBA8) {
        var destination: [RGBA8] = []
        for a in stride(from: 0, through: 255, by: 5) { destination.append(RGBA8(UInt8(a / 2), UInt8(a / 3), UInt8(a), UInt8(a))) }
        var bytes = destination.flatMap { [$0.r, $0.g, $0.b, $0.a] }
        bytes.withUnsafeMutableBufferPointer { Compositing.blendRun(source, into: $0.baseAddress.unsafelyUnwrapped, count: destination.count) }
        let expected = destination.flatMap { pixel -> [UInt8] in
            let out = Compositing.over(source, pixel)
            return [out.r, out.g, out.b, out.a]
        }
        #expect(bytes == expected)
    }
}
