@testable import TesseraImage

/// How far apart two images of the same size are, channel by channel (premultiplied values).
struct PixelDifference: CustomStringConvertible {
    /// Mean absolute difference over all channels of all pixels.
    let mean: Double
    /// Largest absolute difference of any channel.
    let maximum: Int

    init(_ a: PixelBuffer, _ b: PixelBuffer) {
        precondition(a.size == b.size, "compare images of one size: \(a.size) vs \(b.size)")
        var total = 0, largest = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                for (u, v) in [(p.r, q.r), (p.g, q.g), (p.b, q.b), (p.a, q.a)] {
                    let d = abs(Int(u) - Int(v))
                    total += d
                    largest = max(largest, d)
                }
            }
        }
        mean = a.width * a.height == 0 ? 0 : Double(total) / Double(a.width * a.height * 4)
        maximum = largest
    }

    var description: String { "mean \(mean), max \(maximum)" }
}

extension PixelBuffer {
    /// The mean of each channel over the region x0..<x1, y0..<y1.
    func average(x0: Int = 0, y0: Int = 0, x1: Int? = nil, y1: Int? = nil) -> (r: Double, g: Double, b: Double, a: Double) {
        var r = 0, g = 0, b = 0, a = 0
        let xEnd = x1 ?? width, yEnd = y1 ?? height
        for y in y0..<yEnd {
            for x in x0..<xEnd {
                let p = self[x, y]
                r += Int(p.r); g += Int(p.g); b += Int(p.b); a += Int(p.a)
            }
        }
        let n = Double((xEnd - x0) * (yEnd - y0))
        return (Double(r) / n, Double(g) / n, Double(b) / n, Double(a) / n)
    }

    /// A buffer drawn by `pixel(x, y)`.
    static func drawing(width: Int, height: Int, _ pixel: (Int, Int) -> RGBA8) -> PixelBuffer {
        var buffer = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { buffer[x, y] = pixel(x, y) }
        }
        return buffer
    }
}
