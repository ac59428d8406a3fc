/// One pixel as a ``PixelBuffer`` stores it: 8-bit red, green, blue and alpha, with the colour
/// channels premultiplied by alpha (a half-transparent white is `RGBA8(128, 128, 128, 128)`).
///
/// In a valid premultiplied pixel no colour channel exceeds alpha.
///
/// ```swift
/// let red = RGBA8.premultiplying(red: 255, green: 0, blue: 0, alpha: 128)
/// print(red, red.unpremultiplied)
/// // RGBA8(128, 0, 0, 128) RGBA8(255, 0, 0, 128)
/// ```
public struct RGBA8: Sendable, Hashable, CustomStringConvertible {
    /// Red, premultiplied.
    public var r: UInt8
    /// Green, premultiplied.
    public var g: UInt8
    /// Blue, premultiplied.
    public var b: UInt8
    /// Alpha: 0 transparent, 255 opaque.
    public var a: UInt8

    /// A pixel from already premultiplied channels.
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Opaque black.
    public static let black = RGBA8(0, 0, 0)
    /// Opaque white.
    public static let white = RGBA8(255, 255, 255)
    /// Fully transparent (all channels zero, as premultiplication makes it).
    public static let clear = RGBA8(0, 0, 0, 0)

    /// Premultiplies straight (unassociated) colour by alpha, rounding to nearest.
    public static func premultiplying(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> RGBA8 {
        RGBA8(multiply(red, alpha), multiply(green, alpha), multiply(blue, alpha), alpha)
    }

    /// The straight colour (what a PNG stores): each channel divided by alpha, rounded; all
    /// zero for a fully transparent pixel.
    public var unpremultiplied: RGBA8 {
        switch a {
        case 255: return self
        case 0: return .clear
        default: return RGBA8(Self.divide(r, a), Self.divide(g, a), Self.divide(b, a), a)
        }
    }

    /// `value × alpha / 255`, rounded to nearest.
    @inline(__always)
    static func multiply(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
        let t = UInt32(value) * UInt32(alpha) + 128
        return UInt8((t + (t >> 8)) >> 8)
    }

    /// `value × 255 / alpha`, rounded to nearest and capped at 255; alpha MUST be non-zero.
    @inline(__always)
    static func divide(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
        let a = UInt32(alpha)
        return UInt8(min(255, (UInt32(value) * 255 + a / 2) / a))
    }

    /// "RGBA8(r, g, b, a)".
    public var description: String { "RGBA8(\(r), \(g), \(b), \(a))" }
}
