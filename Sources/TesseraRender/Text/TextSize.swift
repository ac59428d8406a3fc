/// A pixel size as both glyph sources use it: the em rounded to 1/64 pixel, FreeType's 26.6
/// character size, so box and outline text scale the same way and box edges are exact binary
/// fractions.
///
/// Negative and NaN sizes are 0 (nothing is drawn); sizes over 4096 pixels are 4096.
struct TextSize: Hashable, Sendable {
    /// The em in 26.6 fixed point (1/64 pixel).
    let em26: Int

    /// The em in pixels: exactly `em26 / 64`.
    var em: Double { Double(em26) / 64 }

    /// The largest em, in pixels.
    static let maximum: Double = 4096

    /// `pixelSize` rounded to the nearest 1/64 pixel, clamped to 0…``maximum``.
    init(_ pixelSize: Double) {
        let clamped = pixelSize.isNaN ? 0 : min(max(pixelSize, 0), Self.maximum)
        em26 = Int((clamped * 64).rounded())
    }
}
