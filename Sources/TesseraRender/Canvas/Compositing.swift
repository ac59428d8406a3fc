/// Source-over compositing of premultiplied 8-bit RGBA: the one place the canvas mixes colours.
///
/// Every drawing call of ``BandCanvas`` ends here, and everything here is integer arithmetic, so
/// the same inputs give the same bytes on every machine:
///
/// - A source drawn with coverage `c` (0…255) first has all four channels scaled:
///   `s′ = s × c / 255`, rounded to nearest.
/// - Then, per channel, `out = s′ + d × (255 − s′.a) / 255`, the product rounded to nearest.
///
/// `x × y / 255` is never exactly halfway between two integers (255 is odd), so "rounded to
/// nearest" needs no tie rule; it is computed without division as `(t + t >> 8) >> 8` with
/// `t = x × y + 128`, exact for every `x`, `y` in 0…255. An opaque source at full coverage
/// replaces the destination; coverage 0 and a fully clear source leave it unchanged.
///
/// ```swift
/// // Premultiplied half-transparent red over opaque blue-ish (0, 0, 200):
/// Compositing.over(RGBA8(128, 0, 0, 128), RGBA8(0, 0, 200))
/// // RGBA8(128, 0, 100, 255): 200 × 127 / 255 = 99.6 → 100, 255 × 127 / 255 = 127
/// ```
enum Compositing {
    /// `x × y / 255`, rounded to nearest; `x` and `y` in 0…255.
    @inline(__always)
    static func multiply(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x * y + 128
        return (t + (t >> 8)) >> 8
    }

    /// `color` with all four channels scaled by `coverage / 255` (rounded to nearest).
    @inline(__always)
    static func scale(_ color: RGBA8, by coverage: UInt8) -> RGBA8 {
        if coverage == 255 { return color }
        let c = UInt32(coverage)
        return RGBA8(UInt8(multiply(UInt32(color.r), c)), UInt8(multiply(UInt32(color.g), c)),
                     UInt8(multiply(UInt32(color.b), c)), UInt8(multiply(UInt32(color.a), c)))
    }

    /// One channel of source-over: `s + d × keep / 255`, where `keep = 255 − source alpha`.
    /// Capped at 255, which only matters for invalid input (a colour channel above its alpha).
    /// THE compositing formula: every other function here goes through it.
    @inline(__always)
    static func channel(_ s: UInt32, over d: UInt32, keep: UInt32) -> UInt8 {
        UInt8(min(255, s + multiply(d, keep)))
    }

    /// `source` over `destination`, both premultiplied.
    @inline(__always)
    static func over(_ source: RGBA8, _ destination: RGBA8) -> RGBA8 {
        let keep = 255 - UInt32(source.a)
        if keep == 0 { return source }
        return RGBA8(channel(UInt32(source.r), over: UInt32(destination.r), keep: keep),
                     channel(UInt32(source.g), over: UInt32(destination.g), keep: keep),
                     channel(UInt32(source.b), over: UInt32(destination.b), keep: keep),
                     channel(UInt32(source.a), over: UInt32(destination.a), keep: keep))
    }

    /// Composites `source` scaled by `coverage` over the four bytes at `pixel` (r, g, b, a).
    @inline(__always)
    static func blend(_ source: RGBA8, coverage: UInt8, into pixel: UnsafeMutablePointer<UInt8>) {
        let ink = scale(source, by: coverage)
        if ink.a == 255 { return store(ink, at: pixel) }
        if ink == .clear { return }
        store(over(ink, RGBA8(pixel[0], pixel[1], pixel[2], pixel[3])), at: pixel)
    }

    /// Writes `color`'s four bytes at `pixel`.
    @inline(__always)
    private static func store(_ color: RGBA8, at pixel: UnsafeMutablePointer<UInt8>) {
        pixel[0] = color.r
        pixel[1] = color.g
        pixel[2] = color.b
        pixel[3] = color.a
    }

    /// Composites `source` at full coverage over `count` pixels from `pixels` on: the same
    /// arithmetic as ``over(_:_:)``, with the source's factors worked out once for the run.
    static func blendRun(_ source: RGBA8, into pixels: UnsafeMutablePointer<UInt8>, count: Int) {
        let keep = 255 - UInt32(source.a)
        let r = UInt32(source.r), g = UInt32(source.g), b = UInt32(source.b), a = UInt32(source.a)
        var pixel = pixels
        for _ in 0..<count {
            pixel[0] = channel(r, over: UInt32(pixel[0]), keep: keep)
            pixel[1] = channel(g, over: UInt32(pixel[1]), keep: keep)
            pixel[2] = channel(b, over: UInt32(pixel[2]), keep: keep)
            pixel[3] = channel(a, over: UInt32(pixel[3]), keep: keep)
            pixel += 4
        }
    }
}
