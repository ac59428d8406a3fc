extension Resampler {
    /// The filter's sums for one pixel (premultiplied red, green, blue, alpha) as an 8-bit pixel:
    /// alpha clamped to 0…255, each colour to 0…alpha, each rounded half away from zero. An
    /// overshoot of alpha (ringing past 255) scales the colours down with it, so the pixel keeps
    /// the hue the filter computed.
    ///
    /// The same bytes as the scalar `UInt8(min(max(value, 0), limit).rounded())` per channel:
    /// lane-wise minimum, maximum and multiplication are the scalar operations, the clamp can
    /// differ only in the sign of a zero (which rounds to the byte 0 either way), and
    /// ``roundedBytes(_:)`` rounds every value in 0…255 as `rounded()` does. Alpha goes through
    /// the colours' arithmetic too, which needs no lane shuffling and gives the same byte: its
    /// lane is `rawAlpha × scale` clamped to `0…alpha` and rounded, where `alpha` is `rawAlpha`
    /// clamped to 0…255 and rounded. With `scale` 1, that is 0 for a negative `rawAlpha`, else
    /// the smaller of `rawAlpha` and its own rounding, which rounds to the same; past 255, `rawAlpha × (255 / rawAlpha)` is 255
    /// within two rounding errors (above 254.999), clamped to at most 255, so it rounds to 255.
    @inline(__always)
    static func storedPixel(_ sums: SIMD4<Float>) -> SIMD4<UInt8> {
        let rawAlpha = sums[3]
        let scale: Float = rawAlpha > 255 ? 255 / rawAlpha : 1
        let alpha = roundedHalfAway(clamp(SIMD4(repeating: rawAlpha), to: SIMD4(repeating: 255)))
        return roundedBytes(clamp(sums * scale, to: alpha))
    }

    /// `values` clamped to `0…upper` lane by lane (`upper` is at least 0; no lane is NaN).
    /// Written with comparisons and selects, which inline to a few vector instructions (the
    /// standard library's `clamped(lowerBound:upperBound:)` does not, in Swift 6.3).
    @inline(__always)
    static func clamp(_ values: SIMD4<Float>, to upper: SIMD4<Float>) -> SIMD4<Float> {
        let low = values.replacing(with: 0, where: values .< 0)
        return low.replacing(with: upper, where: upper .< low)
    }

    /// `values.rounded()` lane by lane (to nearest, halves away from zero) for values in 0…2²².
    ///
    /// `Float.rounded()` is a call to libm's `roundf` (x86-64's baseline has no instruction for
    /// it). Adding 2²³ leaves no fraction bits, so the addition itself rounds to the nearest
    /// integer, halves to even, and subtracting 2²³ again is exact. That differs from
    /// `rounded()` only for a half that went down to an even number, which is exactly when the
    /// (exact) difference `value − rounded` is +0.5; those get 1 more.
    @inline(__always)
    static func roundedHalfAway(_ values: SIMD4<Float>) -> SIMD4<Float> {
        let shift = SIMD4<Float>(repeating: 8_388_608)
        let nearestEven = (values + shift) - shift
        return nearestEven.replacing(with: nearestEven + 1, where: values - nearestEven .>= 0.5)
    }

    /// `UInt8(value.rounded())` lane by lane for values in 0…255. The rounded value plus 2²³ has
    /// the integer in its low mantissa bits, so the bytes come from the bit pattern: no
    /// float-to-integer conversion, whose range checks would stop the compiler vectorising.
    @inline(__always)
    package static func roundedBytes(_ values: SIMD4<Float>) -> SIMD4<UInt8> {
        let shifted = roundedHalfAway(values) + SIMD4<Float>(repeating: 8_388_608)
        return SIMD4<UInt8>(truncatingIfNeeded: unsafeBitCast(shifted, to: SIMD4<UInt32>.self))
    }
}
