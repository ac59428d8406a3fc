/// Source-over compositing of premultiplied 8-bit RGBA, in integers, the same on every machine.
///
/// `out = src + dst × (255 − srcAlpha) / 255` per channel, where a source drawn with coverage
/// `c` (0…255) first has all four channels multiplied by `c / 255`. Every product `a × b / 255`
/// is rounded to nearest (exactly: `(t + (t >> 8)) >> 8` with `t = a × b + 128`), so an opaque
/// source at full coverage replaces the destination and a transparent one leaves it unchanged.
enum Compositing {
    /// `a × b / 255`, rounded to nearest; `a` and `b` in 0…255.
    @inline(__always)
    static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a * b + 128
        return (t + (t >> 8)) >> 8
    }

    /// Composites `source` (r, g, b, a premultiplied), scaled by `coverage`, over the pixel at `pixel`.
    @inline(__always)
    static func blend(_ source: (UInt32, UInt32, UInt32, UInt32), coverage: UInt32, into pixel: UnsafeMutablePointer<UInt8>) {
        var (r, g, b, a) = source
        if coverage < 255 {
            r = multiply(r, coverage)
            g = multiply(g, coverage)
            b = multiply(b, coverage)
            a = multiply(a, coverage)
        }
        if a == 255 {
            pixel[0] = UInt8(r)
            pixel[1] = UInt8(g)
            pixel[2] = UInt8(b)
            pixel[3] = 255
            return
        }
        if a == 0 && r == 0 && g == 0 && b == 0 { return }
        let keep = 255 - a
        pixel[0] = UInt8(min(255, r + multiply(UInt32(pixel[0]), keep)))
        pixel[1] = UInt8(min(255, g + multiply(UInt32(pixel[1]), keep)))
        pixel[2] = UInt8(min(255, b + multiply(UInt32(pixel[2]), keep)))
        pixel[3] = UInt8(min(255, a + multiply(UInt32(pixel[3]), keep)))
    }

    /// The four channels of a premultiplied pixel, widened.
    @inline(__always)
    static func channels(_ pixel: RGBA8) -> (UInt32, UInt32, UInt32, UInt32) {
        (UInt32(pixel.r), UInt32(pixel.g), UInt32(pixel.b), UInt32(pixel.a))
    }
}
